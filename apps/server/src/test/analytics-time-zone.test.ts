import type { THealthSafety } from '@hse/contracts/analytics/index';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createDeps } from '../platform/deps.ts';
import { insertIncident, testSubsidiary } from './analytics-builders.ts';
import { orgTree } from './builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

/**
 * The time-of-day rollup is kept on the server's clock by the register's triggers (migration
 * 0034): a server started with another TIME_ZONE must count it again at start, or the bands stay
 * on the old clock until each incident happens to be written again.
 */
let t: TTestApp;
let token: string;
let org: { subsidiary: string; division: string };
/** Apps started again on the test's database, closed before it is. */
const restarted: FastifyInstance[] = [];
/** A year no other record has. */
const YEAR = 2015;

beforeAll(async () => {
  t = await createTestApp({ env: { TIME_ZONE: 'UTC' } });
  token = (await t.signIn('dotos')).token;
  org = await testSubsidiary(t, (await orgTree(t)).holding.id);
  // One, two, three and four injured at half past 2, 8, 14 and 20 o'clock UTC, mid-month so that
  // no clock moves one out of the year.
  const injured = (n: number) => Array.from({ length: n }, () => ({ outcome: 'fac' as const }));
  for (const [n, hour] of [
    [1, '02'],
    [2, '08'],
    [3, '14'],
    [4, '20'],
  ] as const)
    await insertIncident(t, org.subsidiary, `${YEAR}-06-14T${hour}:30:00Z`, 'accident', injured(n));
}, 60_000);
afterAll(async () => {
  for (const app of restarted) await app.close();
  await t.close();
});

/** The app started again on the same database, as a server is after its TIME_ZONE was changed. */
async function restartWith(timeZone: string): Promise<FastifyInstance> {
  await (restarted.at(-1) ?? t.app).close();
  const app = await buildApp(await createDeps(t.database, { ...t.config, TIME_ZONE: timeZone }), {
    logger: false,
  });
  await app.ready();
  restarted.push(app);
  return app;
}

/** The healthSafety dashboard's injured by time of day, band by band. */
async function timeOfDay(app: FastifyInstance) {
  const response = await app.inject({
    url: `/api/analytics/healthSafety/?from=${YEAR}-01&to=${YEAR}-12&organization_id=${org.subsidiary}`,
    headers: { authorization: `Token ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return Object.fromEntries(
    response.json<THealthSafety>().breakdowns.time_of_day.map((band) => [band.key, band.value]),
  );
}

describe('the time of day of injuries after a change of the server’s time zone', () => {
  it('is counted again at start on the new clock, and back again', async () => {
    expect(await timeOfDay(t.app)).toEqual({ '00-06': 1, '06-12': 2, '12-18': 3, '18-24': 4 });
    // Tokyo is nine hours ahead: 02:30 UTC is 11:30 there, 08:30 is 17:30, 14:30 is 23:30 and
    // 20:30 is 05:30 of the next day.
    expect(await timeOfDay(await restartWith('Asia/Tokyo'))).toEqual({
      '00-06': 4,
      '06-12': 1,
      '12-18': 2,
      '18-24': 3,
    });
    // New York in June is four hours behind: 22:30 of the day before, 04:30, 10:30 and 16:30.
    expect(await timeOfDay(await restartWith('America/New_York'))).toEqual({
      '00-06': 2,
      '06-12': 3,
      '12-18': 4,
      '18-24': 1,
    });
    expect(await timeOfDay(await restartWith('UTC'))).toEqual({
      '00-06': 1,
      '06-12': 2,
      '12-18': 3,
      '18-24': 4,
    });
  });
});
