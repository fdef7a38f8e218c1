import type { TLanguage } from '@hse/contracts/constants';
import {
  inLanguage,
  type TAnswerListItem,
  type TPublicQuestionnaire,
  type TQuestionnaire,
  type TQuestionnaireListItem,
} from '@hse/contracts/questionnaires';
import { fioOrEmpty, organizationNameIn } from '../../platform/record-names.ts';
import type { TAnswerRow } from './answers-repository.ts';
import type { TQuestionnaireListRow, TQuestionnaireRow } from './questionnaires-repository.ts';

/** The editors' view, right answers included. */
export function toQuestionnaire(row: TQuestionnaireRow): TQuestionnaire {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    translations: row.translations ?? {},
    status: row.status,
    questions: row.questions,
    answer_count: row.answerCount,
    created_at: row.createdAt.toISOString(),
    created_by_fio: fioOrEmpty({
      lastName: row.authorLastName,
      firstName: row.authorFirstName,
      middleName: row.authorMiddleName,
    }),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/**
 * The respondents' view in their language: each option is rebuilt from its id and text alone, so
 * no mark slips out.
 */
export function toPublicQuestionnaire(row: TQuestionnaireRow, lang: TLanguage): TPublicQuestionnaire {
  return {
    id: row.id,
    title: inLanguage(row.title, row.translations?.title, lang),
    description: inLanguage(row.description, row.translations?.description, lang),
    questions: row.questions.map((question) => ({
      id: question.id,
      rule: question.rule,
      kind: question.kind,
      text: inLanguage(question.text, question.translations, lang),
      options: question.options.map((option) => ({
        id: option.id,
        text: inLanguage(option.text, option.translations, lang),
      })),
    })),
  };
}

export function toQuestionnaireListItem(row: TQuestionnaireListRow, lang: TLanguage): TQuestionnaireListItem {
  return {
    id: row.id,
    title: inLanguage(row.title, row.translations?.title, lang),
    status: row.status,
    question_count: row.questionCount,
    answer_count: row.answerCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toAnswerListItem(row: TAnswerRow, lang: TLanguage): TAnswerListItem {
  return {
    id: row.id,
    respondent_name: row.respondentName,
    is_guest: row.isGuest,
    organization_id: row.organizationId,
    organization_name: organizationNameIn(row, lang),
    correct_count: row.correctCount,
    total_count: row.totalCount,
    percent: row.percent,
    rules_to_study: row.rulesToStudy,
    answered_at: row.answeredAt.toISOString(),
  };
}
