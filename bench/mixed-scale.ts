/**
 * The `mixed-scale` scenario (issue 20): the mix of `mixed` on 1, 2 and 4 app processes
 * (`--processes`) over one PostgreSQL database. The first process is the bench's server child; the
 * others run main.ts on the same database without seeding, as a second machine behind a balancer
 * would. Each connection of the load keeps to one process, in turn.
 *
 * Besides every answer and the rows each run wrote (as in `mixed`), two checks that only several
 * processes can fail:
 * - the read cache: after the runs every process caches the total of the scope's messages of the
 *   last days; messages are then created through the first process alone, and every other process
 *   must answer the new total. A process that missed the first's invalidation (LISTEN/NOTIFY)
 *   answers the old one.
 * - the numbering: every number issued by any process names exactly one message, none missing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { cpuMeter } from './cpu.ts';
import { fmt, log, median } from './format.ts';
import type { TScenarioResult } from './load.ts';
import { waitForQuiet } from './load.ts';
import {
  benchDatabaseUrl,
  checkNumbering,
  checkRows,
  incidentCounters,
  mixContext,
  openChecks,
  type TRowsCheck,
} from './mixed-checks.ts';
import { drive, send } from './mixed-load.ts';
import { mixedRequests, type TPlanned } from './mixed-requests.ts';
import type { TScaleStep } from './mixed-types.ts';
import {
  CONNECTIONS,
  DURATION,
  NOISY_CORES,
  opts,
  PG_DB,
  RUNS,
  root,
  SERVER_ENV,
  WARMUP,
} from './options.ts';
import type { TReady } from './protocol.ts';
import type { TScenario } from './scenarios.ts';
import type { TServer } from './server-child.ts';

const PROCESS_COUNTS = String(opts.processes)
  .split(',')
  .map((n) => Number(n.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type TApp = { port: number; pid: number; child: ChildProcess; dataDir: string };

/** One more app process on the bench database, without seeding; ready once its health answers. */
async function startApp(): Promise<TApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hse-bench-scale-'));
  const passed = Object.fromEntries(
    SERVER_ENV.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    env: {
      PATH: process.env.PATH,
      ...passed,
      DATABASE_URL: benchDatabaseUrl(),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      SCRYPT_LOG_N: '10',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`an app process exited with code ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { port, pid: child.pid ?? 0, child, dataDir };
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGKILL');
  throw new Error('an app process did not answer its health check within 2 minutes');
}

async function stopApp(app: TApp) {
  if (app.child.exitCode === null) {
    const exited = new Promise((r) => app.child.once('exit', r));
    app.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    app.child.kill('SIGKILL');
  }
  rmSync(app.dataDir, { recursive: true, force: true });
}

/** The total of the scope's messages that occurred in the last few days: where the creates land. */
async function recentTotal(port: number, headers: Record<string, string>): Promise<number> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(
    `http://127.0.0.1:${port}/api/incidents/?occurred_from=${day(-5)}&occurred_to=${day(1)}&page=1&page_size=1`,
    { headers },
  );
  if (!response.ok) throw new Error(`the recent list answered ${response.status} on port ${port}`);
  return ((await response.json()) as { count: number }).count;
}

const WRITES = 3;

/**
 * Every process caches the recent total; then messages are created through the first process
 * only, and every other process must answer the new total within a second (LISTEN/NOTIFY).
 */
async function checkCache(
  ports: number[],
  headers: Record<string, string>,
  next: () => TPlanned,
): Promise<{ check: TRowsCheck; created: string[] }> {
  const before = await Promise.all(ports.map((port) => recentTotal(port, headers)));
  const agent = new http.Agent({ keepAlive: true });
  const created: string[] = [];
  try {
    while (created.length < WRITES) {
      const planned = next();
      if (planned.kind !== 'create') continue;
      const { status, text } = await send(agent, ports[0] as number, headers, planned);
      if (status !== 201)
        throw new Error(`a create for the cache check answered ${status}: ${text.slice(0, 120)}`);
      created.push(String((JSON.parse(text) as { id: unknown }).id));
    }
  } finally {
    agent.destroy();
  }
  const expected = (before[0] ?? 0) + WRITES;
  const started = Date.now();
  let after: number[] = [];
  do {
    after = await Promise.all(ports.map((port) => recentTotal(port, headers)));
    if (after.every((total) => total === expected)) break;
    await new Promise((r) => setTimeout(r, 50));
  } while (Date.now() - started < 1000);
  const ok = after.every((total) => total === expected);
  return {
    created,
    check: {
      ok,
      note:
        `recent total ${before.join('/')} before ${WRITES} creates through the first process, ` +
        `${after.join('/')} after (expected ${expected}${ok ? `, within ${Date.now() - started} ms` : ''})`,
    },
  };
}

