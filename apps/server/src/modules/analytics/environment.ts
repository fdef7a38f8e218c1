import {
  GHG_INSTALLATION_THRESHOLD,
  GWP_AR5,
  type TEnvironmental,
  type TGreenhouse,
  type TSum,
} from '@hse/contracts/analytics/index';
import { sql } from 'drizzle-orm';
import { childrenOf, refOf, round, rowsOf, type TAnalyticsContext, uuids } from './context.ts';
import { filersOf, formDrill, formRows, missingPeriods, sumOf, type TFormRow } from './form-figures.ts';
import { incidentDrill, incidentMonths, sumIncidents } from './incident-figures.ts';
import { rowSets } from './main-indicators.ts';

type TFormSpec = { code: string; fields: Record<string, string> };

async function formSums(ctx: TAnalyticsContext, spec: TFormSpec) {
  const rows = await formRows(ctx.deps.db, spec.code, spec.fields, ctx.orgIds, ctx.from, ctx.to);
  const missing = missingPeriods(spec.code, rows, filersOf(ctx), ctx.from, ctx.to);
  const drill = formDrill(spec.code, ctx.org.id, ctx.from, ctx.to);
  const sum = (name: string): TSum => ({ value: round(sumOf(rows, name)), missing_periods: missing, drill });
  return { rows, sum };
}

/** Spills (form 20), air emissions (16), waste (19), water (18) and the environmental incidents. */
export async function environmental(ctx: TAnalyticsContext): Promise<TEnvironmental> {
  const [spills, air, waste, water, months, spillCounts] = await Promise.all([
    formSums(ctx, {
      code: 'HSE_FRM_20',
      fields: { volume: 'spills.volume', recovered: 'spills.recovered', area: 'spills.area' },
    }),
    formSums(ctx, { code: 'HSE_FRM_16', fields: { actual: 'pollutants.actual' } }),
    formSums(ctx, {
      code: 'HSE_FRM_19',
      fields: { generated: 'waste.generated', recovered: 'waste.recovered', disposed: 'waste.disposed' },
    }),
    formSums(ctx, {
      code: 'HSE_FRM_18',
      fields: { intake: 'intake.withdrawn', discharge: 'discharge.discharged', reused: 'reused' },
    }),
    incidentMonths(ctx.deps.db, ctx.orgIds, ctx.from, ctx.to),
    spillsCounted(ctx),
  ]);
  const rows = childrenOf(ctx);
  const sets = rowSets(ctx, [ctx.org, ...rows]);
  const envSelection = { from: ctx.from, to: ctx.to, kinds: ['environmental' as const] };
  const spillsOf = (ids: ReadonlySet<string> | undefined) => sumOf(spills.rows, 'volume', ids);
  return {
    filter: ctx.applied,
    spills: {
      count: { ...spills.sum('volume'), value: spillCounts },
      volume_m3: spills.sum('volume'),
      recovered_m3: spills.sum('recovered'),
      area_ha: spills.sum('area'),
    },
    emissions_t: air.sum('actual'),
    waste: {
      generated_t: waste.sum('generated'),
      recovered_t: waste.sum('recovered'),
      disposed_t: waste.sum('disposed'),
    },
    water: {
      intake_m3: water.sum('intake'),
      discharge_m3: water.sum('discharge'),
      reused_m3: water.sum('reused'),
    },
    environmental_incidents: {
      value: sumIncidents(months, envSelection, (m) => m.incidents),
      drill: incidentDrill(ctx.org.id, ctx.from, ctx.to, { kind: 'environmental' }),
    },
    incidents_by_organization: rows.map((row) => ({
      key: row.id,
      label: row.name,
      value: sumIncidents(months, { ...envSelection, orgIds: sets.get(row.id) }, (m) => m.incidents),
      drill: incidentDrill(row.id, ctx.from, ctx.to, { kind: 'environmental' }),
    })),
    spills_by_organization: rows.map((row) => ({
      key: row.id,
      label: row.name,
      value: round(spillsOf(sets.get(row.id))),
      drill: formDrill('HSE_FRM_20', row.id, ctx.from, ctx.to),
    })),
  };
}

/** The spills the forms list: one row of form 20's table each. */
async function spillsCounted(ctx: TAnalyticsContext): Promise<number> {
  const rows = await rowsOf<{ year: number; period: number; n: number }>(
    ctx.deps.db,
    sql`select year, period, coalesce(jsonb_array_length(case when jsonb_typeof(values->'spills') = 'array' then values->'spills' end), 0)::int as n
      from form_submissions where deleted_at is null and form_code = 'HSE_FRM_20' and status in ('sent', 'accepted')
        and organization_id = any(${uuids(ctx.orgIds)})`,
  );
  return rows
    .filter((r) => {
      const m = Number(r.year) * 12 + Number(r.period) - 1;
      return m >= ctx.from && m <= ctx.to;
    })
    .reduce((n, r) => n + Number(r.n), 0);
}

