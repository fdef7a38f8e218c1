import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { history } from '../db/schema/index.ts';
import { historyValues, type THistoryInput } from './history.ts';
import { idempotencyKeyInsert, keyTaken } from './idempotency.ts';
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
  journal: { history?: THistoryInput; tags?: readonly string[]; result?: unknown },
): Promise<number> {
  const ctes: SQL[] = [];
  if (journal.history)
    ctes.push(sql`h as (${tx.insert(history).values(historyValues(journal.history)).getSQL()})`);
  const key = journal.result === undefined ? undefined : idempotencyKeyInsert(tx, journal.result);
  if (key) ctes.push(sql`k as (${key.getSQL()})`);
  const tags = journal.tags ?? [];
  const returning = [sql`1 as written`];
  if (key) returning.push(sql`(select count(*)::int from k) as keyed`);
  if (tags.length > 0) {
    const notices = notifyPayloadsOf(tags).map((p) => sql`select pg_notify(${INVALIDATION_CHANNEL}, ${p})`);
    returning.push(sql`(select count(*)::int from (${sql.join(notices, sql` union all `)}) n) as notified`);
  }
  if (tags.length > 0) cache.invalidateLocal(tags);
  // Embedded as SQL, not as builders: drizzle puts an embedded builder in parentheses.
  const result = (await tx.execute(
    sql`${ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``}${write.getSQL()} returning ${sql.join(returning, sql`, `)}`,
  )) as unknown as TRows;
  // A key taken meanwhile by the same request retried elsewhere: this change must not commit.
  if (key && result.rows[0]?.keyed !== 1) throw keyTaken();
  return result.rows.length;
}
