import {
  COMMITMENT_MODULE,
  COMMITMENT_WORKFLOW,
  commitmentProgress,
  type TCommitmentFilling,
  type TCommitmentStatus,
  type TMyCommitment,
} from '@hse/contracts/commitments';
import type { TPage } from '@hse/contracts/common';
import type { TRecordItem, TRecordListItem } from '@hse/contracts/record-module/schemas';
import { type TWorkflowAction, WORKFLOW_ACTIONS } from '@hse/contracts/workflow';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineNotices } from '../db/schema/index.ts';
import { COMMITMENT_DEADLINE_SOURCE } from '../modules/commitments/commitment-deadlines.ts';
import { scanDeadlines, type TDeadlineSettings } from '../platform/deadlines.ts';
import { seedDemoCommitments } from '../seed/demo-commitments.ts';
import { lang, orgTree, type TErrorBody, userIdOf } from './builders.ts';
import { createTestApp, jpegBytes, multipart, type TTestApp } from './test-app.ts';
import { MATRIX_LOGINS } from './workflow-matrix.ts';

const BASE = COMMITMENT_MODULE.resource;
const THIS_YEAR = new Date().getUTCFullYear();
let t: TTestApp;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;
let organizationId: string;
let approverId: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const login of MATRIX_LOGINS) tokens[login] = (await t.signIn(login)).token;
  organizationId = (await orgTree(t)).subsidiaries[0]!.id;
  approverId = await userIdOf(t, 'dotos');
}, 60_000);
afterAll(() => t.close());