const GHG_FIELDS = {
  scope1: 'co2e_scope1',
  scope2: 'co2e_scope2',
  co2: 'installations.co2',
  ch4: 'installations.ch4',
  n2o: 'installations.n2o',
};

const totalsOf = (rows: readonly TFormRow[], ids?: ReadonlySet<string>) => {
  const scope1 = round(sumOf(rows, 'scope1', ids));
  const scope2 = round(sumOf(rows, 'scope2', ids));
  return { scope1, scope2, total: round(scope1 + scope2) };
};

type TInstallation = { name?: unknown; co2?: unknown; co2e?: unknown; co2_year_estimate?: unknown };
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Greenhouse gases from form 17 (scope 1 and 2, t CO2e with the AR5 potentials). */
export async function greenhouse(ctx: TAnalyticsContext): Promise<TGreenhouse> {
  const firstYear = Math.floor(ctx.to / 12) - 9;
  const [rows, history, installations] = await Promise.all([
    formRows(ctx.deps.db, 'HSE_FRM_17', GHG_FIELDS, ctx.orgIds, ctx.from, ctx.to),
    formRows(ctx.deps.db, 'HSE_FRM_17', GHG_FIELDS, ctx.orgIds, firstYear * 12, ctx.to),
    rowsOf<{ organization_id: string; year: number; period: number; rows: TInstallation[] | null }>(
      ctx.deps.db,
      sql`select organization_id, year, period, results->'values'->'installations' as rows from form_submissions
        where deleted_at is null and form_code = 'HSE_FRM_17' and status in ('sent', 'accepted')
          and organization_id = any(${uuids(ctx.orgIds)})
          and year between ${Math.floor(ctx.from / 12)} and ${Math.floor(ctx.to / 12)}`,
    ),
  ]);
  const children = childrenOf(ctx);
  const sets = rowSets(ctx, [ctx.org, ...children]);
  // An installation is known by its organization and name; its quarters add up.
  const byInstallation = new Map<
    string,
    { organizationId: string; name: string; co2e: number; estimate: number }
  >();
  for (const r of installations) {
    const first = Number(r.year) * 12 + (Number(r.period) - 1) * 3;
    if (first + 2 < ctx.from || first > ctx.to || !Array.isArray(r.rows)) continue;
    for (const row of r.rows) {
      const name = typeof row.name === 'string' ? row.name.trim() : '';
      const key = `${r.organization_id}:${name}`;
      const entry = byInstallation.get(key) ?? {
        organizationId: r.organization_id,
        name,
        co2e: 0,
        estimate: 0,
      };
      entry.co2e += num(row.co2e);
      entry.estimate = Math.max(entry.estimate, num(row.co2_year_estimate));
      byInstallation.set(key, entry);
    }
  }
  const years = new Map<number, TFormRow[]>();
  for (const r of history) years.set(r.year, [...(years.get(r.year) ?? []), r]);
  return {
    filter: ctx.applied,
    totals: totalsOf(rows),
    missing_periods: missingPeriods('HSE_FRM_17', rows, filersOf(ctx), ctx.from, ctx.to),
    drill: formDrill('HSE_FRM_17', ctx.org.id, ctx.from, ctx.to),
    by_gas: (['co2', 'ch4', 'n2o'] as const).map((gas) => {
      const tonnes = round(sumOf(rows, gas));
      return { gas, tonnes, co2e: round(tonnes * GWP_AR5[gas]), gwp: GWP_AR5[gas] };
    }),
    by_organization: children.map((row) => ({ ...refOf(row), ...totalsOf(rows, sets.get(row.id)) })),
    installations: [...byInstallation.values()]
      .sort((a, b) => b.co2e - a.co2e)
      .map((i) => {
        const org = ctx.orgs.get(i.organizationId);
        return {
          organization_id: i.organizationId,
          organization_name: org?.name ?? { ru: '', kk: '', en: '' },
          name: i.name,
          co2e: round(i.co2e),
          year_estimate: round(i.estimate),
          above_threshold: i.estimate > GHG_INSTALLATION_THRESHOLD,
        };
      }),
    threshold: GHG_INSTALLATION_THRESHOLD,
    by_year: [...years.keys()].sort().map((year) => ({ year, ...totalsOf(years.get(year) ?? []) })),
  };
}