export async function measureScale(
  server: TServer,
  headers: Record<string, string>,
  scenario: TScenario,
  ready: TReady,
): Promise<TScenarioResult> {
  const checks = await openChecks(server);
  const { query } = checks;
  const extra: TApp[] = [];
  try {
    const ctx = await mixContext(query, ready);
    const countersBefore = await incidentCounters(query);
    let acknowledged = 0;
    const steps: TScaleStep[] = [];
    for (const count of PROCESS_COUNTS) {
      while (extra.length < count - 1) extra.push(await startApp());
      const apps = extra.slice(0, count - 1);
      const ports = [ready.port, ...apps.map((a) => a.port)];
      const meter = cpuMeter([server.child.pid ?? 0, ...apps.map((a) => a.pid)], PG_DB);
      const marker = (run: number) => `bench ${scenario.name} ${count}p run ${run}`;
      const warm = await drive(
        ports,
        headers,
        mixedRequests(ctx, 5000 + count, marker(0)),
        WARMUP,
        CONNECTIONS,
      );
      acknowledged += warm.created.length;
      if (warm.failed) throw new Error(`${count} processes, warm-up: ${warm.failures.join('; ')}`);
      const runs: (Awaited<ReturnType<typeof drive>> & { cpu: ReturnType<typeof meter.stop> })[] = [];
      const rows: TRowsCheck[] = [];
      for (let i = 1; i <= RUNS; i++) {
        await waitForQuiet();
        const start = meter.start();
        const driven = await drive(
          ports,
          headers,
          mixedRequests(ctx, 6000 + count * 10 + i, marker(i)),
          DURATION,
          CONNECTIONS,
        );
        const cpu = meter.stop(start);
        acknowledged += driven.created.length;
        runs.push({ ...driven, cpu });
        rows.push(await checkRows(query, marker(i), driven.created, driven.comments));
        log(
          `    ${count} process${count > 1 ? 'es' : ''}, run ${i}/${RUNS}: ${fmt(driven.rps)} req/s, p50 ${driven.p50} ms, ` +
            `p99 ${driven.p99} ms${driven.failed ? `, ${driven.failed} FAILED: ${driven.failures.join('; ')}` : ''}; ` +
            `cores: servers ${fmt(cpu.server, 2)}, postgres ${fmt(cpu.postgres, 2)}, other ${fmt(cpu.other, 2)}` +
            `${cpu.other > NOISY_CORES ? '  NOISY' : ''}; ${rows.at(-1)?.ok ? 'rows ok' : 'ROWS WRONG'}`,
        );
      }
      const coherence = await checkCache(ports, headers, mixedRequests(ctx, 7000 + count, marker(99)));
      acknowledged += coherence.created.length;
      rows.push(await checkRows(query, marker(99), coherence.created, []));
      const cache = coherence.check;
      log(
        `    ${count} process${count > 1 ? 'es' : ''}: read cache ${cache.ok ? 'ok' : 'WRONG'}: ${cache.note}`,
      );
      steps.push({
        processes: count,
        rps: median(runs.map((r) => r.rps)),
        p50: median(runs.map((r) => r.p50)),
        p99: median(runs.map((r) => r.p99)),
        serverCores: median(runs.map((r) => r.cpu.server)),
        postgresCores: median(runs.map((r) => r.cpu.postgres)),
        otherCores: median(runs.map((r) => r.cpu.other)),
        failed: runs.reduce((n, r) => n + r.failed, 0),
        rows,
        cache,
      });
    }
    const numbering = await checkNumbering(query, countersBefore, acknowledged);
    log(`    numbering ${numbering.ok ? 'ok' : 'WRONG'}: ${numbering.note}`);
    const ok = numbering.ok && steps.every((s) => s.failed === 0 && s.cache.ok && s.rows.every((r) => r.ok));
    const first = steps[0];
    const otherCores = median(steps.map((s) => s.otherCores));
    return {
      status: 'measured',
      description: scenario.description,
      url: scenario.url(ready),
      target: scenario.target,
      runs: [],
      median: {
        rps: first?.rps ?? 0,
        p50: first?.p50 ?? 0,
        p99: first?.p99 ?? 0,
        serverUsPerRequest: 0,
        postgresUsPerRequest: 0,
        otherCores,
      },
      noisy: otherCores > NOISY_CORES,
      ratio: { rps: null, p99: null },
      // Correct with no loss at every count, and never slower with more processes than with one.
      pass: ok && steps.every((s) => s.rps >= (first?.rps ?? 0) * 0.9),
      failedRequests: steps.reduce((n, s) => n + s.failed, 0),
      answer: { bytes: 0, gzipBytes: 0, summary: '' },
      scale: { steps, numbering, ok },
    };
  } finally {
    await Promise.all(extra.map(stopApp));
    await checks.close();
  }
}

/** The table of `mixed-scale`: one line per process count. */
export function printScale(name: string, s: TScenarioResult) {
  const scale = s.scale;
  if (!scale) return;
  log(
    `\n${name}: medians of the runs per process count; ${scale.ok ? 'every answer, row, total and number checked' : 'CHECKS FAILED'}; numbering: ${scale.numbering.note}`,
  );
  const header = [
    'processes',
    'req/s',
    'p50 ms',
    'p99 ms',
    'servers cores',
    'postgres cores',
    'other',
    'read cache',
  ];
  const rows = scale.steps.map((step) => [
    String(step.processes),
    fmt(step.rps),
    fmt(step.p50, 1),
    fmt(step.p99, 1),
    fmt(step.serverCores, 2),
    fmt(step.postgresCores, 2),
    `${fmt(step.otherCores, 2)}${step.otherCores > NOISY_CORES ? ' NOISY' : ''}`,
    step.cache.ok ? 'ok' : 'WRONG',
  ]);
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  for (const row of all) log(`  ${row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')}`);
}
