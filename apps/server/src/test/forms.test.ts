import {
  FORM_CHANGE_SHARE,
  FORM_SUBMISSION_MODULE,
  type TFormDefinitionRecord,
  type TFormDefinitionSummary,
  type TFormPrevious,
  type TFormSubmission,
} from '@hse/contracts/form-submissions';
import { formDefinition } from '@hse/contracts/forms/catalogue/index';
import type { TFormDefinition } from '@hse/contracts/forms/definition';
import type { TFormRow, TFormValues } from '@hse/contracts/forms/evaluate';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions } from '../db/schema/index.ts';
import { demoFormValues } from '../seed/demo-form-values.ts';
import { random } from '../seed/demo-random.ts';
import { lang, type TErrorBody } from './builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

const BASE = FORM_SUBMISSION_MODULE.resource;
let t: TTestApp;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;
let production: string;
let refining: string;
let holding: string;
/** Each submission of this file its own period: a year of months, then the next year. */
let slot = 0;
const nextPeriod = (perYear: number) => {
  const n = slot++;
  return { year: 2001 + Math.floor(n / perYear), period: 1 + (n % perYear) };
};

const form = (code: string): TFormDefinition => {
  const definition = formDefinition(code);
  if (!definition) throw new Error(code);
  return definition;
};
const valid = (code: string) => demoFormValues(form(code), random(7), '2001-01-01');

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'dotos', 'headdotos', 'employee', 'employee2'])
    tokens[login] = (await t.signIn(login)).token;
  const organizations = (await t.call(null, { url: '/api/organizations/' })).json<
    { id: string; short_name: string }[]
  >();
  const of = (short: string) => organizations.find((o) => o.short_name === short)?.id as string;
  production = of('DOG-P');
  refining = of('DOG-R');
  holding = of('DOG');
}, 60_000);
afterAll(() => t.close());

