import { pageSchema } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import { INCIDENT_TEXTS } from '@hse/contracts/incident-texts';
import {
  type TIncidentUpdateData,
  ZIncidentCreateSchema,
  ZIncidentListItemSchema,
  ZIncidentListQuerySchema,
  ZIncidentSchema,
  ZIncidentUpdateSchema,
} from '@hse/contracts/incidents';
import { textAt } from '@hse/contracts/texts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { descendantsOf, scopeOf } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { toPage } from '../../platform/paging.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { RECORD_ERRORS, registerRecordRoutes } from '../../platform/record-routes.ts';
import { readRecord } from '../../platform/records.ts';
import { sendXlsx, type TExportColumn } from '../../platform/xlsx-export.ts';
import { type TIncidentListRow, toIncident, toIncidentListItem } from './incident-dto.ts';
import { printIncident } from './incident-print.ts';
import { findIncidents, streamIncidents, type TIncidentFilter } from './incidents-repository.ts';
import { createIncident, INCIDENT_TYPE, updateIncident } from './incidents-service.ts';

const tags = ['incidents'];
const base = '/api/incidents';

type TQuery = z.output<typeof ZIncidentListQuerySchema>;

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

function exportColumns(lang: TLanguage): TExportColumn<TIncidentListRow>[] {
  const t = (path: string) => textAt(INCIDENT_TEXTS, path, lang);
  const name = (row: TIncidentListRow) =>
    ({ ru: row.orgNameRu, kk: row.orgNameKk, en: row.orgNameEn })[lang] || row.orgNameRu;
  return [
    { header: t('fields.number'), width: 24, value: (r) => r.number },
    { header: t('fields.occurred_at'), width: 20, value: (r) => r.occurredAt },
    { header: t('fields.kind'), width: 28, value: (r) => t(`kinds.${r.kind}`) },
    { header: t('fields.status'), width: 16, value: (r) => t(`statuses.${r.status}`) },
    { header: t('fields.organization_id'), width: 36, value: name },
    { header: t('fields.location'), width: 40, value: (r) => r.location },
    { header: t('fields.victims_count'), width: 12, value: (r) => r.victimsCount },
    {
      header: t('fields.needs_special_investigation'),
      width: 16,
      value: (r) => t(r.needsSpecialInvestigation ? 'export.yes' : 'export.no'),
    },
  ];
}

export function registerIncidentsRoutes(app: TApp, deps: TDeps) {
  const { db } = deps;

  async function filterOf(request: FastifyRequest, q: TQuery): Promise<TIncidentFilter> {
    const user = currentUser(request);
    return {
      scope: await scopeOf(deps, user),
      viewerId: user.id,
      organizationIds: q.organization_id ? await descendantsOf(deps, q.organization_id) : undefined,
      kind: q.kind,
      status: q.status,
      occurredFrom: q.occurred_from ? new Date(`${q.occurred_from}T00:00:00Z`) : undefined,
      occurredBefore: q.occurred_to ? dayAfter(q.occurred_to) : undefined,
      special: q.special,
      search: q.search,
    };
  }

  app.get(
    `${base}/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Incident messages in the caller’s scope',
        querystring: ZIncidentListQuerySchema,
        response: { 200: pageSchema(ZIncidentListItemSchema), ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await findIncidents(deps, await filterOf(request, q), {
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
        rows.map((row) => toIncidentListItem(row, lang)),
      );
    },
  );

  app.get(
    `${base}/export.xlsx`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'The filtered list as an Excel workbook, streamed',
        querystring: ZIncidentListQuerySchema,
      },
    },
    async (request, reply) => {
      const q = request.query;
      const lang = langOf(request);
      const title = textAt(INCIDENT_TEXTS, 'export.file', lang);
      const day = new Date().toISOString().slice(0, 10);
      return sendXlsx(
        reply,
        `${title} ${day}.xlsx`,
        title,
        exportColumns(lang),
        streamIncidents(db, await filterOf(request, q), q.ordering),
        deps.config.TIME_ZONE,
      );
    },
  );

  app.post(
    `${base}/`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, body: ZIncidentCreateSchema, response: { 201: ZIncidentSchema, ...RECORD_ERRORS } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const scope = await scopeOf(deps, user);
      const id = await createIncident(deps, user, scope, request.body);
      const row = await readRecord(deps, INCIDENT_TYPE, scope, user, id);
      return reply.status(201).send(toIncident(row, langOf(request), user));
    },
  );

  registerRecordRoutes(app, deps, {
    base,
    tags,
    type: INCIDENT_TYPE,
    item: ZIncidentSchema,
    toItem: toIncident,
    update: {
      schema: ZIncidentUpdateSchema,
      apply: (scope, user, id, body: TIncidentUpdateData) => updateIncident(deps, user, scope, id, body),
    },
    print: printIncident,
  });
}
