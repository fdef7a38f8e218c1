import { pageSchema, ZErrorSchema, ZIdParamsSchema, ZVersionSchema } from '@hse/contracts/common';
import { formatMessage } from '@hse/contracts/messages';
import {
  inLanguage,
  QUESTIONNAIRE_STAFF_ROLES,
  ZBusinessTripsStatusSchema,
  ZPublicQuestionnaireSchema,
  ZPublishedItemSchema,
  ZQuestionnaireCreateSchema,
  ZQuestionnaireListItemSchema,
  ZQuestionnaireListQuerySchema,
  ZQuestionnaireSchema,
  ZQuestionnaireUpdateSchema,
} from '@hse/contracts/questionnaires';
import { z } from 'zod';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { toPage } from '../../platform/paging.ts';
import { PUBLIC, rolesOnly, SIGNED_IN } from '../../platform/permissions.ts';
import { RECORD_ERRORS } from '../../platform/record-routes.ts';
import { registerAnswersRoutes } from './answers-routes.ts';
import { businessTripsErpFor } from './business-trips-erp.ts';
import { toPublicQuestionnaire, toQuestionnaire, toQuestionnaireListItem } from './questionnaire-dto.ts';
import { findPublished, findQuestionnaire, findQuestionnaires } from './questionnaires-repository.ts';
import { createQuestionnaire, deleteQuestionnaire, updateQuestionnaire } from './questionnaires-service.ts';

const BASE = '/api/questionnaires';
const STAFF = rolesOnly(...QUESTIONNAIRE_STAFF_ROLES);
const tags = ['questionnaires'];

/** A questionnaire with its right answers, for its editors; 404 when there is none. */
async function readQuestionnaire(deps: TDeps, id: string) {
  const row = await findQuestionnaire(deps.db, id);
  if (!row) throw notFound();
  return toQuestionnaire(row);
}

/** The business-trip questionnaire's status and the vital-rules questionnaires (issue 5 §3). */
export function registerQuestionnairesRoutes(app: TApp, deps: TDeps) {
  const erp = businessTripsErpFor(deps.config);

  app.get(
    `${BASE}/business-trips/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Whether the business-trip questionnaire can work: it needs the ERP integration',
        response: { 200: ZBusinessTripsStatusSchema, 401: ZErrorSchema },
      },
    },
    async (request) => ({
      connected: erp.connected,
      detail: erp.connected ? null : formatMessage('questionnaires.erp_not_connected', langOf(request)),
    }),
  );

  app.get(
    `${BASE}/`,
    {
      config: { permission: STAFF },
      schema: {
        tags,
        summary: 'Vital-rules questionnaires, drafts and published',
        querystring: ZQuestionnaireListQuerySchema,
        response: { 200: pageSchema(ZQuestionnaireListItemSchema), ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await findQuestionnaires(
        deps,
        { status: q.status, search: q.search },
        { page: q.page, pageSize: q.page_size, ordering: q.ordering },
      );
      const lang = langOf(request);
      return toPage(
        request,
        q.page,
        q.page_size,
        total,
        rows.map((row) => toQuestionnaireListItem(row, lang)),
      );
    },
  );

  app.post(
    `${BASE}/`,
    {
      config: { permission: STAFF },
      schema: {
        tags,
        body: ZQuestionnaireCreateSchema,
        response: { 201: ZQuestionnaireSchema, ...RECORD_ERRORS },
      },
    },
    async (request, reply) => {
      const id = await createQuestionnaire(deps, currentUser(request), request.body);
      return reply.status(201).send(await readQuestionnaire(deps, id));
    },
  );

  app.get(
    `${BASE}/published/`,
    {
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary: 'Published questionnaires anyone may answer',
        response: { 200: z.array(ZPublishedItemSchema) },
      },
    },
    async (request) => {
      const lang = langOf(request);
      return (await findPublished(deps.db)).map((row) => ({
        id: row.id,
        title: inLanguage(row.title, row.translations?.title, lang),
        description: inLanguage(row.description, row.translations?.description, lang),
        question_count: row.questionCount,
      }));
    },
  );

  app.get(
    `${BASE}/published/:id/`,
    {
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary: 'A published questionnaire to answer, without its right answers',
        params: ZIdParamsSchema,
        response: { 200: ZPublicQuestionnaireSchema, 400: ZErrorSchema, 404: ZErrorSchema },
      },
    },
    async (request) => {
      const row = await findQuestionnaire(deps.db, request.params.id);
      if (row?.status !== 'published') throw notFound();
      return toPublicQuestionnaire(row, langOf(request));
    },
  );

  app.get(
    `${BASE}/:id/`,
    {
      config: { permission: STAFF },
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZQuestionnaireSchema, ...RECORD_ERRORS } },
    },
    async (request) => readQuestionnaire(deps, request.params.id),
  );

  app.patch(
    `${BASE}/:id/`,
    {
      config: { permission: STAFF },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZQuestionnaireUpdateSchema,
        response: { 200: ZQuestionnaireSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await updateQuestionnaire(deps, currentUser(request), request.params.id, request.body);
      return readQuestionnaire(deps, request.params.id);
    },
  );

  app.delete(
    `${BASE}/:id/`,
    {
      config: { permission: STAFF },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: z.object({ version: ZVersionSchema }),
        response: { 204: z.null(), ...RECORD_ERRORS },
      },
    },
    async (request, reply) => {
      await deleteQuestionnaire(deps, currentUser(request), request.params.id, request.body.version);
      return reply.status(204).send(null);
    },
  );

  registerAnswersRoutes(app, deps, { base: BASE, permission: STAFF, tags });
}
