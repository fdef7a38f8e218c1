/**
 * `npm run bench`: API throughput and latency on PostgreSQL and PGlite, and the gzipped size of
 * the JavaScript of /login. See bench/README.md for what is measured and the latest figures.
 *
 * Options (after `npm run bench --`):
 *   --engines=postgres,pglite   engines to measure (default both)
 *   --scenarios=a,b             scenario names (default all)
 *   --runs=3 --duration=10 --warmup=2 --connections=20 --users=100000 --incidents=1000000
 *   --scenarios=dashboards      the 13 dashboards at 1M incidents / 5M observations (bench/dashboards.ts)
 *   --qorgau=200000             Qorgau cards (0: none; default 0 when no qorgau scenario is chosen)
 *   --skip-web                  no web build or size check
 *   --no-web-build              measure the existing apps/web/dist without building
 *   --profile                   CPU profile of the server process into bench/results/profiles/
 *   --quiet-wait=60             seconds the whole bench may wait for other processes to go quiet
 *   --server-src=DIR            run a copy of apps/server/src instead (to time a change before/after)
 *   --processes=1,2,4           app processes over one database in the mixed-scale scenario
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchDashboards, DASHBOARD_TARGETS, type TDashboardResult } from './dashboards.ts';
import { benchEngine, type TEngineResult } from './engine.ts';
import { log } from './format.ts';
import { opts, resultsDir, root, SERVER_ENV, type TEngine } from './options.ts';
import { machine, printTable, writeReport } from './report.ts';
import { DASHBOARDS, selected } from './scenarios.ts';
import { current } from './server-child.ts';
import { benchWeb, type TWebResult } from './web-size.ts';

async function main() {
  const started = Date.now();
  mkdirSync(resultsDir, { recursive: true });
  const engines: Partial<Record<TEngine, TEngineResult>> = {};
  const wanted = opts.engines.split(',').map((e) => e.trim()) as TEngine[];
  log(`HSE platform bench on ${machine().cpus} CPUs (${machine().model}), Node ${process.version}`);
  if (opts['server-src']) log(`Server sources: ${opts['server-src']} (not apps/server/src)`);
  for (const key of SERVER_ENV)
    if (process.env[key]) log(`Server setting from the environment: ${key}=${process.env[key]}`);
  for (const engine of selected.length > 0 ? wanted : []) {
    if (engine !== 'postgres' && engine !== 'pglite') throw new Error(`unknown engine ${engine}`);
    engines[engine] = await benchEngine(engine);
  }
  const dashboards = DASHBOARDS && wanted.includes('postgres') ? await benchDashboards() : [];

  const web: TWebResult | null = opts['skip-web'] ? null : benchWeb(root, !opts['no-web-build']);
  if (selected.length > 0) {
    printTable(engines, web);
    writeReport(started, engines, web);
  }
  if (dashboards.length > 0) printDashboards(dashboards);
}

function printDashboards(results: TDashboardResult[]) {
  const { warmP95, coldP95 } = DASHBOARD_TARGETS;
  log(`\nDashboards (PostgreSQL; targets: warm p95 ≤ ${warmP95} ms, cold p95 ≤ ${coldP95} ms)`);
  for (const r of results) {
    const ok = r.warmP95 <= warmP95 && r.coldP95 <= coldP95 ? 'ok' : 'OVER';
    log(
      `  ${r.dashboard.padEnd(24)} warm p95 ${r.warmP95.toFixed(1).padStart(8)} ms  cold p95 ${r.coldP95.toFixed(1).padStart(8)} ms  ${ok}`,
    );
  }
  writeFileSync(path.join(resultsDir, 'dashboards.json'), JSON.stringify(results, null, 2));
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
