import type { TQuestionnaireTranslations } from '@hse/contracts/questionnaires';
import { and, asc, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { questionnaireAnswers, questionnaires, users } from '../../db/schema/index.ts';
import type { TTreeReader } from '../../platform/access.ts';
import { ListFilter } from '../../platform/list-filter.ts';
import { findPage, orderOf, type TPageQuery } from '../../platform/list-page.ts';
import { parseOrdering } from '../../platform/paging.ts';

const authors = alias(users, 'questionnaire_authors');

/** The cache tag of the questionnaires' list totals. */
export const QUESTIONNAIRES_TAG = 'questionnaires';

export type TQuestionnaireRow = typeof questionnaires.$inferSelect & {
  answerCount: number;
  authorLastName: string | null;
  authorFirstName: string | null;
  authorMiddleName: string | null;
};

// Written out in full: inside a subquery drizzle would leave the outer table's `id` unqualified.
const answerCount = sql<number>`(select count(*)::int from questionnaire_answers qa
  where qa.questionnaire_id = "questionnaires"."id" and qa.deleted_at is null)`;

export async function findQuestionnaire(
  db: DbOrTx,
  id: string,
  lock = false,
): Promise<TQuestionnaireRow | undefined> {
  const query = db
    .select({
      ...getTableColumns(questionnaires),
      answerCount,
      authorLastName: authors.lastName,
      authorFirstName: authors.firstName,
      authorMiddleName: authors.middleName,
    })
    .from(questionnaires)
    .leftJoin(authors, eq(authors.id, questionnaires.createdBy))
    .where(and(eq(questionnaires.id, id), isNull(questionnaires.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: questionnaires }) : await query;
  return row;
}

export type TQuestionnaireListRow = {
  id: string;
  title: string;
  translations: TQuestionnaireTranslations;
  status: 'draft' | 'published';
  questionCount: number;
  answerCount: number;
  updatedAt: Date;
};

const ORDER = {
  title: [questionnaires.title],
  status: [questionnaires.status, questionnaires.updatedAt],
  updated_at: [questionnaires.updatedAt],
} as const;

/** A page of questionnaires, the latest changed first unless asked otherwise. */
export function findQuestionnaires(
  reader: TTreeReader,
  filter: { status?: string; search?: string },
  paging: { page: number; pageSize: number; ordering?: string },
) {
  const { field, desc: descending } = parseOrdering(paging.ordering ?? '-updated_at', 'updated_at' as const);
  const list = new ListFilter()
    .add('live', isNull(questionnaires.deletedAt))
    .equals('status', questionnaires.status, filter.status)
    .search('search', [questionnaires.title], filter.search);
  const page: TPageQuery<TQuestionnaireListRow> = (where, limit, offset) =>
    reader.db
      .select({
        id: questionnaires.id,
        title: questionnaires.title,
        translations: questionnaires.translations,
        status: questionnaires.status,
        questionCount: sql<number>`jsonb_array_length(${questionnaires.questions})`,
        answerCount,
        updatedAt: questionnaires.updatedAt,
      })
      .from(questionnaires)
      .where(where)
      .orderBy(...orderOf(ORDER[field], questionnaires.id, descending))
      .limit(limit)
      .offset(offset);
  return findPage(reader, {
    name: 'questionnaires',
    list,
    order: `${field}:${descending}`,
    table: questionnaires,
    tags: [QUESTIONNAIRES_TAG],
    paging,
    page,
  });
}

/** What anyone may pick from: the published questionnaires, the latest first. */
export function findPublished(db: DbOrTx) {
  return db
    .select({
      id: questionnaires.id,
      title: questionnaires.title,
      description: questionnaires.description,
      translations: questionnaires.translations,
      questionCount: sql<number>`jsonb_array_length(${questionnaires.questions})`,
    })
    .from(questionnaires)
    .where(and(eq(questionnaires.status, 'published'), isNull(questionnaires.deletedAt)))
    .orderBy(desc(questionnaires.updatedAt), asc(questionnaires.id));
}

/** Whether a questionnaire has any answer (its questions then keep their ids). */
export async function countAnswers(db: DbOrTx, questionnaireId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questionnaireAnswers)
    .where(
      and(eq(questionnaireAnswers.questionnaireId, questionnaireId), isNull(questionnaireAnswers.deletedAt)),
    );
  return row?.n ?? 0;
}
