import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import type { TDeps } from './deps.ts';
import { newId } from './ids.ts';

/**
 * Background jobs kept in the database (decision 049). Any number of processes run a worker over
 * one table: a job is claimed with `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)`, which
 * gives each open job to exactly one claimer, under a lease. A process killed mid-job loses
 * nothing: when its lease runs out the job is open again and another worker takes it. A failure
 * is retried later (the delay doubling each attempt) until the attempts run out; then the job is
 * kept as failed with its last error. A job must therefore be safe to run again (idempotent).
 */

export type TJob = {
  id: string;
  kind: string;
  key: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
};

export type TJobContext = { deps: TDeps; job: TJob; log: TJobLog };
export type TJobLog = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
};

export type TJobKind = {
  run(context: TJobContext): Promise<void>;
  /** Tries before it is kept as failed (5 by default). */
  maxAttempts?: number;
  /** The delay after the first failure; each next one doubles it, up to an hour (30 s by default). */
  retryAfterMs?: number;
  /**
   * Run once per period, whichever process comes first: the worker enqueues the job under the
   * period's key, and the unique key lets only one such row exist (`day`: the calendar day in
   * the organization's time zone; a number: a period of that many milliseconds).
   */
  every?: 'day' | number;
};

const KINDS = new Map<string, TJobKind>();

/**
 * Modules register their kinds of job when they register their routes; the platform knows none.
 * Registering a kind again (another app built in the same process, as tests do) replaces it.
 */
export function registerJobKind(kind: string, definition: TJobKind) {
  KINDS.set(kind, definition);
}

export const jobKind = (kind: string) => KINDS.get(kind);

/**
 * Adds a job unless one of this kind and key exists (done or not): enqueueing is idempotent, so
 * any process (or a retried request) may do it. In the caller's transaction when given one, so the
 * job exists exactly when the change that asked for it was committed. Answers whether it was added.
 */
export async function enqueueJob(
  db: DbOrTx,
  input: { kind: string; key?: string; payload?: unknown; runAt?: Date; maxAttempts?: number },
): Promise<boolean> {
  const id = newId();
  const added = await db
    .insert(jobs)
    .values({
      id,
      kind: input.kind,
      key: input.key ?? id,
      payload: input.payload ?? {},
      runAt: input.runAt ?? new Date(),
      maxAttempts: input.maxAttempts ?? KINDS.get(input.kind)?.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
    .returning({ id: jobs.id });
  return added.length > 0;
}

/** Deletes jobs finished (done or failed) more than `days` ago: recurring jobs leave a row per period. */
export async function purgeFinishedJobs(db: DbOrTx, days = 30) {
  await db.execute(
    sql`delete from ${jobs} where coalesce(done_at, failed_at) < now() - ${`${days} days`}::interval`,
  );
}

/** The key of the period `now` falls in: the local calendar day, or the number of the period. */
export function periodKey(every: 'day' | number, now: Date, timeZone: string): string {
  if (every === 'day') return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  return String(Math.floor(now.getTime() / every));
}

/** Enqueues this period's run of every recurring kind; processes racing here add one row each. */
export async function enqueueRecurring(db: DbOrTx, now: Date, timeZone: string) {
  for (const [kind, definition] of KINDS) {
    if (definition.every === undefined) continue;
    await enqueueJob(db, { kind, key: periodKey(definition.every, now, timeZone), runAt: now });
  }
}

type TClaimedRow = {
  id: string;
  kind: string;
  key: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  run_at: string | Date;
};

/**
 * Claims up to `limit` due jobs of the registered kinds for `owner` for `leaseMs`: open ones whose
 * moment has come, and claimed ones whose lease ran out (their worker died). Rows another claimer
 * holds locked are skipped, not waited for.
 */
export async function claimJobs(
  db: DbOrTx,
  owner: string,
  options: { limit: number; leaseMs: number; kinds?: readonly string[] },
): Promise<TJob[]> {
  const kinds = options.kinds ?? [...KINDS.keys()];
  if (kinds.length === 0) return [];
  const result = await db.execute(sql`
    update ${jobs} set
      lease_owner = ${owner},
      lease_until = now() + ${`${options.leaseMs} milliseconds`}::interval,
      attempts = attempts + 1
    where id in (
      select id from ${jobs}
      where done_at is null and failed_at is null and run_at <= now()
        and (lease_until is null or lease_until < now())
        and kind = any(${`{${kinds.join(',')}}`}::text[])
      order by run_at
      limit ${options.limit}
      for update skip locked
    )
    returning id, kind, key, payload, attempts, max_attempts, run_at`);
  // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
  const rows = (result as unknown as { rows: TClaimedRow[] }).rows;
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    key: row.key,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: new Date(row.run_at),
  }));
}

