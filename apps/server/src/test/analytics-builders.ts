import { formDefinition } from '@hse/contracts/forms/catalogue/index';
import { computeForm } from '@hse/contracts/forms/evaluate';
import type { TVictim } from '@hse/contracts/incidents';
import { sql } from 'drizzle-orm';
import { newId } from '../platform/ids.ts';
import { victim } from './incident-builders.ts';
import type { TTestApp } from './test-app.ts';

/**
 * A small register of its own for hand-computed indicators: an organization tree of its own
 * (a subsidiary and a division under the holding) and records of a year no demo record has.
 */
let serial = 0;

export async function testSubsidiary(t: TTestApp, holdingId: string) {
  serial += 1;
  const subsidiary = newId();
  const division = newId();
  const short = `ANL${serial}${Date.now() % 100000}`;
  await t.database.db.execute(sql`insert into organizations (id, parent_id, kind, name_ru, name_kk, name_en, short_name)
    values (${subsidiary}, ${holdingId}, 'subsidiary', ${`Аналитика ${short}`}, ${`Талдау ${short}`}, ${`Analytics ${short}`}, ${short}),
      (${division}, ${subsidiary}, 'division', ${`Цех ${short}`}, ${`Цех ${short}`}, ${`Shop ${short}`}, ${`${short}-D`})`);
  t.deps.cache.clear();
  return { subsidiary, division };
}

let numberSerial = 0;

/** A sent incident message, written past the API so that any date of the past can be given. */
export async function insertIncident(
  t: TTestApp,
  organizationId: string,
  occurredAt: string,
  kind: string,
  victims: Partial<TVictim>[] = [],
  status = 'sent',
) {
  numberSerial += 1;
  const id = newId();
  const full = victims.map((v) => victim(v));
  await t.database.db.execute(sql`insert into incidents (id, number, organization_id, status, kind, occurred_at,
      location, description, victims, victims_count)
    values (${id}, ${`ANL-${Date.now()}-${numberSerial}`}, ${organizationId}, ${status}, ${kind},
      ${occurredAt}::timestamptz, 'Площадка', 'Описание', ${JSON.stringify(full)}::jsonb, ${full.length})`);
  return id;
}

/** A submission of a form as the holding accepted it, its results computed as the forms module does. */
export async function insertSubmission(
  t: TTestApp,
  organizationId: string,
  code: string,
  year: number,
  period: number,
  values: Record<string, unknown>,
  status = 'accepted',
) {
  numberSerial += 1;
  const definition = formDefinition(code);
  if (!definition) throw new Error(code);
  const results = computeForm(definition, values as Parameters<typeof computeForm>[1]);
  await t.database.db.execute(sql`insert into form_submissions (id, number, organization_id, status, form_code,
      year, period, definition_version, values, results)
    values (${newId()}, ${`ANLF-${Date.now()}-${numberSerial}`}, ${organizationId}, ${status}, ${code}, ${year},
      ${period}, 1, ${JSON.stringify(values)}::jsonb, ${JSON.stringify(results)}::jsonb)`);
}

/** Form 1 of a month with the hours worked all by employees. */
export const hoursValues = (hours: number) => ({
  staff: [
    { row: 'employees', headcount: Math.ceil(hours / 170), hours },
    { row: 'contractors', headcount: 0, hours: 0 },
  ],
});
