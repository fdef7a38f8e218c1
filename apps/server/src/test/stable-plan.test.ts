import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents } from '../db/schema/index.ts';
import { ListFilter } from '../platform/list-filter.ts';
import { DENSE_SCOPE_SHARE, planFitsAll, shareOf } from '../platform/stable-plan.ts';
import { orgTree, type TOrgTree } from './builders.ts';
import { createIncident, incidentInput } from './incident-builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

describe('the share of rows a scope holds, from the column statistics', () => {
  const stats = {
    common: new Map([
      ['a', 0.5],
      ['b', 0.3],
    ]),
    distinct: 6,
    nullShare: 0,
  };

  it('adds the common values’ own shares', () => {
    expect(shareOf(stats, ['a', 'b'])).toBeCloseTo(0.8);
  });

  it('spreads the rest evenly over the other distinct values', () => {
    expect(shareOf(stats, ['c'])).toBeCloseTo(0.05);
    expect(shareOf(stats, ['a', 'c', 'd'])).toBeCloseTo(0.6);
  });

  it('counts a value outside the common ones as none when the distinct count is only a ratio', () => {
    expect(shareOf({ ...stats, distinct: -0.2 }, ['c'])).toBe(0);
  });
});

describe('first pages with one plan for all their calls', () => {
  let t: TTestApp;
  let tree: TOrgTree;
  let token: string;
  const reader = () => ({ db: t.deps.db, cache: t.deps.cache });
  const scoped = (ids: string[]) =>
    new ListFilter().scope(incidents.organizationId, { all: false, organizationIds: ids });

  beforeAll(async () => {
    t = await createTestApp();
    tree = await orgTree(t);
    token = (await t.signIn('dotos')).token;
    for (let i = 0; i < 30; i++)
      await createIncident(t, token, incidentInput(tree.subsidiaries[0]?.id as string));
    await t.deps.db.execute(sql`analyze incidents`);
    t.deps.cache.clear();
  }, 60_000);
  afterAll(() => t.close());

  it('are kept for a scope holding a large share of the rows, the whole register and no search', async () => {
    const everything = (await t.deps.db.select({ id: incidents.organizationId }).from(incidents)).map(
      (r) => r.id,
    );
    expect(await planFitsAll(reader(), incidents, scoped([...new Set(everything)]))).toBe(true);
    expect(await planFitsAll(reader(), incidents, new ListFilter())).toBe(true);
    expect(
      await planFitsAll(reader(), incidents, new ListFilter().search('search', [incidents.number], 'INC')),
    ).toBe(false);
  });

  it('are planned for each call where a condition’s rows depend on its value', async () => {
    const everything = new ListFilter();
    expect(await planFitsAll(reader(), incidents, everything.equals('kind', incidents.kind, 'fire'))).toBe(
      true,
    );
    const author = new ListFilter().equals('author', incidents.createdBy, tree.holding.id);
    expect(await planFitsAll(reader(), incidents, author)).toBe(false);
    const subtree = new ListFilter().among('organization', incidents.organizationId, [tree.holding.id]);
    expect(await planFitsAll(reader(), incidents, subtree)).toBe(false);
  });

  it('are planned for each call where the scope holds few of the rows', async () => {
    const none = '00000000-0000-0000-0000-00000000000a';
    expect(await planFitsAll(reader(), incidents, scoped([none]))).toBe(false);
    expect(DENSE_SCOPE_SHARE).toBeGreaterThan(0);
  });

  it('give the same rows as the pages after them, in one order', async () => {
    const list = async (query: string) => {
      const response = await t.call(token, { method: 'GET', url: `/api/incidents/?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ count: number; results: { id: string }[] }>();
    };
    const wide = await list('page=1&page_size=50');
    const first = await list('page=1&page_size=10');
    const second = await list('page=2&page_size=10');
    const again = await list('page=1&page_size=10');
    expect(wide.count).toBeGreaterThanOrEqual(30);
    expect([...first.results, ...second.results].map((r) => r.id)).toEqual(
      wide.results.slice(0, 20).map((r) => r.id),
    );
    expect(again.results).toEqual(first.results);
  });
});
