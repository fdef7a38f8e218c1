/**
 * `npm run bench`: API throughput and latency on PostgreSQL and PGlite, and the gzipped size of
 * the JavaScript of /login. See bench/README.md for what is measured and the latest figures.
 *
 * Options (after `npm run bench --`):
 *   --engines=postgres,pglite   engines to measure (default both)
 *   --scenarios=a,b             scenario names (default all)
 *   --runs=3 --duration=10 --warmup=2 --connections=20 --users=100000 --incidents=1000000
 *   --qorgau=200000             Qorgau cards (0: none; default 0 when no qorgau scenario is chosen)
 *   --skip-web                  no web build or size check
 *   --no-web-build              measure the existing apps/web/dist without building
 *   --profile                   CPU profile of the server process into bench/results/profiles/
 *   --quiet-wait=60             seconds the whole bench may wait for other processes to go quiet
 *   --server-src=DIR            run a copy of apps/server/src instead (to time a change before/after)
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { MAP_POINTS_MAX } from '@hse/contracts/qorgau';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-organizations.ts';
import { cpuMeter, machineBusy, type TCpuUse } from './cpu.ts';
import { BENCH_HSE_LOGIN, BENCH_KIND } from './incidents-seed.ts';
import type { TChildMessage, TParentMessage, TReady, TStatementPlan } from './protocol.ts';
import type { TBox } from './qorgau-seed.ts';
import { buildWeb, measureLoginJs, type TWebResult } from './web-size.ts';

const benchDir = import.meta.dirname;
const root = path.resolve(benchDir, '..');
const resultsDir = path.join(benchDir, 'results');

const { values: opts } = parseArgs({
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
    'skip-web': { type: 'boolean', default: false },
    'no-web-build': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'quiet-wait': { type: 'string', default: '60' },
    'server-src': { type: 'string', default: '' },
  },
});
const RUNS = Number(opts.runs);
const DURATION = Number(opts.duration);
const WARMUP = Number(opts.warmup);
const CONNECTIONS = Number(opts.connections);
const USERS = Number(opts.users);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The bench's own database, dropped and created: another name keeps two benches apart. */
const PG_DB = process.env.BENCH_PG_DB ?? 'hse_bench';
/** Server settings the bench passes on from its environment (serve.ts) and records. */
const SERVER_ENV = ['POOL_SIZE', 'VALIDATE_RESPONSES', 'READ_CACHE'];
const WEB_TARGET_GZIP = 250 * 1024;
/** A run starts once the machine is below this share busy, or when the wait budget is spent. */
const QUIET_SHARE = 0.1;
/**
 * Other processes using more than this many cores during a run make it "noisy". "Other" also holds
 * the kernel's network work that no process is charged for: about 0.05–0.15 core at these rates.
 */
const NOISY_CORES = 0.25;

type TEngine = 'postgres' | 'pglite';
/** A scenario without a target is measured and reported only. */
type TTarget = { rps?: number; p99?: number };
type TScenario = {
  name: string;
  description: string;
  target: TTarget;
  url: (ready: TReady) => string;
  /**
   * Who asks: the administrator, the subsidiary's HSE engineer whose scope is their subtree, or a
   * guest without a token (the public Qorgau map).
   */
  as?: 'admin' | 'hse' | 'guest';
  /** Show the plans of a request with a cold cache (what it costs before its answers are cached). */
  coldPlans?: boolean;
  /** Print the whole EXPLAIN (ANALYZE, BUFFERS) of each statement on PostgreSQL, not only its times. */
  fullPlans?: boolean;
  /** Throws when the answer is not what the seeded data implies, so a broken endpoint is not timed. */
  check: (body: unknown, ready: TReady) => void;
  /** What the answer holds, printed and recorded with its size (the map's points and clusters). */
  summary?: (body: unknown) => string;
};

type TMapAnswer = { total?: number; points?: unknown[]; clusters?: unknown[] };
const boxParam = (box: TBox) => box.join(',');
/**
 * The map's answer holds at least the seed's count for the box (the server widens a box to whole
 * grid cells) and stays within the points cap (clusters otherwise).
 */
