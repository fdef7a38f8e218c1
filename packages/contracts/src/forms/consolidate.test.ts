import { describe, expect, it } from 'vitest';
import { formDefinition } from './catalogue/index.ts';
import { consolidateForm, sumFormValues } from './consolidate.ts';
import { type TFormDefinition, ZFormDefinitionSchema } from './definition.ts';

const form = (code: string): TFormDefinition => {
  const definition = formDefinition(code);
  if (!definition) throw new Error(code);
  return definition;
};
const staff = (employees: [number, number], contractors: [number, number]) => ({
  staff: [
    { row: 'employees', headcount: employees[0], hours: employees[1] },
    { row: 'contractors', headcount: contractors[0], hours: contractors[1] },
  ],
});

describe('consolidating a form', () => {
  it('sums hours over periods and subsidiaries, takes each one’s last headcount (form 1)', () => {
    const result = consolidateForm(form('HSE_FRM_1'), [
      { key: 'a', period: '2024-02', values: staff([110, 17_000], [20, 3_000]) },
      { key: 'b', period: '2024-01', values: staff([50, 9_000], [0, 0]) },
      { key: 'a', period: '2024-01', values: staff([100, 16_000], [10, 2_000]) },
    ]);
    const rows = result.total.values.staff as Record<string, unknown>[];
    // Headcount is a stock: a's February (110) plus b's January (50), not 100 + 110 + 50.
    expect(rows[0]).toMatchObject({ row: 'employees', headcount: 160, hours: 42_000 });
    expect(rows[1]).toMatchObject({ row: 'contractors', headcount: 20, hours: 5_000 });
    // 42,000 h / 160 people = 262.5: a ratio of the consolidated figures, not a mean of ratios.
    expect(rows[0]?.hours_each).toBe(262.5);
    expect(result.total.totals.staff).toMatchObject({ headcount: 180, hours: 47_000, hours_each: 261.1 });
    expect(result.total.values.hours_total).toBe(47_000);
    const a = result.parts.find((p) => p.key === 'a');
    expect(a?.count).toBe(2);
    expect(a?.computed.totals.staff).toMatchObject({ headcount: 130, hours: 38_000 });
    expect(result.parts.find((p) => p.key === 'b')?.computed.values.hours_total).toBe(9_000);
  });

  it('takes an opening balance’s first period and skips periods that left a stock empty', () => {
    const definition = form('HSE_FRM_20');
    const months = [
      { key: 'a', period: '2024-03', values: { area_start: 4, reclaimed: 1 } },
      { key: 'a', period: '2024-01', values: { area_start: 6, reclaimed: 2 } },
      { key: 'a', period: '2024-02', values: { reclaimed: 1 } },
    ];
    const total = consolidateForm(definition, months).total.values;
    expect(total).toMatchObject({ area_start: 6, reclaimed: 4 });
    const vehicles = consolidateForm(form('HSE_FRM_3'), [
      { key: 'a', period: '2024-01', values: { fleet: [{ row: 'cars', vehicles: 30, km: 100 }] } },
      { key: 'a', period: '2024-02', values: { fleet: [{ row: 'cars', km: 50 }] } },
    ]).total.values.fleet as Record<string, unknown>[];
    expect(vehicles[0]).toMatchObject({ vehicles: 30, km: 150 });
  });

  it('lets a definition say how a quantity aggregates, and nothing else', () => {
    const input = structuredClone(form('HSE_FRM_1')) as unknown as Record<string, unknown>;
    const column = (input.sections as { tables: { columns: Record<string, unknown>[] }[] }[])[0]?.tables[0]
      ?.columns;
    if (!column?.[0] || !column[2]) throw new Error('form 1 has a staff table');
    column[0].aggregate = 'sum';
    expect(ZFormDefinitionSchema.safeParse(input).success).toBe(true);
    column[0].aggregate = 'average';
    expect(ZFormDefinitionSchema.safeParse(input).success).toBe(false);
    column[0].aggregate = 'last';
    column[2].aggregate = 'last';
    expect(ZFormDefinitionSchema.safeParse(input).success).toBe(false);
  });

  it('leaves empty what has no sum and keeps every free row', () => {
    const definition = form('HSE_FRM_20');
    const table = definition.sections.flatMap((s) => s.tables).find((t) => t.key === 'spills');
    const text = table?.columns.find((c) => c.kind === 'text');
    const quantity = table?.columns.find((c) => c.kind === 'number');
    if (!text || !quantity) throw new Error('form 20 has a text and a number column');
    const summed = sumFormValues(definition, [
      { spills: [{ [text.key]: 'A', [quantity.key]: 1.5 }] },
      { spills: [{ [text.key]: 'B', [quantity.key]: 2 }, { [text.key]: 'C' }] },
    ]);
    expect(summed.spills).toEqual([
      { [text.key]: 'A', [quantity.key]: 1.5 },
      { [text.key]: 'B', [quantity.key]: 2 },
      { [text.key]: 'C' },
    ]);
    expect(consolidateForm(definition, []).total.values.spills).toEqual([]);
  });

  it('gives nothing for fields no submission filled', () => {
    const summed = sumFormValues(form('HSE_FRM_1'), [{}, {}]);
    expect(summed.staff).toEqual([{ row: 'employees' }, { row: 'contractors' }]);
  });
});
