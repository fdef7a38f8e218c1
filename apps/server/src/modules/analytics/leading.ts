import type {
  TAdvancedIndicators,
  TEventClosure,
  TEventsPlanAnalytics,
  TRoadMapsAnalytics,
} from '@hse/contracts/analytics/index';
import { INDICATOR_BASES } from '@hse/contracts/analytics/index';
import { AUDIT_MODULE } from '@hse/contracts/audits';
import { EVENT_MODULE, EXECUTION_STATUSES } from '@hse/contracts/events';
import { ROAD_MAP_MODULE, ROAD_MAP_STATUSES } from '@hse/contracts/road-maps';
import { sql } from 'drizzle-orm';
import { localToday } from '../../platform/working-days.ts';
import {
  childrenOf,
  drill,
  firstDayOf,
  labelAt,
  lastDayOf,
  refOf,
  round,
  rowOfOrganization,
  rowsOf,
  type TAnalyticsContext,
  uuids,
} from './context.ts';
import { filersOf, formDrill, formRows, missingMonths, missingPeriods, sumOf } from './form-figures.ts';
import { rowSets } from './main-indicators.ts';
import {
  atRiskByRule,
  OBSERVATION_KIND_KEYS,
  observationCounts,
  observationDrill,
  qorgauCounts,
  qorgauDrill,
} from './observation-figures.ts';
import { percent, rateOf } from './rates.ts';

/** Open events, as the events' own list has them: not approved, in work or stopped. */
const OPEN = sql`e.status <> 'approved' and e.execution_status in ('in_work', 'stopped')`;

type TEventRow = {
  organization_id: string;
  execution_status: string;
  due: number;
  on_time: number;
  late: number;
  overdue: number;
  cost: number;
  spent: number;
};

/** Events falling due in the period (up to today), by organization and execution status. */
async function eventRows(ctx: TAnalyticsContext) {
  const today = localToday(ctx.deps.config.TIME_ZONE);
  const last = lastDayOf(ctx.to) < today ? lastDayOf(ctx.to) : today;
  const rows = await rowsOf<TEventRow>(
    ctx.deps.db,
    sql`select e.organization_id, e.execution_status, count(*)::int as due,
        count(*) filter (where e.execution_status = 'done' and e.done_on <= e.due_on)::int as on_time,
        count(*) filter (where e.execution_status = 'done' and (e.done_on is null or e.done_on > e.due_on))::int as late,
        count(*) filter (where ${OPEN} and e.due_on < ${today}::date)::int as overdue,
        coalesce(sum(e.cost), 0)::float8 as cost,
        coalesce(sum(e.cost) filter (where e.execution_status = 'done'), 0)::float8 as spent
      from events e
      where e.deleted_at is null and e.organization_id = any(${uuids(ctx.orgIds)})
        and e.due_on between ${firstDayOf(ctx.from)}::date and ${last}::date
      group by 1, 2`,
  );
  return { rows, today, last };
}

const eventDrill = (organizationId: string, from: string, to: string, more: Record<string, string> = {}) =>
  drill(EVENT_MODULE.routes.list, EVENT_MODULE.resource, {
    organization_id: organizationId,
    due_on_from: from,
    due_on_to: to,
    ...more,
  });

function closureOf(
  rows: readonly TEventRow[],
  organizationId: string,
  from: string,
  to: string,
): TEventClosure {
  const total = (k: 'due' | 'on_time' | 'late' | 'overdue') => rows.reduce((n, r) => n + Number(r[k]), 0);
  const due = total('due');
  const onTime = total('on_time');
  return {
    due: { value: due, drill: eventDrill(organizationId, from, to) },
    on_time: { value: onTime, drill: null },
    late: { value: total('late'), drill: null },
    overdue: { value: total('overdue'), drill: eventDrill(organizationId, from, to, { overdue: 'true' }) },
    on_time_percent: percent(onTime, due),
  };
}

export async function eventClosure(ctx: TAnalyticsContext): Promise<TEventClosure> {
  const { rows, last } = await eventRows(ctx);
  return closureOf(rows, ctx.org.id, firstDayOf(ctx.from), last);
}