function checkMap(body: unknown, expected: number) {
  const map = body as TMapAnswer;
  if ((map.total ?? -1) < expected)
    throw new Error(
      `map total ${map.total}, expected at least ${expected} (points ${map.points?.length}, clusters ${map.clusters?.length})`,
    );
  if ((map.points?.length ?? 0) > MAP_POINTS_MAX || (map.clusters?.length ?? 0) > MAP_POINTS_MAX)
    throw new Error(`map answer of ${map.points?.length} points and ${map.clusters?.length} clusters`);
}
const mapSummary = (body: unknown) => {
  const map = body as TMapAnswer;
  return `total ${fmt(map.total ?? 0)}: ${fmt(map.points?.length ?? 0)} points, ${fmt(map.clusters?.length ?? 0)} clusters`;
};

const SCENARIOS: TScenario[] = [
  {
    name: 'notification-count',
    description: 'GET /api/stm/notification/count/ as admin (token lookup + unread count)',
    target: { rps: 3000, p99: 25 },
    url: () => '/api/stm/notification/count/',
    check: (body, ready) => {
      const count = (body as { count?: number }).count;
      // The demo seed's welcome notification plus the bench's unread ones.
      if (count !== ready.adminUnread)
        throw new Error(`unread count ${count}, expected ${ready.adminUnread}`);
    },
  },
  {
    name: 'users-list',
    description: `GET /api/users/?organization_id=<subsidiary>&page=1&page_size=20 as admin, ${USERS.toLocaleString('en')} extra users`,
    target: { rps: 1000, p99: 50 },
    url: (r) => `/api/users/?organization_id=${r.subsidiaryId}&page=1&page_size=20`,
    fullPlans: true,
    check: (body, ready) => {
      const page = body as { count?: number; results?: unknown[] };
      if (page.count !== ready.subtreeUsers || page.results?.length !== 20)
        throw new Error(`users page count=${page.count} results=${page.results?.length}`);
    },
  },
  {
    name: 'incidents-list',
    description:
      'GET /api/incidents/?kind=near_miss&occurred_from=<year start>&occurred_to=<year end>&page=1&page_size=20 as a subsidiary HSE engineer',
    target: { rps: 450, p99: 100 },
    as: 'hse',
    coldPlans: true,
    fullPlans: true,
    url: (r) =>
      `/api/incidents/?kind=${BENCH_KIND}&occurred_from=${r.incidents.from}&occurred_to=${r.incidents.to}&page=1&page_size=20`,
    check: (body, ready) => {
      const page = body as { count?: number; results?: unknown[] };
      if (page.count !== ready.incidents.expected || page.results?.length !== 20)
        throw new Error(
          `incidents page count=${page.count} (expected ${ready.incidents.expected}) results=${page.results?.length}`,
        );
    },
  },
  {
    name: 'qorgau-map-site',
    description:
      'GET /api/qorgau/cards/map/?bbox=<20 × 15 km around a subsidiary site>&zoom=12&date_from=<90 days back> as a guest',
    target: { p99: 50 },
    as: 'guest',
    coldPlans: true,
    fullPlans: true,
    url: (r) =>
      `/api/qorgau/cards/map/?bbox=${boxParam(r.qorgau.siteBox)}&zoom=12&date_from=${r.qorgau.siteFrom}`,
    check: (body, ready) => checkMap(body, ready.qorgau.siteExpected),
    summary: mapSummary,
  },
  {
    name: 'qorgau-map-region',
    description: `GET /api/qorgau/cards/map/?bbox=49,42,58,52&zoom=6&category=<one>&date_from=<a year back> as a guest`,
    target: {},
    as: 'guest',
    coldPlans: true,
    fullPlans: true,
    url: (r) =>
      `/api/qorgau/cards/map/?bbox=${boxParam(r.qorgau.regionBox)}&zoom=6&category=${r.qorgau.regionCategory}&date_from=${r.qorgau.regionFrom}`,
    check: (body, ready) => checkMap(body, ready.qorgau.regionExpected),
    summary: mapSummary,
  },
  {
    name: 'qorgau-list',
    description:
      'GET /api/qorgau/cards/?bbox=<the site box>&date_from=<90 days back>&page_size=20 as a guest',
    target: {},
    as: 'guest',
    coldPlans: true,
    fullPlans: true,
    url: (r) =>
      `/api/qorgau/cards/?bbox=${boxParam(r.qorgau.siteBox)}&date_from=${r.qorgau.siteFrom}&page_size=20`,
    check: (body, ready) => {
      const page = body as { count?: number; results?: unknown[] };
      if (page.count !== ready.qorgau.siteExpected || page.results?.length !== 20)
        throw new Error(
          `qorgau page count=${page.count} (expected ${ready.qorgau.siteExpected}) results=${page.results?.length}`,
        );
    },
    summary: (body) => `count ${fmt((body as { count?: number }).count ?? 0)}, 20 rows`,
  },
];
const selected = opts.scenarios
  ? SCENARIOS.filter((s) => opts.scenarios.split(',').includes(s.name))
  : SCENARIOS;
