import type { TVitalRule } from '@hse/contracts/observations';
import { eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, questionnaireAnswers } from '../../db/schema/index.ts';
import type { TScope, TTreeReader } from '../../platform/access.ts';
import { ListFilter } from '../../platform/list-filter.ts';
import { findPage, orderOf, streamRows, type TPageQuery } from '../../platform/list-page.ts';
import { parseOrdering } from '../../platform/paging.ts';
import { preparedOnce, unplanned } from '../../platform/prepared.ts';

const a = questionnaireAnswers;

/** The cache tag of the answers' list totals. */
export const ANSWERS_TAG = 'questionnaire-answers';

export type TAnswerFilter = {
  questionnaireId: string;
  scope: TScope;
  /** An organization and those below it. */
  organizationIds?: string[];
  /** Days, both inclusive, of when it was answered (UTC). */
  dateFrom?: string;
  dateTo?: string;
  search?: string;
};

export type TAnswerRow = {
  id: string;
  respondentName: string;
  isGuest: boolean;
  organizationId: string;
  orgNameRu: string;
  orgNameKk: string;
  orgNameEn: string;
  correctCount: number;
  totalCount: number;
  percent: number;
  rulesToStudy: TVitalRule[];
  answeredAt: Date;
};

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function filterOf(filter: TAnswerFilter): ListFilter {
  const list = new ListFilter()
    .add('live', isNull(a.deletedAt))
    .equals('questionnaire', a.questionnaireId, filter.questionnaireId)
    .scope(a.organizationId, filter.scope)
    .among('organizations', a.organizationId, filter.organizationIds)
    .from('dateFrom', a.answeredAt, filter.dateFrom ? new Date(`${filter.dateFrom}T00:00:00Z`) : undefined)
    .before(
      'dateTo',
      a.answeredAt,
      filter.dateTo ? new Date(`${nextDay(filter.dateTo)}T00:00:00Z`) : undefined,
    );
  return list.search('search', [a.respondentName], filter.search);
}

const columns = {
  id: a.id,
  respondentName: a.respondentName,
  isGuest: a.isGuest,
  organizationId: a.organizationId,
  orgNameRu: organizations.nameRu,
  orgNameKk: organizations.nameKk,
  orgNameEn: organizations.nameEn,
  correctCount: a.correctCount,
  totalCount: a.totalCount,
  percent: a.percent,
  rulesToStudy: a.rulesToStudy,
  answeredAt: a.answeredAt,
};

const ORDER = {
  answered_at: [{ key: 'answeredAt', column: a.answeredAt }],
  percent: [
    { key: 'percent', column: a.percent },
    { key: 'answeredAt', column: a.answeredAt },
  ],
  respondent_name: [{ key: 'respondentName', column: a.respondentName }],
} satisfies Record<string, { key: keyof TAnswerRow; column: PgColumn }[]>;
type TOrdering = keyof typeof ORDER;

const orderingOf = (ordering: string | undefined) =>
  parseOrdering(ordering ?? '-answered_at', 'answered_at' as TOrdering);

const pageQuery =
  (db: DbOrTx, order: readonly SQL[]): TPageQuery<TAnswerRow> =>
  (where, limit, offset) =>
    db
      .select(columns)
      .from(a)
      .innerJoin(organizations, eq(organizations.id, a.organizationId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);

/** A page of a questionnaire's answers in the caller's scope, with the exact total. */
export function findAnswers(
  reader: TTreeReader,
  filter: TAnswerFilter,
  paging: { page: number; pageSize: number; ordering?: string },
) {
  const { field, desc } = orderingOf(paging.ordering);
  const order = ORDER[field].map((o) => o.column);
  return findPage(reader, {
    name: 'questionnaire-answers',
    list: filterOf(filter),
    order: `${field}:${desc}`,
    table: a,
    tags: [ANSWERS_TAG],
    paging,
    page: pageQuery(reader.db, orderOf(order, a.id, desc)),
  });
}

/** Every answer of a filter in list order, a batch at a time: what the export streams. */
export function streamAnswers(db: DbOrTx, filter: TAnswerFilter, ordering?: string) {
  const { field, desc } = orderingOf(ordering);
  const order = ORDER[field];
  const keys = order.map((o) => o.column);
  return streamRows(db, {
    name: 'questionnaire-answers-export',
    list: filterOf(filter),
    order: `${field}:${desc}`,
    columns: [...keys, a.id],
    descending: desc,
    keyOf: (row: TAnswerRow) => [...order.map((o) => row[o.key]), row.id],
    rows: pageQuery(db, orderOf(keys, a.id, desc)),
  });
}

export type TOrganizationTally = {
  organizationId: string;
  orgNameRu: string;
  orgNameKk: string;
  orgNameEn: string;
  answers: number;
  correct: number;
  total: number;
};
export type TRuleTally = { rule: TVitalRule; correct: number; total: number };

/**
 * The results of a filter: answers and right answers per organization, and per rule from each
 * answer's stored outcomes (the rule a question had when it was answered).
 */
export async function summarizeAnswers(db: DbOrTx, filter: TAnswerFilter) {
  const list = filterOf(filter);
  const byOrganization = preparedOnce(db, `questionnaire-results-org:${list.shape}`, () =>
    unplanned(
      db
        .select({
          organizationId: a.organizationId,
          orgNameRu: organizations.nameRu,
          orgNameKk: organizations.nameKk,
          orgNameEn: organizations.nameEn,
          answers: sql<number>`count(*)::int`,
          correct: sql<number>`coalesce(sum(${a.correctCount}), 0)::int`,
          total: sql<number>`coalesce(sum(${a.totalCount}), 0)::int`,
        })
        .from(a)
        .innerJoin(organizations, eq(organizations.id, a.organizationId))
        .where(list.where)
        .groupBy(a.organizationId, organizations.nameRu, organizations.nameKk, organizations.nameEn),
    ),
  );
  const byRule = preparedOnce(db, `questionnaire-results-rule:${list.shape}`, () =>
    unplanned(
      db
        .select({
          rule: sql<TVitalRule>`outcome->>'rule'`,
          correct: sql<number>`(count(*) filter (where (outcome->>'correct')::boolean))::int`,
          total: sql<number>`count(*)::int`,
        })
        .from(sql`${a} cross join lateral jsonb_array_elements(${a.answers}) as outcome`)
        .where(list.where)
        .groupBy(sql`outcome->>'rule'`),
    ),
  );
  const [organizationsTally, rulesTally] = await Promise.all([
    byOrganization.execute(list.values) as Promise<TOrganizationTally[]>,
    byRule.execute(list.values) as Promise<TRuleTally[]>,
  ]);
  return { byOrganization: organizationsTally, byRule: rulesTally };
}
