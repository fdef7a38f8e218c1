import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue } from './validation.ts';

const firstIssue = (schema: z.ZodType, value: unknown, reportInput = true) => {
  const result = schema.safeParse(value, { reportInput });
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues[0] as z.core.$ZodIssue;
};

describe('describeIssue', () => {
  const date = z.iso.datetime({ offset: true, error: 'validation.invalid' });
  const kind = z.enum(['fire', 'spill'], { error: 'validation.one_of' });

  it('says a value left out is missing, whatever the field’s own message for a wrong one', () => {
    expect(describeIssue(firstIssue(z.object({ at: date }), {})).key).toBe('validation.required');
    expect(describeIssue(firstIssue(z.object({ at: date }), { at: null })).key).toBe('validation.required');
    expect(describeIssue(firstIssue(z.object({ at: date }), { at: '' })).key).toBe('validation.required');
  });

  it('asks to choose when a choice from a list is left out', () => {
    expect(describeIssue(firstIssue(z.object({ kind }), {})).key).toBe('validation.one_of');
  });

  it('keeps the field’s own message for a wrong value', () => {
    expect(describeIssue(firstIssue(z.object({ at: date }), { at: 'yesterday' })).key).toBe(
      'validation.invalid',
    );
    expect(describeIssue(firstIssue(z.object({ kind }), { kind: 'meteor' })).key).toBe('validation.one_of');
  });

  it('tells missing from wrong by zod’s own words when the issue carries no input', () => {
    expect(describeIssue(firstIssue(z.object({ n: z.number() }), {}, false)).key).toBe('validation.required');
    expect(describeIssue(firstIssue(z.object({ n: z.number() }), { n: 'x' }, false)).key).toBe(
      'validation.invalid',
    );
  });
});