/** The delay before try number `attempts + 1`: doubling from `retryAfterMs`, at most an hour. */
export function retryDelayMs(attempts: number, retryAfterMs = 30_000): number {
  return Math.min(retryAfterMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Runs one claimed job and records how it ended. Only the lease's owner may: a worker whose lease
 * ran out (and whose job another took) writes nothing.
 */
export async function runClaimedJob(deps: TDeps, owner: string, job: TJob, log: TJobLog) {
  const definition = KINDS.get(job.kind);
  try {
    if (!definition) throw new Error(`No handler for job kind ${job.kind}`);
    await definition.run({ deps, job, log });
    await deps.db.execute(
      sql`update ${jobs} set done_at = now(), lease_owner = null, lease_until = null, last_error = null
          where id = ${job.id} and lease_owner = ${owner}`,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.warn({ err: error, job: job.id, kind: job.kind, attempts: job.attempts }, 'job failed');
    const delay = retryDelayMs(job.attempts, definition?.retryAfterMs);
    await deps.db.execute(sql`
      update ${jobs} set
        lease_owner = null, lease_until = null, last_error = ${message.slice(0, 2000)},
        failed_at = case when attempts >= max_attempts then now() else null end,
        run_at = now() + ${`${delay} milliseconds`}::interval
      where id = ${job.id} and lease_owner = ${owner}`);
  }
}

export type TWorkerOptions = {
  pollMs: number;
  leaseMs: number;
  /** Jobs claimed at once; they then run one after the other. */
  batch?: number;
  timeZone: string;
  log: TJobLog;
  /** Names this worker in the jobs it holds (host, process and a random part by default). */
  owner?: string;
};

/** One worker loop of a process: starts with `start()`, ends with `await stop()`. */
export class JobWorker {
  readonly owner: string;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** Set by `stop()`: a pass in progress claims no more. */
  private closing = false;

  constructor(
    private readonly deps: TDeps,
    private readonly options: TWorkerOptions,
  ) {
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${newId().slice(-8)}`;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    this.schedule(0);
  }

  /** Waits for the job in hand to finish; claims nothing more. */
  async stop() {
    this.stopped = true;
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass: this period's recurring jobs, then the due ones; answers how many ran. */
  async tick(now = new Date()): Promise<number> {
    await enqueueRecurring(this.deps.db, now, this.options.timeZone);
    let ran = 0;
    for (;;) {
      if (this.closing) break;
      const claimed = await claimJobs(this.deps.db, this.owner, {
        limit: this.options.batch ?? 5,
        leaseMs: this.options.leaseMs,
      });
      if (claimed.length === 0) break;
      for (const job of claimed) await runClaimedJob(this.deps, this.owner, job, this.options.log);
      ran += claimed.length;
    }
    return ran;
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick()
        .then(() => undefined)
        // A lost connection (or any other failure) is logged; the loop goes on at the next poll.
        .catch((error: unknown) => this.options.log.warn({ err: error }, 'job worker pass failed'))
        .finally(() => this.schedule(this.options.pollMs));
    }, delay);
    this.timer.unref();
  }
}