/** Seed only what the chosen scenarios read, unless told a number. */
const INCIDENTS = opts.incidents || (selected.some((s) => s.name === 'incidents-list') ? '' : '0');
const QORGAU = opts.qorgau || (selected.some((s) => s.name.startsWith('qorgau-')) ? '' : '0');

type TRun = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Share of the machine busy just before the run (other processes). */
  busyBefore: number;
  cpu: TCpuUse;
  cpuUsPerRequest: { server: number; postgres: number };
};
type TScenarioResult = {
  status: 'measured';
  description: string;
  url: string;
  target: TTarget;
  runs: TRun[];
  median: {
    rps: number;
    p50: number;
    p99: number;
    serverUsPerRequest: number;
    postgresUsPerRequest: number;
    otherCores: number;
  };
  /** Other processes used a noticeable share of the machine: the figures are low bounds. */
  noisy: boolean;
  /** Measured ÷ target; null where the scenario has no such target. */
  ratio: { rps: number | null; p99: number | null };
  /** Null: no target, reported only (still false when requests failed). */
  pass: boolean | null;
  failedRequests: number;
  /** The checked answer: its JSON size, gzipped size and what it holds. */
  answer: { bytes: number; gzipBytes: number; summary: string };
};
/** A scenario whose endpoint did not answer as it should: nothing was timed. */
type TBrokenScenario = { status: 'broken'; description: string; target: TTarget; reason: string };
type TEngineResult = {
  status: 'measured' | 'skipped' | 'failed';
  reason?: string;
  version?: string;
  setup?: { seedMs: number; loadMs: number; totalUsers: number; subsidiary: string; subtreeUsers: number };
  scenarios: Record<string, TScenarioResult | TBrokenScenario>;
  plans?: Record<string, TStatementPlan[]>;
  export?: TExportResult;
};

/** The export of about 100,000 messages: time, size and the server's memory while it streams. */
type TExportResult = {
  rows: number;
  bytes: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  limitMb: number;
  pass: boolean;
};
const EXPORT_LIMIT_MB = 300;

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function measureExport(base: string, headers: Record<string, string>, pid: number, ready: TReady) {
  const url = `${base}/api/incidents/export.xlsx?occurred_from=${ready.incidents.exportFrom}`;
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
  }, 20);
  const started = Date.now();
  let bytes = 0;
  try {
    const response = await fetch(url, { headers });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
  } finally {
    clearInterval(sampler);
  }
  rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
  const result: TExportResult = {
    rows: ready.incidents.exportRows,
    bytes,
    seconds: (Date.now() - started) / 1000,
    rssBeforeMb,
    rssPeakMb,
    limitMb: EXPORT_LIMIT_MB,
    // The export's own memory: on PGlite the process also holds the whole embedded database.
    pass: rssPeakMb - rssBeforeMb < EXPORT_LIMIT_MB,
  };
  log(
    `  export of ${fmt(result.rows)} messages: ${fmt(bytes / 1024 / 1024, 1)} MB in ${fmt(result.seconds, 1)} s; ` +
      `server memory ${fmt(rssBeforeMb)} MB before, ${fmt(rssPeakMb)} MB at most: ` +
      `${fmt(rssPeakMb - rssBeforeMb)} MB for the export (limit ${EXPORT_LIMIT_MB} MB) ` +
      (result.pass ? 'PASS' : 'FAIL'),
  );
  return result;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const log = (line = '') => process.stdout.write(`${line}\n`);
