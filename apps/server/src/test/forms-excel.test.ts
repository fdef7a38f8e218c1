import type { TFormSubmission } from '@hse/contracts/form-submissions';
import type { TFormConsolidation, TFormUploadError } from '@hse/contracts/form-workbooks';
import type { TFormRow } from '@hse/contracts/forms/evaluate';
import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions } from '../db/schema/index.ts';
import { lang, type TErrorBody } from './builders.ts';
import { createTestApp, jpegBytes, multipart, multipartForm, type TTestApp } from './test-app.ts';

const BASE = '/api/form-submissions';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let t: TTestApp;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;
let production: string;
let refining: string;
let holding: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'dotos', 'employee', 'employee2'])
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

const rowCount = async () => (await t.database.db.select({ n: count() }).from(formSubmissions))[0]?.n ?? 0;

async function template(login: string, org: string, year: number, period: number, form = 'HSE_FRM_1') {
  const response = await t.call(token(login), {
    url: `${BASE}/template/?form=${form}&organization_id=${org}&year=${year}&period=${period}`,
    headers: lang('en'),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain(XLSX);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  return workbook;
}

async function upload(login: string, workbook: ExcelJS.Workbook, fields: Record<string, string> = {}) {
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  const body = multipartForm([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', value: data, filename: 'form.xlsx', type: XLSX },
  ]);
  return t.call(token(login), {
    method: 'POST',
    url: `${BASE}/upload/`,
    payload: body.payload,
    headers: { ...body.headers, ...lang('en') },
  });
}

/** Form 1's table sheet: employees on row 5, contractors on row 6; headcount in B, hours in C. */
const staffSheet = (workbook: ExcelJS.Workbook) => workbook.worksheets[0] as ExcelJS.Worksheet;
function fillStaff(workbook: ExcelJS.Workbook, cells: Record<string, ExcelJS.CellValue>) {
  for (const [address, value] of Object.entries(cells)) staffSheet(workbook).getCell(address).value = value;
}

describe('the Excel template and its upload', () => {
  it('round-trips: download, fill, upload creates the draft; the export carries the computed figures', async () => {
    const workbook = await template('employee', production, 2010, 1);
    const sheet = staffSheet(workbook);
    expect(sheet.name).toBe('1. Headcount and hours');
    expect(sheet.getCell('A5').value).toBe('Own employees');
    expect(sheet.getCell('B4').value).toBe('Average headcount, people');
    expect(sheet.getCell('B5').protection?.locked).toBe(false);
    expect(workbook.worksheets.map((s) => s.name)).toContain('hse_meta');
    fillStaff(workbook, { B5: 100, C5: 16_000, B6: 10, C6: '2 000,5' });
    const created = await upload('employee', workbook);
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<TFormSubmission>();
    expect(record).toMatchObject({ status: 'draft', organization_id: production, year: 2010, period: 1 });
    expect(record.values.staff).toEqual([
      { row: 'employees', headcount: 100, hours: 16_000 },
      { row: 'contractors', headcount: 10, hours: 2000.5 },
    ]);
    expect(record.results.values.hours_total).toBe(18_000.5);

    const exported = await t.call(token('employee'), {
      url: `${BASE}/${record.id}/xlsx/`,
      headers: lang('ru'),
    });
    expect(exported.statusCode).toBe(200);
    const file = new ExcelJS.Workbook();
    await file.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer);
    const table = staffSheet(file);
    expect(table.getCell('A5').value).toBe('Работники организации');
    expect(table.getCell('D5').result).toBe(160);
    expect(table.getCell('A7').value).toBe('Итого');
    expect(table.getCell('C7').result).toBe(18_000.5);

    // The export is a template too: changed and uploaded with the version read, it updates the draft.
    fillStaff(file, { B5: 120 });
    const stale = await upload('employee', file);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<TErrorBody & { existing_id: string }>().existing_id).toBe(record.id);
    const updated = await upload('employee', file, { version: String(record.version) });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((updated.json<TFormSubmission>().values.staff as TFormRow[])[0]?.headcount).toBe(120);
    expect((await upload('employee', file, { version: String(record.version) })).statusCode).toBe(409);
  });

  it('answers every error by sheet, row and column and saves nothing', async () => {
    const workbook = await template('employee', production, 2010, 2);
    fillStaff(workbook, { B5: 'many', C5: 100, B6: 2.5, C6: 0 });
    const before = await rowCount();
    const refused = await upload('employee', workbook);
    expect(refused.statusCode).toBe(400);
    const body = refused.json<TFormUploadError>();
    expect(body.detail).toBe('The file has errors (3): nothing was saved');
    const sheet = '1. Headcount and hours';
    expect(body.cells).toEqual([
      { sheet, row: 5, column: 'B', cell: 'B5', message: 'Enter a number' },
      { sheet, row: 6, column: 'B', cell: 'B6', message: expect.any(String) },
      {
        sheet,
        row: 6,
        column: 'C',
        cell: 'C6',
        message: 'There is headcount: hours worked must be above zero',
      },
    ]);
    expect(Object.keys(body.errors ?? {})).toEqual([`${sheet}!B5`, `${sheet}!B6`, `${sheet}!C6`]);
    expect(await rowCount()).toBe(before);
  });

  it('refuses what is not a template: another type (415), a foreign workbook (400), too large (413)', async () => {
    const before = await rowCount();
    const jpeg = multipart('file', 'form.xlsx', XLSX, jpegBytes());
    const wrongType = await t.call(token('employee'), {
      method: 'POST',
      url: `${BASE}/upload/`,
      ...jpeg,
      headers: { ...jpeg.headers, ...lang('en') },
    });
    expect(wrongType.statusCode).toBe(415);
    const foreign = new ExcelJS.Workbook();
    foreign.addWorksheet('Sheet1').getCell('A1').value = 1;
    const notOurs = await upload('employee', foreign);
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json<TErrorBody>().detail).toBe(
      'This is not a form template: download the template and fill it in',
    );
    const big = multipart('file', 'form.xlsx', XLSX, Buffer.alloc(6 * 1024 * 1024, 1));
    const tooLarge = await t.call(token('employee'), { method: 'POST', url: `${BASE}/upload/`, ...big });
    expect(tooLarge.statusCode).toBe(413);
    expect(await rowCount()).toBe(before);
  });

  it('keeps to the caller’s organizations: another subsidiary’s template is 404, its upload 400', async () => {
    const theirs = await t.call(token('employee2'), {
      url: `${BASE}/template/?form=HSE_FRM_1&organization_id=${production}&year=2010&period=3`,
    });
    expect(theirs.statusCode).toBe(404);
    const workbook = await template('employee', production, 2010, 3);
    fillStaff(workbook, { B5: 1, C5: 8 });
    const outside = await upload('employee2', workbook);
    expect(outside.statusCode).toBe(400);
    expect(outside.json<TErrorBody>().errors?.organization_id).toBeDefined();
  });
});

