import {
  questionsOf,
  type TChecklist,
  type TChecklistAnswer,
  type TChecklistQuestion,
  ZChecklistAnswerSchema,
} from '@hse/contracts/record-module/checklist';
import { encodeIssue } from '../form/zod-resolver';

export type TAnswers = Record<string, TChecklistAnswer>;
/** The texts of one answer the schema refused, as encoded issues (field-error.ts translates them). */
export type TAnswerErrors = Record<string, Partial<Record<'evidence' | 'comment' | 'photo_ids', string>>>;

export const emptyAnswer = (): TChecklistAnswer => ({
  answer: null,
  evidence: '',
  comment: '',
  photo_ids: [],
});

/** Every question of the record's template with its answer, unanswered ones empty. */
export function answersOf(checklist: TChecklist): TAnswers {
  return Object.fromEntries(
    questionsOf(checklist.template).map((q) => [q.id, { ...emptyAnswer(), ...checklist.answers[q.id] }]),
  );
}

/** Answered (any of the three answers) out of all the questions. */
export function progressOf(questions: readonly TChecklistQuestion[], answers: TAnswers) {
  return {
    answered: questions.filter((q) => answers[q.id]?.answer).length,
    total: questions.length,
  };
}

/** What the contract refuses in each answer, before anything is sent. */
export function answerErrors(answers: TAnswers): TAnswerErrors {
  const errors: TAnswerErrors = {};
  for (const [id, answer] of Object.entries(answers)) {
    const result = ZChecklistAnswerSchema.safeParse(answer);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (field !== 'evidence' && field !== 'comment' && field !== 'photo_ids') continue;
      errors[id] ??= {};
      errors[id][field] ??= encodeIssue(issue);
    }
  }
  return errors;
}

export const sameAnswers = (a: TAnswers, b: TAnswers) => JSON.stringify(a) === JSON.stringify(b);