export async function eventsPlan(ctx: TAnalyticsContext): Promise<TEventsPlanAnalytics> {
  const { rows, today, last } = await eventRows(ctx);
  const from = firstDayOf(ctx.from);
  const children = childrenOf(ctx);
  const childIds = new Set(children.map((c) => c.id));
  const rowsOfChild = (id: string) =>
    rows.filter((r) => rowOfOrganization(ctx.orgs, childIds, r.organization_id) === id);
  const overdue = await rowsOf<{
    id: string;
    number: string;
    title: string;
    organization_id: string;
    responsible_id: string | null;
    responsible_name: string | null;
    due_on: string | Date;
  }>(
    ctx.deps.db,
    sql`select e.id, e.number, e.title, e.organization_id, e.responsible_id,
        concat_ws(' ', nullif(u.last_name, ''), nullif(u.first_name, ''), nullif(u.middle_name, '')) as responsible_name,
        e.due_on
      from events e left join users u on u.id = e.responsible_id
      where e.deleted_at is null and ${OPEN} and e.organization_id = any(${uuids(ctx.orgIds)})
        and e.due_on between ${from}::date and ${last}::date and e.due_on < ${today}::date
      order by e.due_on, e.number limit 50`,
  );
  const dayOf = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));
  return {
    filter: ctx.applied,
    closure: closureOf(rows, ctx.org.id, from, last),
    by_status: EXECUTION_STATUSES.map((status) => ({
      key: status,
      label: labelAt(EVENT_MODULE.texts, `options.execution_status.${status}`),
      value: rows.filter((r) => r.execution_status === status).reduce((n, r) => n + Number(r.due), 0),
      drill: eventDrill(ctx.org.id, from, last, { execution_status: status }),
    })),
    by_organization: children.map((child) => {
      const own = rowsOfChild(child.id);
      const sum = (k: 'due' | 'on_time' | 'overdue' | 'cost') => own.reduce((n, r) => n + Number(r[k]), 0);
      return {
        ...refOf(child),
        due: sum('due'),
        on_time: sum('on_time'),
        overdue: sum('overdue'),
        cost: round(sum('cost')),
        drill: eventDrill(child.id, from, last),
      };
    }),
    budget_planned: round(rows.reduce((n, r) => n + Number(r.cost), 0)),
    budget_spent: round(rows.reduce((n, r) => n + Number(r.spent), 0)),
    overdue_events: overdue.map((e) => {
      const due = dayOf(e.due_on);
      const org = ctx.orgs.get(e.organization_id);
      return {
        id: e.id,
        number: e.number,
        title: e.title,
        organization_id: e.organization_id,
        organization_name: org?.name[ctx.lang] ?? '',
        responsible_id: e.responsible_id,
        responsible_name: e.responsible_name ?? '',
        due_on: due,
        days_overdue: Math.round((Date.parse(today) - Date.parse(due)) / 86_400_000),
      };
    }),
  };
}

export async function advancedIndicators(ctx: TAnalyticsContext): Promise<TAdvancedIndicators> {
  const range = { orgIds: ctx.orgIds, from: ctx.from, to: ctx.to };
  const [observations, qorgau, byRule, hours, trainings, events, audits] = await Promise.all([
    observationCounts(ctx, range),
    qorgauCounts(ctx),
    atRiskByRule(ctx),
    formRows(ctx.deps.db, 'HSE_FRM_1', { hours: 'hours_total' }, ctx.orgIds, ctx.from, ctx.to),
    formRows(ctx.deps.db, 'HSE_FRM_10', { trained: 'courses.trained' }, ctx.orgIds, ctx.from, ctx.to),
    eventClosure(ctx),
    rowsOf<{ organization_id: string; n: number; score_sum: number | null; scored: number }>(
      ctx.deps.db,
      sql`select organization_id, count(*)::int as n, sum(score)::float8 as score_sum, count(score)::int as scored
        from audits where deleted_at is null and status = 'approved' and organization_id = any(${uuids(ctx.orgIds)})
          and starts_on between ${firstDayOf(ctx.from)}::date and ${lastDayOf(ctx.to)}::date
        group by 1`,
    ),
  ]);
  const kindTotal = (k: string) => observations.get(k)?.total ?? 0;
  const observed = OBSERVATION_KIND_KEYS.reduce((n, k) => n + kindTotal(k), 0) + qorgau.total;
  const atRisk = OBSERVATION_KIND_KEYS.reduce((n, k) => n + (observations.get(k)?.atRisk ?? 0), 0);
  const hoursTotal = hours.length > 0 ? sumOf(hours, 'hours') : null;
  const filers = filersOf(ctx);
  const children = childrenOf(ctx);
  const childIds = new Set(children.map((c) => c.id));
  const auditsOf = (id: string) =>
    audits
      .filter((a) => rowOfOrganization(ctx.orgs, childIds, a.organization_id) === id)
      .reduce((n, a) => n + Number(a.n), 0);
  const scored = audits.reduce((n, a) => n + Number(a.scored), 0);
  const auditDrill = (organizationId: string) =>
    drill(AUDIT_MODULE.routes.list, AUDIT_MODULE.resource, {
      organization_id: organizationId,
      status: 'approved',
      starts_on_from: firstDayOf(ctx.from),
      starts_on_to: lastDayOf(ctx.to),
    });
  return {
    filter: ctx.applied,
    observation_rate: rateOf(observed, hoursTotal, INDICATOR_BASES.observation_rate, 'hours_worked', {
      missingMonths: missingMonths(missingPeriods('HSE_FRM_1', hours, filers, ctx.from, ctx.to)),
      denominatorDrill: formDrill('HSE_FRM_1', ctx.org.id, ctx.from, ctx.to),
    }),
    observations: {
      total: { value: observed, drill: null },
      by_kind: [
        ...OBSERVATION_KIND_KEYS.map((k) => ({
          key: k,
          label: null,
          value: kindTotal(k),
          drill: observationDrill(ctx.org.id, k, ctx.from, ctx.to),
        })),
        { key: 'qorgau', label: null, value: qorgau.total, drill: qorgauDrill(ctx) },
      ],
      by_rule: byRule,
      by_outcome: [
        {
          key: 'safe',
          label: null,
          value: OBSERVATION_KIND_KEYS.reduce((n, k) => n + kindTotal(k), 0) - atRisk,
          drill: null,
        },
        { key: 'at_risk', label: null, value: atRisk, drill: null },
      ],
    },
    audits: {
      done: { value: audits.reduce((n, a) => n + Number(a.n), 0), drill: auditDrill(ctx.org.id) },
      average_score:
        scored > 0 ? round(audits.reduce((n, a) => n + Number(a.score_sum ?? 0), 0) / scored, 1) : null,
      by_organization: children.map((c) => ({
        key: c.id,
        label: c.name,
        value: auditsOf(c.id),
        drill: auditDrill(c.id),
      })),
    },
    trainings: {
      value: round(sumOf(trainings, 'trained')),
      missing_periods: missingPeriods('HSE_FRM_10', trainings, filers, ctx.from, ctx.to),
      drill: formDrill('HSE_FRM_10', ctx.org.id, ctx.from, ctx.to),
    },
    events,
    qorgau: {
      total: { value: qorgau.total, drill: qorgauDrill(ctx) },
      closed: { value: qorgau.closed, drill: qorgauDrill(ctx, { status: 'closed' }) },
      closed_percent: percent(qorgau.closed, qorgau.total),
    },
  };
}