const orDash = (n: number | undefined) => (n === undefined ? '—' : fmt(n));

// ---------------------------------------------------------------- PostgreSQL database lifecycle

async function withPgAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
const dropBenchDb = () =>
  withPgAdmin((c) => c.query(`drop database if exists ${PG_DB} with (force)`)).then(() => undefined);

// ---------------------------------------------------------------- the server child process

type TExplained = { statements: TStatementPlan[]; error?: string };
type TServer = {
  child: ChildProcess;
  ready: TReady;
  explain(url: string, headers: Record<string, string>, cold?: boolean): Promise<TExplained>;
  explainUsersShape(organizationId: string): Promise<TExplained>;
  stop(): Promise<void>;
};

/** What an interrupt must end and clean up: the server child and its database. */
const current: { child: ChildProcess | null; cleanup: (() => Promise<void>) | null } = {
  child: null,
  cleanup: null,
};

function startServer(engine: TEngine, env: Record<string, string>): Promise<TServer> {
  // One file per thread (tsx runs a loader thread too); the largest is the main thread.
  const profileDir = path.join(resultsDir, 'profiles', engine);
  if (opts.profile) mkdirSync(profileDir, { recursive: true });
  const child = fork(path.join(benchDir, 'serve.ts'), [], {
    execArgv: ['--import', 'tsx', ...(opts.profile ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [])],
    env: {
      ...process.env,
      ...env,
      BENCH_ENGINE: engine,
      BENCH_USERS: String(USERS),
      ...(INCIDENTS ? { BENCH_INCIDENTS: INCIDENTS } : {}),
      ...(QORGAU ? { BENCH_QORGAU: QORGAU } : {}),
      ...(opts['server-src'] ? { BENCH_SERVER_SRC: path.resolve(opts['server-src']) } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  current.child = child;
  let nextId = 1;
  const pending = new Map<number, (m: Extract<TChildMessage, { type: 'explained' }>) => void>();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${engine} server not ready after 5 minutes`)), 300_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${engine} server exited with code ${code}`));
    });
    child.on('message', (message: TChildMessage) => {
      if (message.type === 'failed') reject(new Error(message.error));
      if (message.type === 'explained') pending.get(message.id)?.(message);
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      resolve({
        child,
        ready: message,
        explain(url, headers, cold) {
          const id = nextId++;
          return new Promise((ok) => {
            pending.set(id, (m) => ok({ statements: m.statements, error: m.error }));
            child.send({ type: 'explain', id, url, headers, cold } satisfies TParentMessage);
          });
        },
        explainUsersShape(organizationId) {
          const id = nextId++;
          return new Promise((ok) => {
            pending.set(id, (m) => ok({ statements: m.statements, error: m.error }));
            child.send({ type: 'explain-users-shape', id, organizationId } satisfies TParentMessage);
          });
        },
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
            child.once('exit', () => {
              clearTimeout(kill);
              done();
            });
            child.send({ type: 'stop' } satisfies TParentMessage);
          }),
      });
    });
  });
}

// ---------------------------------------------------------------- load

async function signIn(base: string, login: string): Promise<string> {
  const response = await fetch(`${base}/api/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`${login} sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

function cannon(url: string, headers: Record<string, string>, duration: number) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration, pipelining: 1 });
}

let quietBudgetMs = Number(opts['quiet-wait']) * 1000;

