import { VITAL_RULES } from '@hse/contracts/observations';
import type { TQuestionInput, TQuestionnaire, TQuestionnaireCreate } from '@hse/contracts/questionnaires';

/** The editor's values: the create contract itself, ids kept on what already exists. */
export type TQuestionnaireFormValues = TQuestionnaireCreate & { questions: TQuestionInput[] };

export const emptyOption = () => ({ text: '', correct: false });

export const emptyQuestion = (): TQuestionInput => ({
  rule: VITAL_RULES[0],
  kind: 'single',
  text: '',
  options: [emptyOption(), emptyOption()],
});

export const emptyQuestionnaire = (): TQuestionnaireFormValues => ({
  title: '',
  description: '',
  status: 'draft',
  questions: [emptyQuestion()],
});

export function questionnaireToForm(questionnaire: TQuestionnaire): TQuestionnaireFormValues {
  return {
    title: questionnaire.title,
    description: questionnaire.description,
    status: questionnaire.status,
    questions: questionnaire.questions.map((question) => ({
      id: question.id,
      rule: question.rule,
      kind: question.kind,
      text: question.text,
      options: question.options.map((option) => ({
        id: option.id,
        text: option.text,
        correct: option.correct,
      })),
    })),
  };
}

/** Field errors the server may name on the editor's fields (`questions.0.options.1.text`…). */
export const isQuestionnaireField = (name: string) =>
  /^(title|description|status|questions(\.\d+(\.(rule|kind|text|options(\.\d+\.text)?))?)?)$/.test(name);
