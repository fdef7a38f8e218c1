/**
 * The dashboards scenario (`npm run bench -- --scenarios=dashboards`, PostgreSQL only): the demo
 * data plus 1,000,000 incident messages (accidents and medical cases with an injured person) and
 * 5,000,000 observations (PNBR, works, driving), each volume one INSERT … SELECT generate_series.
 * Every dashboard is asked as the administrator for the holding in-process (`app.inject`, one
 * request at a time, so the figures are the server's own work): warm, the same filter again and
 * again; cold, a filter never asked before with the read cache emptied first. The EXPLAIN
 * (ANALYZE, BUFFERS) of each statement of a cold request is printed. Its database is
 * BENCH_DASHBOARDS_DB (default hse_bench_dashboards), dropped and made again.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANALYTICS_DASHBOARDS, analyticsPath } from '@hse/contracts/analytics/index';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createDeps } from '../apps/server/src/platform/deps.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-organizations.ts';
import { seedDemo } from '../apps/server/src/seed/seed.ts';
import { fmt, log } from './format.ts';
import { PG_ADMIN_URL, resultsDir } from './options.ts';

type TClient = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

const DB = process.env.BENCH_DASHBOARDS_DB ?? 'hse_bench_dashboards';
const INCIDENTS = Number(process.env.BENCH_DASHBOARD_INCIDENTS ?? 1_000_000);
const OBSERVATIONS = Number(process.env.BENCH_DASHBOARD_OBSERVATIONS ?? 5_000_000);
const WARM_REQUESTS = Number(process.env.BENCH_DASHBOARD_WARM ?? 40);
const COLD_REQUESTS = Number(process.env.BENCH_DASHBOARD_COLD ?? 12);
/** A comma-separated subset of the dashboards (`healthSafety,mainIndicators`); all when unset. */
const ONLY = process.env.BENCH_DASHBOARD_ONLY?.split(',').filter(Boolean);
export const DASHBOARD_TARGETS = { warmP95: 100, coldP95: 1000 };

type TDashboard = (typeof ANALYTICS_DASHBOARDS)[number];

/** Extra query of a dashboard whose filter needs one. */
const EXTRA: Partial<Record<TDashboard, string>> = {
  allForms: '&form_code=HSE_FRM_1',
};

/**
 * The period of the i-th request (0: the warm one, two years of months), in the filter the
 * dashboard takes: months for most, a year for the road maps, years before 2025 for the old one.
 */
function periodOf(dashboard: TDashboard, year: number, i: number): string {
  if (dashboard === 'roadMaps') return `year=${year - (i % 3)}`;
  if (dashboard === 'dashboard/old') return `year_from=${2015 + (i % 8)}&year_to=2024`;
  const month = String(1 + (i % 12)).padStart(2, '0');
  return i === 0 ? `from=${year - 1}-01&to=${year}-12` : `from=${year - 1}-${month}&to=${year}-${month}`;
}

/** Outcomes as repeated entries: first aid most, a fatality rarest (domain.md §3's pyramid). */
const OUTCOMES = ['fac', 'fac', 'fac', 'fac', 'mtc', 'mtc', 'mtc', 'rwc', 'rwc', 'lwdc', 'lwdc', 'fatality'];
const KINDS = ['near_miss', 'near_miss', 'near_miss', 'medical', 'medical', 'incident', 'accident', 'fire'];

