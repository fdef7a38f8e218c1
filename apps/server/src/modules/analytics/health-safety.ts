import type { TBreakdownItem, THealthSafety, THealthSafetyFilter } from '@hse/contracts/analytics/index';
import { TIME_OF_DAY_BANDS } from '@hse/contracts/analytics/index';
import { INCIDENT_TEXTS } from '@hse/contracts/incident-texts';
import {
  BODY_PARTS,
  INCIDENT_KINDS,
  INJURY_OUTCOMES,
  INJURY_SEVERITIES,
  type TIncidentKind,
} from '@hse/contracts/incidents';
import { sql } from 'drizzle-orm';
import { addWorkingDays, loadCalendar } from '../../platform/working-days.ts';
import { childrenOf, monthOf, monthStart, rowsOf, type TAnalyticsContext, uuids } from './context.ts';
import { incidentDrill, incidentMonths, sumIncidents } from './incident-figures.ts';
import { rowSets } from './main-indicators.ts';
import { qorgauCounts, qorgauDrill } from './observation-figures.ts';
import { percent } from './rates.ts';

const HOUR = 3_600_000;
/** The Labour Code's investigation: 10 working days from the commission, formed within 24 hours. */
const INVESTIGATION_WORKING_DAYS = 10;

const periodWhere = (ctx: TAnalyticsContext, kind?: TIncidentKind) =>
  sql`i.deleted_at is null and i.status <> 'draft' and i.organization_id = any(${uuids(ctx.orgIds)})
    and i.occurred_at >= ${monthStart(ctx.from).toISOString()}::timestamptz
    and i.occurred_at < ${monthStart(ctx.to + 1).toISOString()}::timestamptz
    ${kind ? sql`and i.kind = ${kind}` : sql``}`;

/** The top ten free-text answers of a column (causes, activities), as the register holds them. */
async function topTexts(
  ctx: TAnalyticsContext,
  column: 'preliminary_causes' | 'work_type',
  kind?: TIncidentKind,
) {
  const rows = await rowsOf<{ text: string; n: number }>(
    ctx.deps.db,
    sql`select btrim(${sql.identifier(column)}) as text, count(*)::int as n from incidents i
      where ${periodWhere(ctx, kind)} and btrim(${sql.identifier(column)}) <> ''
      group by 1 order by 2 desc, 1 limit 10`,
  );
  return rows.map(
    (r): TBreakdownItem => ({
      key: r.text,
      label: { ru: r.text, kk: r.text, en: r.text },
      value: Number(r.n),
      drill: null,
    }),
  );
}

/** Injured people by the hour band of the incident's local time. */
async function byTimeOfDay(ctx: TAnalyticsContext, kind?: TIncidentKind): Promise<TBreakdownItem[]> {
  const rows = await rowsOf<{ band: number; n: number }>(
    ctx.deps.db,
    sql`select (extract(hour from i.occurred_at at time zone ${ctx.deps.config.TIME_ZONE})::int / 6) as band,
        sum(jsonb_array_length(i.victims))::int as n
      from incidents i where ${periodWhere(ctx, kind)} group by 1`,
  );
  const by = new Map(rows.map((r) => [Number(r.band), Number(r.n)]));
  return TIME_OF_DAY_BANDS.map((key, i) => ({ key, label: null, value: by.get(i) ?? 0, drill: null }));
}

/** Injured people by the business direction of the incident (the activity). */
async function byActivity(ctx: TAnalyticsContext, kind?: TIncidentKind): Promise<TBreakdownItem[]> {
  const rows = await rowsOf<{ direction: string | null; n: number }>(
    ctx.deps.db,
    sql`select i.business_direction as direction, sum(jsonb_array_length(i.victims))::int as n
      from incidents i where ${periodWhere(ctx, kind)} and i.business_direction is not null group by 1 order by 2 desc`,
  );
  return rows.map((r) => ({ key: String(r.direction), label: null, value: Number(r.n), drill: null }));
}

/** Injured people by the body part hurt, each part opening the messages of its victims. */
async function byBodyPart(ctx: TAnalyticsContext, kind?: TIncidentKind): Promise<TBreakdownItem[]> {
  const rows = await rowsOf<{ part: string; n: number }>(
    ctx.deps.db,
    sql`select e->>'body_part' as part, count(*)::int as n
      from incidents i cross join lateral jsonb_array_elements(i.victims) e
      where ${periodWhere(ctx, kind)} and e->>'body_part' is not null group by 1`,
  );
  const by = new Map(rows.map((r) => [r.part, Number(r.n)]));
  return BODY_PARTS.filter((part) => by.has(part)).map((part) => ({
    key: part,
    label: INCIDENT_TEXTS.body_parts[part],
    value: by.get(part) ?? 0,
    drill: incidentDrill(ctx.org.id, ctx.from, ctx.to, { kind, victim_body_part: part }),
  }));
}

/**
 * Accidents of the period against the investigation's deadline: done when an investigation
 * document of the message is on approval or approved (the commission has signed it).
 */
