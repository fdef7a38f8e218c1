import type { TRoadMapsAnalytics } from '@hse/contracts/analytics/index';
import type { TPage } from '@hse/contracts/common';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import {
  ROAD_MAP_ITEM_FIELDS,
  ROAD_MAP_MODULE,
  ROAD_MAP_WORKFLOW,
  type TRoadMapItem,
  type TRoadMapStatus,
  type TRoadMapSummary,
} from '@hse/contracts/road-maps';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineNotices } from '../db/schema/index.ts';
import { ROAD_MAP_DEADLINE_SOURCE } from '../modules/road-maps/road-map-deadlines.ts';
import { scanDeadlines, type TDeadlineSettings } from '../platform/deadlines.ts';
import { seedDemoRoadMaps } from '../seed/demo-road-maps.ts';
import { lang, NEW_PASSWORD, orgTree, type TErrorBody, userIdOf, userInput } from './builders.ts';
import { pdfText } from './pdf-text.ts';
import { createTestApp, type TTestApp } from './test-app.ts';
import { expectWorkflowMatrix, MATRIX_LOGINS } from './workflow-matrix.ts';

const BASE = ROAD_MAP_MODULE.resource;
let t: TTestApp;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;
let production: string;
let holding: string;
/** One map per organization and year: each map of this file its own year. */
let year = 2001;

beforeAll(async () => {
  t = await createTestApp();
  for (const login of MATRIX_LOGINS) tokens[login] = (await t.signIn(login)).token;
  const tree = await orgTree(t);
  production = tree.subsidiaries[0]!.id;
  holding = tree.holding.id;
}, 60_000);
afterAll(() => t.close());

/** A filled item of a category: every field of spec §3. */
const itemInput = (overrides: Record<string, unknown> = {}) => ({
  category: 'fire_safety',
  event_number: '3.1',
  work_type: 'technical',
  name: 'Перезарядка огнетушителей',
  responsible: 'Инженер по пожарной безопасности',
  finish_form: 'Акт выполненных работ',
  count: 100,
  unit: 'шт.',
  budget: 600.5,
  needed_funding: 700,
  risk: 'medium',
  due_on: '2026-03-30',
  ...overrides,
});
const PROGRESS = { fact: 0, percent: 0, comment: 'Планируется по графику' };

