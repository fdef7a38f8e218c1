import { describe, expect, it } from 'vitest';
import { ZFormDefinitionSchema } from './definition.ts';
import { checkFormRules, computeForm, evaluate, submissionSchemaOf } from './evaluate.ts';

const l = (ru: string, kk: string, en: string) => ({ ru, kk, en });

/** Headcount and hours worked: a fixed table, a ratio per row and of the totals, a rule per row. */
const HOURS = ZFormDefinitionSchema.parse({
  code: 'HSE_FRM_1',
  version: 1,
  title: l(
    'Численность и отработанные часы',
    'Саны және жұмыс істелген сағаттар',
    'Headcount and hours worked',
  ),
  period: 'month',
  dueDays: 5,
  sections: [
    {
      key: 'staff_section',
      label: l('Персонал', 'Персонал', 'Staff'),
      tables: [
        {
          key: 'staff',
          label: l('Персонал', 'Персонал', 'Staff'),
          rows: {
            mode: 'fixed',
            rows: [
              { key: 'employees', label: l('Работники', 'Қызметкерлер', 'Employees') },
              { key: 'contractors', label: l('Подрядчики', 'Мердігерлер', 'Contractors') },
            ],
          },
          columns: [
            {
              kind: 'integer',
              key: 'headcount',
              label: l('Численность', 'Саны', 'Headcount'),
              required: true,
            },
            { kind: 'number', key: 'hours', label: l('Часы', 'Сағаттар', 'Hours'), required: true },
            {
              kind: 'computed',
              key: 'hours_each',
              label: l('Часов на человека', 'Бір адамға сағат', 'Hours per person'),
              formula: { op: '/', args: ['hours', 'headcount'] },
              digits: 1,
            },
          ],
          totalRow: true,
        },
      ],
    },
    {
      key: 'summary',
      label: l('Итого', 'Барлығы', 'Summary'),
      fields: [
        {
          kind: 'computed',
          key: 'contractor_share',
          label: l('Доля подрядчиков', 'Мердігерлер үлесі', 'Contractors’ share'),
          formula: { op: '*', args: [100, { op: '/', args: ['staff.contractors.hours', 'staff.hours'] }] },
          digits: 1,
        },
      ],
    },
  ],
  rules: [
    {
      key: 'hours_with_headcount',
      level: 'error',
      table: 'staff',
      when: { left: 'headcount', op: '>', right: 0 },
      check: { left: 'hours', op: '>', right: 0 },
      at: ['hours'],
      message: l(
        'Есть численность: часы должны быть больше нуля',
        'Саны бар: сағаттар нөлден көп болуы керек',
        'There is headcount: hours must be above zero',
      ),
    },
  ],
});

/** Greenhouse gases: rows the user adds, t CO2e from the GWP factors, a warning above the quota. */
const GHG = ZFormDefinitionSchema.parse({
  code: 'HSE_FRM_17',
  version: 1,
  title: l('Выбросы парниковых газов', 'Парниктік газдар шығарындылары', 'Greenhouse gas emissions'),
  period: 'quarter',
  dueDays: 15,
  sections: [
    {
      key: 'sources_section',
      label: l('Источники', 'Көздер', 'Sources'),
      tables: [
        {
          key: 'sources',
          label: l('Источники', 'Көздер', 'Sources'),
          rows: { mode: 'free', max: 50 },
          columns: [
            { kind: 'text', key: 'name', label: l('Установка', 'Қондырғы', 'Installation'), required: true },
            { kind: 'number', key: 'co2', label: l('CO2', 'CO2', 'CO2'), unit: l('т', 'т', 't') },
            { kind: 'number', key: 'ch4', label: l('CH4', 'CH4', 'CH4'), unit: l('т', 'т', 't') },
            { kind: 'number', key: 'n2o', label: l('N2O', 'N2O', 'N2O'), unit: l('т', 'т', 't') },
            {
              kind: 'computed',
              key: 'co2e',
              label: l('CO2-экв.', 'CO2-экв.', 'CO2e'),
              unit: l('т CO2-экв.', 'т CO2-экв.', 't CO2e'),
              formula: {
                op: '+',
                args: ['co2', { op: '*', args: [28, 'ch4'] }, { op: '*', args: [265, 'n2o'] }],
              },
              digits: 3,
            },
          ],
          totalRow: true,
        },
      ],
    },
  ],
  rules: [
    {
      key: 'quota',
      level: 'warning',
      table: 'sources',
      check: { left: 'co2', op: '<=', right: 20_000 },
      at: ['co2'],
      message: l('Выше порога квоты', 'Квота шегінен жоғары', 'Above the quota threshold'),
    },
  ],
});