async function create(code: string, values: TFormValues = {}, place = nextPeriod(12), login = 'employee') {
  const response = await t.call(token(login), {
    method: 'POST',
    url: `${BASE}/`,
    payload: { organization_id: production, form_code: code, ...place, values },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TFormSubmission>();
}
const read = async (id: string, login = 'employee') =>
  (await t.call(token(login), { url: `${BASE}/${id}/` })).json<TFormSubmission>();
const act = (s: { id: string; version: number }, action: string, login = 'employee', comment?: string) =>
  t.call(token(login), {
    method: 'POST',
    url: `${BASE}/${s.id}/actions/${action}/`,
    payload: { version: s.version, ...(comment ? { comment } : {}) },
    headers: lang('en'),
  });
const rowCount = async () => (await t.database.db.select({ n: count() }).from(formSubmissions))[0]?.n ?? 0;

describe('form definitions', () => {
  it('lists the latest version of the 26 forms with titles and periods', async () => {
    const response = await t.call(token('employee'), { url: '/api/form-definitions/' });
    expect(response.statusCode).toBe(200);
    const list = response.json<TFormDefinitionSummary[]>();
    expect(list.map((d) => d.code)).toEqual(Array.from({ length: 26 }, (_, i) => `HSE_FRM_${i + 1}`));
    expect(list[0]).toMatchObject({ version: 1, period: 'month', due_days: 5 });
    expect(list[16]?.title.en).toBe(form('HSE_FRM_17').title.en);
  });

  it('reads a form by code and by version; an unknown one is 404', async () => {
    const latest = await t.call(token('employee'), { url: '/api/form-definitions/HSE_FRM_3/' });
    expect(latest.json<TFormDefinitionRecord>()).toMatchObject({
      definition: { code: 'HSE_FRM_3', version: 1 },
      versions: [1],
      published_by_fio: null,
    });
    const one = await t.call(token('employee'), { url: '/api/form-definitions/HSE_FRM_3/1/' });
    expect(one.json<TFormDefinitionRecord>().definition).toEqual(form('HSE_FRM_3'));
    expect((await t.call(token('employee'), { url: '/api/form-definitions/HSE_FRM_3/9/' })).statusCode).toBe(
      404,
    );
    expect((await t.call(token('employee'), { url: '/api/form-definitions/HSE_FRM_27/' })).statusCode).toBe(
      400,
    );
  });

  it('publishes a new version for the administrator only, after checking it', async () => {
    const v2 = {
      ...form('HSE_FRM_26'),
      version: 2,
      title: {
        ru: 'Энергопотребление (ред. 2)',
        kk: 'Энергия тұтыну (2-ред.)',
        en: 'Energy consumption (rev. 2)',
      },
    };
    const post = (login: string, body: unknown, code = 'HSE_FRM_26') =>
      t.call(token(login), {
        method: 'POST',
        url: `/api/form-definitions/${code}/`,
        payload: body as object,
        headers: lang('en'),
      });
    const before = await create('HSE_FRM_26', valid('HSE_FRM_26'), nextPeriod(4));
    expect(before.definition_version).toBe(1);

    expect((await post('dotos', v2)).statusCode).toBe(403);
    const unknownReference = {
      ...v2,
      rules: [{ ...v2.rules[0], check: { left: 'no_such_field', op: '>', right: 0 } }],
    };
    const bad = await post('admin', unknownReference);
    expect(bad.statusCode).toBe(400);
    expect(Object.values(bad.json<TErrorBody>().errors ?? {}).flat()).toContain(
      'The formula refers to a field the form does not have',
    );
    const wrongCode = await post('admin', v2, 'HSE_FRM_25');
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json<TErrorBody>().errors?.code).toEqual(['The form’s code does not match the address']);
    const skipped = await post('admin', { ...v2, version: 3 });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json<TErrorBody>().detail).toBe('The form’s new version must be number 2');

    const published = await post('admin', v2);
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json<TFormDefinitionRecord>()).toMatchObject({
      versions: [1, 2],
      definition: { version: 2 },
    });
    expect((await post('admin', v2)).statusCode).toBe(409);

    // The submission filled in version 1 keeps it; a new one is filled in version 2.
    const kept = await read(before.id);
    expect(kept.definition_version).toBe(1);
    expect(kept.results).toEqual(before.results);
    const after = await create('HSE_FRM_26', {}, nextPeriod(4));
    expect(after.definition_version).toBe(2);
    const list = (await t.call(token('employee'), { url: '/api/form-definitions/' })).json<
      TFormDefinitionSummary[]
    >();
    expect(list.find((d) => d.code === 'HSE_FRM_26')?.version).toBe(2);
  });
});

