import type { THistoryEntry, TPage } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import type { TNotification } from '@hse/contracts/notifications';
import type { TMyTask, TRecordTask, TRecordTasks } from '@hse/contracts/record-tasks';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTasks } from '../db/schema/index.ts';
import { lang, missingId, orgTree, snapshot, type TErrorBody, type TOrgTree, userIdOf } from './builders.ts';
import {
  createObservation,
  drivingInput,
  OBSERVATION_BASES,
  pnbrInput,
  sentObservation,
  type TObservationAnswer,
  worksInput,
} from './observation-builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

let t: TTestApp;
let tree: TOrgTree;
const LOGINS = [
  'admin',
  'auditor',
  'dotos',
  'employee',
  'employee2',
  'user002',
  'user005',
  'user021',
] as const;
type TLogin = (typeof LOGINS)[number];
const tokens = {} as Record<TLogin, string>;
const ids = {} as Record<TLogin | 'user020', string>;

const PNBR = OBSERVATION_BASES.pnbr;
const DAY = 86_400_000;
const dayIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** A sent PNBR observation of the demo employee at their subsidiary, `line_of_fire` at risk. */
let observation: TObservationAnswer;

beforeAll(async () => {
  t = await createTestApp();
  tree = await orgTree(t);
  // Demo people: user002 works at Demo Production itself, user005 in one of its divisions,
  // user020 there too but inactive, user021 at Demo Refining.
  for (const login of LOGINS) {
    tokens[login] = (await t.signIn(login)).token;
    ids[login] = await userIdOf(t, login);
  }
  ids.user020 = await userIdOf(t, 'user020');
  observation = await sentObservation(t, tokens.employee, 'pnbr', pnbrInput(production()));
}, 60_000);
afterAll(() => t.close());

const production = () => tree.subsidiaries[0]?.id as string;

