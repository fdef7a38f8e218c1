import type { TFormCompleteness } from '@hse/contracts/form-completeness';
import { FORM_SUBMISSION_MODULE, type TFormSubmission } from '@hse/contracts/form-submissions';
import { formDefinition } from '@hse/contracts/forms/catalogue/index';
import type { TFormValues } from '@hse/contracts/forms/evaluate';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineNotices, users } from '../db/schema/index.ts';
import { FORM_DEADLINE_SOURCE } from '../modules/forms/form-deadlines.ts';
import { scanDeadlines, type TDeadlineSettings } from '../platform/deadlines.ts';
import { localDay } from '../platform/working-days.ts';
import { demoFormValues } from '../seed/demo-form-values.ts';
import { random } from '../seed/demo-random.ts';
import { lang, type TErrorBody, userIdOf } from './builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

const BASE = FORM_SUBMISSION_MODULE.resource;
const DAY = 86_400_000;
let t: TTestApp;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;
const org: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { FORM_REMINDERS: 'true' } });
  for (const login of ['admin', 'dotos', 'headdotos', 'employee', 'employee2'])
    tokens[login] = (await t.signIn(login)).token;
  const organizations = (await t.call(null, { url: '/api/organizations/' })).json<
    { id: string; short_name: string }[]
  >();
  for (const short of ['DOG', 'DOG-P', 'DOG-R', 'DOG-T'])
    org[short] = organizations.find((o) => o.short_name === short)?.id as string;
}, 60_000);
afterAll(() => t.close());

const valuesOf = (code: string): TFormValues => {
  const definition = formDefinition(code);
  if (!definition) throw new Error(code);
  return demoFormValues(definition, random(7), '2004-01-01');
};

