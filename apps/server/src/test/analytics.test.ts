import type { TGreenhouse, THealthSafety, TMainIndicators, TRate } from '@hse/contracts/analytics/index';
import type { TPage } from '@hse/contracts/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursValues, insertIncident, insertSubmission, testSubsidiary } from './analytics-builders.ts';
import { lang, orgTree, type TErrorBody, type TOrgTree } from './builders.ts';
import { createTestApp, multipart, type TTestApp } from './test-app.ts';

let t: TTestApp;
let tree: TOrgTree;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;
let org: { subsidiary: string; division: string };
/** A year no demo record has: the figures below are computed by hand from this file's records. */
const YEAR = 2019;
const PERIOD = { from: `${YEAR}-01`, to: `${YEAR}-12` };

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'dotos', 'headdotos', 'employee', 'auditor'])
    tokens[login] = (await t.signIn(login)).token;
  tree = await orgTree(t);
  org = await testSubsidiary(t, tree.holding.id);
  const at = (month: number, day = 10) => `${YEAR}-${String(month).padStart(2, '0')}-${day}T08:00:00Z`;
  // Injured people: one LWDC (in the division), one fatality, one RWC, one MTC, one first aid.
  await insertIncident(t, org.division, at(3), 'accident', [{ outcome: 'lwdc', injury_severity: 'severe' }]);
  await insertIncident(t, org.subsidiary, at(6), 'accident', [
    { outcome: 'fatality', injury_severity: 'fatal' },
  ]);
  await insertIncident(t, org.subsidiary, at(7), 'medical', [{ outcome: 'mtc' }]);
  await insertIncident(t, org.subsidiary, at(8), 'accident', [{ outcome: 'rwc' }]);
  await insertIncident(t, org.subsidiary, at(9), 'medical', [{ outcome: 'fac' }]);
  await insertIncident(t, org.subsidiary, at(10), 'road_accident');
  await insertIncident(t, org.subsidiary, at(11), 'near_miss');
  // A draft counts nowhere.
  await insertIncident(t, org.subsidiary, at(4), 'accident', [{ outcome: 'lwdc' }], 'draft');
  // Hours of January to November (December's form is missing), 100,000 h a month; 50,000 km.
  for (let month = 1; month <= 11; month++) {
    await insertSubmission(t, org.subsidiary, 'HSE_FRM_1', YEAR, month, hoursValues(100_000));
    await insertSubmission(t, org.subsidiary, 'HSE_FRM_3', YEAR, month, {
      fleet: [{ row: 'cars', vehicles: 10, km: 50_000 }],
    });
  }
  await insertSubmission(t, org.subsidiary, 'HSE_FRM_2', YEAR, 3, {
    by_outcome: [{ row: 'lwdc', injured: 1, days_lost: 30 }],
  });
  // Greenhouse gases of Q1 and Q2: 100 t CO2 + 1 t CH4 + 0.1 t N2O a quarter, and 50 t CO2 bought.
  for (const quarter of [1, 2])
    await insertSubmission(t, org.subsidiary, 'HSE_FRM_17', YEAR, quarter, {
      installations: [{ name: 'Печь', co2: 100, ch4: 1, n2o: 0.1 }],
      purchased: [{ row: 'electricity', co2: 50 }, { row: 'heat' }],
    });
  // A draft's hours do not count.
  await insertSubmission(t, org.subsidiary, 'HSE_FRM_1', YEAR, 12, hoursValues(900_000), 'draft');
}, 60_000);
afterAll(() => t.close());

const get = (login: string, url: string, query: Record<string, string>, language = 'en') =>
  t.call(token(login), { url: `${url}?${new URLSearchParams(query)}`, headers: lang(language as 'en') });

