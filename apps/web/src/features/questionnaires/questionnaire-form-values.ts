import { VITAL_RULES } from '@hse/contracts/observations';
import type {
  TQuestionInput,
  TQuestionnaire,
  TQuestionnaireCreate,
  TTranslations,
} from '@hse/contracts/questionnaires';

/** The languages a text is translated into beside the one it is written in. */
export const TRANSLATED_LANGUAGES = ['kk', 'en'] as const;
type TFormTranslations = Record<(typeof TRANSLATED_LANGUAGES)[number], string>;

/** The editor's values: the create contract itself, ids kept on what already exists. */
export type TQuestionnaireFormValues = TQuestionnaireCreate & {
  translations: { title: TFormTranslations; description: TFormTranslations };
  questions: (TQuestionInput & {
    translations: TFormTranslations;
    options: (TQuestionInput['options'][number] & { translations: TFormTranslations })[];
  })[];
};

/** A text's translations as the editor's fields hold them: every language, empty where none. */
const formTranslations = (translations?: TTranslations): TFormTranslations => ({
  kk: translations?.kk ?? '',
  en: translations?.en ?? '',
});

export const emptyOption = () => ({ text: '', correct: false, translations: formTranslations() });

export const emptyQuestion = (): TQuestionnaireFormValues['questions'][number] => ({
  rule: VITAL_RULES[0],
  kind: 'single',
  text: '',
  translations: formTranslations(),
  options: [emptyOption(), emptyOption()],
});

export const emptyQuestionnaire = (): TQuestionnaireFormValues => ({
  title: '',
  description: '',
  translations: { title: formTranslations(), description: formTranslations() },
  status: 'draft',
  questions: [emptyQuestion()],
});

export function questionnaireToForm(questionnaire: TQuestionnaire): TQuestionnaireFormValues {
  return {
    title: questionnaire.title,
    description: questionnaire.description,
    translations: {
      title: formTranslations(questionnaire.translations.title),
      description: formTranslations(questionnaire.translations.description),
    },
    status: questionnaire.status,
    questions: questionnaire.questions.map((question) => ({
      id: question.id,
      rule: question.rule,
      kind: question.kind,
      text: question.text,
      translations: formTranslations(question.translations),
      options: question.options.map((option) => ({
        id: option.id,
        text: option.text,
        translations: formTranslations(option.translations),
        correct: option.correct,
      })),
    })),
  };
}

/** Whether any text of the questionnaire has a translation: the editor then shows them. */
export const hasTranslations = (values: TQuestionnaireFormValues) =>
  [
    values.translations.title,
    values.translations.description,
    ...values.questions.flatMap((question) => [
      question.translations,
      ...question.options.map((option) => option.translations),
    ]),
  ].some((translations) => Object.values(translations ?? {}).some((text) => (text ?? '').trim() !== ''));

/** Field errors the server may name on the editor's fields (`questions.0.options.1.text`…). */
export const isQuestionnaireField = (name: string) =>
  /^(title|description|status|translations\.(title|description)\.(kk|en)|questions(\.\d+(\.(rule|kind|text|translations\.(kk|en)|options(\.\d+\.(text|translations\.(kk|en)))?))?)?)$/.test(
    name,
  );