/** 1M messages over the last two years, every organization; an injured person on accidents and medical cases. */
async function addIncidents(client: TClient, count: number) {
  await client.query(
    `with orgs as (select array_agg(id order by id) as ids from organizations where deleted_at is null)
     insert into incidents (id, number, organization_id, status, kind, occurred_at, location, description,
                            victims, victims_count)
     select gen_random_uuid(), 'INC-DASH-' || lpad(g::text, 8, '0'), orgs.ids[1 + g % cardinality(orgs.ids)],
       case when g % 50 = 0 then 'draft' else 'closed' end, k.kind,
       now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second',
       'Площадка ' || (g % 300), 'Описание ' || g,
       case when k.kind in ('accident', 'medical') then jsonb_build_array(jsonb_build_object(
         'full_name', 'Пострадавший ' || g, 'outcome', ($3::text[])[1 + g % cardinality($3::text[])],
         'injury_severity', case when g % 12 = 11 then 'fatal' when g % 5 = 0 then 'severe' else 'light' end))
       else '[]'::jsonb end,
       case when k.kind in ('accident', 'medical') then 1 else 0 end
     from generate_series(1, $1::int) g, orgs,
       lateral (select ($2::text[])[1 + (g * 7) % cardinality($2::text[])] as kind) k`,
    [count, KINDS, OUTCOMES],
  );
}

