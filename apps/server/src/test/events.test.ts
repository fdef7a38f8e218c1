import type { TPage } from '@hse/contracts/common';
import { EVENT_MODULE, EVENT_WORKFLOW, type TEventPrefill, type TEventStatus } from '@hse/contracts/events';
import type { TRecordItem, TRecordListItem } from '@hse/contracts/record-module/schemas';
import type { TRecordSummary } from '@hse/contracts/record-module/summary';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineNotices } from '../db/schema/index.ts';
import { EVENT_DEADLINE_SOURCE } from '../modules/events/event-deadlines.ts';
import { scanDeadlines, type TDeadlineSettings } from '../platform/deadlines.ts';
import { auditInput, createAudit, createAuditTemplate } from './audit-builders.ts';
import { lang, missingId, orgTree, type TErrorBody, userIdOf } from './builders.ts';
import { acted, createIncident, incidentInput } from './incident-builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';
import { expectWorkflowMatrix, MATRIX_LOGINS, type TMatrixLogin } from './workflow-matrix.ts';

const BASE = EVENT_MODULE.resource;
let t: TTestApp;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;
const ids: Record<string, string> = {};
let organizationId: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const login of MATRIX_LOGINS) {
    tokens[login] = (await t.signIn(login)).token;
    ids[login] = await userIdOf(t, login);
  }
  organizationId = (await orgTree(t)).subsidiaries[0]!.id;
}, 60_000);
afterAll(() => t.close());

const FUTURE = '2099-06-30';
const PAST = '2020-01-15';

/** An event of the production subsidiary, given to the employee and approved by headdotos. */
const eventInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Заменить ограждение насоса',
  description: 'Ограждение муфты насоса повреждено',
  organization_id: organizationId,
  responsible_id: ids.employee,
  co_executor_ids: [],
  approver_id: ids.headdotos,
  due_on: FUTURE,
  cost: 250.5,
  execution_status: 'in_work',
  ...overrides,
});

