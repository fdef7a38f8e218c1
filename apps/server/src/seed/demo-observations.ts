import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  drivingObservations,
  history,
  organizations,
  pnbrObservations,
  registrationCounters,
  users,
  worksObservations,
} from '../db/schema/index.ts';
import { framesOf, type TDemoCast, type TPerson } from './demo-observation-frames.ts';
import { numbered, type TNumbering } from './demo-observation-numbers.ts';
import { drivingRow, pnbrRow, worksRow } from './demo-observation-rows.ts';
import { random } from './demo-random.ts';

const PERSON = {
  id: users.id,
  organizationId: users.organizationId,
  lastName: users.lastName,
  firstName: users.firstName,
  middleName: users.middleName,
};

/**
 * Two years of PNBR, works and driving observations across the demo subsidiaries, on a database
 * that has the demo accounts and no observations yet: mostly safe, some with findings, the demo
 * employee's latest few still in draft.
 */
export async function seedDemoObservations(db: Db, now = new Date()): Promise<boolean> {
  let existing = 0;
  for (const table of [pnbrObservations, worksObservations, drivingObservations])
    existing += (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const named = async (login: string) =>
    (await db.select(PERSON).from(users).where(eq(users.login, login)))[0];
  const employee = await named('employee');
  const dotos = await named('dotos');
  const head = await named('headdotos');
  if (existing > 0 || !employee || !dotos || !head) return false;

  const orgs = await db.select().from(organizations);
  const people: TPerson[] = await db.select(PERSON).from(users);
  const subsidiaries = orgs.filter((o) => o.kind === 'subsidiary');
  const cast: TDemoCast = { orgs, subsidiaries, people, employee, dotos, head };
  const rng = random(20_261_124);
  const numbering: TNumbering = { counters: [], trail: [] };

  // One generator in a fixed order (each kind's frames, then its rows) keeps the demo the same on every start.
  const pnbr = numbered(
    'pnbr',
    framesOf('pnbr', cast, now, rng).map((frame) => ({ row: pnbrRow(frame, now, rng), frame })),
    numbering,
  );
  const works = numbered(
    'works',
    framesOf('works', cast, now, rng).map((frame) => ({ row: worksRow(frame, now, rng), frame })),
    numbering,
  );
  const driving = numbered(
    'driving',
    framesOf('driving', cast, now, rng).map((frame) => ({ row: drivingRow(frame, now, rng), frame })),
    numbering,
  );

  const { counters, trail } = numbering;
  await db.transaction(async (tx) => {
    for (let i = 0; i < pnbr.length; i += 200)
      await tx.insert(pnbrObservations).values(pnbr.slice(i, i + 200));
    for (let i = 0; i < works.length; i += 200)
      await tx.insert(worksObservations).values(works.slice(i, i + 200));
    for (let i = 0; i < driving.length; i += 200)
      await tx.insert(drivingObservations).values(driving.slice(i, i + 200));
    for (let i = 0; i < trail.length; i += 500) await tx.insert(history).values(trail.slice(i, i + 500));
    await tx.insert(registrationCounters).values(counters);
  });
  return true;
}
