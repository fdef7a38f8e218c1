import type { TIncidentKind } from '@hse/contracts/incidents';
import { INCIDENT_MODULE } from '@hse/contracts/incidents';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drill, firstDayOf, lastDayOf, monthStart, rowsOf, uuids } from './context.ts';

/**
 * The incident register by organization, month and type: messages, and injured people by outcome
 * and severity (domain.md §2, §3). A message counts once sent; a draft is its author's alone.
 */
export type TIncidentMonth = {
  organizationId: string;
  month: number;
  kind: TIncidentKind;
  incidents: number;
  injured: number;
  fatality: number;
  lwdc: number;
  rwc: number;
  mtc: number;
  fac: number;
  light: number;
  severe: number;
  fatal: number;
};

type TRow = {
  organization_id: string;
  month: number;
  kind: TIncidentKind;
  incidents: number;
  injured: number;
  fatality: number;
  lwdc: number;
  rwc: number;
  mtc: number;
  fac: number;
  light: number;
  severe: number;
  fatal: number;
};

/** Months are UTC months, as the incident list's day filters are: a drill-down counts the same rows. */
export async function incidentMonths(
  db: DbOrTx,
  orgIds: readonly string[],
  from: number,
  to: number,
): Promise<TIncidentMonth[]> {
  const rows = await rowsOf<TRow>(
    db,
    sql`select i.organization_id, (extract(year from i.occurred_at at time zone 'UTC') * 12
          + extract(month from i.occurred_at at time zone 'UTC') - 1)::int as month, i.kind,
        count(*)::int as incidents, coalesce(sum(v.injured), 0)::int as injured,
        coalesce(sum(v.fatality), 0)::int as fatality, coalesce(sum(v.lwdc), 0)::int as lwdc,
        coalesce(sum(v.rwc), 0)::int as rwc, coalesce(sum(v.mtc), 0)::int as mtc,
        coalesce(sum(v.fac), 0)::int as fac, coalesce(sum(v.light), 0)::int as light,
        coalesce(sum(v.severe), 0)::int as severe, coalesce(sum(v.fatal), 0)::int as fatal
      from incidents i
      left join lateral (
        select count(*) as injured,
          count(*) filter (where e->>'outcome' = 'fatality') as fatality,
          count(*) filter (where e->>'outcome' = 'lwdc') as lwdc,
          count(*) filter (where e->>'outcome' = 'rwc') as rwc,
          count(*) filter (where e->>'outcome' = 'mtc') as mtc,
          count(*) filter (where e->>'outcome' = 'fac') as fac,
          count(*) filter (where e->>'injury_severity' = 'light') as light,
          count(*) filter (where e->>'injury_severity' = 'severe') as severe,
          count(*) filter (where e->>'injury_severity' = 'fatal') as fatal
        from jsonb_array_elements(i.victims) e
      ) v on true
      where i.deleted_at is null and i.status <> 'draft'
        and i.organization_id = any(${uuids(orgIds)})
        and i.occurred_at >= ${monthStart(from).toISOString()}::timestamptz
        and i.occurred_at < ${monthStart(to + 1).toISOString()}::timestamptz
      group by 1, 2, 3`,
  );
  return rows.map((r) => ({
    organizationId: r.organization_id,
    month: Number(r.month),
    kind: r.kind,
    incidents: Number(r.incidents),
    injured: Number(r.injured),
    fatality: Number(r.fatality),
    lwdc: Number(r.lwdc),
    rwc: Number(r.rwc),
    mtc: Number(r.mtc),
    fac: Number(r.fac),
    light: Number(r.light),
    severe: Number(r.severe),
    fatal: Number(r.fatal),
  }));
}

export type TIncidentMeasure = Exclude<keyof TIncidentMonth, 'organizationId' | 'month' | 'kind'>;

/** What the indicators count (domain.md §3): LTI = fatalities + lost workday cases (no PTD is recorded apart). */
export const lti = (m: Pick<TIncidentMonth, 'fatality' | 'lwdc'>) => m.fatality + m.lwdc;
export const recordable = (m: Pick<TIncidentMonth, 'fatality' | 'lwdc' | 'rwc' | 'mtc'>) =>
  m.fatality + m.lwdc + m.rwc + m.mtc;

export type TIncidentSelection = {
  orgIds?: ReadonlySet<string>;
  from: number;
  to: number;
  kinds?: readonly TIncidentKind[];
};

/** The sum of a measure over the months, organizations and types selected. */
export function sumIncidents(
  months: readonly TIncidentMonth[],
  selection: TIncidentSelection,
  measure: (m: TIncidentMonth) => number,
): number {
  let total = 0;
  for (const m of months) {
    if (m.month < selection.from || m.month > selection.to) continue;
    if (selection.orgIds && !selection.orgIds.has(m.organizationId)) continue;
    if (selection.kinds && !selection.kinds.includes(m.kind)) continue;
    total += measure(m);
  }
  return total;
}

/** Incidents of an organization's subtree and a period in the incident list; `victim_outcome` narrows to injured people. */
export const incidentDrill = (
  organizationId: string,
  from: number,
  to: number,
  more: { kind?: TIncidentKind; victim_outcome?: string; victim_severity?: string } = {},
) =>
  drill(INCIDENT_MODULE.routes.list, INCIDENT_MODULE.resource, {
    organization_id: organizationId,
    occurred_from: firstDayOf(from),
    occurred_to: lastDayOf(to),
    ...more,
  });
