import { formDefinition } from '@hse/contracts/forms/catalogue/index';
import { definitionProblems, type TFormDefinition } from '@hse/contracts/forms/definition';
import { describe, expect, it } from 'vitest';
import { addField, freeKey, moveField, removeField, withKind } from './designer-edits';

const FORM_1 = formDefinition('HSE_FRM_1') as TFormDefinition;
const staff = { section: 0, table: 0 };
const columns = (definition: TFormDefinition) =>
  definition.sections[0]?.tables[0]?.columns.map((column) => column.key);

describe('the designer’s changes', () => {
  it('moves a column up and down, and not past either end', () => {
    expect(columns(moveField(FORM_1, staff, 1, -1))).toEqual(['hours', 'headcount', 'hours_each']);
    expect(columns(moveField(FORM_1, staff, 1, 1))).toEqual(['headcount', 'hours_each', 'hours']);
    expect(columns(moveField(FORM_1, staff, 0, -1))).toEqual(['headcount', 'hours', 'hours_each']);
    // The catalogue's definition is left as it was.
    expect(columns(FORM_1)).toEqual(['headcount', 'hours', 'hours_each']);
  });

  it('adds a field under a key not yet used, which the definition check accepts', () => {
    const label = { ru: 'Новое поле', kk: 'Жаңа өріс', en: 'New field' };
    const added = addField(FORM_1, { section: 2 }, label);
    const fields = added.sections[2]?.fields ?? [];
    expect(fields.at(-1)).toEqual({ kind: 'integer', key: 'field_1', label });
    expect(freeKey(added)).toBe('field_2');
    expect(definitionProblems(added)).toEqual([]);
  });

  it('removing a column a formula reads is a problem the check names', () => {
    const removed = removeField(FORM_1, staff, 1);
    expect(columns(removed)).toEqual(['headcount', 'hours_each']);
    expect(definitionProblems(removed).map((p) => p.message)).toContain('forms.unknown_reference');
  });

  it('changes a kind keeping the key, label, unit and "required"; a computed one drops its formula', () => {
    const hours = FORM_1.sections[0]?.tables[0]?.columns[1];
    if (!hours) throw new Error('form 1 has its hours column');
    expect(withKind(hours, 'integer')).toEqual({
      kind: 'integer',
      key: 'hours',
      label: hours.label,
      unit: hours.unit,
      required: true,
    });
    const each = FORM_1.sections[0]?.tables[0]?.columns[2];
    if (!each) throw new Error('form 1 has its ratio column');
    expect(withKind(each, 'text')).toEqual({
      kind: 'text',
      key: 'hours_each',
      label: each.label,
      unit: each.unit,
    });
    expect(withKind(hours, 'computed')).toMatchObject({ kind: 'computed', formula: 0 });
    expect(withKind(hours, 'choice')).toMatchObject({ kind: 'choice', options: [{ value: 'option_1' }] });
  });
});
