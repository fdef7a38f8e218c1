import { getTableName, type SQL, Subquery, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { asLastStatement } from '../db/lazy-transactions.ts';
import { history, idempotencyKeys } from '../db/schema/index.ts';
import { isUniqueViolation } from './db-errors.ts';
import { historyValues, type THistoryInput } from './history.ts';
import {
  idempotencyKeyValues,
  IDEMPOTENCY_KEY_CONSTRAINT as KEY_CONSTRAINT,
  keyTaken,
} from './idempotency.ts';
import { builtOnce, rowDecoder, statementName } from './prepared.ts';
import { INVALIDATION_CHANNEL, notifyPayloadsOf, type ReadCache } from './read-cache.ts';
import { registrationNumberSql } from './registration-numbers.ts';

type TCache = Pick<ReadCache, 'invalidateLocal'>;

export type TJournal = {
  history?: THistoryInput;
  tags?: readonly string[];
  /** What the change returns, written with the request's `Idempotency-Key` when it has one. */
  result?: unknown;
  /**
   * Nothing follows in the transaction (decision 100): with nothing before it either, the
   * statement is sent alone, without `begin` and `commit`; else its `commit` goes with it.
   */
  last?: boolean;
};

/**
 * What rides in front of a write (decision 094): its history row and the request's key, as
 * values for CTEs; and the payloads of the cache notice, sent in a column of what the write
 * answers, so only once a row is written. The local cache is dropped at once.
 */
function journalOf(tx: DbOrTx, cache: TCache, journal: TJournal) {
  const key = journal.result === undefined ? undefined : idempotencyKeyValues(tx, journal.result);
  const tags = journal.tags ?? [];
  if (tags.length > 0) cache.invalidateLocal(tags);
  return {
    history: journal.history ? historyValues(journal.history) : undefined,
    key,
    notices: notifyPayloadsOf(tags),
  };
}

const noticesColumn = (payloads: readonly unknown[]) =>
  sql<number>`(select count(*)::int from (${sql.join(
    payloads.map((p) => sql`select pg_notify(${INVALIDATION_CHANNEL}, ${p})`),
    sql` union all `,
  )}) n)`;

/** Sends the statement; a key written meanwhile by the same request retried elsewhere fails it. */
async function sent<T>(tx: DbOrTx, journal: TJournal, keyed: boolean, run: () => PromiseLike<T>): Promise<T> {
  try {
    return await (journal.last ? asLastStatement(tx, run) : run());
  } catch (error) {
    // The statement failed, so this change does not commit: its twin's answer is the answer.
    if (keyed && isUniqueViolation(error, KEY_CONSTRAINT)) throw keyTaken();
    throw error;
  }
}

type TColumns = Record<string, PgColumn | SQL>;

/** How a record type reads the rows a create just wrote: its columns, selected over `from`. */
export type TWrittenRead = {
  columns: TColumns;
  select(db: Pick<DbOrTx, 'select'>, from: Subquery, columns: TColumns): { toSQL(): TQuery };
};

type TQuery = { sql: string; params: unknown[] };
type TStatement = {
  query: TQuery;
  /** Set for a kept statement: sent by name, so each connection parses it once (as `planned`). */
  name?: string;
  decode(rows: unknown[][]): Record<string, unknown>[];
};

/** What an insert answers when no read is asked: a row per row written. */
const WRITTEN: TWrittenRead = {
  columns: { written: sql<number>`1` },
  select: (db, from, columns) => db.select(columns).from(from),
};

/** A null or an SQL value goes into the statement as it is; anything else as a placeholder. */
const literal = (v: unknown) =>
  v === null || (typeof v === 'object' && !(v instanceof Date) && 'getSQL' in v);

/**
 * Values as placeholders named `prefix` + key, with what fills them. A null stays a literal (an
 * encoder would write JSON null or fail on it) and is part of the statement's shape; an SQL value
 * cannot be a placeholder, so its statement is not kept. The keys in the caller's order name the
 * shape: the same code gives them in the same order, and unsorted they cost nothing to compare.
 * What the statement holds is built only when the statement is.
 */
function placeholders(prefix: string, values: Record<string, unknown>, fill: Record<string, unknown>) {
  let shape = '';
  let keepable = true;
  for (const k in values) {
    const v = values[k];
    if (v === undefined) continue;
    if (literal(v)) {
      shape += `${k}=${v === null ? 'null' : 'sql'},`;
      if (v !== null) keepable = false;
      continue;
    }
    shape += `${k},`;
    fill[prefix + k] = v;
  }
  const held = () => {
    const out: Record<string, unknown> = {};
    for (const k in values) {
      const v = values[k];
      if (v !== undefined) out[k] = literal(v) ? v : sql.placeholder(prefix + k);
    }
    return out;
  };
  return { held, shape, keepable };
}

/**
 * An insert as one statement with its journal (decision 094): its history row, the notice that
 * drops cached answers in every process, and the request's `Idempotency-Key` with what the change
 * will return ride in front of it as CTEs, so the series counter a create's number locks (decision
 * 084) is held only until the commit that follows. Numbered when asked; it answers the rows it
 * wrote as `read` reads records, in the same statement: a create's answer needs no read after it.
 * The rows come from a CTE under another name, aliased as the table in the read's own FROM only,
 * so a subquery of the read that names the table still reads the table. Every value goes in as
 * a placeholder, so the statement of each shape (the columns given, the journal's parts) is built
 * once and only its values are sent anew.
 */
export async function insertWithJournal(
  tx: DbOrTx,
  cache: TCache,
  table: PgTable,
  values: Record<string, unknown>,
  numbered: { column: string; prefix: string; organizationId: string; year: number } | undefined,
  journal: TJournal,
  read: TWrittenRead = WRITTEN,
): Promise<Record<string, unknown>[]> {
  const parts = journalOf(tx, cache, journal);
  const fill: Record<string, unknown> = numbered
    ? { numberOrganization: numbered.organizationId, numberYear: numbered.year }
    : {};
  const row = placeholders('v_', values, fill);
  const logged = parts.history ? placeholders('h_', parts.history, fill) : undefined;
  const key = parts.key ? placeholders('k_', parts.key, fill) : undefined;
  parts.notices.forEach((payload, i) => {
    fill[`n_${i}`] = payload;
  });
  const shape = [
    getTableName(table),
    numbered ? `${numbered.column}:${numbered.prefix}` : '',
    row.shape,
    logged ? `h:${logged.shape}` : '',
    key ? `k:${key.shape}` : '',
    `n:${parts.notices.length}`,
  ].join('|');
  const keepable = row.keepable && (logged?.keepable ?? true) && (key?.keepable ?? true);
  const build = (): TStatement => {
    const number = numbered && {
      [numbered.column]: registrationNumberSql(
        numbered.prefix,
        sql.placeholder('numberOrganization'),
        sql.placeholder('numberYear'),
      ),
    };
    const name = getTableName(table);
    const written = `${name}_written`;
    const journalInsert = (cte: string, into: PgTable, held: Record<string, unknown>) => ({
      name: cte,
      statement: tx
        .insert(into)
        .values(held as never)
        .getSQL(),
    });
    const ctes: { name: string; statement: SQL }[] = [];
    if (logged) ctes.push(journalInsert('h', history, logged.held()));
    if (key) ctes.push(journalInsert('k', idempotencyKeys, key.held()));
    const insert = tx
      .insert(table)
      .values({ ...row.held(), ...number } as never)
      .returning();
    ctes.push({ name: written, statement: insert.getSQL() });
    const notices = parts.notices.map((_, i) => sql.placeholder(`n_${i}`));
    const columns = { ...read.columns, ...(notices.length > 0 ? { notified: noticesColumn(notices) } : {}) };
    const query = read
      .select(
        tx.with(...ctes.map((c) => tx.$with(c.name, {}).as(c.statement))),
        new Subquery(sql`select * from ${sql.identifier(written)}`, {}, name),
        columns,
      )
      .toSQL();
    const decode = rowDecoder(columns);
    if (!decode) throw new Error(`${name}: a written row's read selects only columns and SQL values`);
    return { query, decode, name: keepable ? statementName('w', query.sql) : undefined };
  };
  // Kept by read, then by shape (the columns given, the journal's parts).
  const { query, decode, name } = keepable ? builtOnce(read, shape, build) : build();
  const prepared = tx._.session.prepareQuery(query, undefined, name, true, (rows) =>
    decode(rows as unknown[][]),
  );
  return sent(
    tx,
    journal,
    key !== undefined,
    () => prepared.execute(fill) as Promise<Record<string, unknown>[]>,
  );
}
