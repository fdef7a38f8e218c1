import { describe, expect, it } from 'vitest';
import {
  dueOnOf,
  FORM_CHANGE_SHARE,
  FORM_CODES,
  FORM_SUBMISSION_MODULE,
  formChanges,
  periodKeyOf,
  periodRangeOf,
  previousPeriodOf,
} from './form-submissions.ts';
import { formDefinition } from './forms/catalogue/index.ts';
import { computeForm } from './forms/evaluate.ts';
import { textAt } from './texts.ts';

describe('form submissions contract', () => {
  it('names every form code in three languages', () => {
    expect(FORM_CODES).toHaveLength(26);
    for (const code of FORM_CODES)
      for (const lang of ['ru', 'kk', 'en'] as const)
        expect(textAt(FORM_SUBMISSION_MODULE.texts, `options.form_code.${code}`, lang)).toMatch(/\d/);
  });

  it('keys, bounds and due days of periods', () => {
    expect(periodKeyOf('month', 2026, 3)).toBe('2026-03');
    expect(periodKeyOf('quarter', 2026, 4)).toBe('2026-Q4');
    expect(periodKeyOf('year', 2026, 1)).toBe('2026');
    expect(periodRangeOf('month', 2024, 2)).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(periodRangeOf('quarter', 2026, 4)).toEqual({ start: '2026-10-01', end: '2026-12-31' });
    expect(dueOnOf('month', 2026, 12, 5)).toBe('2027-01-05');
    expect(previousPeriodOf('quarter', 2026, 1)).toEqual({ year: 2025, period: 4 });
    expect(previousPeriodOf('month', 2026, 7)).toEqual({ year: 2026, period: 6 });
  });

  it('flags the numbers that changed by more than the share', () => {
    const definition = formDefinition('HSE_FRM_1');
    if (!definition) throw new Error('no form 1');
    const staff = (employees: number) => [
      { row: 'employees', headcount: 100, hours: employees },
      { row: 'contractors', headcount: 20, hours: 3000 },
    ];
    const before = computeForm(definition, { staff: staff(16000) });
    const same = computeForm(definition, { staff: staff(16000 * (1 + FORM_CHANGE_SHARE)) });
    const more = computeForm(definition, { staff: staff(30000) });
    expect(formChanges(definition, same, before)).toEqual([]);
    const keys = formChanges(definition, more, before).map((c) => c.key);
    expect(keys).toContain('staff.0.hours');
    expect(keys).not.toContain('staff.1.hours');
  });
});
