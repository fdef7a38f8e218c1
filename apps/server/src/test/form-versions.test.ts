import { FORM_SUBMISSION_MODULE, type TFormSubmission } from '@hse/contracts/form-submissions';
import { formDefinition } from '@hse/contracts/forms/catalogue/index';
import type { TFormDefinition } from '@hse/contracts/forms/definition';
import type { TFormValues } from '@hse/contracts/forms/evaluate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFormValues } from '../seed/demo-form-values.ts';
import { random } from '../seed/demo-random.ts';
import { lang, type TErrorBody } from './builders.ts';
import { pdfText } from './pdf-text.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

const BASE = FORM_SUBMISSION_MODULE.resource;
let t: TTestApp;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;
let production: string;

const FORM_1 = formDefinition('HSE_FRM_1') as TFormDefinition;
const l = (ru: string, kk: string, en: string) => ({ ru, kk, en });

/** Version 2 of form 1, as the designer writes it: a section with a free table and a rule on its rows. */
const V2: TFormDefinition = {
  ...FORM_1,
  version: 2,
  sections: [
    ...FORM_1.sections,
    {
      key: 'fleet_section',
      label: l('Автопарк', 'Автопарк', 'Fleet'),
      fields: [],
      tables: [
        {
          key: 'vehicles',
          label: l('Транспортные средства', 'Көлік құралдары', 'Vehicles'),
          rows: { mode: 'free', max: 20 },
          columns: [
            { kind: 'text', key: 'model', label: l('Модель', 'Үлгісі', 'Model'), required: true },
            {
              kind: 'integer',
              key: 'units',
              label: l('Количество', 'Саны', 'Units'),
              unit: l('шт.', 'дана', 'pcs'),
            },
            {
              kind: 'number',
              key: 'km',
              label: l('Пробег', 'Жүрген жолы', 'Mileage'),
              unit: l('км', 'км', 'km'),
            },
            {
              kind: 'computed',
              key: 'km_each',
              label: l('Пробег на единицу', 'Бірлікке шаққандағы жол', 'Mileage per unit'),
              formula: { op: '/', args: ['km', 'units'] },
              digits: 1,
            },
          ],
          totalRow: true,
        },
      ],
    },
  ],
  rules: [
    ...FORM_1.rules,
    {
      key: 'km_with_units',
      level: 'error',
      table: 'vehicles',
      check: { left: 'units', op: '>', right: 0 },
      at: ['units'],
      message: l('Укажите количество', 'Санын көрсетіңіз', 'Give the number of units'),
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'employee']) tokens[login] = (await t.signIn(login)).token;
  const organizations = (await t.call(null, { url: '/api/organizations/' })).json<
    { id: string; short_name: string }[]
  >();
  production = organizations.find((o) => o.short_name === 'DOG-P')?.id as string;
}, 60_000);
afterAll(() => t.close());

const create = async (year: number, values: TFormValues) => {
  const response = await t.call(token('employee'), {
    method: 'POST',
    url: `${BASE}/`,
    payload: { organization_id: production, form_code: 'HSE_FRM_1', year, period: 1, values },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TFormSubmission>();
};
const pdf = async (id: string, language: 'ru' | 'en') => {
  const response = await t.call(token('employee'), { url: `${BASE}/${id}/pdf/`, headers: lang(language) });
  expect(response.statusCode, response.body).toBe(200);
  return (await pdfText(response.rawPayload)).pages.join('');
};

describe('a new version with a new table', () => {
  it('is filled in its own version, while an older submission keeps and prints its own', async () => {
    const older = await create(2003, demoFormValues(FORM_1, random(3), '2003-01-01'));
    expect(older.definition_version).toBe(1);

    const published = await t.call(token('admin'), {
      method: 'POST',
      url: '/api/form-definitions/HSE_FRM_1/',
      payload: V2,
      headers: lang('en'),
    });
    expect(published.statusCode, published.body).toBe(201);

    const base = demoFormValues(FORM_1, random(4), '2004-01-01');
    const filled = await create(2004, {
      ...base,
      vehicles: [
        { model: 'КамАЗ 43118', units: 4, km: 1000 },
        { model: 'Toyota Hilux', units: 0, km: 300 },
      ],
    });
    expect(filled.definition_version).toBe(2);
    expect(filled.results.totals.vehicles).toMatchObject({ units: 4, km: 1300, km_each: 325 });

    // The rule of the new table refuses sending until each row has units.
    const refused = await t.call(token('employee'), {
      method: 'POST',
      url: `${BASE}/${filled.id}/actions/save_and_send/`,
      payload: { version: filled.version },
      headers: lang('en'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<TErrorBody>().errors?.['values.vehicles.1.units']).toEqual([
      'Give the number of units',
    ]);

    // The older one is still read, computed and printed with version 1: no fleet there.
    const kept = (await t.call(token('employee'), { url: `${BASE}/${older.id}/` })).json<TFormSubmission>();
    expect(kept.definition_version).toBe(1);
    expect(kept.results).toEqual(older.results);
    const olderText = await pdf(older.id, 'en');
    expect(olderText).toContain('Headcountandhours');
    expect(olderText).not.toContain('Vehicles');

    // The new one prints its table: cells, units in the head, the total row, computed cells.
    const ru = await pdf(filled.id, 'ru');
    for (const text of [
      'Транспортныесредства',
      'Пробег,км',
      'КамАЗ43118',
      'ToyotaHilux',
      'Итого',
      '1300',
      '250',
    ])
      expect(ru).toContain(text);
    const en = await pdf(filled.id, 'en');
    expect(en).toContain('Mileage,km');
    expect(en).toContain('Total');
  });
});