/** The road maps of a year by subsidiary: items, execution reported, budget (thousands of tenge). */
export async function roadMaps(ctx: TAnalyticsContext, year: number): Promise<TRoadMapsAnalytics> {
  const today = localToday(ctx.deps.config.TIME_ZONE);
  const rows = await rowsOf<{
    organization_id: string;
    status: string;
    maps: number;
    items: number;
    done: number;
    percent_sum: number | null;
    percent_n: number;
    budget: number;
    needed: number;
    overdue: number;
  }>(
    ctx.deps.db,
    sql`select m.organization_id, m.status, count(distinct m.id)::int as maps, count(i.id)::int as items,
        count(i.id) filter (where i.percent >= 100)::int as done,
        sum(i.percent)::float8 as percent_sum, count(i.percent)::int as percent_n,
        coalesce(sum(i.budget), 0)::float8 as budget, coalesce(sum(i.needed_funding), 0)::float8 as needed,
        count(i.id) filter (where i.due_on < ${today} and coalesce(i.percent, 0) < 100)::int as overdue
      from road_maps m left join road_map_items i on i.road_map_id = m.id and i.deleted_at is null
      where m.deleted_at is null and m.year = ${year} and m.organization_id = any(${uuids(ctx.orgIds)})
      group by 1, 2`,
  );
  const mapDrill = (organizationId: string, status?: string) =>
    drill(ROAD_MAP_MODULE.routes.list, ROAD_MAP_MODULE.resource, {
      organization_id: organizationId,
      year: String(year),
      status,
    });
  const children = childrenOf(ctx);
  const childIds = new Set(children.map((c) => c.id));
  const summary = (own: typeof rows, organizationId: string) => {
    const sum = (k: 'maps' | 'items' | 'done' | 'percent_n' | 'budget' | 'needed' | 'overdue') =>
      own.reduce((n, r) => n + Number(r[k]), 0);
    const percentN = sum('percent_n');
    return {
      maps: { value: sum('maps'), drill: mapDrill(organizationId) },
      items: sum('items'),
      done: sum('done'),
      execution_percent:
        percentN > 0 ? round(own.reduce((n, r) => n + Number(r.percent_sum ?? 0), 0) / percentN, 1) : null,
      budget_planned: round(sum('budget')),
      needed_funding: round(sum('needed')),
      overdue_items: sum('overdue'),
      by_status: ROAD_MAP_STATUSES.map((status) => ({
        key: status,
        label: labelAt(ROAD_MAP_MODULE.texts, `statuses.${status}`),
        value: own.filter((r) => r.status === status).reduce((n, r) => n + Number(r.maps), 0),
        drill: mapDrill(organizationId, status),
      })),
    };
  };
  const sets = rowSets(ctx, [ctx.org, ...children]);
  return {
    year,
    organization_id: ctx.org.id,
    rows: children.map((c) => ({
      ...refOf(c),
      ...summary(
        rows.filter((r) => sets.get(c.id)?.has(r.organization_id) && childIds.has(c.id)),
        c.id,
      ),
    })),
    totals: summary(rows, ctx.org.id),
  };
}