/** Waits (within the bench's overall budget) until other processes leave the machine mostly idle. */
async function waitForQuiet(): Promise<number> {
  let busy = await machineBusy(500);
  while (busy > QUIET_SHARE && quietBudgetMs > 0) {
    const started = Date.now();
    busy = await machineBusy(1000);
    quietBudgetMs -= Date.now() - started;
  }
  return busy;
}

async function measure(
  base: string,
  headers: Record<string, string>,
  scenario: TScenario,
  ready: TReady,
  meter: ReturnType<typeof cpuMeter>,
) {
  const url = `${base}${scenario.url(ready)}`;
  const probe = await fetch(url, { headers });
  const text = await probe.text();
  if (!probe.ok) throw new Error(`${scenario.name}: ${probe.status} ${text}`);
  const body = JSON.parse(text) as unknown;
  scenario.check(body, ready);
  const answer = {
    bytes: Buffer.byteLength(text),
    gzipBytes: gzipSync(text).length,
    summary: scenario.summary?.(body) ?? '',
  };
  log(
    `    answer: ${fmt(answer.bytes / 1024, 1)} KB of JSON (${fmt(answer.gzipBytes / 1024, 1)} KB gzipped)` +
      (answer.summary ? `, ${answer.summary}` : ''),
  );
  await cannon(url, headers, WARMUP);
  const runs: TRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    const busyBefore = await waitForQuiet();
    const start = meter.start();
    const r = await cannon(url, headers, DURATION);
    const cpu = meter.stop(start);
    const perRequest = (cores: number) =>
      Math.round((cores * DURATION * 1e6) / Math.max(1, r.requests.total));
    const run: TRun = {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      busyBefore,
      cpu,
      cpuUsPerRequest: { server: perRequest(cpu.server), postgres: perRequest(cpu.postgres) },
    };
    runs.push(run);
    const noisy = cpu.other > NOISY_CORES ? `  NOISY: other processes used ${fmt(cpu.other, 2)} cores` : '';
    log(
      `    run ${i + 1}/${RUNS}: ${fmt(run.rps)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms` +
        (run.non2xx || run.errors ? `, ${run.non2xx} non-2xx, ${run.errors} errors` : '') +
        `; cores: server ${fmt(cpu.server, 2)}, postgres ${fmt(cpu.postgres, 2)}, load ${fmt(cpu.loader, 2)}, ` +
        `other ${fmt(cpu.other, 2)}; server ${fmt(run.cpuUsPerRequest.server)} µs/req${noisy}`,
    );
  }
  const m = {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    serverUsPerRequest: median(runs.map((r) => r.cpuUsPerRequest.server)),
    postgresUsPerRequest: median(runs.map((r) => r.cpuUsPerRequest.postgres)),
    otherCores: median(runs.map((r) => r.cpu.other)),
  };
  const failedRequests = runs.reduce((s, r) => s + r.non2xx + r.errors, 0);
  const { target } = scenario;
  const ratio = {
    rps: target.rps ? m.rps / target.rps : null,
    p99: target.p99 ? m.p99 / target.p99 : null,
  };
  const hasTarget = ratio.rps !== null || ratio.p99 !== null;
  const met = (ratio.rps ?? 1) >= 1 && (ratio.p99 ?? 0) <= 1 && failedRequests === 0;
  return {
    status: 'measured',
    description: scenario.description,
    url: scenario.url(ready).replace(ready.subsidiaryId, '<subsidiary>'),
    target: scenario.target,
    runs,
    median: m,
    ratio,
    pass: hasTarget || failedRequests ? met : null,
    noisy: m.otherCores > NOISY_CORES,
    failedRequests,
    answer,
  } satisfies TScenarioResult;
}

