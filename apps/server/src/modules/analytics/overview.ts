import type { TDashboardNew, TDashboardOld, TEmg } from '@hse/contracts/analytics/index';
import { HISTORICAL_KEYS, INDICATOR_BASES } from '@hse/contracts/analytics/index';
import { INCIDENT_KINDS } from '@hse/contracts/incidents';
import { sql } from 'drizzle-orm';
import type { TAuthUser } from '../../platform/access.ts';
import type { TDeps } from '../../platform/deps.ts';
import {
  childrenOf,
  currentMonthIndex,
  refOf,
  resolveOrganization,
  round,
  rowsOf,
  type TAnalyticsContext,
  uuids,
} from './context.ts';
import { formRows, sumOf } from './form-figures.ts';
import { incidentDrill, incidentMonths, lti, recordable, sumIncidents } from './incident-figures.ts';
import { eventClosure } from './leading.ts';
import { indicatorData, indicatorRow, rowSets } from './main-indicators.ts';
import { observationCounts, qorgauCounts, qorgauDrill } from './observation-figures.ts';

/** The register's first year: before it, figures come from the imported history. */
export const REGISTER_FROM_YEAR = 2025;

async function pyramidAndKinds(ctx: TAnalyticsContext) {
  const months = await incidentMonths(ctx.deps.db, ctx.orgIds, ctx.from, ctx.to);
  const all = { from: ctx.from, to: ctx.to };
  const count = (o: 'fatality' | 'lwdc' | 'rwc' | 'mtc' | 'fac') => ({
    value: sumIncidents(months, all, (m) => m[o]),
    drill: incidentDrill(ctx.org.id, ctx.from, ctx.to, { victim_outcome: o }),
  });
  const qorgau = await qorgauCounts(ctx);
  const kinds = INCIDENT_KINDS.map((k) => ({
    key: k,
    label: null,
    value: sumIncidents(months, { ...all, kinds: [k] }, (m) => m.incidents),
    drill: incidentDrill(ctx.org.id, ctx.from, ctx.to, { kind: k }),
  }));
  const nearMisses = kinds.find((k) => k.key === 'near_miss');
  return {
    months,
    kinds,
    qorgau,
    pyramid: {
      fatalities: count('fatality'),
      lti: count('lwdc'),
      rwc: count('rwc'),
      mtc: count('mtc'),
      first_aid: count('fac'),
      // The figure alone: the bar's own key and label would name the pyramid's level wrongly.
      near_misses: nearMisses
        ? { value: nearMisses.value, drill: nearMisses.drill }
        : { value: 0, drill: null },
      unsafe_acts: { value: qorgau.unsafe_act, drill: qorgauDrill(ctx, { observation_type: 'unsafe_act' }) },
      unsafe_conditions: {
        value: qorgau.unsafe_condition,
        drill: qorgauDrill(ctx, { observation_type: 'unsafe_condition' }),
      },
    },
  };
}

async function observationsTotal(ctx: TAnalyticsContext) {
  const counts = await observationCounts(ctx, { orgIds: ctx.orgIds, from: ctx.from, to: ctx.to });
  return [...counts.values()].reduce((n, c) => n + c.total, 0);
}

/** The register since 2025: each year's counts and indicators, and the period's detail. */
export async function dashboardNew(ctx: TAnalyticsContext): Promise<TDashboardNew> {
  const last = Math.max(ctx.to, currentMonthIndex());
  const [all, hours, detail, data, observed, events] = await Promise.all([
    incidentMonths(ctx.deps.db, ctx.orgIds, REGISTER_FROM_YEAR * 12, last),
    formRows(ctx.deps.db, 'HSE_FRM_1', { hours: 'hours_total' }, ctx.orgIds, REGISTER_FROM_YEAR * 12, last),
    pyramidAndKinds(ctx),
    indicatorData(ctx),
    observationsTotal(ctx),
    eventClosure(ctx),
  ]);
  const byYear = [];
  for (let year = REGISTER_FROM_YEAR; year * 12 <= last; year++) {
    const sel = { from: year * 12, to: year * 12 + 11 };
    const h = hours.filter((r) => r.year === year);
    const hoursWorked = h.length > 0 ? sumOf(h, 'hours') : null;
    const rate = (n: number) => (hoursWorked ? round((n * INDICATOR_BASES.ltif) / hoursWorked) : null);
    byYear.push({
      year,
      incidents: sumIncidents(all, sel, (m) => m.incidents),
      injured: sumIncidents(all, sel, (m) => m.injured),
      fatalities: sumIncidents(all, sel, (m) => m.fatality),
      lti: sumIncidents(all, sel, lti),
      road_accidents: sumIncidents(all, { ...sel, kinds: ['road_accident'] }, (m) => m.incidents),
      fires: sumIncidents(all, { ...sel, kinds: ['fire'] }, (m) => m.incidents),
      hours_worked: hoursWorked === null ? null : round(hoursWorked),
      ltif: rate(sumIncidents(all, sel, lti)),
      trir: rate(sumIncidents(all, sel, recordable)),
    });
  }
  const children = childrenOf(ctx);
  const sets = rowSets(ctx, [ctx.org, ...children]);
  return {
    filter: ctx.applied,
    by_year: byYear,
    incidents_by_kind: detail.kinds,
    incidents_by_organization: children.map((c) => ({
      key: c.id,
      label: c.name,
      value: sumIncidents(
        detail.months,
        { from: ctx.from, to: ctx.to, orgIds: sets.get(c.id) },
        (m) => m.incidents,
      ),
      drill: incidentDrill(c.id, ctx.from, ctx.to),
    })),
    observations: { value: observed, drill: null },
    qorgau_cards: { value: detail.qorgau.total, drill: qorgauDrill(ctx) },
    events,
    indicators: indicatorRow(ctx, data, ctx.org, new Set(ctx.orgIds)),
  };
}

