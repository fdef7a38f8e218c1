import type { TAnswerCreate } from '@hse/contracts/questionnaires';
import { ApiError } from '../../api/client';
import type { TRespondentErrors } from './respondent-fields';

export type TAnswerErrors = {
  respondent: TRespondentErrors;
  /** By question id. */
  questions: Record<string, string>;
  /** What no field shows: the server's detail and any error it did not place. */
  general: string | null;
};

export const NO_ANSWER_ERRORS: TAnswerErrors = { respondent: {}, questions: {}, general: null };

/**
 * Places the server's refusal beside what it is about: `questions.<id>` and `answers.<i>.…` on
 * their question, the respondent's fields on them, the rest in one alert.
 */
export function answerErrorsOf(error: unknown, sent: TAnswerCreate, fallback: string): TAnswerErrors {
  const out: TAnswerErrors = { respondent: {}, questions: {}, general: null };
  const detail = error instanceof ApiError && error.detail ? error.detail : fallback;
  const unplaced: string[] = [];
  for (const [field, messages] of Object.entries(error instanceof ApiError ? (error.errors ?? {}) : {})) {
    const text = messages.join(' ');
    const question = /^questions\.(.+)$/.exec(field)?.[1];
    const answer = /^answers\.(\d+)\./.exec(field)?.[1];
    const questionId =
      question ?? (answer === undefined ? undefined : sent.answers[Number(answer)]?.question_id);
    if (questionId) out.questions[questionId] = text;
    else if (field === 'respondent_name' || field === 'organization_id') out.respondent[field] = text;
    else unplaced.push(text);
  }
  const placed = Object.keys(out.questions).length + Object.keys(out.respondent).length;
  out.general = placed > 0 && unplaced.length === 0 ? detail : [detail, ...unplaced].join(' ');
  return out;
}
