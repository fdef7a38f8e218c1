import type { TQuestionnaire } from '@hse/contracts/questionnaires';
import { describe, expect, it } from 'vitest';
import {
  emptyQuestionnaire,
  hasTranslations,
  isQuestionnaireField,
  questionnaireToForm,
} from './questionnaire-form-values';

const QUESTIONNAIRE: TQuestionnaire = {
  id: '0190f7a0-0000-7000-8000-000000000001',
  title: 'Проверка',
  description: '',
  translations: { title: { en: 'Check' } },
  status: 'published',
  questions: [
    {
      id: '0190f7a0-0000-7000-8000-000000000002',
      rule: 'hot_work',
      kind: 'single',
      text: 'Вопрос',
      translations: { kk: 'Сұрақ' },
      options: [
        { id: '0190f7a0-0000-7000-8000-000000000003', text: 'Да', correct: true },
        { id: '0190f7a0-0000-7000-8000-000000000004', text: 'Нет', correct: false },
      ],
    },
  ],
  answer_count: 0,
  created_at: '2026-11-25T10:00:00Z',
  created_by_fio: 'Досымов Данияр',
  updated_at: '2026-11-25T10:00:00Z',
  version: 1,
};

describe('the questionnaire editor’s translations', () => {
  it('hold every text in Kazakh and English, empty where none is written', () => {
    const form = questionnaireToForm(QUESTIONNAIRE);
    expect(form.translations).toEqual({ title: { kk: '', en: 'Check' }, description: { kk: '', en: '' } });
    expect(form.questions[0]?.translations).toEqual({ kk: 'Сұрақ', en: '' });
    expect(form.questions[0]?.options[0]?.translations).toEqual({ kk: '', en: '' });
    expect(hasTranslations(form)).toBe(true);
    expect(hasTranslations(emptyQuestionnaire())).toBe(false);
  });

  it('take the server’s errors on translation fields', () => {
    expect(isQuestionnaireField('translations.title.kk')).toBe(true);
    expect(isQuestionnaireField('questions.0.translations.en')).toBe(true);
    expect(isQuestionnaireField('questions.0.options.1.translations.kk')).toBe(true);
    expect(isQuestionnaireField('questions.0.translations.de')).toBe(false);
  });
});