describe('the template’s formulas', () => {
  it('carries totals and computed figures as Excel formulas over the right cells', async () => {
    const workbook = await template('employee', production, 2012, 1);
    const staff = staffSheet(workbook);
    expect(staff.getCell('B7').formula).toBe('SUM(B5:B6)');
    expect(staff.getCell('C7').formula).toBe('SUM(C5:C6)');
    // Hours per person: the row's hours over its headcount, and the total's over the totals.
    expect(staff.getCell('D5').formula).toBe('IFERROR(ROUND((C5/B5),1),"")');
    expect(staff.getCell('D7').formula).toBe('IFERROR(ROUND((C7/B7),1),"")');
    const indicators = workbook.worksheets[1] as ExcelJS.Worksheet;
    expect(indicators.getCell('B5').formula).toBe(`IFERROR('1. Headcount and hours'!B7,"")`);
    expect(indicators.getCell('B6').formula).toBe(`IFERROR('1. Headcount and hours'!C5,"")`);

    // A free table's total row sits under all its lines; its computed column sums the gases.
    const gases = (await template('employee', production, 2012, 1, 'HSE_FRM_17')).worksheets[0];
    expect(gases?.getCell('A205').value).toBe('Total');
    expect(gases?.getCell('C205').formula).toBe('SUM(C5:C204)');
    expect(gases?.getCell('F5').formula).toBe('IFERROR(ROUND((C5+(28*D5)+(265*E5)),3),"")');
  });

  it('takes no figure from a formula cell: overwritten, cached or empty, the server computes', async () => {
    const workbook = await template('employee', production, 2012, 2);
    const staff = staffSheet(workbook);
    fillStaff(workbook, { B5: 100, C5: 16_000, B6: 10, C6: 1_000 });
    staff.getCell('D5').value = 999;
    staff.getCell('C7').value = { formula: 'SUM(C5:C6)', result: 12_345 };
    staff.getCell('B7').value = 1;
    const created = await upload('employee', workbook);
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<TFormSubmission>();
    expect((record.results.values.staff as TFormRow[])[0]?.hours_each).toBe(160);
    expect(record.results.totals.staff).toEqual({ headcount: 110, hours: 17_000, hours_each: 154.5 });
    expect(record.results.values.hours_total).toBe(17_000);

    // The export is uploadable too: the same formulas, the server's figures as their results.
    const exported = await t.call(token('employee'), { url: `${BASE}/${record.id}/xlsx/` });
    const file = new ExcelJS.Workbook();
    await file.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer);
    expect(staffSheet(file).getCell('C7').value).toEqual({ formula: 'SUM(C5:C6)', result: 17_000 });
  });
});

