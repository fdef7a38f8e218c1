import type { TTarget } from '@hse/contracts/analytics/indicators';
import type { TDashboardOld } from '@hse/contracts/analytics/overview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAnalytics } from '../seed/demo-analytics.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAnalytics(t.database.db);
}, 120_000);
afterAll(() => t.close());

describe('demo analytics', () => {
  it('give the years before the register figures and every year since a target, once', async () => {
    const { token } = await t.signIn('admin');
    const year = new Date().getUTCFullYear();
    const targets = async () =>
      (await t.call(token, { url: `/api/analytics/targets/?year=${year}` })).json<{ results: TTarget[] }>()
        .results;
    const set = await targets();
    // The holding and each demo subsidiary, five indicators each.
    expect(set.length).toBeGreaterThanOrEqual(15);
    expect(new Set(set.map((r) => r.indicator))).toEqual(new Set(['ltif', 'trir', 'far', 'ltisr', 'mvcr']));
    for (const target of set) expect(target.value).toBeGreaterThan(0);

    await seedDemoAnalytics(t.database.db);
    expect(await targets()).toHaveLength(set.length);

    const old = (await t.call(token, { url: '/api/analytics/dashboard/old/' })).json<TDashboardOld>();
    expect(old.years.map((y) => y.year)).toEqual([2019, 2020, 2021, 2022, 2023, 2024]);
    for (const y of old.years) {
      expect(y.figures.hours_worked).toBeGreaterThan(1_000_000);
      expect(y.ltif).not.toBeNull();
      expect(y.mvcr).not.toBeNull();
    }
    // Reporting grows as the safety culture does: more near misses in the last year than the first.
    const first = old.years[0]?.figures.near_misses ?? 0;
    expect(old.years.at(-1)?.figures.near_misses ?? 0).toBeGreaterThan(first);
  });
});
