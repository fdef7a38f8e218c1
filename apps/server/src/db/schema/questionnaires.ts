import type { TVitalRule } from '@hse/contracts/observations';
import type {
  TQuestion,
  TQuestionnaireStatus,
  TQuestionnaireTranslations,
} from '@hse/contracts/questionnaires';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/** Audit columns every editable row has (brief §5); questionnaires are not numbered records. */
const auditColumns = () => ({
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/**
 * A vital-rules questionnaire. Its questions, options and right answers are one JSON document:
 * they are written together by one editor under one version and read whole by every answer.
 */
export const questionnaires = pgTable('questionnaires', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  status: text('status').$type<TQuestionnaireStatus>().notNull(),
  questions: jsonb('questions').$type<TQuestion[]>().notNull(),
  /** The title's and description's other languages; a question's and an option's are in `questions`. */
  translations: jsonb('translations').$type<TQuestionnaireTranslations>().notNull().default({}),
  ...auditColumns(),
});

/** How one question was answered, with its rule as it was then: results never re-score. */
export type TStoredAnswer = { question_id: string; option_ids: string[]; rule: TVitalRule; correct: boolean };

/**
 * One filled questionnaire, scored when it arrived. A guest has no user row: their name is
 * `respondent_name` and their organization the one they chose.
 */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: uuid('id').primaryKey(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    respondentId: uuid('respondent_id'),
    respondentName: text('respondent_name').notNull(),
    isGuest: boolean('is_guest').notNull(),
    answers: jsonb('answers').$type<TStoredAnswer[]>().notNull(),
    correctCount: integer('correct_count').notNull(),
    totalCount: integer('total_count').notNull(),
    percent: integer('percent').notNull(),
    rulesToStudy: jsonb('rules_to_study').$type<TVitalRule[]>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    ...auditColumns(),
  },
  (t) => [
    index('questionnaire_answers_list_idx')
      .on(t.questionnaireId, t.answeredAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);