/** Collapses whitespace and the long column list so a statement fits a few lines. */
function shortSql(sql: string) {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.replace(/^select (.{120,}?) from "/, 'select … from "');
}

function printPlans(title: string, statements: TStatementPlan[], full: boolean) {
  log(`  ${title}: ${statements.length} statements per request`);
  statements.forEach((s, i) => {
    log(`   [${i + 1}] ${shortSql(s.sql)}`);
    const params = s.params.map((p) => (Array.isArray(p) ? `array(${p.length})` : JSON.stringify(p)));
    if (params.length) log(`       params: ${params.join(', ')}`);
    const lines = full ? s.plan : s.plan.filter((l) => /Execution Time|Planning Time/.test(l));
    for (const line of lines) log(`       ${line}`);
  });
}

async function benchEngine(engine: TEngine): Promise<TEngineResult> {
  const env: Record<string, string> = {};
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `hse-bench-${engine}-`));
  env.BENCH_DATA_DIR = dataDir;
  let version: string | undefined;
  if (engine === 'postgres') {
    try {
      version = await withPgAdmin(async (c) => {
        await c.query(`drop database if exists ${PG_DB} with (force)`);
        await c.query(`create database ${PG_DB}`);
        return String((await c.query('show server_version')).rows[0]?.server_version);
      });
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      return { status: 'skipped', reason: `PostgreSQL at ${PG_ADMIN_URL}: ${error}`, scenarios: {} };
    }
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${PG_DB}`;
    env.BENCH_DATABASE_URL = url.toString();
  } else {
    const pkg = path.join(root, 'node_modules/@electric-sql/pglite/package.json');
    version = `PGlite ${(JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version}`;
  }
  const cleanup = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') await dropBenchDb().catch(() => {});
  };
  current.cleanup = cleanup;

  log(`\n== ${engine} (${version}) ==`);
  const startedAt = Date.now();
  let server: TServer | undefined;
  try {
    server = await startServer(engine, env);
    const { ready } = server;
    log(
      `  seeded in ${fmt(ready.seedMs / 1000, 1)} s, ${fmt(USERS)} users added and analyzed in ` +
        `${fmt(ready.loadMs / 1000, 1)} s (${fmt(ready.totalUsers)} users; ${ready.subsidiaryName} subtree: ` +
        `${fmt(ready.subtreeUsers)}), ready after ${fmt((Date.now() - startedAt) / 1000, 1)} s`,
    );
    const base = `http://127.0.0.1:${ready.port}`;
    // What a browser sends: the token header, the anti-forgery cookie it was given, a language.
    const headersOf = (token: string) => ({
      authorization: `Token ${token}`,
      cookie: `XSRF-TOKEN=${randomBytes(24).toString('hex')}`,
      'accept-language': 'ru',
    });
    const { authorization: _, ...guest } = headersOf('');
    const callers = {
      admin: headersOf(await signIn(base, 'admin')),
      hse: headersOf(await signIn(base, BENCH_HSE_LOGIN)),
      guest,
    };
    if (ready.incidents.total)
      log(
        `  ${fmt(ready.incidents.total)} incident messages; the HSE engineer's near misses of ${ready.incidents.from.slice(0, 4)}: ${fmt(ready.incidents.expected)}`,
      );
    const q = ready.qorgau;
    if (q.total)
      log(
        `  ${fmt(q.total)} Qorgau cards; ${q.subsidiary} box ${boxParam(q.siteBox)}: ${fmt(q.siteBoxAll)} cards, ` +
          `${fmt(q.siteExpected)} for a guest since ${q.siteFrom}; region ${boxParam(q.regionBox)}, ` +
          `${q.regionCategory} since ${q.regionFrom}: ${fmt(q.regionExpected)}`,
      );

    const meter = cpuMeter(server.child.pid ?? 0, engine === 'postgres' ? PG_DB : null);
    const plans: Record<string, TStatementPlan[]> = {};
    const broken = new Map<string, string>();
    for (const scenario of selected) {
      const explained = await server.explain(
        scenario.url(ready),
        callers[scenario.as ?? 'admin'],
        scenario.coldPlans,
      );
      plans[scenario.name] = explained.statements;
      const full = Boolean(scenario.fullPlans) && engine === 'postgres';
      if (explained.error) {
        broken.set(scenario.name, explained.error);
        log(`  ${scenario.name}: BROKEN, not measured: ${explained.error}`);
        printPlans(`SQL it sent`, explained.statements, true);
        if (scenario.name === 'users-list') {
          // Still show how PostgreSQL runs a list page and count, written out by hand.
          const shape = await server.explainUsersShape(ready.subsidiaryId);
          plans['users-list-shape'] = shape.statements;
          printPlans(
            'users-list page and count written out by hand, EXPLAIN (ANALYZE, BUFFERS)',
            shape.statements,
            full,
          );
        }
        continue;
      }
      printPlans(
        `SQL of ${scenario.name}${scenario.coldPlans ? ' with a cold cache' : ''}${full ? ', EXPLAIN (ANALYZE, BUFFERS)' : ''}`,
        explained.statements,
        full,
      );
    }

    // Measured first, on a server that has not yet been loaded: its memory is then the export's.
    const exported = ready.incidents.total
      ? await measureExport(base, callers.admin, server.child.pid ?? 0, ready)
      : undefined;
    const scenarios: Record<string, TScenarioResult | TBrokenScenario> = {};
    for (const scenario of selected) {
      const reason = broken.get(scenario.name);
      if (reason) {
        scenarios[scenario.name] = {
          status: 'broken',
          description: scenario.description,
          target: scenario.target,
          reason,
        };
        continue;
      }
      log(`  ${scenario.name}: ${WARMUP} s warm-up, ${RUNS} × ${DURATION} s, ${CONNECTIONS} connections`);
      try {
        scenarios[scenario.name] = await measure(
          base,
          callers[scenario.as ?? 'admin'],
          scenario,
          ready,
          meter,
        );
      } catch (error) {
        log(`  ${scenario.name}: BROKEN: ${error}`);
        scenarios[scenario.name] = {
          status: 'broken',
          description: scenario.description,
          target: scenario.target,
          reason: String(error),
        };
      }
    }
    return {
      status: 'measured',
      version,
      export: exported,
      setup: {
        seedMs: ready.seedMs,
        loadMs: ready.loadMs,
        totalUsers: ready.totalUsers,
        subsidiary: ready.subsidiaryName,
        subtreeUsers: ready.subtreeUsers,
      },
      scenarios,
      plans,
    };
  } catch (error) {
    log(`  FAILED: ${error instanceof Error ? error.stack : error}`);
    return { status: 'failed', reason: String(error), version, scenarios: {} };
  } finally {
    await server?.stop();
    current.child?.kill();
    current.child = null;
    current.cleanup = null;
    await cleanup();
  }
}

