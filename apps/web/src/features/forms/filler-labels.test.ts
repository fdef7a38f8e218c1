import type { TFormFieldSpec } from '@hse/contracts/forms/definition';
import { describe, expect, it } from 'vitest';
import { labelWithUnit, optionLabel } from './filler-labels';

const text = (ru: string, kk: string, en: string) => ({ ru, kk, en });
const YES_NO: TFormFieldSpec = {
  kind: 'choice',
  key: 'answer',
  label: text('Ответ', 'Жауап', 'Answer'),
  options: [{ value: 'yes', label: text('Да', 'Иә', 'Yes') }],
};

describe('the filler’s labels', () => {
  it('puts the unit after the label in the reader’s language, when there is one', () => {
    const hours = { label: text('Часы', 'Сағаттар', 'Hours'), unit: text('ч', 'сағ', 'h') };
    expect(labelWithUnit(hours, 'kk')).toBe('Сағаттар, сағ');
    expect(labelWithUnit({ label: hours.label }, 'en')).toBe('Hours');
  });

  it('shows a choice by its option’s label, and any other value as it is', () => {
    expect(optionLabel(YES_NO, 'yes', 'ru')).toBe('Да');
    expect(optionLabel(YES_NO, 'maybe', 'ru')).toBe('maybe');
    const count: TFormFieldSpec = { kind: 'integer', key: 'count', label: text('Число', 'Саны', 'Count') };
    expect(optionLabel(count, 7, 'en')).toBe(7);
  });
});