async function investigations(ctx: TAnalyticsContext): Promise<THealthSafety['investigations']> {
  const rows = await rowsOf<{ id: string; occurred_at: string | Date; done_at: string | Date | null }>(
    ctx.deps.db,
    sql`select i.id, i.occurred_at, (
        select min(d.updated_at) from (
          select updated_at from investigation_acts a where a.incident_id = i.id and a.deleted_at is null
            and a.status in ('on_approval', 'approved')
          union all
          select updated_at from investigation_reports r where r.incident_id = i.id and r.deleted_at is null
            and r.status in ('on_approval', 'approved')
        ) d) as done_at
      from incidents i where ${periodWhere(ctx, 'accident')}`,
  );
  const calendar = await loadCalendar(ctx.deps.db, ctx.deps.config.TIME_ZONE);
  const now = Date.now();
  let due = 0;
  let onTime = 0;
  let late = 0;
  let overdueOpen = 0;
  for (const r of rows) {
    const deadline = addWorkingDays(
      calendar,
      new Date(new Date(r.occurred_at).getTime() + 24 * HOUR),
      INVESTIGATION_WORKING_DAYS,
    );
    const doneAt = r.done_at ? new Date(r.done_at).getTime() : null;
    if (doneAt !== null) {
      due += 1;
      if (doneAt <= deadline.getTime()) onTime += 1;
      else late += 1;
    } else if (deadline.getTime() < now) {
      due += 1;
      overdueOpen += 1;
    }
  }
  return {
    accidents: {
      value: rows.length,
      drill: incidentDrill(ctx.org.id, ctx.from, ctx.to, { kind: 'accident' }),
    },
    due,
    on_time: onTime,
    late,
    overdue_open: { value: overdueOpen, drill: null },
    on_time_percent: percent(onTime, due),
  };
}

export async function healthSafety(
  ctx: TAnalyticsContext,
  filter: THealthSafetyFilter,
): Promise<THealthSafety> {
  const kind = filter.kind;
  const kinds = kind ? [kind] : undefined;
  const months = await incidentMonths(ctx.deps.db, ctx.orgIds, ctx.from, ctx.to);
  const all = { from: ctx.from, to: ctx.to, kinds };
  const sum = (measure: Parameters<typeof sumIncidents>[2], selection = all) =>
    sumIncidents(months, selection, measure);
  const drillOf = (more: Parameters<typeof incidentDrill>[3] = {}) =>
    incidentDrill(ctx.org.id, ctx.from, ctx.to, { kind, ...more });
  const outcomeCount = (o: (typeof INJURY_OUTCOMES)[number]) => ({
    value: sum((m) => m[o]),
    drill: drillOf({ victim_outcome: o }),
  });
  const rows = childrenOf(ctx);
  const sets = rowSets(ctx, [ctx.org, ...rows]);
  const [causes, bodyParts, activity, timeOfDay, qorgau, investigationFigures] = await Promise.all([
    topTexts(ctx, 'preliminary_causes', kind),
    byBodyPart(ctx, kind),
    byActivity(ctx, kind),
    byTimeOfDay(ctx, kind),
    qorgauCounts(ctx),
    investigations(ctx),
  ]);
  const nearMisses = sumIncidents(
    months,
    { from: ctx.from, to: ctx.to, kinds: ['near_miss'] },
    (m) => m.incidents,
  );
  const injuries = sum((m) => m.fatality + m.lwdc + m.rwc + m.mtc + m.fac);
  const byMonth = [];
  for (let m = ctx.from; m <= ctx.to; m++)
    byMonth.push({ month: monthOf(m), value: sum((x) => x.injured, { from: m, to: m, kinds }) });
  return {
    filter: ctx.applied,
    injured: { value: sum((m) => m.injured), drill: drillOf({ victim_outcome: INJURY_OUTCOMES.join(',') }) },
    incidents: { value: sum((m) => m.incidents), drill: drillOf() },
    breakdowns: {
      severity: INJURY_SEVERITIES.map((s) => ({ key: s, label: null, value: sum((m) => m[s]), drill: null })),
      outcome: INJURY_OUTCOMES.map((o) => ({ key: o, label: null, ...outcomeCount(o) })),
      kind: (kind ? [kind] : INCIDENT_KINDS).map((k) => ({
        key: k,
        label: null,
        value: sumIncidents(months, { from: ctx.from, to: ctx.to, kinds: [k] }, (m) => m.incidents),
        drill: incidentDrill(ctx.org.id, ctx.from, ctx.to, { kind: k }),
      })),
      cause: causes,
      body_part: bodyParts,
      activity,
      time_of_day: timeOfDay,
      organization: rows.map((row) => ({
        key: row.id,
        label: row.name,
        value: sum((m) => m.incidents, { ...all, orgIds: sets.get(row.id) } as typeof all),
        drill: incidentDrill(row.id, ctx.from, ctx.to, { kind }),
      })),
    },
    pyramid: {
      fatalities: outcomeCount('fatality'),
      lti: outcomeCount('lwdc'),
      rwc: outcomeCount('rwc'),
      mtc: outcomeCount('mtc'),
      first_aid: outcomeCount('fac'),
      near_misses: {
        value: nearMisses,
        drill: incidentDrill(ctx.org.id, ctx.from, ctx.to, { kind: 'near_miss' }),
      },
      unsafe_acts: { value: qorgau.unsafe_act, drill: qorgauDrill(ctx, { observation_type: 'unsafe_act' }) },
      unsafe_conditions: {
        value: qorgau.unsafe_condition,
        drill: qorgauDrill(ctx, { observation_type: 'unsafe_condition' }),
      },
    },
    near_miss_ratio: injuries > 0 ? Math.round((nearMisses / injuries) * 100) / 100 : null,
    investigations: investigationFigures,
    by_month: byMonth,
  };
}