describe('a form definition', () => {
  it('refuses a key used twice and a formula that reads something the form does not have', () => {
    const result = ZFormDefinitionSchema.safeParse({
      ...HOURS,
      sections: [
        HOURS.sections[0],
        {
          key: 'summary',
          label: l('Итого', 'Барлығы', 'Summary'),
          fields: [
            { kind: 'integer', key: 'staff', label: l('Штат', 'Штат', 'Staff') },
            {
              kind: 'computed',
              key: 'wrong',
              label: l('Ошибка', 'Қате', 'Wrong'),
              formula: 'staff.nobody.hours',
            },
          ],
        },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['sections.1.fields.0.key', 'forms.key_repeated'],
      ['sections.1.fields.1.formula', 'forms.unknown_reference'],
    ]);
  });

  it('refuses a code outside the catalogue', () => {
    expect(ZFormDefinitionSchema.safeParse({ ...HOURS, code: 'HSE_FRM_27' }).success).toBe(false);
  });
});

describe('computing a submission', () => {
  it('fills computed cells, sums the columns and recomputes a ratio from the sums', () => {
    const { values, totals } = computeForm(HOURS, {
      staff: [
        { row: 'employees', headcount: 10, hours: 1760 },
        { row: 'contractors', headcount: 4, hours: 480 },
      ],
    });
    expect(values.staff).toEqual([
      { row: 'employees', headcount: 10, hours: 1760, hours_each: 176 },
      { row: 'contractors', headcount: 4, hours: 480, hours_each: 120 },
    ]);
    // 2240 / 14 = 160, not 176 + 120.
    expect(totals.staff).toEqual({ headcount: 14, hours: 2240, hours_each: 160 });
    expect(values.contractor_share).toBe(21.4);
  });

  it('completes a fixed table to its rows and leaves what is empty empty', () => {
    const { values, totals } = computeForm(HOURS, { staff: [{ row: 'contractors', headcount: 0 }] });
    expect(values.staff).toEqual([
      { row: 'employees', hours_each: null },
      { row: 'contractors', headcount: 0, hours_each: null },
    ]);
    expect(totals.staff).toEqual({ headcount: 0, hours: null, hours_each: null });
    expect(values.contractor_share).toBeNull();
  });

  it('weighs methane and nitrous oxide by their warming potentials', () => {
    const { values, totals } = computeForm(GHG, {
      sources: [
        { name: 'Факел', co2: 1000, ch4: 10, n2o: 1 },
        { name: 'Котельная', co2: 25_000, ch4: null, n2o: 0 },
      ],
    });
    expect((values.sources as { co2e: number }[]).map((row) => row.co2e)).toEqual([1545, 25_000]);
    expect(totals.sources?.co2e).toBe(26_545);
  });

  it('gives no value for a division by zero', () => {
    expect(evaluate({ op: '/', args: [5, 0] }, () => null)).toBeNull();
    expect(evaluate({ op: '-', args: ['a', 'b'] }, (ref) => (ref === 'a' ? 7 : null))).toBe(7);
  });
});

describe('the rules', () => {
  it('refuse hours of zero where there is headcount, at the row and column, in the reader’s language', () => {
    const computed = computeForm(HOURS, {
      staff: [
        { row: 'employees', headcount: 10, hours: 0 },
        { row: 'contractors', headcount: 0, hours: 0 },
      ],
    });
    expect(checkFormRules(HOURS, computed, 'kk')).toEqual({
      errors: { 'staff.0.hours': ['Саны бар: сағаттар нөлден көп болуы керек'] },
      warnings: {},
    });
  });

  it('warn of an installation above the quota without refusing it', () => {
    const computed = computeForm(GHG, { sources: [{ name: 'Котельная', co2: 25_000 }, { name: 'Факел' }] });
    expect(checkFormRules(GHG, computed, 'en')).toEqual({
      errors: {},
      warnings: { 'sources.0.co2': ['Above the quota threshold'] },
    });
  });
});

describe('what a client may send', () => {
  const schema = submissionSchemaOf(HOURS);

  it('takes the fixed rows in their order and refuses a negative count with the records’ message', () => {
    expect(
      schema.safeParse({
        staff: [
          { row: 'employees', headcount: 1, hours: 8 },
          { row: 'contractors', headcount: 0, hours: 0 },
        ],
      }).success,
    ).toBe(true);
    const negative = schema.safeParse({
      staff: [
        { row: 'employees', headcount: -1, hours: 8 },
        { row: 'contractors', headcount: 0, hours: 0 },
      ],
    });
    expect(negative.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['staff.0.headcount', 'validation.too_small'],
    ]);
  });

  it('refuses rows out of order and a computed value sent as if typed', () => {
    const swapped = schema.safeParse({
      staff: [
        { row: 'contractors', headcount: 0, hours: 0 },
        { row: 'employees', headcount: 1, hours: 8 },
      ],
    });
    expect(swapped.error?.issues.map((issue) => issue.message)).toEqual(['forms.rows_fixed']);
    expect(schema.safeParse({ contractor_share: 5 }).success).toBe(false);
  });
});
