import { getTableName, type SQL, type SQLWrapper, Subquery, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { asLastStatement } from '../db/lazy-transactions.ts';
import { history } from '../db/schema/index.ts';
import { isUniqueViolation } from './db-errors.ts';
import { historyValues, type THistoryInput } from './history.ts';
import {
  idempotencyKeyInsert,
  IDEMPOTENCY_KEY_CONSTRAINT as KEY_CONSTRAINT,
  keyTaken,
} from './idempotency.ts';
import { INVALIDATION_CHANNEL, notifyPayloadsOf, type ReadCache } from './read-cache.ts';

type TRows = { rows: Record<string, unknown>[] };

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
 * What rides in front of a write as CTEs (decision 094): its history row and the request's key;
 * and the cache notice, a column of what the write answers, so it is sent only once a row is
 * written. The local cache is dropped at once.
 */
function journalOf(tx: DbOrTx, cache: Pick<ReadCache, 'invalidateLocal'>, journal: TJournal) {
  const ctes: { name: string; statement: SQL }[] = [];
  if (journal.history)
    ctes.push({ name: 'h', statement: tx.insert(history).values(historyValues(journal.history)).getSQL() });
  const key = journal.result === undefined ? undefined : idempotencyKeyInsert(tx, journal.result);
  if (key) ctes.push({ name: 'k', statement: key.getSQL() });
  const tags = journal.tags ?? [];
  const notices = notifyPayloadsOf(tags).map((p) => sql`select pg_notify(${INVALIDATION_CHANNEL}, ${p})`);
  const notified =
    notices.length > 0
      ? sql<number>`(select count(*)::int from (${sql.join(notices, sql` union all `)}) n)`
      : undefined;
  if (tags.length > 0) cache.invalidateLocal(tags);
  return { ctes, keyed: key !== undefined, notified };
}

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

/**
 * One write of a record as one statement (decision 094): its history row, the notice that drops
 * cached answers in every process, and the request's `Idempotency-Key` with what the change will
 * return ride in front of the write as CTEs. The series counter a create's number locks (decision
 * 084) is then held only until the commit that follows. `write` is an insert or update without
 * `returning`; answers the number of rows written.
 */
export async function writeWithJournal(
  tx: DbOrTx,
  cache: Pick<ReadCache, 'invalidateLocal'>,
  write: SQLWrapper,
  journal: TJournal,
): Promise<number> {
  const { ctes, keyed, notified } = journalOf(tx, cache, journal);
  const withs = ctes.map((c) => sql`${sql.identifier(c.name)} as (${c.statement})`);
  // Embedded as SQL, not as builders: drizzle puts an embedded builder in parentheses.
  const statement = sql`${withs.length > 0 ? sql`with ${sql.join(withs, sql`, `)} ` : sql``}${write.getSQL()} returning 1 as written${notified ? sql`, ${notified} as notified` : sql``}`;
  const result = await sent(tx, journal, keyed, () => tx.execute(statement));
  return (result as unknown as TRows).rows.length;
}

/** A read of records over `from` (the rows just written, named as their table), with `extra` columns. */
export type TWrittenRead<T> = (
  db: Pick<DbOrTx, 'select'>,
  from: Subquery,
  extra: Record<string, SQL>,
) => PromiseLike<T[]>;

/**
 * An insert with its journal (as `writeWithJournal`) that answers the rows it wrote as `read`
 * reads records, in the same statement: a create's answer needs no read after it. The rows come
 * from a CTE under another name, aliased as the table in the read's own FROM only, so a subquery
 * of the read that names the table still reads the table.
 */
export async function insertWithJournal<T>(
  tx: DbOrTx,
  cache: Pick<ReadCache, 'invalidateLocal'>,
  insert: { returning(): { getSQL(): SQL } },
  table: PgTable,
  journal: TJournal,
  read: TWrittenRead<T>,
): Promise<T[]> {
  const { ctes, keyed, notified } = journalOf(tx, cache, journal);
  const name = getTableName(table);
  const written = `${name}_written`;
  const withs = [...ctes, { name: written, statement: insert.returning().getSQL() }].map((c) =>
    tx.$with(c.name, {}).as(c.statement),
  );
  const query = read(
    tx.with(...withs),
    new Subquery(sql`select * from ${sql.identifier(written)}`, {}, name),
    notified ? { notified } : {},
  );
  return sent(tx, journal, keyed, () => query);
}