/** One subsidiary's dashboard. */
export async function emg(ctx: TAnalyticsContext, subsidiaries: TEmg['subsidiaries']): Promise<TEmg> {
  const [detail, data, observed, events] = await Promise.all([
    pyramidAndKinds(ctx),
    indicatorData(ctx),
    observationsTotal(ctx),
    eventClosure(ctx),
  ]);
  return {
    filter: ctx.applied,
    subsidiaries,
    indicators: indicatorRow(ctx, data, ctx.org, new Set(ctx.orgIds)),
    pyramid: detail.pyramid,
    incidents_by_kind: detail.kinds,
    observations: { value: observed, drill: null },
    events,
    drill: incidentDrill(ctx.org.id, ctx.from, ctx.to),
  };
}

/** The subsidiaries a caller may open on the subsidiary dashboard, the demo's order (by short name). */
export async function subsidiariesOf(deps: TDeps, user: TAuthUser) {
  const { orgs } = await resolveOrganization(deps, user, undefined);
  return [...orgs.values()]
    .filter((o) => o.kind === 'subsidiary')
    .sort((a, b) => a.name.en.localeCompare(b.name.en))
    .map(refOf);
}

const per = (n: number | null | undefined, d: number | null | undefined, base: number) =>
  n === null || n === undefined || !d ? null : round((n * base) / d);

/** The imported figures before the register, per year, and the indicators they give. */
export async function dashboardOld(
  deps: TDeps,
  user: TAuthUser,
  lang: 'ru' | 'kk' | 'en',
  filter: { year_from?: number; year_to?: number; organization_id?: string },
): Promise<TDashboardOld> {
  const { org, orgIds, orgs } = await resolveOrganization(deps, user, filter.organization_id);
  const from = filter.year_from ?? 1990;
  const to = filter.year_to ?? REGISTER_FROM_YEAR - 1;
  const rows = await rowsOf<{ organization_id: string; year: number; key: string; value: number }>(
    deps.db,
    sql`select organization_id, year, key, value from analytics_history
      where organization_id = any(${uuids(orgIds)}) and year between ${from} and ${to}`,
  );
  const years = [...new Set(rows.map((r) => Number(r.year)))].sort();
  const figuresOf = (list: typeof rows) => {
    const figures: Record<string, number | null> = Object.fromEntries(HISTORICAL_KEYS.map((k) => [k, null]));
    for (const r of list) figures[r.key] = round((figures[r.key] ?? 0) + Number(r.value));
    return figures;
  };
  const children = [...orgs.values()].filter((o) => o.parentId === org.id);
  const ctxLike = { org, orgs, orgIds } as unknown as TAnalyticsContext;
  const sets = rowSets(ctxLike, [org, ...children]);
  return {
    organization_id: org.id,
    organization_name: org.name[lang],
    years: years.map((year) => {
      const f = figuresOf(rows.filter((r) => Number(r.year) === year));
      return {
        year,
        figures: f,
        ltif: per(f.lti, f.hours_worked, INDICATOR_BASES.ltif),
        trir: per(f.recordable, f.hours_worked, INDICATOR_BASES.trir),
        far: per(f.fatalities, f.hours_worked, INDICATOR_BASES.far),
        mvcr: per(f.road_accidents, f.km_driven, INDICATOR_BASES.mvcr),
      };
    }),
    by_organization: children.map((c) => ({
      ...refOf(c),
      figures: figuresOf(rows.filter((r) => sets.get(c.id)?.has(r.organization_id))),
    })),
  };
}
