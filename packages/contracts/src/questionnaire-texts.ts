import type { TTextTree } from './texts.ts';

/**
 * What vital-rules questionnaires and their answers say, in ru, kk and en: the web's
 * `questionnaire_data` namespace and the headers of the results export. The rules' own names are
 * OBSERVATION_TEXTS.vital_rules.
 */
export const QUESTIONNAIRE_TEXTS = {
  statuses: {
    draft: { ru: 'Черновик', kk: 'Жоба', en: 'Draft' },
    published: { ru: 'Опубликована', kk: 'Жарияланды', en: 'Published' },
  },
  kinds: {
    single: { ru: 'Один ответ', kk: 'Бір жауап', en: 'Single choice' },
    multiple: { ru: 'Несколько ответов', kk: 'Бірнеше жауап', en: 'Multiple choice' },
  },
  fields: {
    title: { ru: 'Название', kk: 'Атауы', en: 'Title' },
    description: { ru: 'Описание', kk: 'Сипаттамасы', en: 'Description' },
    status: { ru: 'Статус', kk: 'Мәртебесі', en: 'Status' },
    question_count: { ru: 'Вопросов', kk: 'Сұрақтар', en: 'Questions' },
    answer_count: { ru: 'Ответов', kk: 'Жауаптар', en: 'Answers' },
    updated_at: { ru: 'Изменена', kk: 'Өзгертілді', en: 'Changed' },
    rule: { ru: 'Жизненно важное правило', kk: 'Өмірлік маңызды ереже', en: 'Life-saving rule' },
    kind: { ru: 'Тип вопроса', kk: 'Сұрақ түрі', en: 'Question type' },
    question: { ru: 'Вопрос', kk: 'Сұрақ', en: 'Question' },
    option: { ru: 'Вариант ответа', kk: 'Жауап нұсқасы', en: 'Option' },
    correct: { ru: 'Верный', kk: 'Дұрыс', en: 'Right' },
    respondent_name: { ru: 'ФИО', kk: 'Аты-жөні', en: 'Full name' },
    respondent: { ru: 'Респондент', kk: 'Респондент', en: 'Respondent' },
    is_guest: { ru: 'Без входа в систему', kk: 'Жүйеге кірмей', en: 'Without sign-in' },
    organization_id: { ru: 'Организация', kk: 'Ұйым', en: 'Organization' },
    correct_count: { ru: 'Верных ответов', kk: 'Дұрыс жауаптар', en: 'Right answers' },
    total_count: { ru: 'Всего вопросов', kk: 'Барлық сұрақтар', en: 'Questions in all' },
    percent: { ru: 'Результат, %', kk: 'Нәтиже, %', en: 'Score, %' },
    rules_to_study: {
      ru: 'Правила для изучения',
      kk: 'Оқып-үйренуге арналған ережелер',
      en: 'Rules to study',
    },
    answered_at: { ru: 'Дата ответа', kk: 'Жауап күні', en: 'Answered' },
  },
  /** Titles of the results export. */
  export: {
    title: { ru: 'Ответы на анкету', kk: 'Сауалнамаға жауаптар', en: 'Questionnaire answers' },
    yes: { ru: 'Да', kk: 'Иә', en: 'Yes' },
    no: { ru: 'Нет', kk: 'Жоқ', en: 'No' },
  },
} as const satisfies TTextTree;
