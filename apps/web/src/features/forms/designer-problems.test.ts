import { formDefinition } from '@hse/contracts/forms/catalogue/index';
import type { TFormDefinition } from '@hse/contracts/forms/definition';
import { describe, expect, it } from 'vitest';
import { placeOf } from './designer-problems';

const FORM_1 = formDefinition('HSE_FRM_1') as TFormDefinition;
// The key and its values in plain sight, so the test reads which words the place is made of.
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}(${Object.values(options).join(',')})` : key;

describe('where a problem the server found is', () => {
  it('names a table’s column by the table and the column', () => {
    expect(placeOf(FORM_1, 'sections.0.tables.0.columns.1.key', 'en', t)).toBe(
      'designer.table(Headcount and hours), designer.item(Hours worked)',
    );
    expect(placeOf(FORM_1, 'sections.0.tables.0.label', 'en', t)).toBe('designer.table(Headcount and hours)');
  });

  it('names a field, a section, a rule and the form itself', () => {
    expect(placeOf(FORM_1, 'sections.2.fields.0.label', 'ru', t)).toBe(
      `designer.item(${FORM_1.sections[2]?.fields[0]?.label.ru})`,
    );
    expect(placeOf(FORM_1, 'sections.2.label', 'en', t)).toBe('designer.section(Remarks)');
    expect(placeOf(FORM_1, 'rules.1.message', 'en', t)).toBe('designer.rule(hours_within_month)');
    expect(placeOf(FORM_1, 'dueDays', 'en', t)).toBe('designer.general');
  });

  it('gives the path itself for a place the definition does not have', () => {
    expect(placeOf(FORM_1, 'sections.9.fields.0', 'en', t)).toBe('sections.9.fields.0');
    expect(placeOf(FORM_1, 'rules.9', 'en', t)).toBe('rules.9');
  });
});
