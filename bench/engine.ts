/**
 * One engine from start to end: a fresh database, the server seeded with the chosen volumes, the
 * query-plan checks, the export, then each scenario under load; the database is removed whatever
 * happens.
 */
import { cpuMeter } from './cpu.ts';
import { prepareEngine } from './engine-setup.ts';
import { measureExport, type TExportResult } from './export.ts';
import { fmt, log } from './format.ts';
import { measure, signInCallers, type TBrokenScenario, type TScenarioResult } from './load.ts';
import { measureMixed } from './mixed.ts';
import { measureScale } from './mixed-scale.ts';
import { CONNECTIONS, DURATION, opts, PG_DB, RUNS, type TEngine, USERS, WARMUP } from './options.ts';
import { checkPlans } from './plans.ts';
import type { TStatementPlan } from './protocol.ts';
import { measureReminders } from './reminders.ts';
import { boxParam, selected } from './scenarios.ts';
import { current, startServer, type TServer } from './server-child.ts';

export type TEngineResult = {
  status: 'measured' | 'skipped' | 'failed';
  reason?: string;
  version?: string;
  setup?: { seedMs: number; loadMs: number; totalUsers: number; subsidiary: string; subtreeUsers: number };
  scenarios: Record<string, TScenarioResult | TBrokenScenario>;
  plans?: Record<string, TStatementPlan[]>;
  export?: TExportResult;
};

export async function benchEngine(engine: TEngine): Promise<TEngineResult> {
  const prepared = await prepareEngine(engine);
  if ('skipped' in prepared) return { status: 'skipped', reason: prepared.skipped, scenarios: {} };
  const { env, version, cleanup } = prepared;
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
    const callers = await signInCallers(base);
    if (ready.incidents.total)
      log(
        `  ${fmt(ready.incidents.total)} incident messages; the HSE engineer's near misses of ${ready.incidents.from.slice(0, 4)}: ${fmt(ready.incidents.expected)}`,
      );
    const ev = ready.events;
    if (ev.total)
      log(
        `  ${fmt(ev.total)} events (${fmt(ev.open)} open, ${fmt(ev.reminders)} of them due within the reminder window); ` +
          `the HSE engineer's overdue ones on ${ev.today}: ${fmt(ev.overdueExpected)}`,
      );
    const q = ready.qorgau;
    if (q.total)
      log(
        `  ${fmt(q.total)} Qorgau cards; ${q.subsidiary} box ${boxParam(q.siteBox)}: ${fmt(q.siteBoxAll)} cards, ` +
          `${fmt(q.siteExpected)} for a guest since ${q.siteFrom}; region ${boxParam(q.regionBox)}, ` +
          `${q.regionCategory} since ${q.regionFrom}: ${fmt(q.regionExpected)}`,
      );

    const meter = cpuMeter(server.child.pid ?? 0, engine === 'postgres' ? PG_DB : null);
    const { plans, broken } = await checkPlans(server, selected, callers, engine);

    // Measured first, on a server that has not yet been loaded: its memory is then the export's.
    const exported = ready.incidents.total
      ? await measureExport(base, callers.admin, server.child.pid ?? 0, ready)
      : undefined;
    const scenarios: Record<string, TScenarioResult | TBrokenScenario> = {};
    for (const scenario of selected) {
      const scale = scenario.during === 'mixed-scale';
      const mixed = scenario.during === 'mixed' || scenario.during === 'cold-list' || scale;
      // The mix runs on PGlite without the bare reference; the cold list's and the several
      // processes' targets need the reference or a shared server, which PGlite has not.
      if (engine !== 'postgres' && mixed && scenario.during !== 'mixed') {
        log(
          `  ${scenario.name}: not measured on ${engine} (PostgreSQL only: ${scale ? 'several processes over one database' : 'its target is the bare reference, which runs on pg'})`,
        );
        continue;
      }
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
      log(
        scenario.during === 'reminders'
          ? `  ${scenario.name}: ${WARMUP} s warm-up, ${RUNS} runs of the job, ${CONNECTIONS} connections during each`
          : scale
            ? `  ${scenario.name}: ${opts.processes} app processes, ${WARMUP} s warm-up, ${RUNS} × ${DURATION} s each, ${CONNECTIONS} connections`
            : mixed && engine !== 'postgres'
              ? `  ${scenario.name}: the platform alone (the bare reference runs on pg), ${fmt(ready.incidents.total)} messages, ${WARMUP} s warm-up, ${RUNS} × ${DURATION} s, ${CONNECTIONS} connections`
              : mixed
                ? `  ${scenario.name}: the platform and the bare reference in turn, ${WARMUP} s warm-up each, ${RUNS} × ${DURATION} s each, ${CONNECTIONS} connections`
                : `  ${scenario.name}: ${WARMUP} s warm-up, ${RUNS} × ${DURATION} s, ${scenario.connections ?? CONNECTIONS} connections`,
      );
      try {
        const caller = callers[scenario.as ?? 'admin'];
        scenarios[scenario.name] =
          scenario.during === 'reminders'
            ? await measureReminders(server, base, caller, scenario, ready, meter)
            : scale
              ? await measureScale(server, caller, scenario, ready)
              : mixed
                ? await measureMixed(server, caller, scenario, ready, meter)
                : await measure(base, callers[scenario.as ?? 'admin'], scenario, ready, meter);
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
