import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents } from '../db/schema/index.ts';
import { orgTree, type TOrgTree } from './builders.ts';
import { createIncident, incidentInput } from './incident-builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

let t: TTestApp;
let tree: TOrgTree;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  tree = await orgTree(t);
  token = (await t.signIn('dotos')).token;
}, 60_000);
afterAll(() => t.close());

const production = () => tree.subsidiaries[0]?.id as string;
const lastYear = new Date().getUTCFullYear() - 1;
const SPRING = `occurred_from=${lastYear}-04-01&occurred_to=${lastYear}-04-30`;
const inSpring = (day: number) => `${lastYear}-04-${String(day).padStart(2, '0')}T08:00:00.000Z`;

const totalOf = async (query: string) => {
  const response = await t.call(token, { method: 'GET', url: `/api/incidents/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ count: number }>().count;
};

/** A change behind the server's back, which no cache hears of: only a recount shows it. */
const hideBehindTheBack = (id: string) =>
  t.database.db.update(incidents).set({ deletedAt: sql`now()` }).where(eq(incidents.id, id));

describe('a list total cached by the months of its window (decision 097)', () => {
  it('outlives a message of another month and is counted again after one of its own', async () => {
    const spring = await createIncident(t, token, incidentInput(production(), { occurred_at: inSpring(10) }));
    // On PostgreSQL the create's notice comes back to this process too, and a total read while it
    // arrives is not kept: let it arrive before the total is counted and kept.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const counted = await totalOf(SPRING);
    expect(await totalOf(SPRING)).toBe(counted);
    await hideBehindTheBack(spring.id);
    // Filed now: the spring's total cannot change, so it is not counted again.
    await createIncident(t, token, incidentInput(production()));
    expect(await totalOf(SPRING)).toBe(counted);
    // Two filed in the spring: counted again, with the one hidden gone.
    await createIncident(t, token, incidentInput(production(), { occurred_at: inSpring(11) }));
    await createIncident(t, token, incidentInput(production(), { occurred_at: inSpring(12) }));
    expect(await totalOf(SPRING)).toBe(counted + 1);
  });

  it('of a list without a window, or of a longer one, is counted again after any message', async () => {
    const all = await totalOf('');
    const years = `occurred_from=${lastYear - 2}-01-01&occurred_to=${lastYear + 1}-12-31`;
    const long = await totalOf(years);
    await createIncident(t, token, incidentInput(production()));
    expect(await totalOf('')).toBe(all + 1);
    expect(await totalOf(years)).toBe(long + 1);
  });

  it('is counted again when a message is moved into its window or out of it', async () => {
    const now = await createIncident(t, token, incidentInput(production()));
    const counted = await totalOf(SPRING);
    const moved = await t.call(token, {
      method: 'PATCH',
      url: `/api/incidents/${now.id}/`,
      payload: { version: now.version, occurred_at: inSpring(20) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await totalOf(SPRING)).toBe(counted + 1);
    const back = await t.call(token, {
      method: 'PATCH',
      url: `/api/incidents/${now.id}/`,
      payload: { version: moved.json<{ version: number }>().version, occurred_at: new Date().toISOString() },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await totalOf(SPRING)).toBe(counted);
  });
});