describe('form submissions', () => {
  it('saves an incomplete draft with its computed results, and checks the types always', async () => {
    const draft = await create('HSE_FRM_1', {
      staff: [
        { row: 'employees', headcount: 420, hours: 73_920 },
        { row: 'contractors', headcount: null, hours: null },
      ],
    });
    expect(draft).toMatchObject({ status: 'draft', definition_version: 1, late: false, previous_id: null });
    expect(draft.results.values.hours_total).toBe(73_920);
    expect(draft.results.totals.staff?.headcount).toBe(420);
    expect(draft.period_key).toMatch(/^\d{4}-\d{2}$/);

    const before = await rowCount();
    const refused = await t.call(token('employee'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: {
        organization_id: production,
        form_code: 'HSE_FRM_1',
        ...nextPeriod(12),
        values: {
          staff: [{ row: 'employees', headcount: -1, hours: 'many' }, { row: 'contractors' }],
          extra: 1,
        },
      },
      headers: lang('en'),
    });
    expect(refused.statusCode).toBe(400);
    const body = refused.json<TErrorBody>();
    expect(body.detail).toBe('Correct the marked values of the form');
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(
      ['values', 'values.staff.0.headcount', 'values.staff.0.hours'].sort(),
    );
    expect(await rowCount()).toBe(before);

    const patched = await t.call(token('employee'), {
      method: 'PATCH',
      url: `${BASE}/${draft.id}/`,
      payload: { version: draft.version, values: { staff: [{ row: 'contractors' }, { row: 'employees' }] } },
      headers: lang('ru'),
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json<TErrorBody>().errors?.['values.staff']).toEqual([
      'Строки этой таблицы заданы формой: их нельзя добавлять, удалять или переставлять',
    ]);
    expect((await read(draft.id)).version).toBe(draft.version);
  });

  it('refuses a second submission of the form, organization and period with a link to the first', async () => {
    const place = nextPeriod(12);
    const first = await create('HSE_FRM_1', {}, place);
    const again = await t.call(token('employee'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: { organization_id: production, form_code: 'HSE_FRM_1', ...place, values: {} },
      headers: lang('en'),
    });
    expect(again.statusCode).toBe(409);
    const body = again.json<TErrorBody & { existing_id: string }>();
    expect(body.existing_id).toBe(first.id);
    expect(body.detail).toBe(
      `The organization already has this form for this period: ${first.number}. Open it instead`,
    );
    // Another form, another organization or another period is another submission.
    await create('HSE_FRM_3', {}, place);
    const other = await t.call(token('employee2'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: { organization_id: refining, form_code: 'HSE_FRM_1', ...place },
    });
    expect(other.statusCode).toBe(201);
  });

  it('takes periods of the form only, begun already, for a subsidiary', async () => {
    const post = (payload: object) =>
      t.call(token('admin'), { method: 'POST', url: `${BASE}/`, payload, headers: lang('en') });
    const quarter = await post({
      organization_id: production,
      form_code: 'HSE_FRM_17',
      year: 2001,
      period: 5,
    });
    expect(quarter.statusCode).toBe(400);
    expect(quarter.json<TErrorBody>().errors?.period).toEqual([
      'The form has no such period: a month is 1 to 12, a quarter 1 to 4, a year 1',
    ]);
    const yearly = await post({ organization_id: production, form_code: 'HSE_FRM_6', year: 2001, period: 2 });
    expect(yearly.statusCode).toBe(400);
    const future = await post({ organization_id: production, form_code: 'HSE_FRM_1', year: 2100, period: 1 });
    expect(future.json<TErrorBody>().errors?.period).toEqual(['This period has not begun yet']);
    const ofHolding = await post({ organization_id: holding, form_code: 'HSE_FRM_1', year: 2001, period: 1 });
    expect(ofHolding.json<TErrorBody>().errors?.organization_id).toEqual([
      'Choose a subsidiary: the forms are filled in by subsidiaries',
    ]);
    const outside = await t.call(token('employee2'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: { organization_id: production, form_code: 'HSE_FRM_1', year: 2001, period: 1 },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json<TErrorBody>().errors?.organization_id).toBeDefined();
  });
});

/** Sends a draft of these values and expects the refusal's messages where they show; nothing changes. */
async function expectRefusedOnSend(code: string, values: TFormValues, expected: Record<string, string>) {
  const draft = await create(code, values, nextPeriod(code === 'HSE_FRM_6' ? 1 : 4));
  const response = await act(draft, 'save_and_send');
  expect(response.statusCode, response.body).toBe(400);
  const errors = response.json<TErrorBody>().errors ?? {};
  for (const [where, message] of Object.entries(expected)) expect(errors[where], where).toContain(message);
  const after = await read(draft.id);
  expect(after.status).toBe('draft');
  expect(after.version).toBe(draft.version);
  return draft;
}

const withRow = (values: TFormValues, table: string, index: number, cells: Record<string, unknown>) => {
  const rows = [...((values[table] as TFormRow[]) ?? [])];
  rows[index] = { ...rows[index], ...cells };
  return { ...values, [table]: rows };
};
const message = (code: string, key: string) =>
  form(code).rules.find((rule) => rule.key === key)?.message.en as string;

describe('the rules on sending', () => {
  it('refuses required fields left empty', async () => {
    await expectRefusedOnSend(
      'HSE_FRM_1',
      {
        staff: [
          { row: 'employees', headcount: 10 },
          { row: 'contractors', headcount: 0, hours: 0 },
        ],
      },
      { 'values.staff.0.hours': 'Enter a number' },
    );
  });

  it('a row rule with a condition (form 1: hours above zero when there is headcount)', async () => {
    await expectRefusedOnSend(
      'HSE_FRM_1',
      withRow(valid('HSE_FRM_1'), 'staff', 0, { headcount: 10, hours: 0 }),
      { 'values.staff.0.hours': message('HSE_FRM_1', 'hours_with_headcount') },
    );
  });

  it('a row comparison (form 2: killed within injured) and totals of two tables (form 2)', async () => {
    const values = withRow(valid('HSE_FRM_2'), 'by_category', 0, { injured: 1, fatalities: 2 });
    await expectRefusedOnSend('HSE_FRM_2', values, {
      'values.by_category.0.fatalities': message('HSE_FRM_2', 'fatalities_within_injured'),
      'values.by_category': message('HSE_FRM_2', 'categories_match_outcomes'),
    });
  });

  it('a comparison of fields (form 2: group accidents within all) and a fixed row’s cells (lost days)', async () => {
    const values = withRow({ ...valid('HSE_FRM_2'), accidents: 1, group_accidents: 3 }, 'by_outcome', 1, {
      injured: 2,
      days_lost: 1,
    });
    await expectRefusedOnSend('HSE_FRM_2', values, {
      'values.group_accidents': message('HSE_FRM_2', 'group_within_accidents'),
      'values.by_outcome': message('HSE_FRM_2', 'lwdc_days'),
    });
  });

  it('a rule on rows the user adds (form 20: recovered within spilled)', async () => {
    const values = {
      ...valid('HSE_FRM_20'),
      spills: [
        { day: '2001-01-03', place: 'Месторождение Восточное', substance: 'oil', volume: 2, recovered: 5 },
      ],
    };
    await expectRefusedOnSend('HSE_FRM_20', values, {
      'values.spills.0.recovered': message('HSE_FRM_20', 'recovered_within_volume'),
    });
  });

  it('a warning refuses nothing and reaches the reviewer (form 17: quota threshold)', async () => {
    const values = {
      ...valid('HSE_FRM_17'),
      installations: [{ name: 'ГТЭС-1', co2: 6000, ch4: 1, n2o: 0 }],
    };
    const draft = await create('HSE_FRM_17', values, nextPeriod(4));
    const sent = await act(draft, 'save_and_send');
    expect(sent.statusCode, sent.body).toBe(200);
    const reviewed = await read(draft.id, 'dotos');
    expect(reviewed.status).toBe('sent');
    expect(reviewed.warnings['values.installations.0.co2']).toEqual([
      form('HSE_FRM_17').rules[0]?.message.ru,
    ]);
  });
});

describe('the workflow', () => {
  it('the subsidiary sends; the holding returns with a comment and accepts; accepted is final', async () => {
    const draft = await create('HSE_FRM_1', valid('HSE_FRM_1'));
    expect((await act(draft, 'approve', 'dotos')).statusCode).toBe(409);
    const sent = await act(draft, 'save_and_send');
    expect(sent.statusCode, sent.body).toBe(200);
    let current = await read(draft.id);
    expect(current.sent_at).not.toBeNull();
    // Long past its due day: sent late.
    expect(current.late).toBe(true);
    expect((await act(current, 'approve', 'employee')).statusCode).toBe(403);

    const noComment = await act(current, 'for_revision', 'dotos');
    expect(noComment.statusCode).toBe(400);
    expect((await read(draft.id)).status).toBe('sent');
    expect((await act(current, 'for_revision', 'headdotos', 'Проверьте часы подрядчиков')).statusCode).toBe(
      200,
    );
    current = await read(draft.id);
    expect(current.status).toBe('revision');
    const edited = await t.call(token('employee'), {
      method: 'PATCH',
      url: `${BASE}/${draft.id}/`,
      payload: {
        version: current.version,
        values: withRow(current.values, 'staff', 1, { headcount: 30, hours: 5000 }),
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    current = await read(draft.id);
    expect(current.results.totals.staff?.hours).toBe(
      ((valid('HSE_FRM_1').staff as TFormRow[])[0]?.hours as number) + 5000,
    );
    expect((await act(current, 'save_and_send')).statusCode).toBe(200);
    current = await read(draft.id);
    expect((await act(current, 'approve', 'dotos')).statusCode).toBe(200);
    current = await read(draft.id, 'dotos');
    expect(current.status).toBe('accepted');
    expect(current.allowed_actions).toEqual([]);
    const locked = await t.call(token('employee'), {
      method: 'PATCH',
      url: `${BASE}/${draft.id}/`,
      payload: { version: current.version, values: {} },
    });
    expect(locked.statusCode).toBe(409);
  });

  it('another subsidiary’s staff do not see the submission', async () => {
    const draft = await create('HSE_FRM_1');
    expect((await t.call(token('employee2'), { url: `${BASE}/${draft.id}/` })).statusCode).toBe(404);
    const list = await t.call(token('employee2'), { url: `${BASE}/?form_code=HSE_FRM_1&page_size=100` });
    expect(list.json<{ results: { id: string }[] }>().results.map((r) => r.id)).not.toContain(draft.id);
  });

  it('lists by form, organization, year, period, status and lateness', async () => {
    const place = nextPeriod(12);
    const one = await create('HSE_FRM_9', valid('HSE_FRM_9'), place);
    await act(one, 'save_and_send');
    const query = `form_code=HSE_FRM_9&organization_id=${production}&year_from=${place.year}&year_to=${place.year}&period_from=${place.period}&period_to=${place.period}&status=sent&late=true`;
    const list = await t.call(token('dotos'), { url: `${BASE}/?${query}` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ results: { id: string }[] }>().results.map((r) => r.id)).toEqual([one.id]);
    const onTime = await t.call(token('dotos'), {
      url: `${BASE}/?${query.replace('late=true', 'late=false')}`,
    });
    expect(onTime.json<{ count: number }>().count).toBe(0);
    const exported = await t.call(token('dotos'), { url: `${BASE}/export.xlsx?${query}` });
    expect(exported.statusCode).toBe(200);
  });
});

describe('the previous period', () => {
  it('gives the previous period’s values and flags the changes above the share', async () => {
    const place = nextPeriod(12);
    // The previous period of January is the December before.
    const january = place.period === 1 ? place : { year: place.year + 1, period: 1 };
    slot += 13;
    const december = { year: january.year - 1, period: 12 };
    const staff = (employees: number, contractors: number) => ({
      staff: [
        { row: 'employees', headcount: 100, hours: employees },
        { row: 'contractors', headcount: 20, hours: contractors },
      ],
    });
    const before = await create('HSE_FRM_1', staff(16_000, 3000), december);
    const now = await create('HSE_FRM_1', staff(16_000 * (1 + FORM_CHANGE_SHARE) + 1, 3100), january);
    expect(now.previous_id).toBe(before.id);
    const response = await t.call(token('dotos'), { url: `${BASE}/${now.id}/previous/` });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<TFormPrevious>();
    expect(answer.share).toBe(FORM_CHANGE_SHARE);
    expect(answer.previous).toMatchObject({ id: before.id, year: december.year, period: 12 });
    const keys = answer.changes.map((c) => c.key);
    expect(keys).toContain('staff.0.hours');
    expect(keys).toContain('hours_employees');
    expect(keys).not.toContain('staff.1.hours');
    expect(answer.changes.find((c) => c.key === 'staff.0.hours')).toMatchObject({ previous: 16_000 });

    const first = await t.call(token('dotos'), { url: `${BASE}/${before.id}/previous/` });
    expect(first.json<TFormPrevious>()).toEqual({ share: FORM_CHANGE_SHARE, previous: null, changes: [] });
  });
});
