import {
  INDICATOR_BASES,
  MAIN_INDICATORS,
  type TIndicatorCard,
  type TIndicatorRow,
  type TMainIndicator,
  type TMainIndicators,
  type TMonthPoint,
} from '@hse/contracts/analytics/index';
import { sql } from 'drizzle-orm';
import {
  childrenOf,
  monthOf,
  refOf,
  round,
  rowOfOrganization,
  rowsOf,
  type TAnalyticsContext,
  type TOrg,
  uuids,
} from './context.ts';
import {
  filersOf,
  formDrill,
  formRows,
  missingMonths,
  missingPeriods,
  type TFormRow,
} from './form-figures.ts';
import {
  incidentDrill,
  incidentMonths,
  lti,
  recordable,
  sumIncidents,
  type TIncidentMonth,
} from './incident-figures.ts';
import { rateOf } from './rates.ts';

/** What the lagging indicators are computed from, for the subtree and the months they need. */
export type TIndicatorData = {
  incidents: TIncidentMonth[];
  hours: TFormRow[];
  km: TFormRow[];
  daysLost: TFormRow[];
  targets: Map<string, number>;
};

/** The months the cards read: the period, a year before it, and the trend's twelve rolling windows. */
export const dataRange = (ctx: Pick<TAnalyticsContext, 'from' | 'to'>) => ({
  first: Math.min(ctx.from - 12, ctx.to - 22),
  last: ctx.to,
});

export async function indicatorData(ctx: TAnalyticsContext): Promise<TIndicatorData> {
  const { first, last } = dataRange(ctx);
  const db = ctx.deps.db;
  const [incidents, hours, km, daysLost, targets] = await Promise.all([
    incidentMonths(db, ctx.orgIds, first, last),
    formRows(db, 'HSE_FRM_1', { hours: 'hours_total' }, ctx.orgIds, first, last),
    formRows(db, 'HSE_FRM_3', { km: 'km_driven' }, ctx.orgIds, first, last),
    formRows(db, 'HSE_FRM_2', { days: 'by_outcome.days_lost' }, ctx.orgIds, first, last),
    rowsOf<{ organization_id: string; indicator: string; value: number }>(
      db,
      sql`select organization_id, indicator, value from analytics_targets
        where year = ${Math.floor(ctx.to / 12)} and organization_id = any(${uuids(ctx.orgIds)})`,
    ),
  ]);
  return {
    incidents,
    hours,
    km,
    daysLost,
    targets: new Map(targets.map((t) => [`${t.organization_id}:${t.indicator}`, Number(t.value)])),
  };
}

const inMonths = (rows: readonly TFormRow[], from: number, to: number) =>
  rows.filter((r) => r.first >= from && r.last <= to);

const sumRows = (rows: readonly TFormRow[], name: string, orgIds: ReadonlySet<string>) => {
  let total: number | null = null;
  for (const r of rows) {
    if (!orgIds.has(r.organizationId)) continue;
    total = (total ?? 0) + (r.values[name] ?? 0);
  }
  return total;
};

