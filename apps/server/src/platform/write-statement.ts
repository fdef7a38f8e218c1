import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
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

/**
 * One write of a record as one statement (decision 094): its history row, the notice that drops
 * cached answers in every process, and the request's `Idempotency-Key` with what the change will
 * return ride in front of the write as CTEs. A create then makes one round trip between `begin`
 * and `commit` instead of four, and the series counter its number locks (decision 084) is held
 * only until the commit that follows it. `write` is an insert or update without `returning`; the
 * notice is sent only when it wrote a row.
 */
export async function writeWithJournal(
  tx: DbOrTx,
  cache: Pick<ReadCache, 'invalidateLocal'>,
  write: SQLWrapper,
  journal: {
    history?: THistoryInput;
    tags?: readonly string[];
    result?: unknown;
    /** The transaction's last statement: its commit is sent with it (`lastWithCommit`). */
    commit?: boolean;
  },
): Promise<number> {
  const ctes: SQL[] = [];
  if (journal.history)
    ctes.push(sql`h as (${tx.insert(history).values(historyValues(journal.history)).getSQL()})`);
  const key = journal.result === undefined ? undefined : idempotencyKeyInsert(tx, journal.result);
  if (key) ctes.push(sql`k as (${key.getSQL()})`);
  const tags = journal.tags ?? [];
  const returning = [sql`1 as written`];
  if (tags.length > 0) {
    const notices = notifyPayloadsOf(tags).map((p) => sql`select pg_notify(${INVALIDATION_CHANNEL}, ${p})`);
    returning.push(sql`(select count(*)::int from (${sql.join(notices, sql` union all `)}) n) as notified`);
  }
  if (tags.length > 0) cache.invalidateLocal(tags);
  // Embedded as SQL, not as builders: drizzle puts an embedded builder in parentheses.
  const statement = sql`${ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``}${write.getSQL()} returning ${sql.join(returning, sql`, `)}`;
  try {
    const result = journal.commit
      ? await lastWithCommit(tx, statement)
      : ((await tx.execute(statement)) as unknown as TRows);
    return result.rows.length;
  } catch (error) {
    // The key written meanwhile by the same request retried elsewhere: the statement failed, so
    // this change does not commit.
    if (key && isUniqueViolation(error, KEY_CONSTRAINT)) throw keyTaken();
    throw error;
  }
}

type TPgClient = { query(text: string, values?: unknown[]): Promise<TRows>; release(): void };
type TPgTransaction = {
  session?: { client?: Partial<TPgClient> };
  dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
  execute(statement: SQL): Promise<unknown>;
};

/**
 * The transaction's last statement and its `commit` sent together on node-postgres (decision
 * 098): the connection sends the commit as soon as the statement is done, without waiting for a
 * turn of the busy event loop, so the rows the statement locked (a series' counter) are held for
 * one round trip, as a statement on its own holds them. A failed statement turns the commit into a
 * rollback. Drizzle's own closing of the transaction then has nothing left to do; any other
 * statement after it is refused, as it could no longer be part of the change. Elsewhere (PGlite,
 * one connection and no one waiting) the statement runs as any other.
 */
async function lastWithCommit(tx: DbOrTx, statement: SQL): Promise<TRows> {
  const transaction = tx as unknown as TPgTransaction;
  const client = transaction.session?.client;
  if (typeof client?.release !== 'function' || typeof client.query !== 'function')
    return (await tx.execute(statement)) as unknown as TRows;
  const query = transaction.dialect.sqlToQuery(statement);
  const [written, committed] = await Promise.allSettled([
    client.query(query.sql, query.params),
    client.query('commit'),
  ]);
  transaction.execute = (next: SQL) => {
    const text = transaction.dialect.sqlToQuery(next).sql.trim();
    if (text === 'commit' || text === 'rollback') return Promise.resolve({ rows: [] });
    return Promise.reject(new Error(`a statement after the transaction's commit: ${text.slice(0, 60)}`));
  };
  if (written.status === 'rejected') throw written.reason;
  if (committed.status === 'rejected') throw committed.reason;
  return written.value;
}
