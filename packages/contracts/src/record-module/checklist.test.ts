import { describe, expect, it } from 'vitest';
import { checklistScore, checklistTemplates, type TChecklistQuestion } from './checklist.ts';
import { versionInputSchemaOf, versionItemSchemaOf, versionUpdateSchemaOf } from './versioned-list.ts';

const LIST = checklistTemplates({
  resource: '/api/things-templates',
  entityType: 'thing_template',
  writeRoles: ['admin'],
  tags: ['things'],
  supersededError: 'errors.stale_version',
  duplicateError: 'errors.bad_request',
});
const text = (s: string) => ({ ru: s, kk: s, en: s });
const question = (id: string, weight = 1) => ({ id, requirement: text(id), reference: '', weight });
const input = (...ids: string[]) => ({
  title: text('T'),
  sections: [{ title: text('S'), questions: ids.map((id) => question(id)) }],
});

describe('a checklist declared as a versioned list', () => {
  it('derives its input, update and item schemas, the count named by the list', () => {
    expect(versionInputSchemaOf(LIST).safeParse(input('a', 'b')).success).toBe(true);
    expect(versionInputSchemaOf(LIST).safeParse({ ...input('a'), extra: 1 }).success).toBe(false);
    expect(versionUpdateSchemaOf(LIST).safeParse(input('a')).success).toBe(false);
    expect(versionUpdateSchemaOf(LIST).safeParse({ ...input('a'), version: 2 }).success).toBe(true);
    const item = {
      id: '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4b01',
      family_id: '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4b02',
    };
    const answered = {
      ...item,
      ...input('a'),
      version: 1,
      questions_count: 1,
      created_at: 'x',
      superseded: false,
    };
    expect(versionItemSchemaOf(LIST).safeParse(answered).success).toBe(true);
    expect(LIST.count.of(input('a', 'b', 'c'))).toBe(3);
  });

  it('refuses a question id used twice, naming the second', () => {
    expect(LIST.check?.(input('a', 'b'))).toBeNull();
    expect(LIST.check?.(input('a', 'a'))).toEqual(['sections.0.questions.1.id', 'errors.bad_request']);
  });

  it('scores the weighted share of compliant answers among those that apply', () => {
    const questions: TChecklistQuestion[] = [question('a', 3), question('b', 1), question('c', 2)];
    expect(checklistScore(questions, {})).toBeNull();
    expect(checklistScore(questions, { c: { answer: 'not_applicable' } })).toBeNull();
    expect(checklistScore(questions, { a: { answer: 'compliant' }, b: { answer: 'non_compliant' } })).toBe(
      75,
    );
    expect(checklistScore(questions, { a: { answer: 'non_compliant' }, b: { answer: 'compliant' } })).toBe(
      25,
    );
    expect(checklistScore(questions, { b: { answer: 'compliant' }, c: { answer: 'non_compliant' } })).toBe(
      33.3,
    );
  });
});