const tasksOf = async (login: TLogin, base: string, id: string) => {
  const response = await t.call(tokens[login], { url: `${base}/${id}/tasks/` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TRecordTasks>();
};
const raise = (login: TLogin, body: object, base = PNBR, id = observation.id, language: TLanguage = 'en') =>
  t.call(tokens[login], {
    method: 'POST',
    url: `${base}/${id}/tasks/`,
    headers: lang(language),
    payload: body,
  });
const done = (login: TLogin, task: { id: string; version: number }, comment = 'Ограждение установлено') =>
  t.call(tokens[login], {
    method: 'POST',
    url: `${PNBR}/${observation.id}/tasks/${task.id}/actions/done/`,
    headers: lang('en'),
    payload: { comment, version: task.version },
  });
const valid = (overrides: object = {}) => ({
  finding_key: 'line_of_fire',
  description: 'Установить ограждение зоны удара ключа',
  assignee_id: ids.user002,
  due_date: dayIn(7),
  ...overrides,
});
const notesOf = async (login: TLogin) =>
  (await t.call(tokens[login], { url: '/api/stm/notification/short/' })).json<TNotification[]>();
const taskCount = async () => (await t.database.db.select({ n: count() }).from(recordTasks))[0]?.n ?? 0;
const historyOf = async (id: string) =>
  (await t.call(tokens.admin, { url: `${PNBR}/${id}/history/` })).json<THistoryEntry[]>();

describe('follow-up tasks of an observation', () => {
  it('are offered to the author from the at-risk checks only, among people of the subsidiary', async () => {
    const tasks = await tasksOf('employee', PNBR, observation.id);
    expect(tasks).toEqual({
      results: [],
      can_raise: true,
      finding_keys: ['line_of_fire'],
      assignee_organization_id: production(),
    });
    // HSE staff over the record may raise them too; a reader without either role may not.
    expect((await tasksOf('dotos', PNBR, observation.id)).can_raise).toBe(true);
    expect((await tasksOf('auditor', PNBR, observation.id)).can_raise).toBe(false);
    expect((await tasksOf('user002', PNBR, observation.id)).can_raise).toBe(false);
  });

  it('are raised by the author: the assignee is notified with a link, the history keeps it', async () => {
    const response = await raise('employee', valid());
    expect(response.statusCode, response.body).toBe(201);
    const task = response.json<TRecordTask>();
    expect(task).toMatchObject({
      entity_type: 'pnbr_observation',
      entity_id: observation.id,
      finding_key: 'line_of_fire',
      assignee_id: ids.user002,
      due_date: dayIn(7),
      status: 'open',
      overdue: false,
      done_at: null,
      created_by: ids.employee,
      created_by_fio: 'Работников Ерболат',
      version: 1,
      can_complete: false,
    });
    expect(task.assignee_fio).not.toBe('');

    const [note] = await notesOf('user002');
    const due = dayIn(7).split('-').reverse().join('.');
    expect(note).toMatchObject({
      link: `/pnbr_edit/${observation.id}`,
      title: {
        ru: `Вам поставлена задача по записи ${observation.number}, срок ${due}`,
        kk: `Сізге ${observation.number} жазбасы бойынша тапсырма берілді, мерзімі ${due}`,
        en: `You have a task from ${observation.number}, due ${due}`,
      },
    });
    const entry = (await historyOf(observation.id)).at(-1);
    expect(entry).toMatchObject({
      action: 'task_raise',
      actor_id: ids.employee,
      changes: { follow_up_task: { from: null, to: 'Установить ограждение зоны удара ключа' } },
    });

    const seen = await tasksOf('user002', PNBR, observation.id);
    expect(seen.results).toEqual([{ ...task, can_complete: true }]);
  });

  it('refuses bad input field by field in the caller’s language, and changes nothing', async () => {
    const cases: [object, string, string][] = [
      [{ finding_key: 'energy_isolation' }, 'finding_key', 'Choose one of the checks marked at risk'],
      [{ finding_key: null }, 'finding_key', 'Fill in the field'],
      [{ description: '   ' }, 'description', 'Fill in the field'],
      [{ description: 'x'.repeat(2001) }, 'description', 'At most 2000 characters'],
      [{ due_date: dayIn(-3) }, 'due_date', 'The deadline cannot be in the past'],
      [{ due_date: '2026-02-30' }, 'due_date', 'Invalid value'],
      [{ assignee_id: 'nobody' }, 'assignee_id', 'Fill in the field'],
      [
        { assignee_id: ids.employee2 },
        'assignee_id',
        'The responsible person must be an active employee of the record’s organization',
      ],
      [
        { assignee_id: ids.user020 },
        'assignee_id',
        'The responsible person must be an active employee of the record’s organization',
      ],
      [
        { assignee_id: missingId() },
        'assignee_id',
        'The responsible person must be an active employee of the record’s organization',
      ],
    ];
    const before = [await snapshot(t), await taskCount()];
    for (const [overrides, field, text] of cases) {
      const response = await raise('dotos', valid(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json<TErrorBody>().errors?.[field], JSON.stringify(overrides)).toEqual([text]);
    }
    const kk = await raise('dotos', valid({ due_date: dayIn(-3) }), PNBR, observation.id, 'kk');
    expect(kk.json<TErrorBody>().errors?.due_date).toEqual(['Мерзім өткен күн болмауы керек']);
    expect([await snapshot(t), await taskCount()]).toEqual(before);
  });

  it('lets only the author and HSE staff in scope raise one; others get 403, strangers 404', async () => {
    expect((await raise('auditor', valid())).statusCode).toBe(403);
    expect((await raise('user002', valid())).statusCode).toBe(403);
    const stranger = await raise('employee2', valid());
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ detail: 'Record not found' });
    expect((await raise('employee', valid(), PNBR, missingId())).statusCode).toBe(404);
    const staff = await raise('dotos', valid({ assignee_id: ids.user005 }));
    expect(staff.statusCode, staff.body).toBe(201);
  });

  it('cannot be raised on a draft or on an observation without findings (409)', async () => {
    const draft = await createObservation(t, tokens.employee, 'pnbr', pnbrInput(production()));
    const safe = await sentObservation(
      t,
      tokens.employee,
      'pnbr',
      pnbrInput(production(), { checks: { line_of_fire: 'safe' } }),
    );
    for (const record of [draft, safe]) {
      const response = await raise('employee', valid(), PNBR, record.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: 'A task cannot be raised on this record now' });
      expect(await tasksOf('employee', PNBR, record.id)).toMatchObject({
        can_raise: false,
        finding_keys: [],
      });
    }
  });

  it('are done by the assignee alone (or HSE staff), at the version read; the raiser hears of it', async () => {
    const [task] = (await tasksOf('employee', PNBR, observation.id)).results;
    if (!task) throw new Error('no task');
    const before = await taskCount();
    expect((await done('auditor', task)).statusCode).toBe(403);
    expect((await done('employee', task)).statusCode).toBe(403);
    expect((await done('employee2', task)).statusCode).toBe(404);
    const empty = await done('user002', task, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<TErrorBody>().errors?.comment).toEqual(['Fill in the field']);
    const stale = await done('user002', { id: task.id, version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(await taskCount()).toBe(before);

    const response = await done('user002', task);
    expect(response.statusCode, response.body).toBe(200);
    const closed = response.json<TRecordTask>();
    expect(closed).toMatchObject({
      status: 'done',
      done_comment: 'Ограждение установлено',
      version: 2,
      can_complete: false,
    });
    expect(closed.done_at).not.toBeNull();
    const again = await done('user002', closed);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'The task is already done. Reload the page' });

    const [note] = await notesOf('employee');
    expect(note?.title.en).toBe(`The task from ${observation.number} is done: Ограждение установлено`);
    expect(note?.link).toBe(`/pnbr_edit/${observation.id}`);
    expect((await historyOf(observation.id)).at(-1)).toMatchObject({
      action: 'task_done',
      actor_id: ids.user002,
      comment: 'Ограждение установлено',
    });
  });

  it('answer 404 for a task of another record or one that does not exist', async () => {
    const [, task] = (await tasksOf('dotos', PNBR, observation.id)).results;
    if (!task) throw new Error('no task');
    const other = await sentObservation(t, tokens.employee, 'pnbr', pnbrInput(production()));
    const wrongRecord = await t.call(tokens.user005, {
      method: 'POST',
      url: `${PNBR}/${other.id}/tasks/${task.id}/actions/done/`,
      payload: { comment: 'x', version: 1 },
    });
    expect(wrongRecord.statusCode).toBe(404);
    expect((await done('dotos', { id: missingId(), version: 1 })).statusCode).toBe(404);
  });
});

