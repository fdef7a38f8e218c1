import type { TBreakdownItem, THealthSafety } from '@hse/contracts/analytics/index';
import { TIME_OF_DAY_BANDS } from '@hse/contracts/analytics/index';
import { INCIDENT_TEXTS } from '@hse/contracts/incident-texts';
import { BODY_PARTS, type TIncidentKind } from '@hse/contracts/incidents';
import { sql } from 'drizzle-orm';
import { rowsOf, type TAnalyticsContext, uuids } from './context.ts';
import { incidentDrill } from './incident-figures.ts';
import { percent } from './rates.ts';

type TDimension = 'cause' | 'activity' | 'hour' | 'body_part';
type TCell = { key: string; label: string; incidents: number; injured: number };

/**
 * A breakdown's cells summed over the period, subtree and type (migration 0034, decision 090):
 * the few hundred cells of the rollup, never the messages. Keys no sent message holds any more
 * (all their cells came back to zero) are left out.
 */
async function cellsOf(ctx: TAnalyticsContext, dimension: TDimension, kind?: TIncidentKind) {
  const rows = await rowsOf<TCell>(
    ctx.deps.db,
    sql`select key, min(label) as label, sum(incidents)::int as incidents, sum(injured)::int as injured
      from analytics_incident_breakdowns
      where organization_id = any(${uuids(ctx.orgIds)}) and month between ${ctx.from} and ${ctx.to}
        and dimension = ${dimension} ${kind ? sql`and kind = ${kind}` : sql``}
      group by key having sum(incidents) > 0`,
  );
  return rows.map((r) => ({ ...r, incidents: Number(r.incidents), injured: Number(r.injured) }));
}

/** The top ten free-text causes by messages, as the register holds them (ties in text order). */
export async function byCause(ctx: TAnalyticsContext, kind?: TIncidentKind): Promise<TBreakdownItem[]> {
  const cells = await cellsOf(ctx, 'cause', kind);
  cells.sort((a, b) => b.incidents - a.incidents || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  return cells.slice(0, 10).map((c) => ({
    key: c.label,
    label: { ru: c.label, kk: c.label, en: c.label },
    value: c.incidents,
    drill: null,
  }));
}

/** Injured people by the business direction of the incident (the activity), most first. */
export async function byActivity(ctx: TAnalyticsContext, kind?: TIncidentKind): Promise<TBreakdownItem[]> {
  const cells = await cellsOf(ctx, 'activity', kind);
  cells.sort((a, b) => b.injured - a.injured);
  const directions: Record<string, TBreakdownItem['label']> = INCIDENT_TEXTS.directions;
  return cells.map((c) => ({ key: c.key, label: directions[c.key] ?? null, value: c.injured, drill: null }));
}

/** Injured people by the quarter of the day on the organization's clock. */
export async function byTimeOfDay(ctx: TAnalyticsContext, kind?: TIncidentKind): Promise<TBreakdownItem[]> {
  const by = new Map((await cellsOf(ctx, 'hour', kind)).map((c) => [Number(c.key), c.injured]));
  return TIME_OF_DAY_BANDS.map((key, i) => ({ key, label: null, value: by.get(i) ?? 0, drill: null }));
}

/** Injured people by the body part hurt, each part opening the messages of its victims. */
export async function byBodyPart(ctx: TAnalyticsContext, kind?: TIncidentKind): Promise<TBreakdownItem[]> {
  const by = new Map((await cellsOf(ctx, 'body_part', kind)).map((c) => [c.key, c.injured]));
  return BODY_PARTS.filter((part) => (by.get(part) ?? 0) > 0).map((part) => ({
    key: part,
    label: INCIDENT_TEXTS.body_parts[part],
    value: by.get(part) ?? 0,
    drill: incidentDrill(ctx.org.id, ctx.from, ctx.to, { kind, victim_body_part: part }),
  }));
}

type TInvestigationCounts = { accidents: number; done: number; on_time: number; pending: number };

/**
 * Accidents of the period against the Labour Code's deadline (decision 090): the sums of
 * analytics_accident_months, and of the open ones only those whose deadline is still ahead, read
 * one by one (an index holds them, a few weeks' worth), so that the overdue count is exact now.
 */
export async function investigations(ctx: TAnalyticsContext): Promise<THealthSafety['investigations']> {
  const where = sql`organization_id = any(${uuids(ctx.orgIds)}) and month between ${ctx.from} and ${ctx.to}`;
  const [row] = await rowsOf<TInvestigationCounts>(
    ctx.deps.db,
    sql`select coalesce(sum(accidents), 0)::int as accidents, coalesce(sum(done), 0)::int as done,
        coalesce(sum(on_time), 0)::int as on_time,
        (select count(*) from analytics_accidents where done_at is null and deadline >= now() and ${where})::int
          as pending
      from analytics_accident_months where ${where}`,
  );
  const accidents = Number(row?.accidents ?? 0);
  const done = Number(row?.done ?? 0);
  const counts = { accidents, done, onTime: Number(row?.on_time ?? 0) };
  const overdueOpen = accidents - done - Number(row?.pending ?? 0);
  const due = done + overdueOpen;
  return {
    accidents: {
      value: counts.accidents,
      drill: incidentDrill(ctx.org.id, ctx.from, ctx.to, { kind: 'accident' }),
    },
    due,
    on_time: counts.onTime,
    late: counts.done - counts.onTime,
    overdue_open: { value: overdueOpen, drill: null },
    on_time_percent: percent(counts.onTime, due),
  };
}