async function createMap(login = 'employee', overrides: Record<string, unknown> = {}) {
  const response = await t.call(token(login), {
    method: 'POST',
    url: `${BASE}/`,
    payload: { organization_id: production, year: year++, title: 'Дорожная карта', ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TRecordItem>();
}

async function addItem(map: TRecordItem, input: Record<string, unknown> = itemInput(), login = 'employee') {
  const response = await t.call(token(login), {
    method: 'POST',
    url: `${BASE}/${map.id}/items/`,
    payload: input,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TRoadMapItem>();
}

const patchItem = (map: TRecordItem, item: TRoadMapItem, body: Record<string, unknown>, login = 'employee') =>
  t.call(token(login), {
    method: 'PATCH',
    url: `${BASE}/${map.id}/items/${item.id}/`,
    payload: { version: item.version, ...body },
    headers: lang('en'),
  });

/** A map with one item of every field filled, ready to be sent. */
async function filledMap() {
  const map = await createMap();
  const item = await addItem(map);
  expect((await patchItem(map, item, PROGRESS)).statusCode).toBe(200);
  return read(map);
}

const read = async (map: TRecordItem, login = 'employee') =>
  (await t.call(token(login), { url: `${BASE}/${map.id}/` })).json<TRecordItem>();

const act = (login: string, map: TRecordItem, action: TWorkflowAction, comment?: string, language = 'en') =>
  t.call(token(login), {
    method: 'POST',
    url: `${BASE}/${map.id}/actions/${action}/`,
    payload: { version: map.version, ...(comment === undefined ? {} : { comment }) },
    headers: lang(language as 'en'),
  });

async function step(login: string, map: TRecordItem, action: TWorkflowAction) {
  const response = await act(login, map, action, 'Уточните сроки');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TRecordItem>();
}

async function mapIn(status: TRoadMapStatus): Promise<TRecordItem> {
  let map = await filledMap();
  if (status === 'draft') return map;
  map = await step('employee', map, 'send_to_agreement');
  if (status === 'on_agreement') return map;
  return step('headdotos', map, status === 'approved' ? 'approve' : 'for_revision');
}

const summary = async (map: TRecordItem, login = 'employee') => {
  const response = await t.call(token(login), { url: `${BASE}/${map.id}/summary/` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TRoadMapSummary>();
};

// First: the demo seed writes onto a table without maps.
describe('the demo road maps', () => {
  it('give each subsidiary last year’s map approved and carried out, and this year’s on its way', async () => {
    expect(await seedDemoRoadMaps(t.database.db)).toBe(true);
    const thisYear = new Date().getUTCFullYear();
    const list = (
      await t.call(token('headdotos'), { url: `${BASE}/?page_size=100&year_from=${thisYear - 1}` })
    ).json<TPage<TRecordItem>>();
    const maps = list.results.filter((row) => row.year === thisYear || row.year === thisYear - 1);
    expect(maps).toHaveLength(6);
    expect(maps.filter((row) => row.year === thisYear - 1).map((row) => row.status)).toEqual([
      'approved',
      'approved',
      'approved',
    ]);
    expect(
      maps
        .filter((row) => row.year === thisYear)
        .map((row) => row.status)
        .sort(),
    ).toEqual(['draft', 'on_agreement', 'revision']);
    const last = maps.find((row) => row.year === thisYear - 1)!;
    const totals = await summary(last, 'headdotos');
    expect(totals.agreed_totals?.percent).toBe(0);
    expect(totals.totals.percent).toBeGreaterThan(50);
    expect(totals.totals.budget).toBe(last.budget_total);
    // This year's measures are carried out as far as the year has gone: the road maps' dashboard
    // opens on this year, and at 0 % it showed nothing of what a road map is for.
    const dashboard = (
      await t.call(token('headdotos'), { url: '/api/analytics/roadMaps/' })
    ).json<TRoadMapsAnalytics>();
    expect(dashboard.year).toBe(thisYear);
    expect(dashboard.totals.execution_percent).toBeGreaterThan(0);
    expect(dashboard.totals.execution_percent).toBeLessThan(100);
    // Not every measure is overdue: some are done or still ahead.
    expect(dashboard.totals.overdue_items).toBeLessThan(dashboard.totals.items);
    // A seeded map sent again keeps to the rules: this year's on agreement has every field filled.
    const sent = maps.find((row) => row.status === 'on_agreement')!;
    expect((await step('headdotos', await read(sent, 'headdotos'), 'approve')).status).toBe('approved');
  });
});

describe('the road map workflow', () => {
  it('lets each role take exactly the actions the workflow gives it, in each state', async () => {
    await expectWorkflowMatrix({
      t,
      workflow: ROAD_MAP_WORKFLOW,
      author: 'employee',
      recordIn: mapIn,
      // The subsidiary's staff and the holding's read a map in every state.
      hidden: () => false,
      member: (login) => login !== 'employee2',
      act: (login, record, action) => act(login, record, action, 'Уточните сроки'),
      read,
    });
  }, 300_000);

  it('needs a comment to return a map for revision, and takes it back to agreement', async () => {
    const map = await mapIn('on_agreement');
    const refused = await act('dotos', map, 'for_revision');
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<TErrorBody>().errors ?? {})).toEqual(['comment']);
    const returned = await step('dotos', map, 'for_revision');
    expect(returned.status).toBe('revision');
    expect((await step('employee', returned, 'send_to_agreement')).status).toBe('on_agreement');
  });

  it('is agreed by the holding’s HSE staff only, not by the same roles in a subsidiary', async () => {
    const input = userInput(production, { roles: ['dotos'] });
    const created = await t.call(token('admin'), { method: 'POST', url: '/api/users/', payload: input });
    expect(created.statusCode, created.body).toBe(201);
    const subsidiaryHse = (await t.signIn(input.login, NEW_PASSWORD)).token;
    const map = await mapIn('on_agreement');
    const seen = (await t.call(subsidiaryHse, { url: `${BASE}/${map.id}/` })).json<TRecordItem>();
    expect(seen.allowed_actions).toEqual([]);
    for (const action of ['approve', 'for_revision'] as const) {
      const refused = await t.call(subsidiaryHse, {
        method: 'POST',
        url: `${BASE}/${map.id}/actions/${action}/`,
        payload: { version: map.version, comment: 'Нет' },
        headers: lang('ru'),
      });
      expect(refused.statusCode, action).toBe(403);
      expect(refused.json<TErrorBody>().detail).toBe(
        'Это действие выполняют сотрудники холдинга с этой ролью, а не дочерней организации',
      );
    }
    expect(await read(map)).toMatchObject({ status: 'on_agreement', version: map.version });
    expect((await read(map, 'headdotos')).allowed_actions).toEqual(['for_revision', 'approve']);
  });
});

describe('one road map of a subsidiary a year', () => {
  it('refuses a second map of the organization and year with a clear text', async () => {
    const first = await createMap();
    const second = await t.call(token('employee'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: { organization_id: production, year: first.year },
      headers: lang('ru'),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<TErrorBody>()).toEqual({
      detail: `У этой организации уже есть дорожная карта на ${first.year} год: ${first.number}`,
      errors: { year: ['На этот год у организации уже есть дорожная карта'] },
    });
    // Moving another map onto that year is refused alike.
    const other = await createMap();
    const moved = await t.call(token('employee'), {
      method: 'PATCH',
      url: `${BASE}/${other.id}/`,
      payload: { version: other.version, year: first.year },
    });
    expect(moved.statusCode).toBe(409);
    // Once the first is deleted, the year is free again.
    await t.call(token('employee'), {
      method: 'DELETE',
      url: `${BASE}/${first.id}/`,
      payload: { version: first.version },
    });
    await createMap('employee', { year: first.year });
  });

  it('is a subsidiary’s: the holding itself has none', async () => {
    const response = await t.call(token('dotos'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: { organization_id: holding, year: year++ },
      headers: lang('en'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({
      organization_id: ['Choose a subsidiary: a road map is drawn up by a subsidiary'],
    });
  });
});

describe('sending a road map to agreement', () => {
  it('refuses while any field of any item is empty, naming each, and changes nothing', async () => {
    const map = await createMap();
    const full = await addItem(map);
    await patchItem(map, full, PROGRESS);
    const partial = await addItem(map, {
      category: 'training',
      name: 'Обучение руководителей',
      event_number: '7.1',
    });
    const before = await read(map);
    const refused = await act('employee', before, 'send_to_agreement', undefined, 'kk');
    expect(refused.statusCode).toBe(400);
    const body = refused.json<TErrorBody>();
    const missing = ROAD_MAP_ITEM_FIELDS.filter(
      (name) => !['category', 'name', 'event_number'].includes(name),
    );
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(
      missing.map((name) => `items.${partial.id}.${name}`).sort(),
    );
    expect(Object.values(body.errors ?? {}).flat()).toContain('Өрісті толтырыңыз');
    expect(body.detail).toBe(
      `Барлық санаттардағы барлық іс-шаралардың барлық өрістерін толтырыңыз. Толтырылмаған өрістер: ${missing.length}, іс-шараларда: 7.1`,
    );
    expect(await read(map)).toMatchObject({ status: 'draft', version: before.version });

    // Filled in, it goes.
    const items = (await t.call(token('employee'), { url: `${BASE}/${map.id}/items/` })).json<{
      results: TRoadMapItem[];
    }>().results;
    const last = items.find((item) => item.id === partial.id)!;
    const filled = await patchItem(map, last, {
      ...itemInput({ category: 'training', name: 'Обучение' }),
      ...PROGRESS,
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect((await step('employee', await read(map), 'send_to_agreement')).status).toBe('on_agreement');
  });
});

describe('items of a road map', () => {
  it('are written at the version read: a stale one is refused', async () => {
    const map = await createMap();
    const item = await addItem(map);
    expect((await patchItem(map, item, { unit: 'ед.' })).statusCode).toBe(200);
    const stale = await patchItem(map, item, { unit: 'шт.' });
    expect(stale.statusCode).toBe(409);
  });

  it('are out of another subsidiary’s reach', async () => {
    const map = await createMap();
    const item = await addItem(map);
    for (const call of [
      { method: 'GET', url: `${BASE}/${map.id}/items/` },
      { method: 'GET', url: `${BASE}/${map.id}/summary/` },
      { method: 'POST', url: `${BASE}/${map.id}/items/`, payload: itemInput() },
      { method: 'PATCH', url: `${BASE}/${map.id}/items/${item.id}/`, payload: { version: 1, fact: 3 } },
    ] as const)
      expect((await t.call(token('employee2'), call)).statusCode, `${call.method} ${call.url}`).toBe(404);
  });

  it('add up per category and for the map, in the record’s answer and the summary', async () => {
    const map = await createMap();
    const a = await addItem(map, itemInput({ budget: 100.25, needed_funding: 120 }));
    await patchItem(map, a, { fact: 50, percent: 50, comment: 'Идёт' });
    const b = await addItem(map, itemInput({ budget: 200, needed_funding: 250.5 }));
    await patchItem(map, b, { fact: 100, percent: 100, comment: 'Готово' });
    const c = await addItem(map, itemInput({ category: 'health', budget: 1000, needed_funding: 1000 }));
    await patchItem(map, c, { fact: 0, percent: 0, comment: 'По графику' });
    expect(await read(map)).toMatchObject({
      items_count: 3,
      budget_total: 1300.25,
      needed_total: 1370.5,
      progress: 50,
    });
    const totals = await summary(map);
    expect(totals.categories.map((c) => [c.category, c.totals])).toEqual([
      ['fire_safety', { items: 2, budget: 300.25, needed_funding: 370.5, percent: 75 }],
      ['health', { items: 1, budget: 1000, needed_funding: 1000, percent: 0 }],
    ]);
    expect(totals).toMatchObject({
      agreed: false,
      agreed_totals: null,
      totals: { items: 3, budget: 1300.25, needed_funding: 1370.5, percent: 50 },
    });
    // A deleted item leaves the totals.
    await t.call(token('employee'), {
      method: 'DELETE',
      url: `${BASE}/${map.id}/items/${c.id}/`,
      payload: { version: c.version + 1 },
    });
    expect(await read(map)).toMatchObject({ items_count: 2, budget_total: 300.25 });
  });

  it('report progress once approved, the agreed figures kept beside the actual ones', async () => {
    const map = await mapIn('approved');
    const [item] = (await t.call(token('employee'), { url: `${BASE}/${map.id}/items/` })).json<{
      results: TRoadMapItem[];
    }>().results;
    expect(item).toMatchObject({ can_edit: false, can_report: true });
    // The plan is agreed: only the progress changes.
    expect((await patchItem(map, item!, { budget: 1 })).statusCode).toBe(409);
    const reported = await patchItem(map, item!, { fact: 80, percent: 80, comment: 'Перезаряжено 80 шт.' });
    expect(reported.statusCode, reported.body).toBe(200);
    // Only the subsidiary's staff report it; another subsidiary does not see it.
    expect((await patchItem(map, reported.json<TRoadMapItem>(), { fact: 90 }, 'employee2')).statusCode).toBe(
      404,
    );
    const totals = await summary(map, 'headdotos');
    expect(totals.agreed).toBe(true);
    expect(totals.categories[0]!.items[0]).toMatchObject({
      agreed: { count: 100, fact: 0, percent: 0, budget: 600.5, needed_funding: 700 },
      actual: { count: 100, fact: 80, percent: 80, budget: 600.5, needed_funding: 700 },
    });
    expect(totals.agreed_totals).toEqual({ items: 1, budget: 600.5, needed_funding: 700, percent: 0 });
    expect(totals.totals).toEqual({ items: 1, budget: 600.5, needed_funding: 700, percent: 80 });
    expect((await read(map)).progress).toBe(80);
  });
});

describe('a road map’s PDF', () => {
  it('prints each category’s items with its totals and the map’s, agreed beside actual, in the reader’s language', async () => {
    const map = await mapIn('approved');
    const response = await t.call(token('employee'), { url: `${BASE}/${map.id}/pdf/`, headers: lang('ru') });
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).pages.join('').replace(/\s+/g, '');
    for (const expected of [
      'Пожарнаябезопасность',
      'Перезарядкаогнетушителей',
      `Бюджет${map.year},тыс.тенге`,
      'Итогоподорожнойкарте',
      'Согласовано',
      'Фактически',
    ])
      expect(text).toContain(expected);
  });
});

describe('items’ due dates', () => {
  const DAY = 86_400_000;
  const settings: TDeadlineSettings = {
    reminders: [3 * DAY, DAY],
    escalationAfterMs: DAY,
    lookbackMs: 14 * DAY,
    timeZone: 'Asia/Almaty',
  };
  const almaty = (local: string) => new Date(`${local}+05:00`);
  const noticesOf = async (itemId: string) =>
    (
      await t.database.db
        .select()
        .from(deadlineNotices)
        .where(and(eq(deadlineNotices.source, ROAD_MAP_DEADLINE_SOURCE), eq(deadlineNotices.itemId, itemId)))
    ).map((notice) => `${notice.stage} ${notice.userId}`);

  it('remind the map’s author once while the map is approved and the item not done, then escalate to the holding', async () => {
    let map = await createMap();
    const late = await addItem(map, itemInput({ due_on: '2032-03-14' }));
    const done = await addItem(map, itemInput({ due_on: '2032-03-14', event_number: '3.2' }));
    const draftMap = await createMap();
    const draftItem = await addItem(draftMap, itemInput({ due_on: '2032-03-14' }));
    for (const item of [late, done]) expect((await patchItem(map, item, PROGRESS)).statusCode).toBe(200);
    map = await step('employee', await read(map), 'send_to_agreement');
    map = await step('headdotos', map, 'approve');
    const items = (await t.call(token('employee'), { url: `${BASE}/${map.id}/items/` })).json<{
      results: TRoadMapItem[];
    }>().results;
    const finished = items.find((item) => item.id === done.id)!;
    expect((await patchItem(map, finished, { fact: 100, percent: 100 })).statusCode).toBe(200);

    const employee = await userIdOf(t, 'employee');
    const headdotos = await userIdOf(t, 'headdotos');
    // Two days and a half before the end of its due day: the three-day reminder, once.
    await scanDeadlines(t.deps, almaty('2032-03-12T10:00:00'), settings);
    await scanDeadlines(t.deps, almaty('2032-03-12T11:00:00'), settings);
    expect(await noticesOf(late.id)).toContain(`remind_${3 * DAY} ${employee}`);
    expect((await noticesOf(late.id)).filter((notice) => notice.endsWith(employee))).toHaveLength(1);
    // A day and a half after it: overdue for the subsidiary, escalated to the holding's HSE staff.
    await scanDeadlines(t.deps, almaty('2032-03-16T12:00:00'), settings);
    const notices = await noticesOf(late.id);
    expect(notices).toContain(`overdue ${employee}`);
    expect(notices).toContain(`escalation ${headdotos}`);
    expect(notices).not.toContain(`escalation ${employee}`);
    // Done at 100 %, or on a map not agreed yet: nobody is told.
    expect(await noticesOf(done.id)).toEqual([]);
    expect(await noticesOf(draftItem.id)).toEqual([]);
  });
});
