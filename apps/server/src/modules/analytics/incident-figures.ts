import type { TIncidentKind } from '@hse/contracts/incidents';
import { INCIDENT_MODULE } from '@hse/contracts/incidents';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drill, firstDayOf, lastDayOf, rowsOf, uuids } from './context.ts';

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
  // The rollup (decision 087) holds these sums per organization, month and type, kept exact by
  // the register's triggers: a dashboard reads a few hundred cells, not the messages.
  const rows = await rowsOf<TRow>(
    db,
    sql`select organization_id, month, kind, sum(incidents)::int as incidents, sum(injured)::int as injured,
        sum(fatality)::int as fatality, sum(lwdc)::int as lwdc, sum(rwc)::int as rwc, sum(mtc)::int as mtc,
        sum(fac)::int as fac, sum(light)::int as light, sum(severe)::int as severe, sum(fatal)::int as fatal
      from analytics_incident_months
      where organization_id = any(${uuids(orgIds)}) and month between ${from} and ${to}
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

/**
 * Incidents of an organization's subtree and a period in the incident list; `victim_outcome` and
 * `victim_body_part` narrow to messages with such an injured person.
 */
export const incidentDrill = (
  organizationId: string,
  from: number,
  to: number,
  more: { kind?: TIncidentKind; victim_outcome?: string; victim_body_part?: string } = {},
) =>
  drill(INCIDENT_MODULE.routes.list, INCIDENT_MODULE.resource, {
    organization_id: organizationId,
    occurred_from: firstDayOf(from),
    occurred_to: lastDayOf(to),
    ...more,
  });