/** Form 1 of a month, sent, and accepted by the holding's HSE staff unless `accept` is false. */
async function submitted(
  login: string,
  org: string,
  month: number,
  staff: [number, number, number, number],
  accept = true,
) {
  const created = await t.call(token(login), {
    method: 'POST',
    url: `${BASE}/`,
    payload: {
      organization_id: org,
      form_code: 'HSE_FRM_1',
      year: 2011,
      period: month,
      values: {
        staff: [
          { row: 'employees', headcount: staff[0], hours: staff[1] },
          { row: 'contractors', headcount: staff[2], hours: staff[3] },
        ],
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  let record = created.json<TFormSubmission>();
  const act = async (who: string, action: string) => {
    const response = await t.call(token(who), {
      method: 'POST',
      url: `${BASE}/${record.id}/actions/${action}/`,
      payload: { version: record.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    record = response.json<TFormSubmission>();
  };
  await act(login, 'save_and_send');
  if (accept) await act('dotos', 'approve');
  return record;
}

describe('consolidation', () => {
  it('sums hours over periods, takes the last headcount, sums subsidiaries, recomputes ratios', async () => {
    const a1 = await submitted('employee', production, 1, [100, 16_000, 10, 2_000]);
    const a2 = await submitted('employee', production, 2, [110, 17_600, 10, 1_000]);
    const b1 = await submitted('employee2', refining, 1, [40, 6_400, 0, 0]);
    const sentOnly = await submitted('employee2', refining, 2, [50, 8_000, 5, 400], false);
    const url = (query: string) => `${BASE}/consolidation/?form=HSE_FRM_1&from=2011-01&to=2011-02${query}`;
    const response = await t.call(token('dotos'), { url: url(`&org=${holding}`), headers: lang('en') });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<TFormConsolidation>();
    expect(result.statuses).toEqual(['accepted']);
    // By hand: headcount is a stock, each subsidiary's last month: employees 110 (February) + 40
    // (January) = 150 people, contractors 10 + 0 = 10; hours are a flow, summed over both months:
    // 16,000 + 17,600 + 6,400 = 40,000 h and 2,000 + 1,000 + 0 = 3,000 h.
    const rows = result.total.values.staff as TFormRow[];
    expect(rows[0]).toMatchObject({ headcount: 150, hours: 40_000, hours_each: 266.7 });
    expect(rows[1]).toMatchObject({ headcount: 10, hours: 3_000, hours_each: 300 });
    // 43,000 h / 160 people = 268.75: the ratio of the consolidated figures, to one digit.
    expect(result.total.totals.staff).toEqual({ headcount: 160, hours: 43_000, hours_each: 268.8 });
    expect(result.total.values.headcount_total).toBe(160);
    expect(result.total.values.hours_total).toBe(43_000);
    const byOrg = Object.fromEntries(result.subsidiaries.map((s) => [s.organization_id, s]));
    expect(byOrg[production]?.submissions.map((s) => s.id)).toEqual([a1.id, a2.id]);
    expect(byOrg[production]?.computed.totals.staff).toMatchObject({ headcount: 120, hours: 36_600 });
    expect(byOrg[refining]?.submissions.map((s) => s.id)).toEqual([b1.id]);

    const withSent = (
      await t.call(token('dotos'), { url: url(`&org=${holding}&sent=true`) })
    ).json<TFormConsolidation>();
    expect(withSent.total.totals.staff).toMatchObject({ headcount: 120 + 55, hours: 43_000 + 8_400 });
    expect(
      withSent.subsidiaries.find((s) => s.organization_id === refining)?.submissions.map((s) => s.id),
    ).toEqual([b1.id, sentOnly.id]);

    // A subsidiary sees its own only: the holding is outside its sight.
    expect((await t.call(token('employee'), { url: url(`&org=${holding}`) })).statusCode).toBe(404);
    const own = (await t.call(token('employee'), { url: url('') })).json<TFormConsolidation>();
    expect(own.subsidiaries.map((s) => s.organization_id)).toEqual([production]);
    expect(own.total.totals.staff?.hours).toBe(36_600);

    const exported = await t.call(token('dotos'), {
      url: url(`&org=${holding}`).replace('/consolidation/?', '/consolidation/export.xlsx?'),
      headers: lang('en'),
    });
    expect(exported.statusCode).toBe(200);
    const file = new ExcelJS.Workbook();
    await file.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer);
    expect(staffSheet(file).getCell('C7').value).toBe(43_000);
    expect(staffSheet(file).getCell('B7').value).toBe(160);
    expect(file.getWorksheet('Submissions')?.rowCount).toBe(4);
  });

  it('refuses periods of another kind and a range that ends before it starts', async () => {
    const ask = (from: string, to: string) =>
      t.call(token('dotos'), {
        url: `${BASE}/consolidation/?form=HSE_FRM_1&from=${from}&to=${to}`,
        headers: lang('en'),
      });
    const quarter = await ask('2011-Q1', '2011-Q2');
    expect(quarter.statusCode).toBe(400);
    expect(quarter.json<TErrorBody>().errors?.from).toEqual([
      'The period does not suit the form: a month, quarter or year, as the form has',
    ]);
    expect((await ask('2011-03', '2011-01')).json<TErrorBody>().errors?.to).toEqual([
      'The range starts after it ends',
    ]);
    expect((await ask('2011-13', '2011-01')).statusCode).toBe(400);
  });
});