/** Half PNBR, three tenths works, a fifth driving; one in four with a finding at risk. */
async function addObservations(client: TClient, count: number) {
  const checks = `case when g % 4 = 0 then '{"line_of_fire":"at_risk","energy_isolation":"safe"}'::jsonb
    else '{"line_of_fire":"safe","energy_isolation":"safe"}'::jsonb end`;
  const common = (prefix: string) => `gen_random_uuid(), '${prefix}-' || lpad(g::text, 9, '0'),
    orgs.ids[1 + g % cardinality(orgs.ids)], case when g % 40 = 0 then 'draft' else 'sent' end,
    ${checks}, case when g % 4 = 0 then 1 else 0 end`;
  const orgs =
    'with orgs as (select array_agg(id order by id) as ids from organizations where deleted_at is null)';
  const at = `now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second'`;
  await client.query(
    `${orgs} insert into pnbr_observations (id, number, organization_id, status, checks, at_risk_count,
       observer, observed_at, observed_count, place)
     select ${common('PNBR-DASH')}, 'Наблюдатель', ${at}, 3, 'Куст ' || (g % 300)
     from generate_series(1, $1::int) g, orgs`,
    [Math.round(count * 0.5)],
  );
  await client.query(
    `${orgs} insert into works_observations (id, number, organization_id, status, checks, at_risk_count,
       observed_at, structural_division)
     select ${common('WORKS-DASH')}, ${at}, 'Цех ' || (g % 40)
     from generate_series(1, $1::int) g, orgs`,
    [Math.round(count * 0.3)],
  );
  await client.query(
    `${orgs} insert into driving_observations (id, number, organization_id, status, checks, at_risk_count,
       driver, vehicle, trip_date)
     select ${common('DRV-DASH')}, 'Водитель', 'Автомобиль ' || (g % 500), (${at})::date
     from generate_series(1, $1::int) g, orgs`,
    [count - Math.round(count * 0.5) - Math.round(count * 0.3)],
  );
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export type TDashboardResult = { dashboard: string; warmP95: number; warmMedian: number; coldP95: number };

export async function benchDashboards(): Promise<TDashboardResult[]> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.query(`create database ${DB}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${DB}`;
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    SCRYPT_LOG_N: '10',
    DATA_DIR: path.join(os.tmpdir(), `hse-bench-dashboards-${process.pid}`),
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO: 'true',
    DATABASE_URL: url.toString(),
  });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir, poolSize: 4 });
  const client = (database.db as unknown as { $client: TClient }).$client;
  try {
    log(`\n== dashboards on PostgreSQL (${DB}) ==`);
    await database.migrate();
    await seedDemo(database.db, config);
    let started = Date.now();
    await addIncidents(client, INCIDENTS);
    log(
      `  ${fmt(INCIDENTS)} incident messages in ${fmt((Date.now() - started) / 1000, 1)} s (rollup kept by the insert)`,
    );
    started = Date.now();
    await addObservations(client, OBSERVATIONS);
    log(`  ${fmt(OBSERVATIONS)} observations in ${fmt((Date.now() - started) / 1000, 1)} s`);
    await client.query('vacuum analyze');
    const [cells] = (
      await client.query(`select (select count(*) from analytics_incident_months)::int as incidents,
        (select count(*) from analytics_observation_months)::int as observations,
        (select count(*) from analytics_rule_months)::int as rules`)
    ).rows;
    log(`  rollup cells: ${JSON.stringify(cells)}`);

    const deps = await createDeps(database, config);
    const app = await buildApp(deps, { logger: false });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/api-token-auth/',
      payload: { login: 'admin', password: DEMO_PASSWORD },
    });
    const headers = {
      authorization: `Token ${signIn.json<{ token: string }>().token}`,
      'accept-language': 'ru',
    };
    const ask = async (target: string) => {
      const t0 = performance.now();
      const response = await app.inject({ method: 'GET', url: target, headers });
      const ms = performance.now() - t0;
      if (response.statusCode !== 200)
        throw new Error(`${target}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      return ms;
    };
    const year = new Date().getUTCFullYear();
    const results: TDashboardResult[] = [];
    const plans: string[] = [];
    for (const dashboard of ANALYTICS_DASHBOARDS) {
      if (ONLY && !ONLY.includes(dashboard)) continue;
      const target = (i: number) =>
        `${analyticsPath(dashboard)}?${periodOf(dashboard, year, i)}${EXTRA[dashboard] ?? ''}`;
      const base = target(0);
      const warm: number[] = [];
      await ask(base);
      for (let i = 0; i < WARM_REQUESTS; i++) warm.push(await ask(base));
      // Each cold request: another period, the read cache emptied.
      const cold: number[] = [];
      for (let i = 1; i <= COLD_REQUESTS; i++) {
        deps.cache.clear();
        cold.push(await ask(target(i)));
      }
      results.push({ dashboard, warmP95: p95(warm), warmMedian: median(warm), coldP95: p95(cold) });
      log(
        `  ${dashboard.padEnd(24)} warm p95 ${fmt(p95(warm), 1)} ms (median ${fmt(median(warm), 1)}), cold p95 ${fmt(p95(cold), 1)} ms`,
      );
      plans.push(
        ...(await plansOf(
          client,
          async () => {
            deps.cache.clear();
            await ask(base);
          },
          dashboard,
        )),
      );
    }
    writeFileSync(path.join(resultsDir, 'dashboards-plans.txt'), plans.join('\n'));
    log(`  plans: bench/results/dashboards-plans.txt`);
    await app.close();
    return results;
  } finally {
    await database.close();
    const cleanup = new pg.Client({ connectionString: PG_ADMIN_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${DB} with (force)`);
    await cleanup.end();
  }
}

/** The SQL a request sends, each SELECT with its EXPLAIN (ANALYZE, BUFFERS), printed and returned. */
async function plansOf(client: TClient, request: () => Promise<void>, title: string): Promise<string[]> {
  const seen: { sql: string; params: unknown[] }[] = [];
  const original = client.query;
  client.query = (...args: unknown[]) => {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    const params = (Array.isArray(second) ? second : (first as { values?: unknown[] }).values) ?? [];
    seen.push({ sql: text, params });
    return original.apply(client, args);
  };
  try {
    await request();
  } finally {
    client.query = original;
  }
  const out = [`==== ${title} (cold: cache emptied) ====`];
  for (const statement of seen) {
    if (!/^\s*(with|select)\b/i.test(statement.sql)) continue;
    const result = await client.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
    const lines = result.rows.map((r) => String(Object.values(r)[0]));
    const time = lines.find((l) => l.startsWith('Execution Time')) ?? '';
    out.push(`-- ${statement.sql.replace(/\s+/g, ' ').slice(0, 160)}`, ...lines, '');
    log(`    ${time.padEnd(30)} ${statement.sql.replace(/\s+/g, ' ').slice(0, 90)}`);
  }
  return out;
}
