import { describe, expect, it } from 'vitest';
import { formDefinition } from './catalogue/index.ts';
import { consolidateForm, sumFormValues } from './consolidate.ts';
import type { TFormDefinition } from './definition.ts';

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
  it('sums quantities cell by cell and recomputes ratios from the sums (form 1)', () => {
    const result = consolidateForm(form('HSE_FRM_1'), [
      { key: 'a', values: staff([100, 16_000], [10, 2_000]) },
      { key: 'b', values: staff([50, 9_000], [0, 0]) },
      { key: 'a', values: staff([110, 17_000], [20, 3_000]) },
    ]);
    const rows = result.total.values.staff as Record<string, unknown>[];
    expect(rows[0]).toMatchObject({ row: 'employees', headcount: 260, hours: 42_000 });
    expect(rows[1]).toMatchObject({ row: 'contractors', headcount: 30, hours: 5_000 });
    // 42,000 h / 260 people = 161.5…, rounded to one digit: a ratio of the sums, not a mean of ratios.
    expect(rows[0]?.hours_each).toBe(161.5);
    expect(result.total.totals.staff).toMatchObject({ headcount: 290, hours: 47_000, hours_each: 162.1 });
    expect(result.total.values.hours_total).toBe(47_000);
    const a = result.parts.find((p) => p.key === 'a');
    expect(a?.count).toBe(2);
    expect(a?.computed.totals.staff).toMatchObject({ headcount: 240, hours: 38_000 });
    expect(result.parts.find((p) => p.key === 'b')?.computed.values.hours_total).toBe(9_000);
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
