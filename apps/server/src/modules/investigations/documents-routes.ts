import { pageSchema, ZIdParamsSchema } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import { INVESTIGATION_TEXTS } from '@hse/contracts/investigation-texts';
import {
  ZDocumentListItemSchema,
  ZDocumentListQuerySchema,
  ZIncidentDocumentsSchema,
} from '@hse/contracts/investigations';
import { textAt } from '@hse/contracts/texts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ancestorsOf, descendantsOf, scopeOf } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { toPage } from '../../platform/paging.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { RECORD_ERRORS, registerRecordRoutes } from '../../platform/record-routes.ts';
import { readRecord } from '../../platform/records.ts';
import { sendXlsx, type TExportColumn } from '../../platform/xlsx-export.ts';
import { documentTitle, toDocument, toDocumentListItem } from './document-dto.ts';
import { DOCUMENT_KINDS, type TDocumentKindDef } from './document-kinds.ts';
import { printDocument, type TDocumentOf } from './document-print.ts';
import {
  findDocuments,
  streamDocuments,
  type TDocumentFilter,
  type TDocumentRow,
} from './documents-repository.ts';
import { createDocument, DOCUMENT_TYPES, sentIncident, updateDocument } from './documents-service.ts';

type TQuery = z.output<typeof ZDocumentListQuerySchema>;

function exportColumns(kind: TDocumentKindDef, lang: TLanguage): TExportColumn<TDocumentRow>[] {
  const t = (path: string) => textAt(INVESTIGATION_TEXTS, path, lang);
  return [
    { header: t('fields.number'), width: 24, value: (r) => r.number },
    { header: t('fields.status'), width: 16, value: (r) => t(`statuses.${r.status}`) },
    { header: t('fields.title'), width: 48, value: (r) => documentTitle(kind.kind, r, lang) },
    { header: t('fields.incident_number'), width: 24, value: (r) => r.incidentNumber },
    {
      header: t('fields.organization_name'),
      width: 36,
      value: (r) => ({ ru: r.orgNameRu, kk: r.orgNameKk, en: r.orgNameEn })[lang] || r.orgNameRu,
    },
    { header: t('fields.created_at'), width: 20, value: (r) => r.createdAt },
  ];
}

function registerKind(app: TApp, deps: TDeps, kind: TDocumentKindDef) {
  const tags = ['investigations'];
  const type = DOCUMENT_TYPES[kind.kind];

  async function filterOf(request: FastifyRequest, q: TQuery): Promise<TDocumentFilter> {
    const user = currentUser(request);
    return {
      scope: await scopeOf(deps, user),
      viewerId: user.id,
      ancestors: kind.kind === 'bulletin' ? await ancestorsOf(deps, user.organizationId) : undefined,
      organizationIds: q.organization_id ? await descendantsOf(deps, q.organization_id) : undefined,
      status: q.status,
      incidentId: q.incident_id,
      search: q.search,
    };
  }

  app.get(
    `${kind.base}/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: ZDocumentListQuerySchema,
        response: { 200: pageSchema(ZDocumentListItemSchema), ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await findDocuments(deps, kind, await filterOf(request, q), {
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
        rows.map((row) => toDocumentListItem(kind.kind, row, lang)),
      );
    },
  );

  app.get(
    `${kind.base}/export.xlsx`,
    { config: { permission: SIGNED_IN }, schema: { tags, querystring: ZDocumentListQuerySchema } },
    async (request, reply) => {
      const lang = langOf(request);
      const day = new Date().toISOString().slice(0, 10);
      const rows = streamDocuments(
        deps.db,
        kind,
        await filterOf(request, request.query),
        request.query.ordering,
      );
      return sendXlsx(
        reply,
        `${kind.title[lang]} ${day}.xlsx`,
        kind.title[lang],
        exportColumns(kind, lang),
        rows,
        deps.config.TIME_ZONE,
      );
    },
  );

  app.post(
    `${kind.base}/`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, body: kind.create, response: { 201: kind.item, ...RECORD_ERRORS } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const scope = await scopeOf(deps, user);
      const body = request.body as { incident_id: string } & Record<string, unknown>;
      const id = await createDocument(deps, kind, user, scope, body);
      const row = await readRecord(deps, type, scope, user, id);
      return reply.status(201).send(toDocument(kind, row, langOf(request), user));
    },
  );

  registerRecordRoutes(app, deps, {
    base: kind.base,
    tags,
    type,
    item: kind.item as z.ZodType<{ can_edit: boolean }>,
    toItem: (row, lang, caller) => toDocument(kind, row, lang, caller),
    update: {
      schema: kind.update,
      apply: (scope, user, id, body: { version: number } & Record<string, unknown>) =>
        updateDocument(deps, kind, user, scope, id, body),
    },
    // The item is the kind's own answer: `item` above is its schema.
    print: (item, lang, timeZone) =>
      printDocument(kind.kind, item as TDocumentOf[typeof kind.kind], lang, timeZone),
  });
}

/** Internal investigation reports, special investigation acts and information bulletins. */
export function registerInvestigationsRoutes(app: TApp, deps: TDeps) {
  for (const kind of Object.values(DOCUMENT_KINDS)) registerKind(app, deps, kind);

  app.get(
    '/api/incidents/:id/documents/',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['incidents'],
        summary: 'The report, act and bulletin of a message that the caller may see',
        params: ZIdParamsSchema,
        response: { 200: ZIncidentDocumentsSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const scope = await scopeOf(deps, user);
      // The message itself must be one the caller sees; a draft has no documents yet.
      if (!(await sentIncident(deps.db, scope, request.params.id))) throw notFound();
      const lang = langOf(request);
      const one = async (kind: TDocumentKindDef) => {
        const { rows } = await findDocuments(
          deps,
          kind,
          { scope, viewerId: user.id, incidentId: request.params.id },
          { page: 1, pageSize: 1 },
        );
        return rows[0] ? toDocumentListItem(kind.kind, rows[0], lang) : null;
      };
      return {
        report: await one(DOCUMENT_KINDS.report),
        act: await one(DOCUMENT_KINDS.act),
        bulletin: await one(DOCUMENT_KINDS.bulletin),
      };
    },
  );
}
