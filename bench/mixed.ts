/**
 * The `mixed` and `cold-list` scenarios: the platform and the bare reference (bare-server.ts) on
 * the same database, loaded in turn with the same seeded requests (a warm-up each, then the runs,
 * the two systems alternating), every answer checked, and for the mix the rows each run wrote and
 * the numbering. The platform's figures are the scenario's; the bare reference's are its target.
 *
 * On PGlite the bare reference cannot run (it is a pg client, and the embedded database lives in
 * the server child): the platform alone, the same requests and checks, no target; its req/s is
 * compared with the last result kept for the same size (previous.ts).
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { type cpuMeter, cpuMeter as meterOf } from './cpu.ts';
import { fmt, log, median } from './format.ts';
import { BENCH_HSE_LOGIN } from './incidents-seed.ts';
import type { TRun, TScenarioResult } from './load.ts';
import { signedIn, waitForQuiet } from './load.ts';
import {
  benchDatabaseUrl,
  checkNumbering,
  checkRows,
  checkSmallScope,
  explainBareList,
  incidentCounters,
  mixContext,
  openChecks,
  type TRowsCheck,
} from './mixed-checks.ts';
import { drive } from './mixed-load.ts';
import { coldListRequests, KINDS, mixedRequests, type TKind } from './mixed-requests.ts';
import {
  SYSTEMS,
  type TKindMedians,
  type TMixSize,
  type TSystem,
  type TSystemResult,
  type TSystemRun,
} from './mixed-types.ts';
import { benchDir, CONNECTIONS, DURATION, NOISY_CORES, PG_DB, RUNS, USERS, WARMUP } from './options.ts';
import { compareAndKeep } from './previous.ts';
import type { TReady } from './protocol.ts';
import type { TScenario } from './scenarios.ts';
import type { TServer } from './server-child.ts';

/**
 * V8 compiles a server's hot code as it runs it: the platform's many paths take longer than the
 * bare reference's few, and after 2 s its first run still measured a third below its next. Both
 * systems get the same warm-up.
 */
const MIX_WARMUP = Math.max(WARMUP, 10);

function startBare(): Promise<{ port: number; pid: number; stop: () => void }> {
  const child = fork(path.join(benchDir, 'bare-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BARE_DATABASE_URL: benchDatabaseUrl() },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare reference exited with code ${code}`)));
    child.on('message', (message: { type?: string; port?: number }) => {
      if (message.type !== 'ready') return;
      resolve({
        port: message.port ?? 0,
        pid: child.pid ?? 0,
        stop: () => {
          child.removeAllListeners('exit');
          if (child.connected) child.send({ type: 'stop' });
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        },
      });
    });
  });
}

const medianKinds = (runs: TSystemRun[]): TKindMedians =>
  Object.fromEntries(
    KINDS.map((k) => [
      k,
      {
        p50: median(runs.map((r) => r.kinds[k].p50)),
        p99: median(runs.map((r) => r.kinds[k].p99)),
        requests: median(runs.map((r) => r.kinds[k].requests)),
      },
    ]),
  ) as TKindMedians;

