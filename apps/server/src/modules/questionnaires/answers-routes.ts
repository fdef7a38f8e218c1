import { pageSchema, ZErrorSchema, ZIdParamsSchema } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import { OBSERVATION_TEXTS } from '@hse/contracts/observation-texts';
import { QUESTIONNAIRE_TEXTS } from '@hse/contracts/questionnaire-texts';
import {
  percentOf,
  type TResultsSummary,
  ZAnswerCreateSchema,
  ZAnswerFilterSchema,
  ZAnswerListItemSchema,
  ZAnswerListQuerySchema,
  ZAnswerResultSchema,
  ZResultsSummarySchema,
} from '@hse/contracts/questionnaires';
import { textAt } from '@hse/contracts/texts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { descendantsOf, scopeOf } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { toPage } from '../../platform/paging.ts';
import { PUBLIC, type TRoutePermission } from '../../platform/permissions.ts';
import { organizationNameIn } from '../../platform/record-names.ts';
import { RECORD_ERRORS } from '../../platform/record-routes.ts';
import { sendXlsx, type TExportColumn } from '../../platform/xlsx-export.ts';
import {
  findAnswers,
  streamAnswers,
  summarizeAnswers,
  type TAnswerFilter,
  type TAnswerRow,
} from './answers-repository.ts';
import { toAnswerListItem } from './questionnaire-dto.ts';
import { findQuestionnaire } from './questionnaires-repository.ts';
import { answerQuestionnaire } from './questionnaires-service.ts';

type TFilterQuery = z.output<typeof ZAnswerFilterSchema>;

function exportColumns(lang: TLanguage): TExportColumn<TAnswerRow>[] {
  const t = (path: string) => textAt(QUESTIONNAIRE_TEXTS, path, lang);
  const rule = (key: string) => textAt(OBSERVATION_TEXTS, `vital_rules.${key}`, lang);
  return [
    { header: t('fields.answered_at'), width: 20, value: (r) => r.answeredAt },
    { header: t('fields.respondent'), width: 34, value: (r) => r.respondentName },
    { header: t('fields.is_guest'), width: 14, value: (r) => t(r.isGuest ? 'export.yes' : 'export.no') },
    { header: t('fields.organization_id'), width: 36, value: (r) => organizationNameIn(r, lang) },
    { header: t('fields.correct_count'), width: 14, value: (r) => r.correctCount },
    { header: t('fields.total_count'), width: 14, value: (r) => r.totalCount },
    { header: t('fields.percent'), width: 12, value: (r) => r.percent },
    { header: t('fields.rules_to_study'), width: 60, value: (r) => r.rulesToStudy.map(rule).join('; ') },
  ];
}

/** Answering (public, limited per address for guests) and the results, for the HSE staff. */
export function registerAnswersRoutes(
  app: TApp,
  deps: TDeps,
  { base, permission, tags }: { base: string; permission: TRoutePermission; tags: string[] },
) {
  /** The filter of the caller's scope; 404 when the questionnaire does not exist. */
  async function filterOf(request: FastifyRequest, id: string, q: TFilterQuery): Promise<TAnswerFilter> {
    if (!(await findQuestionnaire(deps.db, id))) throw notFound();
    return {
      questionnaireId: id,
      scope: await scopeOf(deps, currentUser(request)),
      organizationIds: q.organization_id ? await descendantsOf(deps, q.organization_id) : undefined,
      dateFrom: q.date_from,
      dateTo: q.date_to,
      search: q.search,
    };
  }

  app.post(
    `${base}/:id/answers/`,
    {
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary: 'Answers a published questionnaire and gets the score at once',
        params: ZIdParamsSchema,
        body: ZAnswerCreateSchema,
        response: { 201: ZAnswerResultSchema, 400: ZErrorSchema, 404: ZErrorSchema, 429: ZErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, score } = await answerQuestionnaire(deps, request, request.params.id, request.body);
      return reply.status(201).send({
        id,
        correct_count: score.correctCount,
        total_count: score.totalCount,
        percent: score.percent,
        rules_to_study: score.rulesToStudy,
      });
    },
  );

  app.get(
    `${base}/:id/answers/`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Answers in the caller’s organization scope',
        params: ZIdParamsSchema,
        querystring: ZAnswerListQuerySchema,
        response: { 200: pageSchema(ZAnswerListItemSchema), ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await findAnswers(deps, await filterOf(request, request.params.id, q), {
        page: q.page,
        pageSize: q.page_size,
        ordering: q.ordering,
      });
      const lang = langOf(request);
      return toPage(
        request,
        q.page,
        q.page_size,
        total,
        rows.map((row) => toAnswerListItem(row, lang)),
      );
    },
  );

  app.get(
    `${base}/:id/answers/export.xlsx`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'The filtered answers as an Excel workbook, streamed',
        params: ZIdParamsSchema,
        querystring: ZAnswerListQuerySchema,
      },
    },
    async (request, reply) => {
      const lang = langOf(request);
      const filter = await filterOf(request, request.params.id, request.query);
      const title = textAt(QUESTIONNAIRE_TEXTS, 'export.title', lang);
      const day = new Date().toISOString().slice(0, 10);
      const rows = streamAnswers(deps.db, filter, request.query.ordering);
      return sendXlsx(reply, `${title} ${day}.xlsx`, title, exportColumns(lang), rows, deps.config.TIME_ZONE);
    },
  );

  app.get(
    `${base}/:id/results/`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Shares of right answers by organization and by vital rule',
        params: ZIdParamsSchema,
        querystring: ZAnswerFilterSchema,
        response: { 200: ZResultsSummarySchema, ...RECORD_ERRORS },
      },
    },
    async (request): Promise<TResultsSummary> => {
      const lang = langOf(request);
      const filter = await filterOf(request, request.params.id, request.query);
      const { byOrganization, byRule } = await summarizeAnswers(deps.db, filter);
      const answers = byOrganization.reduce((sum, org) => sum + org.answers, 0);
      const correct = byOrganization.reduce((sum, org) => sum + org.correct, 0);
      const total = byOrganization.reduce((sum, org) => sum + org.total, 0);
      return {
        answers,
        average_percent: percentOf(correct, total),
        by_organization: byOrganization
          .map((org) => ({
            organization_id: org.organizationId,
            organization_name: organizationNameIn(org, lang),
            answers: org.answers,
            correct: org.correct,
            total: org.total,
            percent: percentOf(org.correct, org.total),
          }))
          .sort((x, y) => x.organization_name.localeCompare(y.organization_name, lang)),
        // The weakest rule first: what to train on.
        by_rule: byRule
          .map((rule) => ({ ...rule, percent: percentOf(rule.correct, rule.total) }))
          .sort((x, y) => x.percent - y.percent || x.rule.localeCompare(y.rule)),
      };
    },
  );
}
