import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

/** How long a key is kept at least, and how often one process sweeps older ones. */
const KEEP_MS = 24 * 3_600_000;
const SWEEP_EVERY_MS = 10 * 60_000;

type TStoredAnswer = { scope: string; key: string; status: number; body: string };

/**
 * The statement that stores a batch of answers on their keys. Its commit does not wait for the
 * disk (`synchronous_commit` off for this transaction alone): an answer lost in a crash is rebuilt
 * by the retry, as one the process had no time to store, so waiting would buy nothing and costs
 * PostgreSQL a flush of its log for every batch. The keys' arrays let the primary
 * key find the rows: the planner, which guesses a hundred rows for the JSON it cannot see into
 * and knows nothing of a table filled since its last ANALYZE, otherwise read the whole table for
 * every batch, slower as the day's keys grew.
 */
export const storeAnswers = (batch: TStoredAnswer[]) =>
  sql`update idempotency_keys k
    set status = v.status, body = jsonb_build_object('value', v.body::jsonb)
    from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(scope text, key text, status int, body text),
      (select set_config('synchronous_commit', 'off', true)) as asynchronous
    where k.scope = v.scope and k.key = v.key
      and k.scope = any(${sql.param(batch.map((a) => a.scope))}::text[])
      and k.key = any(${sql.param(batch.map((a) => a.key))}::text[])`;

/**
 * The answers sent, stored on their keys after they went out, those of the same moment in one
 * statement (decision 094): a keyed write's answer waits for no statement of its own. An answer
 * not stored (the process stopped first) is built again from the change's result by its retry,
 * which then says it is a replay as a stored one does.
 */
export function answerStore(db: Db, log: { warn(value: object, message: string): void }) {
  const queued: TStoredAnswer[] = [];
  let writing: Promise<void> | null = null;
  let sweptAt = 0;
  const write = async (batch: TStoredAnswer[]) => {
    try {
      await db.execute(storeAnswers(batch));
      if (Date.now() - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = Date.now();
        await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - KEEP_MS)));
      }
    } catch (error) {
      // The changes are committed; without the stored answers their retries rebuild them.
      log.warn({ err: error }, 'idempotency answers not stored');
    }
  };
  const run = async () => {
    while (queued.length > 0) {
      // One turn of the event loop lets the answers sent alongside join the batch.
      await new Promise((resolve) => setImmediate(resolve));
      await write(queued.splice(0));
    }
    writing = null;
  };
  return {
    add(answer: TStoredAnswer) {
      queued.push(answer);
      writing ??= run();
    },
    drain: () => writing ?? Promise.resolve(),
  };
}
