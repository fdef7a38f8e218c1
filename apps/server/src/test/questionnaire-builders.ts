import type { TAnswerCreate, TQuestionnaire, TQuestionnaireCreate } from '@hse/contracts/questionnaires';
import { expect } from 'vitest';
import type { TTestApp } from './test-app.ts';

export const QUESTIONNAIRES = '/api/questionnaires';

/**
 * Three questions over two rules: one single choice on hot work, two on working at height (one of
 * them multiple choice with two right options). The right options' texts start with "Верно".
 */
export function questionnaireInput(overrides: Partial<TQuestionnaireCreate> = {}): TQuestionnaireCreate {
  return {
    title: 'Проверка знаний ЖВП',
    description: 'Для тестов',
    status: 'published',
    questions: [
      {
        rule: 'hot_work',
        kind: 'single',
        text: 'Можно ли варить при горючих парах?',
        options: [
          { text: 'Верно: нет', correct: true },
          { text: 'Да, с огнетушителем', correct: false },
        ],
      },
      {
        rule: 'working_at_height',
        kind: 'multiple',
        text: 'Что проверить перед работой на высоте?',
        options: [
          { text: 'Верно: страховку', correct: true },
          { text: 'Верно: анкер', correct: true },
          { text: 'Перчатки', correct: false },
        ],
      },
      {
        rule: 'working_at_height',
        kind: 'single',
        text: 'С какой высоты работа на высоте?',
        options: [
          { text: 'Верно: 1,8 м', correct: true },
          { text: '5 м', correct: false },
        ],
      },
    ],
    ...overrides,
  };
}

export async function createQuestionnaire(
  t: TTestApp,
  token: string,
  input: TQuestionnaireCreate = questionnaireInput(),
): Promise<TQuestionnaire> {
  const response = await t.call(token, { method: 'POST', url: `${QUESTIONNAIRES}/`, payload: input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TQuestionnaire>();
}

/** The answers to every question: all right, or with the questions at `wrong` answered wrongly. */
export function answersTo(questionnaire: TQuestionnaire, wrong: number[] = []): TAnswerCreate['answers'] {
  return questionnaire.questions.map((question, i) => {
    const pick = wrong.includes(i)
      ? (o: { correct: boolean }) => !o.correct
      : (o: { correct: boolean }) => o.correct;
    const chosen = question.options.filter(pick).map((o) => o.id);
    return { question_id: question.id, option_ids: question.kind === 'single' ? chosen.slice(0, 1) : chosen };
  });
}

/** Each guest test uses its own address, so the per-address limit counts only what it means to. */
let address = 10;
export const nextAddress = () => ({ 'x-forwarded-for': `198.51.100.${address++}` });
