import type { THealthSafety, TRate } from '@hse/contracts/analytics/index';
import type { TPage } from '@hse/contracts/common';
import type { TIncident } from '@hse/contracts/incidents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertIncident, testSubsidiary } from './analytics-builders.ts';
import { lang, orgTree, type TErrorBody } from './builders.ts';
import { createIncident, incidentInput, victim } from './incident-builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

let t: TTestApp;
let dotos: string;
let org: { subsidiary: string; division: string };
/** A year no demo record and no other test file's record has: the figures are counted by hand. */
const YEAR = 2017;
const at = (month: number) => `${YEAR}-${String(month).padStart(2, '0')}-10T08:00:00Z`;

beforeAll(async () => {
  t = await createTestApp();
  dotos = (await t.signIn('dotos')).token;
  org = await testSubsidiary(t, (await orgTree(t)).holding.id);
  // Victims' body parts: hands twice, eyes twice (one in the division), none once; a draft's
  // head counts nowhere.
  await insertIncident(t, org.subsidiary, at(2), 'accident', [{ body_part: 'hands', outcome: 'lwdc' }]);
  await insertIncident(t, org.subsidiary, at(3), 'accident', [
    { body_part: 'hands' },
    { body_part: 'eyes', outcome: 'rwc' },
  ]);
  await insertIncident(t, org.division, at(4), 'medical', [{ body_part: 'eyes', outcome: 'fac' }]);
  await insertIncident(t, org.subsidiary, at(5), 'medical', [{ body_part: null, outcome: 'fac' }]);
  await insertIncident(t, org.subsidiary, at(6), 'accident', [{ body_part: 'head' }], 'draft');
  await insertIncident(t, org.subsidiary, at(7), 'near_miss');
}, 60_000);
afterAll(() => t.close());

const get = (url: string, query: Record<string, string>, language = 'en') =>
  t.call(dotos, { url: `${url}?${new URLSearchParams(query)}`, headers: lang(language as 'en') });

async function healthSafety(query: Record<string, string> = {}) {
  const response = await get('/api/analytics/healthSafety/', {
    from: `${YEAR}-01`,
    to: `${YEAR}-12`,
    organization_id: org.subsidiary,
    ...query,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<THealthSafety>();
}

async function drillTotal(figure: { drill: TRate['drill'] }) {
  if (!figure.drill) throw new Error('no drill-down');
  const response = await get(figure.drill.resource, figure.drill.query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPage<unknown>>().count;
}

describe('injuries by body part', () => {
  it('counts injured people by the part hurt and opens each bar with the same total', async () => {
    const { breakdowns } = await healthSafety();
    expect(breakdowns.body_part.map((b) => [b.key, b.value])).toEqual([
      ['eyes', 2],
      ['hands', 2],
    ]);
    expect(breakdowns.body_part[1]?.label?.ru).toBe('Кисти и пальцы рук');
    for (const bar of breakdowns.body_part) expect(await drillTotal(bar)).toBe(bar.value);
  });

  it('narrows to the type of event asked for', async () => {
    const { breakdowns } = await healthSafety({ kind: 'medical' });
    expect(breakdowns.body_part.map((b) => [b.key, b.value])).toEqual([['eyes', 1]]);
    expect(
      await drillTotal(breakdowns.body_part[0] as THealthSafety['breakdowns']['body_part'][number]),
    ).toBe(1);
  });

  it('keeps the body part a victim is given and refuses one not in the list', async () => {
    const created = await createIncident(
      t,
      dotos,
      incidentInput(org.subsidiary, { victims: [victim({ body_part: 'feet' })] }),
    );
    expect(created.victims[0]?.body_part).toBe('feet');
    const bad = await t.call(dotos, {
      method: 'POST',
      url: '/api/incidents/',
      payload: { ...incidentInput(org.subsidiary), victims: [{ ...victim(), body_part: 'tail' }] },
      headers: lang('ru'),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<TErrorBody>().errors ?? {})).toEqual(['victims.0.body_part']);
    const list = await get('/api/incidents/', { victim_body_part: 'hands,tail' });
    expect(list.statusCode).toBe(400);
    const { victims } = (await t.call(dotos, { url: `/api/incidents/${created.id}/` })).json<TIncident>();
    expect(victims[0]?.body_part).toBe('feet');
  });
});
