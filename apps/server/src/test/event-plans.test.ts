import type { TPage } from '@hse/contracts/common';
import {
  EVENT_PLAN_MODULE,
  EVENT_PLAN_PART_MODULE,
  EVENT_PLAN_PART_WORKFLOW,
  EVENT_PLAN_WORKFLOW,
  type TEventPlanItem,
  type TEventPlanPartStatus,
  type TEventPlanStatus,
} from '@hse/contracts/event-plans';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import type { TRecordSummary } from '@hse/contracts/record-module/summary';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoEventPlans } from '../seed/demo-event-plans.ts';
import { lang, NEW_PASSWORD, orgTree, type TErrorBody, userIdOf, userInput } from './builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';
import { expectWorkflowMatrix, MATRIX_LOGINS } from './workflow-matrix.ts';

const PLANS = EVENT_PLAN_MODULE.resource;
const PARTS = EVENT_PLAN_PART_MODULE.resource;
let t: TTestApp;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;
let production: string;
let holding: string;
let employeeId: string;
let dotosId: string;
/** One plan a year: each plan of this file its own year. */
let year = 2030;

beforeAll(async () => {
  t = await createTestApp();
  for (const login of MATRIX_LOGINS) tokens[login] = (await t.signIn(login)).token;
  const tree = await orgTree(t);
  production = tree.subsidiaries[0]!.id;
  holding = tree.holding.id;
  employeeId = await userIdOf(t, 'employee');
  dotosId = await userIdOf(t, 'dotos');
}, 60_000);
afterAll(() => t.close());