function summarize(runs: TSystemRun[]): TSystemResult {
  return {
    runs,
    median: {
      rps: median(runs.map((r) => r.rps)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      serverUs: median(runs.map((r) => r.serverUs)),
      postgresUs: median(runs.map((r) => r.postgresUs)),
      kinds: medianKinds(runs),
    },
  };
}

export async function measureMixed(
  server: TServer,
  headers: Record<string, string>,
  scenario: TScenario,
  ready: TReady,
  projectMeter: ReturnType<typeof cpuMeter>,
): Promise<TScenarioResult> {
  const cold = scenario.during === 'cold-list';
  const checks = await openChecks(server);
  const { query } = checks;
  const withBare = ready.engine === 'postgres';
  const systems: readonly TSystem[] = withBare ? SYSTEMS : ['project'];
  const bare = withBare ? await startBare() : null;
  try {
    const ctx = await mixContext(query, ready);
    if (withBare) {
      log("    the bare reference's list, EXPLAIN (ANALYZE, BUFFERS):");
      for (const line of await explainBareList(query, ctx, BENCH_HSE_LOGIN)) log(`      ${line}`);
    }
    const countersBefore = cold ? null : await incidentCounters(query);
    const ports: Partial<Record<TSystem, number>> = { project: ready.port, bare: bare?.port };
    const meters: Partial<Record<TSystem, ReturnType<typeof cpuMeter>>> = {
      project: projectMeter,
      ...(bare ? { bare: meterOf(bare.pid, PG_DB) } : {}),
    };
    // The same requests for both systems in the same run; each run its own, so no filter repeats.
    const planner = (system: TSystem, run: number) =>
      cold
        ? coldListRequests(ctx, run * 60_000)
        : mixedRequests(ctx, 1000 + run, `bench ${scenario.name} ${system} run ${run}`);
    let acknowledged = 0;
    for (const system of systems) {
      const warm = await drive(ports[system] ?? 0, headers, planner(system, 0), MIX_WARMUP, CONNECTIONS);
      acknowledged += warm.created.length;
      if (warm.failed)
        throw new Error(`${system} warm-up: ${warm.failed} failed, ${warm.failures.join('; ')}`);
    }
    const runs: Record<TSystem, TSystemRun[]> = { project: [], bare: [] };
    for (let i = 1; i <= RUNS; i++) {
      for (const system of systems) {
        const meter = meters[system];
        if (!meter) throw new Error(`no CPU meter for ${system}`);
        // The bare reference wrote behind the platform's read cache: its totals start cold, as after
        // a write. On PGlite too, so that both engines' runs start alike.
        if (system === 'project') await server.clearCache();
        await waitForQuiet();
        const start = meter.start();
        const { created, comments, ...driven } = await drive(
          ports[system] ?? 0,
          headers,
          planner(system, i),
          DURATION,
          CONNECTIONS,
        );
        const cpu = meter.stop(start);
        acknowledged += created.length;
        const perRequest = (cores: number) =>
          Math.round((cores * DURATION * 1e6) / Math.max(1, driven.requests));
        const rows = cold
          ? undefined
          : await checkRows(query, `bench ${scenario.name} ${system} run ${i}`, created, comments);
        const run: TSystemRun = {
          ...driven,
          cpu,
          serverUs: perRequest(cpu.server),
          postgresUs: perRequest(cpu.postgres),
          rows,
        };
        runs[system].push(run);
        const kinds = KINDS.filter((k) => run.kinds[k].requests)
          .map((k) => `${k} ${run.kinds[k].p50}/${run.kinds[k].p99}`)
          .join(', ');
        log(
          `    run ${i}/${RUNS} ${system.padEnd(7)}: ${fmt(run.rps)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms` +
            ` (p50/p99 ms: ${kinds})${run.failed ? `, ${run.failed} FAILED: ${run.failures.join('; ')}` : ''}` +
            `; cores: server ${fmt(cpu.server, 2)}, ${withBare ? `postgres ${fmt(cpu.postgres, 2)}, ` : ''}` +
            `load ${fmt(cpu.loader, 2)}, other ${fmt(cpu.other, 2)}${cpu.other > NOISY_CORES ? '  NOISY' : ''}`,
        );
        if (rows) log(`      ${rows.ok ? 'rows ok' : 'ROWS WRONG'}: ${rows.note}`);
      }
    }
    const numbering = countersBefore ? await checkNumbering(query, countersBefore, acknowledged) : undefined;
    if (numbering) log(`    numbering ${numbering.ok ? 'ok' : 'WRONG'}: ${numbering.note}`);
    // After the large scope's runs, when each connection may keep their plans (decision 110).
    const smallScope =
      cold && withBare
        ? await checkSmallScope(
            query,
            ready.port,
            (login) => signedIn(`http://127.0.0.1:${ready.port}`, login),
            ctx.lastDay,
          )
        : undefined;
    if (smallScope) log(`    small scope ${smallScope.ok ? 'ok' : 'WRONG'}: ${smallScope.note}`);
    const size: TMixSize = { incidents: ready.incidents.total, users: USERS, connections: CONNECTIONS };
    const project = summarize(runs.project);
    if (!withBare) return aloneResultOf(scenario, ready, project, size, numbering);
    const results = { project, bare: summarize(runs.bare) };
    return resultOf(scenario, ready, results, cold ? 0.9 : 1, numbering, size, smallScope);
  } finally {
    bare?.stop();
    await checks.close();
  }
}

function resultOf(
  scenario: TScenario,
  ready: TReady,
  systems: Record<TSystem, TSystemResult>,
  least: number,
  numbering: TRowsCheck | undefined,
  size: TMixSize,
  smallScope?: TRowsCheck,
): TScenarioResult {
  const p = systems.project.median;
  const b = systems.bare.median;
  const ratio = {
    rps: p.rps / Math.max(1, b.rps),
    p99: p.p99 / Math.max(0.1, b.p99),
    kinds: Object.fromEntries(
      KINDS.map((k) => [k, p.kinds[k].p99 / Math.max(0.1, b.kinds[k].p99)]),
    ) as Record<TKind, number>,
  };
  const rowsOk = rowsRight(Object.values(systems), numbering);
  const failedRequests = failedIn(Object.values(systems));
  // The issue's limit: p99 at most 100 ms for every kind.
  const worstP99 = worstKindP99(systems.project);
  return {
    status: 'measured',
    description: scenario.description,
    url: scenario.url(ready),
    target: { rps: Math.round(b.rps * least), p99: 100 },
    runs: systems.project.runs.map(asRun),
    median: medianOf(systems.project, worstP99),
    noisy: otherCoresOf(systems.project) > NOISY_CORES,
    ratio: { rps: ratio.rps / least, p99: worstP99 / 100 },
    pass: ratio.rps >= least && worstP99 <= 100 && failedRequests === 0 && rowsOk && smallScope?.ok !== false,
    failedRequests,
    answer: { bytes: 0, gzipBytes: 0, summary: '' },
    mixed: { systems, ratio, least, numbering, smallScope, rowsOk, size },
  };
}

/**
 * The platform alone (PGlite): no target, so it fails only on a wrong answer or row; its req/s is
 * set beside the last result kept for the same engine, scenario and size.
 */
function aloneResultOf(
  scenario: TScenario,
  ready: TReady,
  project: TSystemResult,
  size: TMixSize,
  numbering: TRowsCheck | undefined,
): TScenarioResult {
  const rowsOk = rowsRight([project], numbering);
  const failedRequests = failedIn([project]);
  const worstP99 = worstKindP99(project);
  const m = project.median;
  const right = rowsOk && failedRequests === 0;
  const previous = compareAndKeep(
    `${ready.engine} ${scenario.name}: ${size.incidents} messages, ${size.users} users, ${size.connections} connections`,
    { rps: m.rps, p50: m.p50, p99: worstP99, noisy: otherCoresOf(project) > NOISY_CORES },
    // Only a run whose every answer and row was right is a figure to hold the next one to.
    right,
  );
  return {
    status: 'measured',
    description:
      `${scenario.name} on ${ready.engine}: the platform alone (the bare reference runs on pg), the same ` +
      'requests and checks; no target, req/s held to the last kept result of the same size',
    url: scenario.url(ready),
    target: {},
    runs: project.runs.map(asRun),
    median: medianOf(project, worstP99),
    noisy: otherCoresOf(project) > NOISY_CORES,
    ratio: { rps: null, p99: null },
    pass: right ? null : false,
    failedRequests,
    answer: { bytes: 0, gzipBytes: 0, summary: '' },
    mixed: { systems: { project }, numbering, rowsOk, size, previous },
  };
}

const rowsRight = (systems: TSystemResult[], numbering: TRowsCheck | undefined) =>
  systems.every((s) => s.runs.every((r) => r.rows?.ok ?? true)) && (numbering?.ok ?? true);
const failedIn = (systems: TSystemResult[]) =>
  systems.reduce((n, s) => n + s.runs.reduce((m, r) => m + r.failed, 0), 0);
const worstKindP99 = (system: TSystemResult) => {
  const { kinds } = system.median;
  return Math.max(...KINDS.filter((k) => kinds[k].requests).map((k) => kinds[k].p99));
};
const otherCoresOf = (system: TSystemResult) => median(system.runs.map((r) => r.cpu.other));
const medianOf = (system: TSystemResult, worstP99: number) => ({
  rps: system.median.rps,
  p50: system.median.p50,
  p99: worstP99,
  serverUsPerRequest: system.median.serverUs,
  postgresUsPerRequest: system.median.postgresUs,
  otherCores: otherCoresOf(system),
});

function asRun(r: TSystemRun): TRun {
  return {
    rps: r.rps,
    p50: r.p50,
    p99: r.p99,
    requests: r.requests,
    non2xx: r.failed,
    errors: 0,
    busyBefore: 0,
    cpu: r.cpu,
    cpuUsPerRequest: { server: r.serverUs, postgres: r.postgresUs },
  };
}
