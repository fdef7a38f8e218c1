/**
 * The options of `npm run bench` (listed in run.ts) and the settings every part of the bench
 * shares: where it writes, which PostgreSQL it uses, when a run counts as quiet or noisy.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

export const benchDir = import.meta.dirname;
export const root = path.resolve(benchDir, '..');
export const resultsDir = path.join(benchDir, 'results');

export const { values: opts } = parseArgs({
  options: {
    engines: { type: 'string', default: 'postgres,pglite' },
    scenarios: { type: 'string', default: '' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '20' },
    users: { type: 'string', default: '100000' },
    /**
     * Incident messages; empty: 1,000,000 on PostgreSQL, 100,000 on PGlite, or none when the
     * chosen scenarios do not include incidents-list (then no export either).
     */
    incidents: { type: 'string', default: '' },
    /** Qorgau cards; empty: 200,000 on PostgreSQL, 50,000 on PGlite, or none when no qorgau scenario is chosen. */
    qorgau: { type: 'string', default: '' },
    /** Events for the events list; empty: 1,000,000 on PostgreSQL, 100,000 on PGlite, or none when no events scenario is chosen. */
    events: { type: 'string', default: '' },
    /** Events due within the reminder window; empty: 100,000, or none when event-reminders is not chosen. */
    'event-reminders': { type: 'string', default: '' },
    /** Years of form submissions (26 forms × 30 subsidiaries); empty: 10, or none when no forms scenario is chosen. */
    'form-years': { type: 'string', default: '' },
    'skip-web': { type: 'boolean', default: false },
    'no-web-build': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'quiet-wait': { type: 'string', default: '60' },
    'server-src': { type: 'string', default: '' },
    /** App processes over one database in `mixed-scale`, one step each. */
    processes: { type: 'string', default: '1,2,4' },
  },
});
export const RUNS = Number(opts.runs);
export const DURATION = Number(opts.duration);
export const WARMUP = Number(opts.warmup);
export const CONNECTIONS = Number(opts.connections);
export const USERS = Number(opts.users);
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The bench's own database, dropped and created: another name keeps two benches apart. */
export const PG_DB = process.env.BENCH_PG_DB ?? 'hse_bench';
/** Server settings the bench passes on from its environment (serve.ts) and records. */
export const SERVER_ENV = ['POOL_SIZE', 'VALIDATE_RESPONSES', 'READ_CACHE'];
/** A run starts once the machine is below this share busy, or when the wait budget is spent. */
export const QUIET_SHARE = 0.1;
/**
 * Other processes using more than this many cores during a run make it "noisy". "Other" also holds
 * the kernel's network work that no process is charged for: about 0.05–0.15 core at these rates.
 */
export const NOISY_CORES = 0.25;

export type TEngine = 'postgres' | 'pglite';