async function createPlan(overrides: Record<string, unknown> = {}, login = 'dotos') {
  const response = await t.call(token(login), {
    method: 'POST',
    url: `${PLANS}/`,
    payload: {
      organization_id: holding,
      year: year++,
      title: 'Сводный план',
      send_by: '2100-01-31',
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TRecordItem>();
}

const readAt = async (base: string, record: { id: string }, login = 'dotos') =>
  (await t.call(token(login), { url: `${base}/${record.id}/` })).json<TRecordItem>();

const act = (
  base: string,
  login: string,
  record: TRecordItem,
  action: TWorkflowAction,
  comment?: string,
  headers: Record<string, string> = lang('en'),
) =>
  t.call(token(login), {
    method: 'POST',
    url: `${base}/${record.id}/actions/${action}/`,
    payload: { version: record.version, ...(comment === undefined ? {} : { comment }) },
    headers,
  });

async function step(base: string, login: string, record: TRecordItem, action: TWorkflowAction) {
  const response = await act(base, login, record, action, 'Уточните сроки');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TRecordItem>();
}

const partsOf = async (plan: TRecordItem, login = 'dotos') => {
  const response = await t.call(token(login), { url: `${PARTS}/?plan_id=${plan.id}&page_size=100` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPage<TRecordItem>>().results;
};

/** A plan sent to work, and the production subsidiary's part the sending gave it. */
async function openPlan(overrides: Record<string, unknown> = {}) {
  const plan = await step(PLANS, 'dotos', await createPlan(overrides), 'send_to_work');
  const part = (await partsOf(plan)).find((row) => row.organization_id === production);
  expect(part).toBeDefined();
  return { plan, part: await readAt(PARTS, part!, 'employee') };
}

const itemInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Обучение работников безопасным методам работ',
  description: 'Обучение в учебном центре',
  responsible_id: employeeId,
  due_on: '2100-04-30',
  cost: 120.5,
  ...overrides,
});

async function addItem(part: TRecordItem, input: Record<string, unknown> = itemInput(), login = 'employee') {
  const response = await t.call(token(login), {
    method: 'POST',
    url: `${PARTS}/${part.id}/items/`,
    payload: input,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TEventPlanItem>();
}

const patchPart = (part: TRecordItem, body: Record<string, unknown>, login = 'employee') =>
  t.call(token(login), {
    method: 'PATCH',
    url: `${PARTS}/${part.id}/`,
    payload: { version: part.version, ...body },
    headers: lang('en'),
  });

/** The production part of a new plan with two measures and its approver: ready to be sent. */
async function readyPart() {
  const { plan, part } = await openPlan();
  await addItem(part);
  await addItem(part, itemInput({ title: 'Замена ограждений', cost: null }));
  const patched = await patchPart(part, { approver_id: dotosId });
  expect(patched.statusCode, patched.body).toBe(200);
  return { plan, part: patched.json<TRecordItem>() };
}

async function partIn(status: TEventPlanPartStatus): Promise<TRecordItem> {
  let { part } = await readyPart();
  if (status === 'draft') return part;
  part = await step(PARTS, 'employee', part, 'send_to_agreement');
  if (status === 'on_agreement') return part;
  return step(PARTS, 'headdotos', part, status === 'approved' ? 'approve' : 'for_revision');
}

const eventsOf = async (part: TRecordItem, login = 'dotos') => {
  const response = await t.call(token(login), { url: `/api/events/?source_id=${part.id}&page_size=100` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPage<TRecordItem>>().results;
};

// First: the demo seed writes onto tables without plans.
describe('the demo event plans', () => {
  it('give last year’s plan every part agreed, its items events, and this year’s parts on their way', async () => {
    expect(await seedDemoEventPlans(t.database.db)).toBe(true);
    const thisYear = new Date().getUTCFullYear();
    const plans = (await t.call(token('headdotos'), { url: `${PLANS}/?page_size=100` })).json<
      TPage<TRecordItem>
    >().results;
    const last = plans.find((plan) => plan.year === thisYear - 1)!;
    const current = plans.find((plan) => plan.year === thisYear)!;
    expect(last).toMatchObject({ parts_count: 3, sent_count: 3, agreed_count: 3, late_count: 0 });
    expect(current).toMatchObject({ parts_count: 3, sent_count: 2, agreed_count: 1, late_count: 1 });
    const lastParts = await partsOf(last, 'headdotos');
    expect(lastParts.map((part) => part.status)).toEqual(['approved', 'approved', 'approved']);
    for (const part of lastParts) expect((await eventsOf(part)).length).toBe(part.items_count);
    const currentParts = await partsOf(current, 'headdotos');
    expect(currentParts.map((part) => part.status).sort()).toEqual(['approved', 'draft', 'on_agreement']);
    expect(currentParts.filter((part) => part.late).map((part) => part.status)).toEqual(['draft']);
    // The employee's subsidiary has sent its part; the holding agrees it, and it keeps to the rules.
    const sent = currentParts.find((part) => part.status === 'on_agreement')!;
    expect(sent.organization_id).toBe(production);
    const approved = await step(PARTS, 'headdotos', await readAt(PARTS, sent, 'headdotos'), 'approve');
    expect((await eventsOf(approved)).length).toBe(sent.items_count);
  });
});

describe('the consolidated plan', () => {
  it('lets each role take exactly the actions the workflow gives it, in each state', async () => {
    await expectWorkflowMatrix({
      t,
      workflow: EVENT_PLAN_WORKFLOW,
      author: 'dotos',
      recordIn: async (status: TEventPlanStatus) => {
        const plan = await createPlan();
        return status === 'draft' ? plan : step(PLANS, 'dotos', plan, 'send_to_work');
      },
      // The holding's plan lies outside a subsidiary's scope.
      hidden: (login) => login === 'employee',
      act: (login, record, action) => act(PLANS, login, record, action),
      read: (record) => readAt(PLANS, record),
    });
  }, 300_000);

  it('is one a year, refusing a second with a text naming the first', async () => {
    const first = await createPlan();
    const second = await t.call(token('dotos'), {
      method: 'POST',
      url: `${PLANS}/`,
      payload: { organization_id: holding, year: first.year, send_by: '2100-01-31' },
      headers: lang('ru'),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<TErrorBody>()).toEqual({
      detail: `Сводный план мероприятий на ${first.year} год уже есть: ${first.number}`,
      errors: { year: ['На этот год сводный план уже есть'] },
    });
  });

  it('is the holding’s, kept by its HSE staff only', async () => {
    const subsidiary = await t.call(token('dotos'), {
      method: 'POST',
      url: `${PLANS}/`,
      payload: { organization_id: production, year: year++, send_by: '2100-01-31' },
      headers: lang('en'),
    });
    expect(subsidiary.statusCode).toBe(400);
    expect(subsidiary.json<TErrorBody>().errors).toEqual({
      organization_id: ['Choose the holding: the holding draws up the consolidated plan'],
    });
    const employee = await t.call(token('employee'), {
      method: 'POST',
      url: `${PLANS}/`,
      payload: { organization_id: holding, year: year++, send_by: '2100-01-31' },
    });
    expect(employee.statusCode).toBe(403);
  });

  it('gives every subsidiary a draft part when sent to work, and tells their HSE staff', async () => {
    const input = userInput(production, { roles: ['dotos'] });
    expect(
      (await t.call(token('admin'), { method: 'POST', url: '/api/users/', payload: input })).statusCode,
    ).toBe(201);
    const staff = (await t.signIn(input.login, NEW_PASSWORD)).token;
    const { plan } = await openPlan({ send_by: '2100-02-15' });
    const parts = await partsOf(plan);
    expect(parts).toHaveLength(3);
    expect(parts.every((part) => part.status === 'draft' && part.year === plan.year)).toBe(true);
    expect(await readAt(PLANS, plan)).toMatchObject({ parts_count: 3, sent_count: 0, late_count: 0 });
    const notes = (await t.call(staff, { url: '/api/stm/notification/?page_size=50' })).json<
      TPage<{ title: { ru: string }; link: string | null }>
    >().results;
    const told = notes.find((note) => note.title.ru.includes(plan.number));
    expect(told?.title.ru).toContain('2100-02-15');
    expect(told?.link).toBe(
      `/event-plan-view-dzo/${parts.find((part) => part.organization_id === production)?.id}`,
    );
    // The subsidiary's staff see their own part only.
    expect((await partsOf(plan, 'employee')).map((part) => part.organization_id)).toEqual([production]);
    expect((await t.call(token('employee'), { url: `${PLANS}/${plan.id}/` })).statusCode).toBe(404);
  });

  it('counts its parts late once its deadline has passed, and its parts say so', async () => {
    const { plan, part } = await openPlan({ send_by: '2001-01-31' });
    expect(await readAt(PLANS, plan)).toMatchObject({ parts_count: 3, sent_count: 0, late_count: 3 });
    expect(part.late).toBe(true);
    const late = (await t.call(token('dotos'), { url: `${PARTS}/?plan_id=${plan.id}&late=true` })).json<
      TPage<TRecordItem>
    >();
    expect(late.count).toBe(3);
    await addItem(part);
    const ready = (await patchPart(part, { approver_id: dotosId })).json<TRecordItem>();
    const sent = await step(PARTS, 'employee', ready, 'send_to_agreement');
    expect(sent).toMatchObject({ late: false, sent_on: expect.any(String) });
    expect(await readAt(PLANS, plan)).toMatchObject({ sent_count: 1, late_count: 2 });
    // Returned for revision, it was sent once: not late.
    const returned = await step(PARTS, 'dotos', sent, 'for_revision');
    expect(returned.late).toBe(false);
    // The plan's new deadline reaches its parts.
    const moved = await t.call(token('dotos'), {
      method: 'PATCH',
      url: `${PLANS}/${plan.id}/`,
      payload: { version: plan.version, send_by: '2100-12-31' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await readAt(PLANS, plan)).toMatchObject({ late_count: 0 });
    expect((await readAt(PARTS, part, 'employee')).send_by).toBe('2100-12-31');
  });
});

describe('a subsidiary’s part', () => {
  it('lets each role take exactly the actions the workflow gives it, in each state', async () => {
    await expectWorkflowMatrix({
      t,
      workflow: EVENT_PLAN_PART_WORKFLOW,
      author: 'employee',
      recordIn: partIn,
      hidden: () => false,
      member: (login) => login !== 'employee2',
      act: (login, record, action) => act(PARTS, login, record, action, 'Уточните сроки'),
      read: (record) => readAt(PARTS, record, 'employee'),
    });
  }, 600_000);

  it('is agreed by the holding’s HSE staff only, and returned with a comment', async () => {
    const input = userInput(production, { roles: ['dotos'] });
    expect(
      (await t.call(token('admin'), { method: 'POST', url: '/api/users/', payload: input })).statusCode,
    ).toBe(201);
    const subsidiaryHse = (await t.signIn(input.login, NEW_PASSWORD)).token;
    const part = await partIn('on_agreement');
    expect(
      (await t.call(subsidiaryHse, { url: `${PARTS}/${part.id}/` })).json<TRecordItem>().allowed_actions,
    ).toEqual([]);
    for (const action of ['approve', 'for_revision'] as const) {
      const refused = await t.call(subsidiaryHse, {
        method: 'POST',
        url: `${PARTS}/${part.id}/actions/${action}/`,
        payload: { version: part.version, comment: 'Нет' },
        headers: lang('ru'),
      });
      expect(refused.statusCode, action).toBe(403);
      expect(refused.json<TErrorBody>().detail).toBe(
        'Это действие выполняют сотрудники холдинга с этой ролью, а не дочерней организации',
      );
    }
    const bare = await act(PARTS, 'dotos', part, 'for_revision');
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json<TErrorBody>().errors ?? {})).toEqual(['comment']);
    const returned = await step(PARTS, 'dotos', part, 'for_revision');
    expect(returned.status).toBe('revision');
    const history = (await t.call(token('employee'), { url: `${PARTS}/${part.id}/history/` })).json<
      { action: string; comment: string | null }[]
    >();
    expect(history.find((entry) => entry.action === 'for_revision')?.comment).toBe('Уточните сроки');
    expect((await step(PARTS, 'employee', returned, 'send_to_agreement')).status).toBe('on_agreement');
  });

  it('is not sent empty, without its approver, or with a measure lacking its deadline; nothing changes', async () => {
    const { part } = await openPlan();
    const empty = await act(
      PARTS,
      'employee',
      (await patchPart(part, { approver_id: dotosId })).json(),
      'send_to_agreement',
      undefined,
      lang('kk'),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json<TErrorBody>().detail).toBe('Жоспарды жібермес бұрын кемінде бір іс-шара қосыңыз');

    const { part: other } = await openPlan();
    await addItem(other);
    const unnamed = await act(PARTS, 'employee', other, 'send_to_agreement');
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json<TErrorBody>()).toEqual({
      detail: 'Say who accepts the execution reports of the measures',
      errors: { approver_id: ['Fill in the field'] },
    });

    const undated = await addItem(other, itemInput({ due_on: null }));
    const ready = (await patchPart(other, { approver_id: dotosId })).json<TRecordItem>();
    const refused = await act(PARTS, 'employee', ready, 'send_to_agreement', undefined, lang('ru'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<TErrorBody>()).toEqual({
      detail: 'Заполните обязательные поля мероприятий. Не заполнено полей: 1, в мероприятиях: № 2',
      errors: { [`items.${undated.id}.due_on`]: ['Заполните поле'] },
    });
    expect(await readAt(PARTS, ready, 'employee')).toMatchObject({ status: 'draft', version: ready.version });
  });

  it('and its items are written at the version read: a stale one is refused', async () => {
    const { part } = await openPlan();
    const item = await addItem(part);
    const patch = (version: number) =>
      t.call(token('employee'), {
        method: 'PATCH',
        url: `${PARTS}/${part.id}/items/${item.id}/`,
        payload: { version, cost: 10 },
      });
    expect((await patch(item.version)).statusCode).toBe(200);
    expect((await patch(item.version)).statusCode).toBe(409);
    expect((await patchPart(part, { note: 'x' })).statusCode).toBe(200);
    expect((await patchPart(part, { note: 'y' })).statusCode).toBe(409);
    expect(await readAt(PARTS, part, 'employee')).toMatchObject({ items_count: 1, cost_total: 10 });
  });

  it('is out of another subsidiary’s reach, items included', async () => {
    const { part } = await openPlan();
    const item = await addItem(part);
    for (const call of [
      { method: 'GET', url: `${PARTS}/${part.id}/` },
      { method: 'GET', url: `${PARTS}/${part.id}/items/` },
      { method: 'POST', url: `${PARTS}/${part.id}/items/`, payload: itemInput() },
      { method: 'PATCH', url: `${PARTS}/${part.id}/items/${item.id}/`, payload: { version: 1, cost: 3 } },
    ] as const)
      expect((await t.call(token('employee2'), call)).statusCode, `${call.method} ${call.url}`).toBe(404);
  });

  it('refuses a second part of a subsidiary in a plan, naming the first', async () => {
    const { plan, part } = await openPlan();
    const second = await t.call(token('employee'), {
      method: 'POST',
      url: `${PARTS}/`,
      payload: { plan_id: plan.id, organization_id: production },
      headers: lang('en'),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<TErrorBody>().detail).toBe(
      `This organization already has a part in this plan: ${part.number}`,
    );
  });
});

describe('an agreed part', () => {
  it('turns each item into an event once, even when the approval is retried', async () => {
    const part = await partIn('on_agreement');
    const approve = () =>
      t.call(token('headdotos'), {
        method: 'POST',
        url: `${PARTS}/${part.id}/actions/approve/`,
        payload: { version: part.version },
        headers: { 'idempotency-key': `approve-${part.id}` },
      });
    const first = await approve();
    expect(first.statusCode, first.body).toBe(200);
    const again = await approve();
    expect(again.statusCode).toBe(200);
    expect(again.json<TRecordItem>().version).toBe(first.json<TRecordItem>().version);
    const events = await eventsOf(part);
    expect(events).toHaveLength(2);
    const titles = events.map((event) => event.title).sort();
    expect(titles).toEqual(['Замена ограждений', 'Обучение работников безопасным методам работ']);
    const event = await readAt('/api/events', events.find((e) => e.title === 'Замена ограждений')!);
    expect(event).toMatchObject({
      organization_id: production,
      responsible_id: employeeId,
      approver_id: dotosId,
      due_on: '2100-04-30',
      execution_status: 'in_work',
      status: 'in_work',
      source_type: 'event_plan_part',
      source_id: part.id,
    });
    // The event names the part as its source, as the part's own routes read it.
    const source = (
      await t.call(token('employee'), { url: `/api/events/${event.id}/source/` })
    ).json<TRecordSummary>();
    expect(source).toMatchObject({ entity_type: 'event_plan_part', id: part.id, number: part.number });
    expect(source.link).toBe(`/event-plan-view-dzo/${part.id}`);
    // Agreed, the part is the plan's for good: its items are closed.
    const [item] = (await t.call(token('employee'), { url: `${PARTS}/${part.id}/items/` })).json<{
      results: TEventPlanItem[];
    }>().results;
    expect(item!.can_edit).toBe(false);
  });
});