async function create(code: string, year: number, period: number, login: string, organization: string) {
  const response = await t.call(token(login), {
    method: 'POST',
    url: `${BASE}/`,
    payload: { organization_id: organization, form_code: code, year, period, values: valuesOf(code) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TFormSubmission>();
}
async function act(s: TFormSubmission, action: string, login: string, comment?: string) {
  const response = await t.call(token(login), {
    method: 'POST',
    url: `${BASE}/${s.id}/actions/${action}/`,
    payload: { version: s.version, ...(comment ? { comment } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFormSubmission>();
}
const matrix = async (login: string, query: string, language: 'ru' | 'kk' | 'en' = 'en') =>
  t.call(token(login), { url: `${BASE}/completeness/${query}`, headers: lang(language) });

describe('the completeness matrix', () => {
  it('gives each subsidiary × form cell its state and lateness, from one period', async () => {
    const accepted = await act(
      await create('HSE_FRM_1', 2004, 1, 'employee', org['DOG-P'] as string),
      'save_and_send',
      'employee',
    );
    await act(accepted, 'approve', 'dotos');
    await act(
      await create('HSE_FRM_2', 2004, 1, 'employee', org['DOG-P'] as string),
      'save_and_send',
      'employee',
    );
    const returned = await act(
      await create('HSE_FRM_3', 2004, 1, 'employee', org['DOG-P'] as string),
      'save_and_send',
      'employee',
    );
    await act(returned, 'for_revision', 'headdotos', 'Проверьте часы');
    const draft = await create('HSE_FRM_4', 2004, 1, 'employee', org['DOG-P'] as string);

    const response = await matrix('dotos', '?period=2004-01');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<TFormCompleteness>();
    expect(answer).toMatchObject({ period_key: '2004-01', periodicity: 'month', year: 2004, period: 1 });
    const monthly = answer.forms.map((f) => f.code);
    expect(monthly).toContain('HSE_FRM_1');
    expect(answer.forms.every((f) => formDefinition(f.code)?.period === 'month')).toBe(true);
    expect(answer.forms[0]).toMatchObject({ code: 'HSE_FRM_1', number: 1, due_on: '2004-02-05' });
    expect(answer.forms[0]?.title).toBe(formDefinition('HSE_FRM_1')?.title.en);
    expect(answer.rows.map((r) => r.organization_id).sort()).toEqual(
      [org['DOG-P'], org['DOG-R'], org['DOG-T']].sort(),
    );
    const production = answer.rows.find((r) => r.organization_id === org['DOG-P']);
    const cell = (code: string) => production?.cells.find((c) => c.form_code === code);
    expect(production?.cells.map((c) => c.form_code)).toEqual(monthly);
    expect(cell('HSE_FRM_1')).toMatchObject({ state: 'accepted', late: true, submission_id: accepted.id });
    expect(cell('HSE_FRM_2')).toMatchObject({ state: 'sent', late: true });
    expect(cell('HSE_FRM_3')).toMatchObject({ state: 'revision', late: true, submission_id: returned.id });
    expect(cell('HSE_FRM_4')).toMatchObject({ state: 'draft', late: true, number: draft.number });
    expect(cell('HSE_FRM_5')).toMatchObject({
      state: 'missing',
      late: true,
      submission_id: null,
      number: null,
    });
    const refining = answer.rows.find((r) => r.organization_id === org['DOG-R']);
    expect(refining?.cells.every((c) => c.state === 'missing')).toBe(true);
  });

  it('is not late while the due day is ahead, and takes a quarter or a year by its key', async () => {
    const today = localDay(new Date(), t.config.TIME_ZONE);
    const current = today.slice(0, 7);
    const answer = (await matrix('dotos', `?period=${current}&periodicity=month`)).json<TFormCompleteness>();
    expect(answer.today).toBe(today);
    const missing = answer.rows.flatMap((r) => r.cells).filter((c) => c.state === 'missing');
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((c) => !c.late)).toBe(true);
    const quarter = (await matrix('dotos', '?period=2004-Q1')).json<TFormCompleteness>();
    expect(quarter.periodicity).toBe('quarter');
    expect(quarter.forms.every((f) => formDefinition(f.code)?.period === 'quarter')).toBe(true);
    expect(quarter.forms[0]?.due_on.startsWith('2004-')).toBe(true);
    const year = (await matrix('dotos', '?period=2004', 'ru')).json<TFormCompleteness>();
    expect(year.forms.map((f) => formDefinition(f.code)?.period)).toEqual(year.forms.map(() => 'year'));
    // Without a period: the last month that has ended.
    const last = (await matrix('dotos', '')).json<TFormCompleteness>();
    expect(last.periodicity).toBe('month');
    expect(last.period_key < current).toBe(true);
  });

  it('shows a subsidiary’s user their own row only, the holding all', async () => {
    const own = (await matrix('employee', '?period=2004-01')).json<TFormCompleteness>();
    expect(own.rows.map((r) => r.organization_id)).toEqual([org['DOG-P']]);
    const admin = (await matrix('admin', '?period=2004-01')).json<TFormCompleteness>();
    expect(admin.rows).toHaveLength(3);
    expect((await t.call(null, { url: `${BASE}/completeness/?period=2004-01` })).statusCode).toBe(401);
  });

  it('refuses a malformed period or a periodicity that disagrees, in the reader’s language', async () => {
    for (const query of ['?period=2004-13', '?period=04-01', '?period=2004-Q5', '?period=x'.repeat(3)]) {
      const response = await matrix('dotos', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<TErrorBody>().errors?.period, query).toBeDefined();
    }
    const mismatch = await matrix('dotos', '?period=2004-Q1&periodicity=month', 'ru');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<TErrorBody>().errors?.periodicity?.[0]).toBe(
      'Периодичность не совпадает с указанным периодом',
    );
  });
});

describe('reminders of a form not sent', () => {
  const settings: TDeadlineSettings = {
    reminders: [3 * DAY, DAY],
    escalationAfterMs: DAY,
    lookbackMs: 14 * DAY,
    timeZone: 'Asia/Almaty',
  };
  // Almaty kept UTC+6 in 2004.
  const almaty = (local: string) => new Date(`${local}+06:00`);
  const noticesOf = async (itemId: string) =>
    (
      await t.database.db
        .select({ stage: deadlineNotices.stage, userId: deadlineNotices.userId })
        .from(deadlineNotices)
        .where(and(eq(deadlineNotices.source, FORM_DEADLINE_SOURCE), eq(deadlineNotices.itemId, itemId)))
    )
      .map((n) => `${n.stage} ${n.userId}`)
      .sort();

  it('reminds the subsidiary’s HSE staff 3 and 1 working days before, once each, then escalates', async () => {
    // The demo subsidiaries have no HSE staff of their own: one of production's people becomes one.
    const staff = await userIdOf(t, 'employee');
    await t.database.db
      .update(users)
      .set({ roles: ['dotos'] })
      .where(eq(users.id, staff));
    const [dotos, headdotos, author] = await Promise.all(
      ['dotos', 'headdotos', 'employee2'].map((login) => userIdOf(t, login)),
    );
    // Form 1 for March 2004 is due on Monday 5 April; refining has begun a draft.
    await create('HSE_FRM_1', 2004, 3, 'employee2', org['DOG-R'] as string);
    const production = `${org['DOG-P']}:HSE_FRM_1:2004-03`;
    const refining = `${org['DOG-R']}:HSE_FRM_1:2004-03`;

    await scanDeadlines(t.deps, almaty('2004-03-30T12:00:00'), settings);
    expect(await noticesOf(production)).toEqual([]);
    // Wednesday 31 March: three working days before (Thursday, Friday, Monday).
    await scanDeadlines(t.deps, almaty('2004-03-31T09:00:00'), settings);
    await scanDeadlines(t.deps, almaty('2004-03-31T10:00:00'), settings);
    expect(await noticesOf(production)).toEqual([`remind_3wd ${staff}`]);
    expect(await noticesOf(refining)).toEqual([`remind_3wd ${author}`]);
    // Friday 2 April: one working day before (the weekend is not counted).
    await scanDeadlines(t.deps, almaty('2004-04-02T09:00:00'), settings);
    await scanDeadlines(t.deps, almaty('2004-04-03T09:00:00'), settings);
    expect(await noticesOf(production)).toEqual([`remind_1wd ${staff}`, `remind_3wd ${staff}`]);
    // Tuesday 6 April: overdue; a day later, escalated to the HSE staff over it.
    await scanDeadlines(t.deps, almaty('2004-04-06T10:00:00'), settings);
    expect(await noticesOf(production)).toContain(`overdue ${staff}`);
    expect((await noticesOf(production)).some((n) => n.startsWith('escalation'))).toBe(false);
    await scanDeadlines(t.deps, almaty('2004-04-07T10:00:00'), settings);
    await scanDeadlines(t.deps, almaty('2004-04-07T11:00:00'), settings);
    const notices = await noticesOf(production);
    for (const person of [staff, dotos, headdotos]) expect(notices).toContain(`escalation ${person}`);
    expect(notices.filter((n) => n.endsWith(staff))).toHaveLength(4);
    expect(await noticesOf(refining)).toContain(`overdue ${author}`);
  });

  it('tells nobody of a form sent, and escalates one returned for revision', async () => {
    const sent = await create('HSE_FRM_1', 2004, 5, 'employee2', org['DOG-R'] as string);
    await act(sent, 'save_and_send', 'employee2');
    const returned = await act(
      await act(
        await create('HSE_FRM_2', 2004, 5, 'employee2', org['DOG-R'] as string),
        'save_and_send',
        'employee2',
      ),
      'for_revision',
      'dotos',
      'Исправьте',
    );
    expect(returned.status).toBe('revision');
    // Form 1 and 2 for May 2004 are due on Saturday 5 June.
    await scanDeadlines(t.deps, almaty('2004-06-08T10:00:00'), settings);
    expect(await noticesOf(`${org['DOG-R']}:HSE_FRM_1:2004-05`)).toEqual([]);
    const [author, dotos] = await Promise.all([userIdOf(t, 'employee2'), userIdOf(t, 'dotos')]);
    const notices = await noticesOf(`${org['DOG-R']}:HSE_FRM_2:2004-05`);
    expect(notices).toContain(`overdue ${author}`);
    expect(notices).toContain(`escalation ${dotos}`);
  });
});