// ---------------------------------------------------------------- report

function printTable(engines: Partial<Record<TEngine, TEngineResult>>, web: TWebResult | null) {
  const rows: string[][] = [
    [
      'engine',
      'scenario',
      'req/s',
      'target',
      'ratio',
      'p50 ms',
      'p99 ms',
      'limit',
      'ratio',
      'result',
      'server µs/req',
      'pg µs/req',
      'other cores',
    ],
  ];
  for (const [engine, result] of Object.entries(engines)) {
    if (!result) continue;
    if (result.status !== 'measured') {
      rows.push([
        engine,
        '-',
        result.status.toUpperCase(),
        '',
        '',
        '',
        '',
        '',
        '',
        (result.reason ?? '').slice(0, 60),
      ]);
      continue;
    }
    for (const [name, s] of Object.entries(result.scenarios)) {
      if (s.status === 'broken') {
        rows.push([
          engine,
          name,
          'BROKEN',
          orDash(s.target.rps),
          '',
          '',
          '',
          orDash(s.target.p99),
          '',
          s.reason.slice(0, 70),
        ]);
        continue;
      }
      rows.push([
        engine,
        name,
        fmt(s.median.rps),
        orDash(s.target.rps),
        s.ratio.rps === null ? '—' : `${fmt(s.ratio.rps, 2)}×`,
        fmt(s.median.p50, 1),
        fmt(s.median.p99, 1),
        orDash(s.target.p99),
        s.ratio.p99 === null ? '—' : `${fmt(s.ratio.p99, 2)}×`,
        s.pass === null ? 'no target' : s.pass ? 'PASS' : s.failedRequests ? 'FAIL (errors)' : 'FAIL',
        fmt(s.median.serverUsPerRequest),
        engine === 'postgres' ? fmt(s.median.postgresUsPerRequest) : '(in server)',
        `${fmt(s.median.otherCores, 2)}${s.noisy ? ' NOISY' : ''}`,
      ]);
    }
  }
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  log(
    '\nMedians of the runs (req/s ratio: measured/target, ≥ 1 passes; p99 ratio: measured/limit, ≤ 1 passes)',
  );
  for (const row of rows) log(`  ${row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')}`);
  if (web) {
    if (web.status === 'pending') log(`\nJS of /login: PENDING (${web.reason.split('\n')[0]})`);
    else {
      const ratio = web.totalGzip / WEB_TARGET_GZIP;
      log(
        `\nJS of /login: ${fmt(web.totalGzip / 1024, 1)} KB gzipped (limit 250 KB, ${fmt(ratio, 2)}×) ` +
          `${ratio <= 1 ? 'PASS' : 'FAIL'}`,
      );
    }
  }
}

