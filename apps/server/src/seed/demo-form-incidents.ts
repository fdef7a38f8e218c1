import type { TFormValues } from '@hse/contracts/forms/evaluate';
import type { TIncidentKind, TVictim } from '@hse/contracts/incidents';
import { isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { incidents, organizations } from '../db/schema/index.ts';
import { localDay } from '../platform/working-days.ts';

/**
 * Form 2 (occupational injuries) of the demo as the incident register has it (decision 073): for
 * each subsidiary and month, the registered messages (sent or further on) of the subsidiary and
 * its divisions, by the month of their occurrence in TIME_ZONE. Accidents are the messages of
 * kind `accident` (group: two victims or more; severe: a victim hurt severely or killed); the
 * injured by outcome and by category are the victims of every message.
 */
export type TIncidentMonth = {
  /** Messages of each kind. */
  kinds: Partial<Record<TIncidentKind, number>>;
  accidents: number;
  groupAccidents: number;
  severeAccidents: number;
  victims: TVictim[];
};

/** The register by `<subsidiary id>|<YYYY-MM>`. */
export async function incidentMonths(db: Db, timeZone: string): Promise<Map<string, TIncidentMonth>> {
  const orgs = await db
    .select({ id: organizations.id, parentId: organizations.parentId, kind: organizations.kind })
    .from(organizations);
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const subsidiaryOf = (id: string): string | undefined => {
    for (let org = byId.get(id); org; org = org.parentId ? byId.get(org.parentId) : undefined)
      if (org.kind === 'subsidiary') return org.id;
    return undefined;
  };
  const rows = await db
    .select({
      organizationId: incidents.organizationId,
      kind: incidents.kind,
      status: incidents.status,
      occurredAt: incidents.occurredAt,
      victims: incidents.victims,
    })
    .from(incidents)
    .where(isNull(incidents.deletedAt));
  const months = new Map<string, TIncidentMonth>();
  for (const row of rows) {
    const subsidiary = subsidiaryOf(row.organizationId);
    // A draft is not registered yet: the register counts what was sent.
    if (!subsidiary || row.status === 'draft' || !row.occurredAt) continue;
    const key = `${subsidiary}|${localDay(row.occurredAt, timeZone).slice(0, 7)}`;
    let month = months.get(key);
    if (!month) {
      month = { kinds: {}, accidents: 0, groupAccidents: 0, severeAccidents: 0, victims: [] };
      months.set(key, month);
    }
    month.kinds[row.kind] = (month.kinds[row.kind] ?? 0) + 1;
    const victims = row.victims ?? [];
    month.victims.push(...victims);
    if (row.kind === 'accident') {
      month.accidents += 1;
      if (victims.length >= 2) month.groupAccidents += 1;
      if (victims.some((v) => v.injury_severity === 'severe' || v.injury_severity === 'fatal'))
        month.severeAccidents += 1;
    }
  }
  return months;
}

const OUTCOMES = ['fatal', 'lwdc', 'rwc', 'mtc', 'fac'] as const;
const outcomeRow = (victim: TVictim) => (victim.outcome === 'fatality' ? 'fatal' : victim.outcome);

/**
 * Form 2's values from a month of the register. A victim's days lost are not in the message: a
 * lost workday case counts 5 days per year of the victim's experience, 5 to 40, a stand-in the
 * demo keeps stable. The demo's victims are the subsidiary's own staff, except one in four by
 * their birth year (contractors' personnel).
 */
export function form2Values(month: TIncidentMonth | undefined): TFormValues {
  const victims = month?.victims ?? [];
  const by = (row: string) => victims.filter((v) => outcomeRow(v) === row);
  const daysOf = (v: TVictim) => Math.min(40, Math.max(5, 5 * (v.experience_years ?? 1)));
  const contractor = (v: TVictim) => (v.birth_year ?? 0) % 4 === 0;
  const category = (rowKey: 'employees' | 'contractors') => {
    const own = victims.filter((v) => contractor(v) === (rowKey === 'contractors'));
    return {
      row: rowKey,
      injured: own.length,
      fatalities: own.filter((v) => outcomeRow(v) === 'fatal').length,
      lost_time: own.filter((v) => outcomeRow(v) === 'lwdc' || outcomeRow(v) === 'rwc').length,
    };
  };
  return {
    by_outcome: OUTCOMES.map((row) => ({
      row,
      injured: by(row).length,
      days_lost: row === 'lwdc' || row === 'rwc' ? by(row).reduce((sum, v) => sum + daysOf(v), 0) : 0,
    })),
    by_category: [category('employees'), category('contractors')],
    accidents: month?.accidents ?? 0,
    group_accidents: month?.groupAccidents ?? 0,
    severe_accidents: month?.severeAccidents ?? 0,
  };
}
