/**
 * The query-plan checks: before anything is timed, each scenario's request runs once more through
 * the server, which answers the SQL it sent with EXPLAIN (ANALYZE, BUFFERS) of each SELECT. A
 * request that fails there marks its scenario broken, so a broken endpoint is never timed.
 */
import { log } from './format.ts';
import type { TEngine } from './options.ts';
import type { TStatementPlan } from './protocol.ts';
import type { TScenario } from './scenarios.ts';
import type { TServer } from './server-child.ts';

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

/** Who sends a scenario's request: the headers of each caller. */
export type TCallers = Record<NonNullable<TScenario['as']>, Record<string, string>>;

/**
 * Prints the SQL and plans of each scenario's request; answers the plans to record and the
 * scenarios whose request failed, with why.
 */
export async function checkPlans(
  server: TServer,
  scenarios: TScenario[],
  callers: TCallers,
  engine: TEngine,
): Promise<{ plans: Record<string, TStatementPlan[]>; broken: Map<string, string> }> {
  const { ready } = server;
  const plans: Record<string, TStatementPlan[]> = {};
  const broken = new Map<string, string>();
  for (const scenario of scenarios) {
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
  return { plans, broken };
}