function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    model: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

async function main() {
  const started = Date.now();
  mkdirSync(resultsDir, { recursive: true });
  const engines: Partial<Record<TEngine, TEngineResult>> = {};
  const wanted = opts.engines.split(',').map((e) => e.trim()) as TEngine[];
  log(`HSE platform bench on ${machine().cpus} CPUs (${machine().model}), Node ${process.version}`);
  if (opts['server-src']) log(`Server sources: ${opts['server-src']} (not apps/server/src)`);
  for (const key of SERVER_ENV)
    if (process.env[key]) log(`Server setting from the environment: ${key}=${process.env[key]}`);
  for (const engine of wanted) {
    if (engine !== 'postgres' && engine !== 'pglite') throw new Error(`unknown engine ${engine}`);
    engines[engine] = await benchEngine(engine);
  }

  let web: TWebResult | null = null;
  if (!opts['skip-web']) {
    log('\n== JS of /login ==');
    if (!opts['no-web-build']) log('  building apps/web …');
    const failure = opts['no-web-build'] ? null : buildWeb(root);
    web = failure
      ? { status: 'pending', reason: `web build failed:\n${failure}` }
      : measureLoginJs(path.join(root, 'apps/web/dist'));
    if (web.status === 'measured') {
      for (const f of web.files)
        log(
          `  ${fmt(f.gzip / 1024, 1).padStart(7)} KB gz  ${fmt(f.bytes / 1024, 1).padStart(8)} KB  ${f.file}  (${f.why})`,
        );
      log(
        `  ${fmt(web.totalGzip / 1024, 1).padStart(7)} KB gz  ${fmt(web.totalBytes / 1024, 1).padStart(8)} KB  total`,
      );
      if (web.lazyLeftOut.length) log(`  not counted (other lazy chunks): ${web.lazyLeftOut.length} files`);
    } else log(`  PENDING: ${web.reason}`);
  }

  printTable(engines, web);
  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    settings: {
      runs: RUNS,
      durationS: DURATION,
      warmupS: WARMUP,
      connections: CONNECTIONS,
      users: USERS,
      serverSrc: opts['server-src']
        ? path.relative(root, path.resolve(opts['server-src']))
        : 'apps/server/src',
      /** Server settings taken from the environment that change what is measured. */
      serverEnv: Object.fromEntries(SERVER_ENV.flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : []))),
    },
    engines,
    web: web && { ...web, targetGzip: WEB_TARGET_GZIP },
    elapsedS: Math.round((Date.now() - started) / 1000),
  };
  const out = path.join(resultsDir, 'latest.json');
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  log(`\nWritten ${path.relative(root, out)} after ${report.elapsedS} s`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    current.child?.kill('SIGKILL');
    void (current.cleanup?.() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