/** A year of its own for each commitment of the employee: a manager keeps one a year. */
let years = 2040;
const ITEMS = [
  { kind: 'site_visit', description: 'Обход участка', target: 3 },
  { kind: 'observation', description: null, target: 6 },
];
const input = (overrides: Record<string, unknown> = {}) => ({
  organization_id: organizationId,
  year: years++,
  position: 'Начальник смены',
  approver_id: approverId,
  items: ITEMS,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}, login = 'employee') {
  const response = await t.call(token(login), { method: 'POST', url: `${BASE}/`, payload: input(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TRecordItem>();
}

const act = (login: string, record: TRecordItem, action: TWorkflowAction, comment?: string) =>
  t.call(token(login), {
    method: 'POST',
    url: `${BASE}/${record.id}/actions/${action}/`,
    payload: { version: record.version, ...(comment === undefined ? {} : { comment }) },
    headers: lang('en'),
  });

async function step(login: string, record: TRecordItem, action: TWorkflowAction) {
  const response = await act(login, record, action, 'Добавьте совещания');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TRecordItem>();
}

/** A commitment of the employee brought to a state the way people do. */
async function commitmentIn(status: TCommitmentStatus, overrides: Record<string, unknown> = {}) {
  let record = await create(overrides);
  if (status === 'draft') return record;
  record = await step('employee', record, 'send_for_approval');
  if (status === 'on_approval') return record;
  return step('dotos', record, status === 'approved' ? 'approve' : 'for_revision');
}

const read = async (id: string, login = 'employee') =>
  (await t.call(token(login), { url: `${BASE}/${id}/` })).json<TRecordItem>();

const fill = (login: string, record: TRecordItem, body: Record<string, unknown>) =>
  t.call(token(login), {
    method: 'POST',
    url: `${BASE}/${record.id}/fillings/`,
    payload: body,
    headers: lang('en'),
  });

describe('the workflow', () => {
  it('lets the author send, the approver they named approve or return; everyone else is refused', async () => {
    // The employee writes it (production subsidiary), the holding's dotos approves it.
    const allowed: Record<string, { login: string; from: TCommitmentStatus[] }> = {
      send_for_approval: { login: 'employee', from: ['draft', 'revision'] },
      approve: { login: 'dotos', from: ['on_approval'] },
      for_revision: { login: 'dotos', from: ['on_approval'] },
    };
    for (const status of COMMITMENT_WORKFLOW.states) {
      const shared = await commitmentIn(status);
      for (const action of WORKFLOW_ACTIONS) {
        for (const login of MATRIX_LOGINS) {
          const rule = allowed[action];
          // Another subsidiary never sees it; a draft is its author's alone.
          const hidden = login === 'employee2' || (status === 'draft' && login !== 'employee');
          const expected = hidden
            ? 404
            : !rule || rule.login !== login
              ? 403
              : !rule.from.includes(status)
                ? 409
                : 200;
          const record = expected === 200 ? await commitmentIn(status) : shared;
          const response = await act(login, record, action, 'Добавьте совещания');
          const what = `${login} ${action} in ${status}: ${response.body}`;
          expect(response.statusCode, what).toBe(expected);
          const after = await read(record.id);
          if (expected === 200) expect(after.status, what).toBe(COMMITMENT_WORKFLOW.actions[action]?.to);
          else
            expect({ status: after.status, version: after.version }, what).toEqual({
              status,
              version: record.version,
            });
        }
      }
    }
  }, 240_000);

  it('needs a comment to return it, tells the author, who corrects it and sends it again', async () => {
    const sent = await commitmentIn('on_approval');
    const bare = await act('dotos', sent, 'for_revision');
    expect(bare.statusCode).toBe(400);
    const returned = await step('dotos', sent, 'for_revision');
    expect(returned).toMatchObject({ status: 'revision', can_edit: false, allowed_actions: [] });
    const own = await read(sent.id);
    expect(own).toMatchObject({ can_edit: true, allowed_actions: ['send_for_approval'] });
    const changed = await t.call(token('employee'), {
      method: 'PATCH',
      url: `${BASE}/${sent.id}/`,
      payload: { version: own.version, items: [...ITEMS, { kind: 'meeting', description: null, target: 1 }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await step('employee', changed.json<TRecordItem>(), 'send_for_approval');
    expect(again.status).toBe('on_approval');
    const notes = (
      await t.call(token('employee'), { url: '/api/stm/notification/short/', headers: lang('en') })
    ).json<{ title: { en: string } }[]>();
    expect(notes.map((n) => n.title.en)).toContain(
      `Personal commitment ${sent.number} is returned for revision: Добавьте совещания`,
    );
    const approverNotes = (await t.call(token('dotos'), { url: '/api/stm/notification/short/' })).json<
      { title: { en: string } }[]
    >();
    expect(approverNotes.map((n) => n.title.en)).toContain(
      `Personal commitment ${sent.number} awaits your approval`,
    );
  });

  it('refuses a stale version: the record keeps what it had', async () => {
    const draft = await create();
    const first = await t.call(token('employee'), {
      method: 'PATCH',
      url: `${BASE}/${draft.id}/`,
      payload: { version: draft.version, position: 'Мастер' },
    });
    expect(first.statusCode).toBe(200);
    const stale = await t.call(token('employee'), {
      method: 'PATCH',
      url: `${BASE}/${draft.id}/`,
      payload: { version: draft.version, position: 'Инженер' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await read(draft.id)).position).toBe('Мастер');
    expect((await act('employee', draft, 'send_for_approval')).statusCode).toBe(409);
  });
});

describe('validation', () => {
  const errorsOf = async (payload: Record<string, unknown>, language: 'ru' | 'kk' | 'en') => {
    const response = await t.call(token('employee'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: input(payload),
      headers: lang(language),
    });
    expect(response.statusCode, response.body).toBe(400);
    return response.json<TErrorBody>().errors;
  };

  it('names the field and says what is wrong in the reader’s language', async () => {
    const self = await userIdOf(t, 'employee');
    expect(await errorsOf({ approver_id: self }, 'en')).toEqual({
      approver_id: ['Your manager approves it: choose someone else'],
    });
    expect(await errorsOf({ approver_id: self }, 'ru')).toEqual({
      approver_id: ['Утверждает ваш руководитель: выберите другого сотрудника'],
    });
    expect(await errorsOf({ approver_id: self }, 'kk')).toEqual({
      approver_id: ['Сіздің басшыңыз бекітеді: басқа қызметкерді таңдаңыз'],
    });
    expect(await errorsOf({ items: [{ kind: 'other', description: ' ', target: 1 }] }, 'en')).toEqual({
      'items.0.description': ['Describe what you commit to do'],
    });
    expect(Object.keys((await errorsOf({ items: [] }, 'en')) ?? {})).toEqual(['items']);
    expect(Object.keys((await errorsOf({ items: [{ kind: 'meeting', target: 0 }] }, 'en')) ?? {})).toEqual([
      'items.0.target',
    ]);
    expect(Object.keys((await errorsOf({ year: 1999 }, 'en')) ?? {})).toEqual(['year']);
  });

  it('keeps one commitment a year for each manager', async () => {
    const first = await create({ year: 2090 });
    expect(await errorsOf({ year: 2090 }, 'en')).toEqual({
      year: ['You already have a commitment for this year'],
    });
    // Another manager may have theirs for that year.
    await create({ year: 2090, approver_id: await userIdOf(t, 'headdotos') }, 'dotos');
    // Deleted, the year is free again.
    await t.call(token('employee'), {
      method: 'DELETE',
      url: `${BASE}/${first.id}/`,
      payload: { version: first.version },
    });
    await create({ year: 2090 });
  });
});

describe('quarterly reports', () => {
  it('are filed on an approved commitment by its author only, one a quarter, each versioned', async () => {
    const year = THIS_YEAR - 1;
    const draft = await create({ year });
    const body = { period: 'q1', counts: [{ done: 2 }, { done: 6 }] };
    // Not yet approved: the author's part is closed; nobody else ever writes it.
    expect((await fill('employee', draft, body)).statusCode).toBe(409);
    const approved = await commitmentIn('approved', { year: THIS_YEAR - 2 });
    expect((await fill('dotos', approved, body)).statusCode).toBe(403);
    expect((await fill('admin', approved, body)).statusCode).toBe(403);
    expect((await fill('employee2', approved, body)).statusCode).toBe(404);

    const made = await fill('employee', approved, body);
    expect(made.statusCode, made.body).toBe(201);
    const filling = made.json<TCommitmentFilling>();
    expect(filling).toMatchObject({ period: 'q1', counts: body.counts, version: 1, can_edit: true });
    expect((await fill('employee', approved, body)).json<TErrorBody>().detail).toBe(
      'This quarter already has a report: open it and correct it',
    );
    const short = await fill('employee', approved, { period: 'q2', counts: [{ done: 1 }] });
    expect(short.json<TErrorBody>().errors).toEqual({
      counts: ['Give what was done for each item of the commitment'],
    });

    const patch = (version: number, counts: { done: number }[]) =>
      t.call(token('employee'), {
        method: 'PATCH',
        url: `${BASE}/${approved.id}/fillings/${filling.id}/`,
        payload: { version, counts },
      });
    expect((await patch(1, [{ done: 3 }, { done: 6 }])).statusCode).toBe(200);
    expect((await patch(1, [{ done: 0 }, { done: 0 }])).statusCode).toBe(409);
    const list = (await t.call(token('dotos'), { url: `${BASE}/${approved.id}/fillings/` })).json<{
      results: TCommitmentFilling[];
      can_add: boolean;
    }>();
    expect(list).toMatchObject({
      can_add: false,
      results: [{ version: 2, counts: [{ done: 3 }, { done: 6 }] }],
    });
    expect(list.results[0]?.can_edit).toBe(false);
    const history = (await t.call(token('employee'), { url: `${BASE}/${approved.id}/history/` })).json<
      { action: string }[]
    >();
    expect(history.map((h) => h.action)).toEqual(expect.arrayContaining(['filling_add', 'filling_update']));
  });

  it('refuse a quarter not begun', async () => {
    const next = await commitmentIn('approved', { year: THIS_YEAR + 1 });
    const response = await fill('employee', next, { period: 'q1', counts: [{ done: 1 }, { done: 1 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({ period: ['This quarter has not begun yet'] });
  });

  it('take evidence attached by the author, only files of the commitment', async () => {
    const approved = await commitmentIn('approved', { year: THIS_YEAR - 3 });
    const attach = (login: string, id = approved.id) =>
      t.call(token(login), {
        method: 'POST',
        url: `${BASE}/${id}/evidence/`,
        ...multipart('file', 'visit.jpg', 'image/jpeg', jpegBytes()),
      });
    expect((await attach('dotos')).statusCode).toBe(403);
    expect((await attach('employee2')).statusCode).toBe(404);
    const draft = await create();
    expect((await attach('employee', draft.id)).statusCode).toBe(409);
    const attached = await attach('employee');
    expect(attached.statusCode, attached.body).toBe(201);
    const [file] = attached.json<{ id: string; name: string }[]>();
    expect(file?.name).toBe('visit.jpg');
    // Another record's file is not evidence of this one.
    const other = await commitmentIn('approved', { year: THIS_YEAR - 4 });
    const foreign = (await attach('employee', other.id)).json<{ id: string }[]>()[0]!.id;
    const refused = await fill('employee', approved, {
      period: 'q2',
      counts: [{ done: 1 }, { done: 1 }],
      evidence: [{ file_id: foreign }],
    });
    expect(refused.json<TErrorBody>().errors).toEqual({
      evidence: ['An evidence file must be a file of this commitment'],
    });
    const filed = await fill('employee', approved, {
      period: 'q2',
      counts: [{ done: 1 }, { done: 1 }],
      comment: 'Фото с обхода',
      evidence: [{ file_id: file!.id }],
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const files = (await t.call(token('dotos'), { url: `${BASE}/${approved.id}/files/` })).json<
      { id: string }[]
    >();
    expect(files.map((f) => f.id)).toEqual([file!.id]);
  });
});

describe('the share fulfilled', () => {
  it('is Σ min(done, target) / Σ target per quarter, the current one and the year’s on the list', async () => {
    // A past year: all four quarters have begun, the current one is the fourth.
    const approved = await commitmentIn('approved', { year: THIS_YEAR - 5 });
    // Targets 3 and 6: 5 done of 3 counts 3, so (3 + 3) / 9.
    await fill('employee', approved, { period: 'q1', counts: [{ done: 5 }, { done: 3 }] });
    await fill('employee', approved, { period: 'q4', counts: [{ done: 3 }, { done: 6 }] });
    const item = await read(approved.id, 'dotos');
    expect(item).toMatchObject({
      q1_percent: 66.7,
      q2_percent: null,
      q3_percent: null,
      q4_percent: 100,
      current_percent: 100,
      // (66.7 + 0 + 0 + 100) / 4: a quarter not reported counts as nothing done.
      year_percent: 41.7,
    });
    const list = (
      await t.call(token('employee'), { url: `${BASE}/?year_from=${THIS_YEAR - 5}&year_to=${THIS_YEAR - 5}` })
    ).json<TPage<TRecordListItem>>();
    expect(list.results).toEqual([
      expect.objectContaining({ id: approved.id, current_percent: 100, year_percent: 41.7 }),
    ]);
    // A commitment not approved yet is measured against nothing.
    const draft = await create();
    expect(await read(draft.id)).toMatchObject({ current_percent: null, year_percent: null });
  });

  it('of this year is the home page’s: the caller’s own commitment', async () => {
    const none = (await t.call(token('employee2'), { url: `${BASE}/mine/` })).json<TMyCommitment>();
    expect(none).toEqual({ commitment: null });
    const approved = await commitmentIn('approved', { year: THIS_YEAR });
    await fill('employee', approved, { period: 'q1', counts: [{ done: 3 }, { done: 3 }] });
    const mine = (await t.call(token('employee'), { url: `${BASE}/mine/` })).json<TMyCommitment>();
    const expected = commitmentProgress(THIS_YEAR, { q1: 66.7 }, new Date());
    expect(mine).toEqual({
      commitment: {
        id: approved.id,
        number: approved.number,
        year: THIS_YEAR,
        status: 'approved',
        period: expected.period,
        current_percent: expected.current,
        year_percent: expected.year,
      },
    });
  });
});

describe('the quarterly reports’ deadlines', () => {
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
        .where(
          and(eq(deadlineNotices.source, COMMITMENT_DEADLINE_SOURCE), eq(deadlineNotices.itemId, itemId)),
        )
    ).map((notice) => `${notice.stage} ${notice.userId}`);

  it('remind the manager once before a quarter’s report is due, escalate to their approver, and stop once reported', async () => {
    // 2019: the second quarter ends on Sunday 30 June; its report is due by Friday 5 July, the
    // fifth working day after, so it falls overdue as 6 July begins.
    const approved = await commitmentIn('approved', { year: 2019 });
    const employee = await userIdOf(t, 'employee');
    expect(
      (await fill('employee', approved, { period: 'q1', counts: [{ done: 3 }, { done: 6 }] })).statusCode,
    ).toBe(201);
    const q2 = `${approved.id}:q2`;
    await scanDeadlines(t.deps, almaty('2019-07-03T10:00:00'), settings);
    await scanDeadlines(t.deps, almaty('2019-07-03T11:00:00'), settings);
    expect(await noticesOf(q2)).toEqual([`remind_${3 * DAY} ${employee}`]);
    // Late on 5 July (Almaty kept UTC+6 until 2024): not yet overdue.
    await scanDeadlines(t.deps, almaty('2019-07-05T20:00:00'), settings);
    expect(await noticesOf(q2)).not.toContain(`overdue ${employee}`);
    await scanDeadlines(t.deps, almaty('2019-07-07T12:00:00'), settings);
    const notices = await noticesOf(q2);
    expect(notices).toContain(`overdue ${employee}`);
    expect(notices).toContain(`escalation ${approverId}`);
    expect(notices).not.toContain(`escalation ${employee}`);
    // The first quarter was reported: its deadline (Friday 5 April) tells nobody.
    await scanDeadlines(t.deps, almaty('2019-04-03T10:00:00'), settings);
    await scanDeadlines(t.deps, almaty('2019-04-08T12:00:00'), settings);
    expect(await noticesOf(`${approved.id}:q1`)).toEqual([]);
  });

  it('are none while the commitment is not approved', async () => {
    const draft = await commitmentIn('on_approval', { year: 2018 });
    await scanDeadlines(t.deps, almaty('2018-07-12T12:00:00'), settings);
    expect(await noticesOf(`${draft.id}:q2`)).toEqual([]);
  });
});

describe('demo data', () => {
  it('gives the demo managers this year’s commitments: approved with reports, one on approval, one draft', async () => {
    const demo = await createTestApp();
    try {
      expect(await seedDemoCommitments(demo.database.db)).toBe(true);
      const admin = (await demo.signIn('admin')).token;
      const page = (await demo.call(admin, { url: `${BASE}/?page_size=50` })).json<TPage<TRecordListItem>>();
      // The draft is its author's alone.
      expect(page.results.map((r) => r.status).sort()).toEqual([
        'approved',
        'approved',
        'approved',
        'approved',
        'on_approval',
      ]);
      const shares = page.results.filter((r) => r.status === 'approved').map((r) => r.year_percent as number);
      expect(shares.every((share) => share > 0 && share <= 100)).toBe(true);
      expect(shares.some((share) => share < 100)).toBe(true);
      const employee = (await demo.signIn('employee')).token;
      const mine = (await demo.call(employee, { url: `${BASE}/mine/` })).json<TMyCommitment>();
      expect(mine.commitment).toMatchObject({ status: 'approved', year: THIS_YEAR });
      expect(await seedDemoCommitments(demo.database.db)).toBe(false);
    } finally {
      await demo.close();
    }
  }, 60_000);
});