/** One indicator for a set of organizations and months. */
function indicatorRate(
  ctx: TAnalyticsContext,
  data: TIndicatorData,
  indicator: TMainIndicator,
  rowOrg: TOrg,
  orgIds: ReadonlySet<string>,
  from: number,
  to: number,
  withDetail: boolean,
) {
  const selection = { orgIds, from, to };
  const byMvcr = indicator === 'mvcr';
  const denominatorRows = inMonths(byMvcr ? data.km : data.hours, from, to);
  const denominator = sumRows(denominatorRows, byMvcr ? 'km' : 'hours', orgIds);
  let numerator: number;
  let outcome: string | undefined;
  if (indicator === 'ltif') {
    numerator = sumIncidents(data.incidents, selection, lti);
    outcome = 'fatality,lwdc';
  } else if (indicator === 'trir') {
    numerator = sumIncidents(data.incidents, selection, recordable);
    outcome = 'fatality,lwdc,rwc,mtc';
  } else if (indicator === 'far') {
    numerator = sumIncidents(data.incidents, selection, (m) => m.fatality);
    outcome = 'fatality';
  } else if (indicator === 'ltisr')
    numerator = sumRows(inMonths(data.daysLost, from, to), 'days', orgIds) ?? 0;
  else
    numerator = sumIncidents(data.incidents, { ...selection, kinds: ['road_accident'] }, (m) => m.incidents);
  if (!withDetail)
    return rateOf(numerator, denominator, INDICATOR_BASES[indicator], byMvcr ? 'km_driven' : 'hours_worked');
  const code = byMvcr ? 'HSE_FRM_3' : 'HSE_FRM_1';
  const filers = filersOf(ctx, orgIds);
  const numeratorDrill =
    indicator === 'ltisr'
      ? formDrill('HSE_FRM_2', rowOrg.id, from, to)
      : indicator === 'mvcr'
        ? incidentDrill(rowOrg.id, from, to, { kind: 'road_accident' })
        : incidentDrill(rowOrg.id, from, to, { victim_outcome: outcome });
  return rateOf(numerator, denominator, INDICATOR_BASES[indicator], byMvcr ? 'km_driven' : 'hours_worked', {
    missingMonths: missingMonths(missingPeriods(code, denominatorRows, filers, from, to)),
    drill: numeratorDrill,
    denominatorDrill: formDrill(code, rowOrg.id, from, to),
  });
}

function card(
  ctx: TAnalyticsContext,
  data: TIndicatorData,
  indicator: TMainIndicator,
  rowOrg: TOrg,
  orgIds: ReadonlySet<string>,
): TIndicatorCard {
  const current = indicatorRate(ctx, data, indicator, rowOrg, orgIds, ctx.from, ctx.to, true);
  const lastYear = indicatorRate(ctx, data, indicator, rowOrg, orgIds, ctx.from - 12, ctx.to - 12, true);
  const trend: TMonthPoint[] = [];
  for (let m = ctx.to - 11; m <= ctx.to; m++)
    trend.push({
      month: monthOf(m),
      value: indicatorRate(ctx, data, indicator, rowOrg, orgIds, m - 11, m, false).value,
    });
  const target = data.targets.get(`${rowOrg.id}:${indicator}`) ?? null;
  return {
    current,
    last_year: lastYear,
    trend,
    target,
    on_target: target === null || current.value === null ? null : round(current.value) <= target,
  };
}

/** The organizations of each row: a row's own subtree within the chosen one. */
export function rowSets(ctx: TAnalyticsContext, rows: readonly TOrg[]): Map<string, Set<string>> {
  const children = new Set(rows.filter((r) => r.id !== ctx.org.id).map((r) => r.id));
  const sets = new Map(rows.map((r) => [r.id, new Set<string>()]));
  for (const id of ctx.orgIds) {
    sets.get(ctx.org.id)?.add(id);
    const row = rowOfOrganization(ctx.orgs, children, id);
    if (row) sets.get(row)?.add(id);
  }
  return sets;
}

export function indicatorRow(
  ctx: TAnalyticsContext,
  data: TIndicatorData,
  rowOrg: TOrg,
  orgIds: ReadonlySet<string>,
): TIndicatorRow {
  // Each card reads its row's figures fourteen times (the period, a year before, twelve rolling
  // windows): narrowed to the row's organizations once, a subsidiary's row scans its own few dozen
  // figures rather than every subsidiary's.
  const mine = <T extends { organizationId: string }>(rows: readonly T[]) =>
    rows.filter((r) => orgIds.has(r.organizationId));
  const own: TIndicatorData = {
    ...data,
    incidents: mine(data.incidents),
    hours: mine(data.hours),
    km: mine(data.km),
    daysLost: mine(data.daysLost),
  };
  const indicators = Object.fromEntries(
    MAIN_INDICATORS.map((k) => [k, card(ctx, own, k, rowOrg, orgIds)]),
  ) as TIndicatorRow['indicators'];
  return { ...refOf(rowOrg), indicators };
}

export async function mainIndicators(ctx: TAnalyticsContext): Promise<TMainIndicators> {
  const data = await indicatorData(ctx);
  const rows = [ctx.org, ...childrenOf(ctx)];
  const sets = rowSets(ctx, rows);
  return {
    filter: ctx.applied,
    rows: rows.map((row) => indicatorRow(ctx, data, row, sets.get(row.id) ?? new Set())),
  };
}
