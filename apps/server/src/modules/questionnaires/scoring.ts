import type { TMessageKey } from '@hse/contracts/messages';
import type { TVitalRule } from '@hse/contracts/observations';
import { percentOf, type TAnswerCreate, type TQuestion } from '@hse/contracts/questionnaires';
import type { TStoredAnswer } from '../../db/schema/index.ts';

export type TScore = {
  answers: TStoredAnswer[];
  correctCount: number;
  totalCount: number;
  percent: number;
  /** Rules with any question answered wrong, in the questionnaire's order. */
  rulesToStudy: TVitalRule[];
};

type TFieldErrors = Record<string, TMessageKey[]>;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Checks every answer against the questionnaire and scores it: a question counts as right only
 * when exactly its right options were chosen. Errors name the answer by its place in the body
 * (`answers.<i>.…`) and a question left unanswered by its id (`questions.<id>`), so a form can
 * show each beside its question.
 */
export function scoreAnswers(
  questions: readonly TQuestion[],
  given: TAnswerCreate['answers'],
): { score: TScore } | { errors: TFieldErrors } {
  const errors: TFieldErrors = {};
  const byId = new Map(questions.map((q) => [q.id, q]));
  const chosen = new Map<string, string[]>();
  given.forEach((answer, i) => {
    const question = byId.get(answer.question_id);
    if (!question || chosen.has(answer.question_id)) {
      errors[`answers.${i}.question_id`] = ['questionnaires.unknown_question'];
      return;
    }
    const options = [...new Set(answer.option_ids)];
    if (options.some((id) => !question.options.some((o) => o.id === id)))
      errors[`answers.${i}.option_ids`] = ['questionnaires.unknown_option'];
    else if (question.kind === 'single' && options.length > 1)
      errors[`answers.${i}.option_ids`] = ['questionnaires.single_choice'];
    chosen.set(question.id, options);
  });
  for (const question of questions) {
    if ((chosen.get(question.id) ?? []).length === 0)
      errors[`questions.${question.id}`] = ['questionnaires.answer_missing'];
  }
  if (Object.keys(errors).length > 0) return { errors };

  const answers = questions.map((question) => {
    const optionIds = chosen.get(question.id) ?? [];
    const right = question.options.filter((o) => o.correct).map((o) => o.id);
    return {
      question_id: question.id,
      option_ids: optionIds,
      rule: question.rule,
      correct: sameSet(optionIds, right),
    };
  });
  const correctCount = answers.filter((a) => a.correct).length;
  const rulesToStudy = [...new Set(answers.filter((a) => !a.correct).map((a) => a.rule))];
  return {
    score: {
      answers,
      correctCount,
      totalCount: answers.length,
      percent: percentOf(correctCount, answers.length),
      rulesToStudy,
    },
  };
}
