import type { TPage } from '@hse/contracts/common';
import {
  atRiskCount,
  OBSERVATION_KINDS,
  type TObservationKind,
  type TObservationListItem,
  VITAL_RULES,
  WORK_PRACTICES,
} from '@hse/contracts/observations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivingObservations, pnbrObservations, worksObservations } from '../db/schema/index.ts';
import { seedDemoObservations } from '../seed/demo-observations.ts';
import { orgTree } from './builders.ts';
import { createObservation, inputOf, OBSERVATION_BASES } from './observation-builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

let t: TTestApp;
let seeded: boolean;

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedDemoObservations(t.database.db);
}, 60_000);
afterAll(() => t.close());

const DAY = 86_400_000;
const TABLES = { pnbr: pnbrObservations, works: worksObservations, driving: drivingObservations };

const page = async (token: string, kind: TObservationKind, query: string) => {
  const response = await t.call(token, { url: `${OBSERVATION_BASES[kind]}/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPage<TObservationListItem>>();
};

/** A driving observation's day began at local midnight (UTC+5) in western Kazakhstan. */
const momentOf = (observedAt: string) =>
  Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(observedAt) ? `${observedAt}T00:00:00+05:00` : observedAt);

describe('demo observations', () => {
  it('are seeded once, a few hundred of each kind over two years, mostly safe', async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoObservations(t.database.db)).toBe(false);
    const { token } = await t.signIn('admin');
    for (const kind of OBSERVATION_KINDS) {
      const all = (await page(token, kind, 'page_size=1')).count;
      expect(all, kind).toBeGreaterThan(150);
      expect(all, kind).toBeLessThan(800);
      const risky = (await page(token, kind, 'page_size=1&at_risk=true')).count;
      expect(risky / all, kind).toBeGreaterThan(0.08);
      expect(risky / all, kind).toBeLessThan(0.22);
      const oldest = (await page(token, kind, 'page_size=1&ordering=observed_at')).results[0];
      const newest = (await page(token, kind, 'page_size=1&ordering=-observed_at')).results[0];
      const age = Date.now() - momentOf(oldest?.observed_at ?? '');
      expect(age, kind).toBeGreaterThan(650 * DAY);
      expect(age, kind).toBeLessThanOrEqual(730 * DAY);
      expect(momentOf(newest?.observed_at ?? ''), kind).toBeLessThanOrEqual(Date.now());
    }
  });

  it('count the findings their checklists hold, and spread over every subsidiary', async () => {
    const tree = await orgTree(t);
    for (const kind of OBSERVATION_KINDS) {
      const rows = await t.database.db.select().from(TABLES[kind]);
      for (const row of rows) expect(row.atRiskCount, row.number).toBe(atRiskCount(row.checks));
      expect(rows.some((row) => row.atRiskCount > 0)).toBe(true);
      for (const subsidiary of tree.subsidiaries) {
        const units = new Set(tree.subtree(subsidiary.id));
        expect(rows.filter((row) => units.has(row.organizationId)).length, kind).toBeGreaterThan(20);
      }
    }
  });

  it('rate the work practices beside the rules, mostly safe, and the following distance of drivers', async () => {
    for (const table of [TABLES.pnbr, TABLES.works]) {
      const rows = await t.database.db.select().from(table);
      const practices = rows.flatMap((row) =>
        WORK_PRACTICES.flatMap((key) =>
          row.checks[key] ? [[key, row.checks[key], row.checkComments[key]]] : [],
        ),
      );
      expect(new Set(practices.map(([key]) => key))).toEqual(new Set(WORK_PRACTICES));
      expect(practices.length / rows.length).toBeGreaterThan(5);
      const slipped = practices.filter(([, value]) => value === 'at_risk');
      expect(slipped.length / practices.length).toBeGreaterThan(0.002);
      expect(slipped.length / practices.length).toBeLessThan(0.03);
      expect(slipped.every(([, , comment]) => Boolean(comment))).toBe(true);
      // A slipped practice comes with a broken rule, so every demo finding has a rule to act on.
      for (const row of rows.filter((r) => r.atRiskCount > 0))
        expect(VITAL_RULES.some((rule) => row.checks[rule] === 'at_risk')).toBe(true);
    }
    const trips = await t.database.db.select().from(TABLES.driving);
    expect(trips.every((row) => row.checks.distance)).toBe(true);
    expect(trips.some((row) => row.checks.distance === 'at_risk')).toBe(true);
  });

  it('leave drafts only to the demo employee, unseen by anyone else', async () => {
    const employee = (await t.signIn('employee')).token;
    const admin = (await t.signIn('admin')).token;
    const fio = (await t.call(employee, { url: '/api/profile/' })).json<{ fio: string }>().fio;
    let drafts = 0;
    for (const kind of OBSERVATION_KINDS) {
      const own = await page(employee, kind, 'page_size=100&status=draft');
      drafts += own.count;
      expect(own.results.every((r) => r.created_by_fio === fio)).toBe(true);
      expect((await page(admin, kind, 'page_size=1&status=draft')).count).toBe(0);
      for (const draft of own.results)
        expect((await t.call(admin, { url: `${OBSERVATION_BASES[kind]}/${draft.id}/` })).statusCode).toBe(
          404,
        );
    }
    expect(drafts).toBeGreaterThan(2);
    expect(drafts).toBeLessThan(10);
  });

  it('keep numbering going: the next observation gets the next number of its series', async () => {
    const { token } = await t.signIn('employee');
    const production = (await orgTree(t)).subsidiaries[0]?.id as string;
    const year = new Date().getUTCFullYear();
    const serial = (n: string | undefined) => Number(n?.split('-').at(-1));
    const prefixes = { pnbr: 'PNBR', works: 'WOB', driving: 'DOB' } as const;
    for (const kind of OBSERVATION_KINDS) {
      const series = `${prefixes[kind]}-DOG-P-${year}`;
      const latest = (await page(token, kind, `page_size=1&ordering=-number&search=${series}`)).results[0];
      expect(latest?.number.startsWith(series), kind).toBe(true);
      const created = await createObservation(t, token, kind, inputOf[kind](production));
      expect(created.number.startsWith(series), kind).toBe(true);
      expect(serial(created.number), kind).toBe(serial(latest?.number) + 1);
    }
  });
});
