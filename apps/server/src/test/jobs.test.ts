import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import type { TDeps } from '../platform/deps.ts';
import {
  claimJobs,
  enqueueJob,
  enqueueRecurring,
  JobWorker,
  registerJobKind,
  retryDelayMs,
  runClaimedJob,
} from '../platform/jobs.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

let t: TTestApp;
/** A second process's connection to the same database: its own pool on PostgreSQL. */
let other: Database | undefined;
let otherDeps: TDeps;

const quiet = { info: () => {}, warn: () => {} };
const ran: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  if (t.database.engine === 'postgres') {
    const result = await t.database.db.execute(sql`select current_database() as name`);
    const name = (result as unknown as { rows: { name: string }[] }).rows[0]?.name as string;
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    other = await openDatabase({ url: url.toString(), poolSize: 3 });
  }
  otherDeps = other ? { ...t.deps, db: other.db } : t.deps;
  registerJobKind('test.record', {
    run: async ({ job }) => {
      // Slow enough for the two workers' passes to overlap.
      await new Promise((resolve) => setTimeout(resolve, 5));
      ran.push(job.key);
    },
  });
}, 60_000);
afterAll(async () => {
  await other?.close();
  await t.close();
});

const worker = (deps: TDeps, owner: string) =>
  new JobWorker(deps, { pollMs: 50, leaseMs: 60_000, timeZone: 'Asia/Almaty', log: quiet, owner, batch: 3 });

async function jobRow(kind: string, key: string) {
  const [row] = await t.database.db
    .select()
    .from(jobs)
    .where(sql`${jobs.kind} = ${kind} and ${jobs.key} = ${key}`);
  return row;
}

