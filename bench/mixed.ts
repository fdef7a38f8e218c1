/**
 * The `mixed` and `cold-list` scenarios: the platform and the bare reference (bare-server.ts) on
 * the same database, loaded in turn with the same seeded requests (a warm-up each, then the runs,
 * the two systems alternating), every answer checked, and for the mix the rows each run wrote and
 * the numbering. The platform's figures are the scenario's; the bare reference's are its target.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { type cpuMeter, cpuMeter as meterOf } from './cpu.ts';
import { fmt, log, median } from './format.ts';
import { BENCH_HSE_LOGIN } from './incidents-seed.ts';
import type { TRun, TScenarioResult } from './load.ts';
import { waitForQuiet } from './load.ts';
import {
  benchClient,
  benchDatabaseUrl,
  checkNumbering,
  checkRows,
  explainBareList,
  incidentCounters,
  mixContext,
  type TRowsCheck,
} from './mixed-checks.ts';
import { drive } from './mixed-load.ts';
import { coldListRequests, KINDS, mixedRequests, type TKind } from './mixed-requests.ts';
import {
  SYSTEMS,
  type TKindMedians,
  type TSystem,
  type TSystemResult,
  type TSystemRun,
} from './mixed-types.ts';
import { benchDir, CONNECTIONS, DURATION, NOISY_CORES, PG_DB, RUNS, WARMUP } from './options.ts';
import type { TReady } from './protocol.ts';
import type { TScenario } from './scenarios.ts';
import type { TServer } from './server-child.ts';

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
  const client = await benchClient();
  const bare = await startBare();
  try {
    const ctx = await mixContext(client, ready);
    log("    the bare reference's list, EXPLAIN (ANALYZE, BUFFERS):");
    for (const line of await explainBareList(client, ctx, BENCH_HSE_LOGIN)) log(`      ${line}`);
    const countersBefore = cold ? null : await incidentCounters(client);
    const ports: Record<TSystem, number> = { project: ready.port, bare: bare.port };
    const meters: Record<TSystem, ReturnType<typeof cpuMeter>> = {
      project: projectMeter,
      bare: meterOf(bare.pid, PG_DB),
    };
    // The same requests for both systems in the same run; each run its own, so no filter repeats.
    const planner = (system: TSystem, run: number) =>
      cold
        ? coldListRequests(ctx, run * 60_000)
        : mixedRequests(ctx, 1000 + run, `bench ${scenario.name} ${system} run ${run}`);
    let acknowledged = 0;
    for (const system of SYSTEMS) {
      const warm = await drive(ports[system], headers, planner(system, 0), WARMUP, CONNECTIONS);
      acknowledged += warm.created.length;
      if (warm.failed)
        throw new Error(`${system} warm-up: ${warm.failed} failed, ${warm.failures.join('; ')}`);
    }
    const runs: Record<TSystem, TSystemRun[]> = { project: [], bare: [] };
    for (let i = 1; i <= RUNS; i++) {
      for (const system of SYSTEMS) {
        // The bare reference wrote behind the platform's read cache: its totals start cold, as after a write.
        if (system === 'project') await server.clearCache();
        await waitForQuiet();
        const start = meters[system].start();
        const { created, comments, ...driven } = await drive(
          ports[system],
          headers,
          planner(system, i),
          DURATION,
          CONNECTIONS,
        );
        const cpu = meters[system].stop(start);
        acknowledged += created.length;
        const perRequest = (cores: number) =>
          Math.round((cores * DURATION * 1e6) / Math.max(1, driven.requests));
        const rows = cold
          ? undefined
          : await checkRows(client, `bench ${scenario.name} ${system} run ${i}`, created, comments);
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
            `; cores: server ${fmt(cpu.server, 2)}, postgres ${fmt(cpu.postgres, 2)}, load ${fmt(cpu.loader, 2)}, ` +
            `other ${fmt(cpu.other, 2)}${cpu.other > NOISY_CORES ? '  NOISY' : ''}`,
        );
        if (rows) log(`      ${rows.ok ? 'rows ok' : 'ROWS WRONG'}: ${rows.note}`);
      }
    }
    const numbering = countersBefore ? await checkNumbering(client, countersBefore, acknowledged) : undefined;
    if (numbering) log(`    numbering ${numbering.ok ? 'ok' : 'WRONG'}: ${numbering.note}`);
    const systems = { project: summarize(runs.project), bare: summarize(runs.bare) };
    return resultOf(scenario, ready, systems, runs.project, cold ? 0.9 : 1, numbering);
  } finally {
    bare.stop();
    await client.end();
  }
}

function resultOf(
  scenario: TScenario,
  ready: TReady,
  systems: Record<TSystem, TSystemResult>,
  projectRuns: TSystemRun[],
  least: number,
  numbering: TRowsCheck | undefined,
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
  const rowsOk =
    SYSTEMS.every((s) => systems[s].runs.every((r) => r.rows?.ok ?? true)) && (numbering?.ok ?? true);
  const failedRequests = SYSTEMS.reduce((n, s) => n + systems[s].runs.reduce((m, r) => m + r.failed, 0), 0);
  // The issue's limit: p99 at most 100 ms for every kind.
  const worstP99 = Math.max(...KINDS.filter((k) => p.kinds[k].requests).map((k) => p.kinds[k].p99));
  const asRun = (r: TSystemRun): TRun => ({
    rps: r.rps,
    p50: r.p50,
    p99: r.p99,
    requests: r.requests,
    non2xx: r.failed,
    errors: 0,
    busyBefore: 0,
    cpu: r.cpu,
    cpuUsPerRequest: { server: r.serverUs, postgres: r.postgresUs },
  });
  const otherCores = median(projectRuns.map((r) => r.cpu.other));
  return {
    status: 'measured',
    description: scenario.description,
    url: scenario.url(ready),
    target: { rps: Math.round(b.rps * least), p99: 100 },
    runs: projectRuns.map(asRun),
    median: {
      rps: p.rps,
      p50: p.p50,
      p99: worstP99,
      serverUsPerRequest: p.serverUs,
      postgresUsPerRequest: p.postgresUs,
      otherCores,
    },
    noisy: otherCores > NOISY_CORES,
    ratio: { rps: ratio.rps / least, p99: worstP99 / 100 },
    pass: ratio.rps >= least && worstP99 <= 100 && failedRequests === 0 && rowsOk,
    failedRequests,
    answer: { bytes: 0, gzipBytes: 0, summary: '' },
    mixed: { systems, ratio, least, numbering, rowsOk },
  };
}