async function mainRow() {
  const response = await get('dotos', '/api/analytics/mainIndicators/', {
    ...PERIOD,
    organization_id: org.subsidiary,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<TMainIndicators>();
  return body.rows[0] as TMainIndicators['rows'][number];
}

/** The total of a list with a figure's drill-down filters. */
async function drillTotal(rate: { drill: TRate['drill'] }, login = 'dotos') {
  if (!rate.drill) throw new Error('no drill-down');
  const response = await get(login, rate.drill.resource, rate.drill.query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPage<unknown>>().count;
}

describe('main indicators', () => {
  it('computes LTIF, TRIR, FAR, LTISR and MVCR as by hand', async () => {
    const { indicators } = await mainRow();
    // 1,100,000 h: LTI 2 (fatality + LWDC) → 1.818; recordable 4 → 3.636; FAR 1e8 / 1.1e6 → 90.909.
    expect(indicators.ltif.current).toMatchObject({
      value: 1.818,
      numerator: 2,
      denominator: 1_100_000,
      base: 1_000_000,
    });
    expect(indicators.trir.current).toMatchObject({ value: 3.636, numerator: 4, base: 1_000_000 });
    expect(indicators.far.current).toMatchObject({ value: 90.909, numerator: 1, base: 100_000_000 });
    // 30 days lost → 27.273; one road accident over 550,000 km → 1.818.
    expect(indicators.ltisr.current).toMatchObject({ value: 27.273, numerator: 30 });
    expect(indicators.mvcr.current).toMatchObject({ value: 1.818, numerator: 1, denominator: 550_000 });
    expect(indicators.ltif.current.missing_months).toEqual([`${YEAR}-12`]);
  });

  it('says the hours are missing instead of dividing by zero', async () => {
    const { indicators } = await mainRow();
    expect(indicators.ltif.last_year).toMatchObject({ value: null, missing: 'hours_worked', numerator: 0 });
    expect(indicators.mvcr.last_year).toMatchObject({ value: null, missing: 'km_driven' });
  });

  it('opens each count in the incident list with the same total', async () => {
    const { indicators } = await mainRow();
    expect(await drillTotal(indicators.ltif.current)).toBe(2);
    expect(await drillTotal(indicators.trir.current)).toBe(4);
    expect(await drillTotal(indicators.far.current)).toBe(1);
    expect(await drillTotal(indicators.mvcr.current)).toBe(1);
  });

  it('compares with the target an admin sets for the year', async () => {
    const put = (login: string, payload: Record<string, unknown>) =>
      t.call(token(login), { method: 'PUT', url: '/api/analytics/targets/', payload });
    const body = { year: YEAR, organization_id: org.subsidiary, indicator: 'ltif', value: 2.5 };
    expect((await put('dotos', body)).statusCode).toBe(403);
    const created = await put('admin', body);
    expect(created.statusCode, created.body).toBe(200);
    expect((await put('admin', { ...body, value: 1 })).statusCode).toBe(409);
    const { indicators } = await mainRow();
    expect(indicators.ltif).toMatchObject({ target: 2.5, on_target: true });
  });
});

describe('access and filters', () => {
  it('is refused to roles without analytics and to an organization out of scope', async () => {
    expect((await get('employee', '/api/analytics/mainIndicators/', PERIOD)).statusCode).toBe(403);
    expect((await get('auditor', '/api/analytics/mainIndicators/', PERIOD)).statusCode).toBe(403);
    expect(
      (
        await get('admin', '/api/analytics/mainIndicators/', {
          ...PERIOD,
          organization_id: '00000000-0000-4000-8000-000000000001',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a bad filter in the reader’s language', async () => {
    const response = await get('dotos', '/api/analytics/mainIndicators/', { from: '2019-13' }, 'ru');
    expect(response.statusCode).toBe(400);
    const body = response.json<TErrorBody>();
    expect(body.errors?.from?.[0]).toMatch(/[а-я]/i);
    expect(
      (await get('dotos', '/api/analytics/mainIndicators/', { from: '2019-05', to: '2019-01' })).statusCode,
    ).toBe(400);
    expect((await get('dotos', '/api/analytics/mainIndicators/', { unknown: '1' })).statusCode).toBe(400);
  });

  it('gives the holding first, then each subsidiary', async () => {
    const response = await get('admin', '/api/analytics/mainIndicators/', PERIOD);
    const body = response.json<TMainIndicators>();
    expect(body.rows[0]?.organization_id).toBe(tree.holding.id);
    expect(body.rows.map((r) => r.organization_id)).toContain(org.subsidiary);
  });
});

describe('the other dashboards', () => {
  const mine = { ...PERIOD, organization_id: '' };
  beforeAll(() => {
    mine.organization_id = org.subsidiary;
  });

  it('weighs greenhouse gases with the AR5 potentials', async () => {
    const response = await get('dotos', '/api/analytics/greenhouseEmissions/', mine);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TGreenhouse>();
    // A quarter: 100 + 28 × 1 + 265 × 0.1 = 154.5 (scope 1), 50 (scope 2); two quarters.
    expect(body.totals).toEqual({ scope1: 309, scope2: 100, total: 409 });
    expect(body.by_gas.find((g) => g.gas === 'ch4')).toMatchObject({ tonnes: 2, co2e: 56 });
    expect(body.installations[0]).toMatchObject({ name: 'Печь', co2e: 309, above_threshold: false });
    expect(body.missing_periods).toEqual([`${YEAR}-Q3`, `${YEAR}-Q4`]);
  });

  it('counts the pyramid and opens each level with the same total', async () => {
    const response = await get('dotos', '/api/analytics/healthSafety/', mine);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<THealthSafety>();
    expect(body.injured.value).toBe(5);
    expect(body.incidents.value).toBe(7);
    const { pyramid } = body;
    expect([
      pyramid.fatalities.value,
      pyramid.lti.value,
      pyramid.rwc.value,
      pyramid.mtc.value,
      pyramid.first_aid.value,
      pyramid.near_misses.value,
    ]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(body.near_miss_ratio).toBe(0.2);
    for (const figure of [body.incidents, body.injured, pyramid.fatalities, pyramid.lti, pyramid.near_misses])
      expect(await drillTotal(figure)).toBe(figure.value);
    for (const bar of body.breakdowns.kind) expect(await drillTotal(bar)).toBe(bar.value);
  });

  it('answers every dashboard in its shape', async () => {
    for (const [path, query] of [
      ['environmentalProtection', mine],
      ['advancedIndicators', mine],
      ['eventsPlan', mine],
      ['survey', mine],
      ['allForms', { ...mine, form_code: 'HSE_FRM_1', field: 'hours_total' }],
      ['roadMaps', { year: String(YEAR) }],
      ['dashboard/new', {}],
      ['dashboard/old', {}],
      ['emg', {}],
      ['healthSafety', { kind: 'accident' }],
    ] as const) {
      const response = await get('admin', `/api/analytics/${path}/`, query as Record<string, string>);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    }
    const forms = await get('dotos', '/api/analytics/allForms/', {
      ...mine,
      form_code: 'HSE_FRM_1',
      field: 'hours_total',
    });
    expect(forms.json<{ total: number }>().total).toBe(1_100_000);
    expect(
      (await get('dotos', '/api/analytics/allForms/', { ...mine, form_code: 'HSE_FRM_1', field: 'nope' }))
        .statusCode,
    ).toBe(400);
  });

  it('opens all forms on a form’s first numeric field, with figures, when no field is asked for', async () => {
    type TForms = { form_code: string; field: string | null; total: number | null; by_period: unknown[] };
    // Neither form nor field: the first form of the catalogue, on its first numeric field.
    const opened = await get('dotos', '/api/analytics/allForms/', mine);
    expect(opened.statusCode, opened.body).toBe(200);
    const body = opened.json<TForms>();
    expect(body).toMatchObject({ form_code: 'HSE_FRM_1', field: 'staff.headcount' });
    // Eleven months of 589 employees (100,000 h at 170 h each).
    expect(body.total).toBe(11 * 589);
    expect(body.by_period).toHaveLength(11);
    // Another form without a field: that form's own first numeric field.
    const other = await get('dotos', '/api/analytics/allForms/', { ...mine, form_code: 'HSE_FRM_17' });
    expect(other.json<TForms>()).toMatchObject({
      form_code: 'HSE_FRM_17',
      field: 'installations.co2',
      total: 200,
    });
  });

  it('names the codes of its charts in the three languages, and the pyramid’s levels by themselves', async () => {
    const answer = async <T>(path: string, query: Record<string, string>) => {
      const response = await get('admin', `/api/analytics/${path}/`, query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };
    type TItems = { key: string; label: { ru: string; kk: string; en: string } | null }[];
    const advanced = await answer<{ observations: { by_rule: TItems } }>('advancedIndicators', mine);
    const events = await answer<{ by_status: TItems }>('eventsPlan', mine);
    const maps = await answer<{ rows: { by_status: TItems }[] }>('roadMaps', { year: String(YEAR) });
    const mapStatuses = maps.rows.flatMap((row) => row.by_status);
    expect(mapStatuses.length).toBeGreaterThan(0);
    for (const item of [...advanced.observations.by_rule, ...events.by_status, ...mapStatuses])
      expect(item.label?.kk, item.key).toMatch(/[а-яәіңғүұқөһ]/i);
    expect(advanced.observations.by_rule.find((r) => r.key === 'hot_work')?.label?.en).toBe('Hot work');
    const emg = await answer<{ pyramid: Record<string, object> }>('emg', {});
    expect(Object.keys(emg.pyramid.near_misses ?? {}).sort()).toEqual(['drill', 'value']);
  });

  it('counts only the subtree of the organization asked for', async () => {
    const response = await get('dotos', '/api/analytics/healthSafety/', {
      ...PERIOD,
      organization_id: org.division,
    });
    expect(response.json<THealthSafety>().injured.value).toBe(1);
  });
});

describe('figures before the register', () => {
  async function workbook(rows: (string | number)[][]) {
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('history');
    sheet.addRow(['organization', 'year', 'hours_worked', 'lti', 'fatalities']);
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const upload = async (data: Buffer, login = 'admin') => {
    const form = multipart('file', 'history.xlsx', XLSX, data);
    return t.call(token(login), {
      method: 'POST',
      url: '/api/analytics/historical/import/',
      ...form,
      headers: { ...form.headers, ...lang('ru') },
    });
  };

  it('shows every row error before anything is saved, then saves a clean file', async () => {
    const template = await t.call(token('admin'), { url: '/api/analytics/historical/template/' });
    expect(template.statusCode).toBe(200);
    const short = tree.subsidiaries[0]?.short_name as string;
    const bad = await upload(
      await workbook([
        [short, 2018, 2_000_000, 3, 0],
        ['NOPE', 2030, -1, 'x', 0],
      ]),
    );
    expect(bad.statusCode, bad.body).toBe(200);
    const result = bad.json<{ saved: number; errors: { row: number; column: string; message: string }[] }>();
    expect(result.saved).toBe(0);
    expect(result.errors.map((e) => `${e.row}:${e.column}`)).toEqual([
      '3:organization',
      '3:year',
      '3:hours_worked',
      '3:lti',
    ]);
    expect(result.errors[0]?.message).toMatch(/[а-я]/i);
    expect((await upload(await workbook([[short, 2018, 2_000_000, 3, 0]]), 'dotos')).statusCode).toBe(403);
    const good = await upload(await workbook([[short, 2018, 2_000_000, 3, 0]]));
    expect(good.json<{ saved: number }>().saved).toBe(3);
    const old = await get('dotos', '/api/analytics/dashboard/old/', {
      organization_id: tree.subsidiaries[0]?.id as string,
    });
    const year = old
      .json<{ years: { year: number; ltif: number | null }[] }>()
      .years.find((y) => y.year === 2018);
    // 3 × 1,000,000 / 2,000,000.
    expect(year?.ltif).toBe(1.5);
  });
});