async function createEvent(overrides: Record<string, unknown> = {}, login = 'dotos') {
  const response = await t.call(token(login), {
    method: 'POST',
    url: `${BASE}/`,
    payload: eventInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TRecordItem>();
}

const act = (login: string, event: TRecordItem, action: TWorkflowAction, comment?: string) =>
  t.call(token(login), {
    method: 'POST',
    url: `${BASE}/${event.id}/actions/${action}/`,
    payload: { version: event.version, ...(comment === undefined ? {} : { comment }) },
    headers: lang('en'),
  });

async function step(login: string, event: TRecordItem, action: TWorkflowAction, comment?: string) {
  const response = await act(login, event, action, comment);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TRecordItem>();
}

const patch = (login: string, event: TRecordItem, body: Record<string, unknown>) =>
  t.call(token(login), {
    method: 'PATCH',
    url: `${BASE}/${event.id}/`,
    payload: { version: event.version, ...body },
    headers: lang('en'),
  });

/** The employee's report: what was done and when. */
async function reported(event: TRecordItem) {
  const response = await patch('employee', event, { report: 'Ограждение заменено', done_on: '2026-05-10' });
  expect(response.statusCode, response.body).toBe(200);
  return step('employee', response.json<TRecordItem>(), 'send_for_approval');
}

const list = async (login: string, query: string) => {
  const response = await t.call(token(login), { url: `${BASE}/?page_size=100&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPage<TRecordListItem>>();
};

describe('the workflow', () => {
  it('lets each role take exactly the actions decision 050 gives it, in each state', async () => {
    const recordIn = async (status: TEventStatus) => {
      const event = await createEvent({ report: 'Ограждение заменено', done_on: '2026-05-10' });
      if (status === 'in_work') return event;
      const sent = await reported(event);
      if (status === 'on_approval') return sent;
      return step('headdotos', sent, status === 'approved' ? 'approve' : 'for_revision', 'Нет фото');
    };
    await expectWorkflowMatrix({
      t,
      workflow: EVENT_WORKFLOW,
      author: 'dotos',
      recordIn,
      act: (login: TMatrixLogin, record, action) => act(login, record, action, 'Комментарий'),
      read: async (record) =>
        (await t.call(token('dotos'), { url: `${BASE}/${record.id}/` })).json<TRecordItem>(),
      hidden: () => false,
      assignee: (status) =>
        status === 'on_approval' || status === 'approved' ? ids.headdotos! : ids.employee!,
    });
  }, 240_000);

  it('reports execution done, gives it to the approver, and back to the responsible on revision', async () => {
    const event = await createEvent();
    const unreported = await act('employee', event, 'send_for_approval');
    expect(unreported.statusCode).toBe(400);
    expect(unreported.json<TErrorBody>().errors).toEqual({ report: ['Describe what was done'] });
    const sent = await reported(event);
    expect(sent).toMatchObject({ status: 'on_approval', execution_status: 'done', allowed_actions: [] });
    const approverView = (
      await t.call(token('headdotos'), { url: `${BASE}/${event.id}/` })
    ).json<TRecordItem>();
    expect(approverView.allowed_actions).toEqual(['for_revision', 'approve']);
    const bare = await act('headdotos', sent, 'for_revision');
    expect(bare.statusCode).toBe(400);
    expect(bare.json<TErrorBody>().errors).toEqual({ comment: ['This action needs a comment'] });
    const returned = await step('headdotos', sent, 'for_revision', 'Приложите фото');
    expect(returned).toMatchObject({ status: 'revision', execution_status: 'in_work' });
    const employeeView = (
      await t.call(token('employee'), { url: `${BASE}/${event.id}/` })
    ).json<TRecordItem>();
    expect(employeeView.allowed_actions).toEqual(['send_for_approval']);
    const again = await step('employee', employeeView, 'send_for_approval');
    expect((await step('headdotos', again, 'approve')).status).toBe('approved');
  });

  it('requires a comment for stopped and not applicable, in the reader’s language', async () => {
    const event = await createEvent();
    for (const status of ['stopped', 'not_applicable']) {
      const response = await patch('employee', event, { execution_status: status });
      expect(response.statusCode).toBe(400);
      expect(response.json<TErrorBody>().errors).toEqual({
        execution_comment: [
          'Give the reason: a comment is required when an event is stopped or not applicable',
        ],
      });
    }
    const ru = await t.call(token('employee'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: eventInput({ execution_status: 'stopped' }),
      headers: lang('ru'),
    });
    expect(ru.json<TErrorBody>().errors?.execution_comment?.[0]).toMatch(/комментарий обязателен/);
    const stopped = await patch('employee', event, {
      execution_status: 'stopped',
      execution_comment: 'Ждём поставку',
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    // Not applicable goes to the approver without a report.
    const na = await patch('employee', stopped.json<TRecordItem>(), {
      execution_status: 'not_applicable',
      execution_comment: 'Насос выведен из эксплуатации',
    });
    const sent = await step('employee', na.json<TRecordItem>(), 'send_for_approval');
    expect(sent).toMatchObject({ status: 'on_approval', execution_status: 'not_applicable' });
  });

  it('refuses a change at a stale version and one outside the editable states', async () => {
    const event = await createEvent();
    const first = await patch('dotos', event, { cost: 300 });
    expect(first.statusCode).toBe(200);
    expect((await patch('dotos', event, { cost: 310 })).statusCode).toBe(409);
    const sent = await reported(first.json<TRecordItem>());
    expect((await patch('dotos', sent, { cost: 320 })).statusCode).toBe(409);
  });
});

describe('overdue events', () => {
  it('shows overdue in the list and the record, and filters by it', async () => {
    const late = await createEvent({ due_on: PAST, title: 'Просроченное мероприятие' });
    const onTime = await createEvent({ due_on: FUTURE });
    expect(late.overdue).toBe(true);
    expect(onTime.overdue).toBe(false);
    const overdue = await list('dotos', 'overdue=true');
    expect(overdue.results.map((r) => r.id)).toContain(late.id);
    expect(overdue.results.map((r) => r.id)).not.toContain(onTime.id);
    expect(overdue.results.every((r) => r.overdue === true)).toBe(true);
    expect((await list('dotos', 'overdue=false')).results.map((r) => r.id)).not.toContain(late.id);
    // Reported done, it is no longer overdue; stopped, it still is.
    const stopped = await patch('employee', late, {
      execution_status: 'stopped',
      execution_comment: 'Нет запчастей',
    });
    expect(stopped.json<TRecordItem>().overdue).toBe(true);
    const sent = await reported(stopped.json<TRecordItem>());
    expect(sent.overdue).toBe(false);
    expect((await list('dotos', 'overdue=true')).results.map((r) => r.id)).not.toContain(late.id);
    expect((await t.call(token('dotos'), { url: `${BASE}/?overdue=maybe` })).statusCode).toBe(400);
  });
});

describe('the people field (co-executors)', () => {
  it('keeps several people in order with their names, refuses a repeat or nobody, and filters', async () => {
    const event = await createEvent({ co_executor_ids: [ids.employee2, ids.auditor] });
    expect(event.co_executor_ids).toEqual([ids.employee2, ids.auditor]);
    expect((event.co_executor_names as string[]).length).toBe(2);
    const repeated = await t.call(token('dotos'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: eventInput({ co_executor_ids: [ids.employee, ids.employee] }),
      headers: lang('en'),
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json<TErrorBody>().errors).toEqual({ co_executor_ids: ['Each person is named once'] });
    const nobody = await t.call(token('dotos'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: eventInput({ co_executor_ids: [missingId()] }),
    });
    expect(Object.keys(nobody.json<TErrorBody>().errors ?? {})).toEqual(['co_executor_ids']);
    const theirs = await list('dotos', `co_executor_ids=${ids.auditor}`);
    expect(theirs.results.map((r) => r.id)).toContain(event.id);
    expect((await list('dotos', `co_executor_ids=${ids.admin}`)).results.map((r) => r.id)).not.toContain(
      event.id,
    );
    // A co-executor of another subsidiary reads the event they take part in; others there do not.
    expect((await t.call(token('employee2'), { url: `${BASE}/${event.id}/` })).statusCode).toBe(200);
    const other = await createEvent();
    expect((await t.call(token('employee2'), { url: `${BASE}/${other.id}/` })).statusCode).toBe(404);
    const cleared = await patch('dotos', event, { co_executor_ids: null });
    expect(cleared.json<TRecordItem>()).toMatchObject({ co_executor_ids: [], co_executor_names: [] });
  });
});

describe('raised from a source record', () => {
  it('prefills from an incident, links both ways and refuses a source out of reach', async () => {
    const draft = await createIncident(t, token('employee'), incidentInput(organizationId));
    const incident = await acted(t, token('employee'), draft, 'save_and_send');
    const prefill = await t.call(token('dotos'), {
      url: `${BASE}/raise-from/?source_type=incident&source_id=${incident.id}`,
      headers: lang('en'),
    });
    expect(prefill.statusCode, prefill.body).toBe(200);
    const values = prefill.json<TEventPrefill>();
    expect(values).toMatchObject({
      organization_id: organizationId,
      source_type: 'incident',
      source_id: incident.id,
      source: { number: incident.number, entity_type: 'incident', organization_id: organizationId },
    });
    expect(values.title).toContain(incident.number);
    expect(values.source.link).toContain(incident.id);
    const event = await createEvent({
      title: values.title,
      organization_id: values.organization_id,
      source_type: values.source_type,
      source_id: values.source_id,
    });
    // The source's side: its events, with their state.
    const ofSource = await list('employee', `source_id=${incident.id}`);
    expect(ofSource.results.map((r) => [r.id, r.status])).toEqual([[event.id, 'in_work']]);
    // The event's side: its source, as the reader may read it.
    const source = await t.call(token('employee'), { url: `${BASE}/${event.id}/source/` });
    expect(source.json<TRecordSummary>()).toMatchObject({ id: incident.id, number: incident.number });
    // Another subsidiary reads neither the source nor a prefill from it.
    expect(
      (
        await t.call(token('employee2'), {
          url: `${BASE}/raise-from/?source_type=incident&source_id=${incident.id}`,
        })
      ).statusCode,
    ).toBe(404);
    const outOfReach = await t.call(token('employee2'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: eventInput({ source_type: 'incident', source_id: incident.id }),
    });
    expect(outOfReach.statusCode).toBe(400);
    // The source never changes once set.
    const moved = await patch('dotos', event, { source_type: 'audit' });
    expect(Object.keys(moved.json<TErrorBody>().errors ?? {})).toEqual(['source_type']);
  });

  it('raises an event from an audit’s discrepancy, a child record read through its audit', async () => {
    const template = await createAuditTemplate(t, token('auditor'));
    const audit = await createAudit(
      t,
      token('auditor'),
      auditInput(organizationId, template.id, ids.auditor!),
    );
    const finding = await t.call(token('auditor'), {
      method: 'POST',
      url: `/api/audits/${audit.id}/findings/`,
      payload: {
        requirement: 'Ограждения вращающихся частей',
        evidence: 'Муфта насоса без ограждения',
        severity: 'major',
        responsible_id: ids.employee,
        due_on: '2026-06-01',
      },
    });
    expect(finding.statusCode, finding.body).toBe(201);
    const findingId = finding.json<{ id: string }>().id;
    const prefill = await t.call(token('auditor'), {
      url: `${BASE}/raise-from/?source_type=audit_finding&source_id=${findingId}`,
      headers: lang('ru'),
    });
    expect(prefill.statusCode, prefill.body).toBe(200);
    const values = prefill.json<TEventPrefill>();
    expect(values.source).toMatchObject({
      entity_type: 'audit_finding',
      id: findingId,
      number: audit.number,
    });
    // The discrepancy's own words and due date are the event's.
    expect(values).toMatchObject({
      title: 'Ограждения вращающихся частей',
      due_on: '2026-06-01',
      source_row: null,
      source: { record_id: audit.id, subject: 'Ограждения вращающихся частей' },
    });
    const event = await createEvent({ source_type: 'audit_finding', source_id: findingId }, 'auditor');
    expect((await list('auditor', `source_id=${findingId}`)).results.map((r) => r.id)).toEqual([event.id]);
    // The audit's events are those raised from it and from its discrepancies, each saying which.
    const auditOwn = await createEvent({ source_type: 'audit', source_id: audit.id }, 'auditor');
    const ofAudit = await list('auditor', `source_record_id=${audit.id}`);
    expect(
      ofAudit.results
        .map((r) => [r.id, r.source_id, r.source_row])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual(
      [
        [event.id, findingId, null],
        [auditOwn.id, audit.id, null],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    // A discrepancy has no rows to raise from.
    const rowOfChild = await t.call(token('auditor'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: eventInput({ source_type: 'audit_finding', source_id: findingId, source_row: 'measures.0' }),
    });
    expect(rowOfChild.statusCode, rowOfChild.body).toBe(400);
    expect(
      (
        await t.call(token('employee2'), {
          url: `${BASE}/raise-from/?source_type=audit_finding&source_id=${findingId}`,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('raised from a measure of an act', () => {
  it('prefills from the row, keeps the row, lists it on the act and refuses a row it has not', async () => {
    const draft = await createIncident(t, token('employee'), incidentInput(organizationId));
    const incident = await acted(t, token('employee'), draft, 'save_and_send');
    const created = await t.call(token('dotos'), {
      method: 'POST',
      url: '/api/investigation-acts/',
      payload: {
        incident_id: incident.id,
        title: 'Акт расследования',
        measures: [
          { description: 'Провести внеплановый инструктаж', responsible: 'Мастер', deadline: '2099-03-01' },
          { description: 'Заменить лестницу', responsible: 'Механик', deadline: '2099-04-15' },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const actRecord = created.json<{ id: string; measures: unknown[] }>();
    expect(actRecord.measures).toHaveLength(2);
    const prefill = await t.call(token('dotos'), {
      url: `${BASE}/raise-from/?source_type=investigation_act&source_id=${actRecord.id}&source_row=measures.1`,
    });
    expect(prefill.statusCode, prefill.body).toBe(200);
    expect(prefill.json<TEventPrefill>()).toMatchObject({
      title: 'Заменить лестницу',
      due_on: '2099-04-15',
      source_row: 'measures.1',
      source: { entity_type: 'investigation_act', id: actRecord.id, record_id: actRecord.id },
    });
    const event = await createEvent({
      title: 'Заменить лестницу',
      source_type: 'investigation_act',
      source_id: actRecord.id,
      source_row: 'measures.1',
      due_on: '2099-04-15',
    });
    expect(event.source_row).toBe('measures.1');
    const ofAct = await list('dotos', `source_record_id=${actRecord.id}`);
    expect(ofAct.results.map((r) => [r.id, r.source_row])).toEqual([[event.id, 'measures.1']]);
    // A row the act has not, or a field that is no list of items, names nothing.
    for (const row of ['measures.2', 'guilt.0', 'title.0']) {
      const missing = await t.call(token('dotos'), {
        url: `${BASE}/raise-from/?source_type=investigation_act&source_id=${actRecord.id}&source_row=${row}`,
      });
      expect(missing.statusCode, row).toBe(404);
      const refused = await t.call(token('dotos'), {
        method: 'POST',
        url: `${BASE}/`,
        payload: eventInput({ source_type: 'investigation_act', source_id: actRecord.id, source_row: row }),
      });
      expect(refused.statusCode, row).toBe(400);
    }
    // The row, as the source, never changes.
    const moved = await patch('dotos', event, { source_row: 'measures.0' });
    expect(Object.keys(moved.json<TErrorBody>().errors ?? {})).toEqual(['source_row']);
  });
});

describe('its due date', () => {
  const DAY = 86_400_000;
  const settings: TDeadlineSettings = {
    reminders: [3 * DAY, DAY],
    escalationAfterMs: DAY,
    lookbackMs: 14 * DAY,
    timeZone: 'Asia/Almaty',
  };
  const almaty = (local: string) => new Date(`${local}+05:00`);
  const noticesOf = async (eventId: string) =>
    (
      await t.database.db
        .select()
        .from(deadlineNotices)
        .where(and(eq(deadlineNotices.source, EVENT_DEADLINE_SOURCE), eq(deadlineNotices.itemId, eventId)))
    ).map((notice) => `${notice.stage} ${notice.userId}`);

  it('reminds its responsible and co-executors once, then tells its approver after the grace period', async () => {
    const event = await createEvent({ due_on: '2031-03-14', co_executor_ids: [ids.employee2] });
    // Two days and a half before the end of its due day: the three-day reminder, once.
    expect(await scanDeadlines(t.deps, almaty('2031-03-12T10:00:00'), settings)).toBeGreaterThanOrEqual(2);
    await scanDeadlines(t.deps, almaty('2031-03-12T11:00:00'), settings);
    expect((await noticesOf(event.id)).sort()).toEqual(
      [`remind_${3 * DAY} ${ids.employee}`, `remind_${3 * DAY} ${ids.employee2}`].sort(),
    );
    // A day and a half after it: overdue for them, escalated to the approver.
    await scanDeadlines(t.deps, almaty('2031-03-16T12:00:00'), settings);
    const notices = await noticesOf(event.id);
    expect(notices).toContain(`overdue ${ids.employee}`);
    expect(notices).toContain(`escalation ${ids.headdotos}`);
    expect(notices).not.toContain(`escalation ${ids.employee}`);
  });

  it('is no longer reminded of once reported done', async () => {
    const event = await createEvent({ due_on: '2031-05-14' });
    await reported(event);
    await scanDeadlines(t.deps, almaty('2031-05-12T10:00:00'), settings);
    await scanDeadlines(t.deps, almaty('2031-05-16T12:00:00'), settings);
    expect(await noticesOf(event.id)).toEqual([]);
  });
});