describe('jobs in the database', () => {
  it('two workers racing over one database run each job exactly once', async () => {
    for (let i = 0; i < 30; i++) await enqueueJob(t.database.db, { kind: 'test.record', key: `race-${i}` });
    await Promise.all([worker(t.deps, 'a').tick(), worker(otherDeps, 'b').tick()]);
    const raced = ran.filter((key) => key.startsWith('race-'));
    expect(raced.length).toBe(30);
    expect(new Set(raced).size).toBe(30);
    const open = await t.database.db.execute(
      sql`select count(*)::int as n from ${jobs} where kind = 'test.record' and done_at is null`,
    );
    expect((open as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('enqueueing a key twice keeps one job', async () => {
    expect(await enqueueJob(t.database.db, { kind: 'test.record', key: 'once' })).toBe(true);
    expect(await enqueueJob(otherDeps.db, { kind: 'test.record', key: 'once' })).toBe(false);
  });

  it('a job whose worker died is taken again when its lease runs out, and the dead one writes nothing', async () => {
    registerJobKind('test.lease', { run: async ({ job }) => void ran.push(`lease:${job.key}`) });
    await enqueueJob(t.database.db, { kind: 'test.lease', key: 'orphan' });
    // The first worker claims it for a moment and "dies" (never finishes it).
    const [taken] = await claimJobs(t.database.db, 'dead', { limit: 1, leaseMs: 1, kinds: ['test.lease'] });
    expect(taken?.key).toBe('orphan');
    // While the lease holds nobody else gets it.
    await t.database.db.execute(
      sql`update ${jobs} set lease_until = now() + interval '1 hour' where key = 'orphan'`,
    );
    expect(
      await claimJobs(otherDeps.db, 'alive', { limit: 1, leaseMs: 60_000, kinds: ['test.lease'] }),
    ).toEqual([]);
    await t.database.db.execute(
      sql`update ${jobs} set lease_until = now() - interval '1 second' where key = 'orphan'`,
    );
    const [again] = await claimJobs(otherDeps.db, 'alive', {
      limit: 1,
      leaseMs: 60_000,
      kinds: ['test.lease'],
    });
    expect(again?.key).toBe('orphan');
    expect(again?.attempts).toBe(2);
    // The dead worker wakes up and finishes: its lease is gone, so nothing is recorded by it.
    await runClaimedJob(t.deps, 'dead', taken as NonNullable<typeof taken>, quiet);
    expect((await jobRow('test.lease', 'orphan'))?.doneAt).toBeNull();
    await runClaimedJob(otherDeps, 'alive', again as NonNullable<typeof again>, quiet);
    expect((await jobRow('test.lease', 'orphan'))?.doneAt).not.toBeNull();
  });

  it('a failing job is retried later, each delay double the last, then kept as failed', async () => {
    let calls = 0;
    registerJobKind('test.failing', {
      maxAttempts: 3,
      retryAfterMs: 60_000,
      run: async () => {
        calls += 1;
        throw new Error(`broken ${calls}`);
      },
    });
    await enqueueJob(t.database.db, { kind: 'test.failing', key: 'f' });
    const w = worker(t.deps, 'retrier');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await w.tick();
      const row = await jobRow('test.failing', 'f');
      expect(row?.attempts).toBe(attempt);
      expect(row?.lastError).toBe(`broken ${attempt}`);
      if (attempt < 3) {
        expect(row?.failedAt).toBeNull();
        // Not due again until the delay has passed.
        const wait = (row?.runAt.getTime() ?? 0) - Date.now();
        expect(wait).toBeGreaterThan(retryDelayMs(attempt, 60_000) - 10_000);
        expect(await w.tick()).toBe(0);
        await t.database.db
          .update(jobs)
          .set({ runAt: new Date(Date.now() - 1000) })
          .where(eq(jobs.key, 'f'));
      } else expect(row?.failedAt).not.toBeNull();
    }
    // A failed job is not tried again.
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.key, 'f'));
    await w.tick();
    expect(calls).toBe(3);
    expect(retryDelayMs(1, 60_000)).toBe(60_000);
    expect(retryDelayMs(2, 60_000)).toBe(120_000);
    expect(retryDelayMs(20, 60_000)).toBe(3_600_000);
  });

  it('a recurring job is enqueued once per period by any number of processes, and runs once', async () => {
    let runs = 0;
    registerJobKind('test.daily', {
      every: 'day',
      run: async () => {
        runs += 1;
      },
    });
    const now = new Date('2026-03-10T10:00:00Z');
    await Promise.all([
      enqueueRecurring(t.database.db, now, 'Asia/Almaty'),
      enqueueRecurring(otherDeps.db, now, 'Asia/Almaty'),
      enqueueRecurring(t.database.db, new Date('2026-03-10T18:00:00Z'), 'Asia/Almaty'),
    ]);
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'test.daily'));
    // 10:00 and 18:00 UTC are 15:00 and 23:00 in Almaty: one local day, one job.
    expect(rows.map((r) => r.key)).toEqual(['2026-03-10']);
    // The next local day begins at 19:00 UTC.
    await enqueueRecurring(t.database.db, new Date('2026-03-10T19:30:00Z'), 'Asia/Almaty');
    await Promise.all([worker(t.deps, 'x').tick(now), worker(otherDeps, 'y').tick(now)]);
    const keys = (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'test.daily'))).map(
      (r) => r.key,
    );
    expect(keys.sort()).toEqual(['2026-03-10', '2026-03-11']);
    expect(runs).toBe(2);
  });

  it('a worker loop that loses the database logs it and goes on polling', async () => {
    const warnings: string[] = [];
    const broken = {
      ...t.deps,
      db: {
        insert: () => {
          throw new Error('Connection terminated');
        },
      },
    } as unknown as TDeps;
    const loop = new JobWorker(broken, {
      pollMs: 20,
      leaseMs: 1000,
      timeZone: 'Asia/Almaty',
      log: { info: () => {}, warn: (_o, message) => void warnings.push(message) },
    });
    loop.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await loop.stop();
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    expect(new Set(warnings)).toEqual(new Set(['job worker pass failed']));
  });
});