describe('an assignee outside the record’s organization scope', () => {
  it('reads the record, its files and comments, and closes the task, but no other record', async () => {
    // user005 works in a division: an observation filed for the subsidiary itself is outside it.
    const other = await sentObservation(t, tokens.employee, 'pnbr', pnbrInput(production()));
    expect((await t.call(tokens.user005, { url: `${PNBR}/${other.id}/` })).statusCode).toBe(404);
    expect((await t.call(tokens.user005, { url: `${PNBR}/${observation.id}/` })).statusCode).toBe(200);
    for (const extra of ['comments', 'files', 'history', 'tasks'])
      expect((await t.call(tokens.user005, { url: `${PNBR}/${observation.id}/${extra}/` })).statusCode).toBe(
        200,
      );

    const tasks = await tasksOf('user005', PNBR, observation.id);
    const mine = tasks.results.find((task) => task.assignee_id === ids.user005);
    expect(mine?.can_complete).toBe(true);
    expect(tasks.can_raise).toBe(false);
    expect((await raise('user005', valid())).statusCode).toBe(403);
    const response = await done('user005', mine as TRecordTask, 'Проведён инструктаж');
    expect(response.statusCode, response.body).toBe(200);
    expect((await notesOf('dotos'))[0]?.title.ru).toBe(
      `Задача по записи ${observation.number} выполнена: Проведён инструктаж`,
    );
  });
});

describe('one’s own tasks', () => {
  it('are listed with the record’s number and link, open ones by due date, paged', async () => {
    const works = await sentObservation(
      t,
      tokens.employee,
      'works',
      worksInput(production(), { checks: { hot_work: 'at_risk' } }),
    );
    const driving = await sentObservation(t, tokens.employee, 'driving', drivingInput(production()));
    expect((await tasksOf('employee', OBSERVATION_BASES.driving, driving.id)).finding_keys).toEqual([
      'speed',
      'phone',
    ]);
    for (const [base, record, finding, days] of [
      [OBSERVATION_BASES.works, works, 'hot_work', 3],
      [OBSERVATION_BASES.driving, driving, 'phone', 1],
    ] as const) {
      const response = await raise(
        'employee',
        valid({ finding_key: finding, due_date: dayIn(days) }),
        base,
        record.id,
      );
      expect(response.statusCode, response.body).toBe(201);
    }

    const open = await t.call(tokens.user002, { url: '/api/tasks/?assignee=me&status=open' });
    expect(open.statusCode, open.body).toBe(200);
    const page = open.json<TPage<TMyTask>>();
    expect(page.count).toBe(2);
    expect(page.results.map((task) => [task.record_number, task.link, task.finding_key])).toEqual([
      [driving.number, `/driving_observations_edit/${driving.id}`, 'phone'],
      [works.number, `/works_observations_edit/${works.id}`, 'hot_work'],
    ]);
    const first = (await t.call(tokens.user002, { url: '/api/tasks/?page_size=1' })).json<TPage<TMyTask>>();
    expect(first).toMatchObject({ count: 3, next: '/api/tasks/?page_size=1&page=2', previous: null });
    const finished = (await t.call(tokens.user002, { url: '/api/tasks/?status=done' })).json<
      TPage<TMyTask>
    >();
    expect(finished.results.map((task) => task.record_number)).toEqual([observation.number]);
    // Nobody else's tasks are listed, whatever their role.
    expect((await t.call(tokens.admin, { url: '/api/tasks/' })).json<TPage<TMyTask>>().count).toBe(0);
  });

  it('refuses a filter it does not know', async () => {
    for (const query of ['assignee=someone', 'status=closed', 'ordering=title']) {
      const response = await t.call(tokens.user002, { url: `/api/tasks/?${query}`, headers: lang('ru') });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('tasks across organizations', () => {
  it('go only to people of the record’s subsidiary, whoever raises them', async () => {
    const refining = tree.subsidiaries[1]?.id as string;
    const theirs = await sentObservation(t, tokens.employee2, 'pnbr', pnbrInput(refining));
    expect((await tasksOf('employee2', PNBR, theirs.id)).assignee_organization_id).toBe(refining);
    expect((await raise('employee2', valid({ assignee_id: ids.user002 }), PNBR, theirs.id)).statusCode).toBe(
      400,
    );
    const response = await raise('admin', valid({ assignee_id: ids.user021 }), PNBR, theirs.id);
    expect(response.statusCode, response.body).toBe(201);
  });
});
