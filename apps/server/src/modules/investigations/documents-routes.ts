import { ZIdParamsSchema } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import { INVESTIGATION_TEXTS } from '@hse/contracts/investigation-texts';
import { ZDocumentListItemSchema, ZIncidentDocumentsSchema } from '@hse/contracts/investigations';
import { textAt } from '@hse/contracts/texts';
import type { z } from 'zod';
import { scopeOf } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { filterOf, findModulePage, type TModuleList } from '../../platform/record-module/module-list.ts';
import { registerModuleList } from '../../platform/record-module/module-list-routes.ts';
import { RECORD_ERRORS, registerRecordRoutes } from '../../platform/record-routes.ts';
import { readRecord } from '../../platform/records.ts';
import type { TExportColumn } from '../../platform/xlsx-export.ts';
import { toDocument, toDocumentListItem } from './document-dto.ts';
import { DOCUMENT_KINDS, type TDocumentKindDef } from './document-kinds.ts';
import { printDocument, type TDocumentOf } from './document-print.ts';
import { documentList, documentRow } from './documents-repository.ts';
import { createDocument, DOCUMENT_TYPES, sentIncident, updateDocument } from './documents-service.ts';

type TListItem = Record<string, unknown>;

function exportColumns(lang: TLanguage): TExportColumn<TListItem>[] {
  const t = (path: string) => textAt(INVESTIGATION_TEXTS, path, lang);
  const text = (key: string) => (r: TListItem) => String(r[key] ?? '');
  return [
    { header: t('fields.number'), width: 24, value: text('number') },
    { header: t('fields.status'), width: 16, value: (r) => t(`statuses.${r.status}`) },
    { header: t('fields.title'), width: 48, value: text('title') },
    { header: t('fields.incident_number'), width: 24, value: text('incident_number') },
    { header: t('fields.organization_name'), width: 36, value: text('organization_name') },
    { header: t('fields.created_at'), width: 20, value: (r) => new Date(String(r.created_at)) },
  ];
}

/** A kind's list: the layer's, answered as the documents' list items. */
function listOf(kind: TDocumentKindDef): TModuleList {
  return {
    ...documentList(kind),
    listItem: (row, lang) => toDocumentListItem(kind.kind, documentRow(row), lang),
    listItemSchema: ZDocumentListItemSchema,
    exportColumns,
  };
}

function registerKind(app: TApp, deps: TDeps, kind: TDocumentKindDef) {
  const tags = ['investigations'];
  const type = DOCUMENT_TYPES[kind.kind];

  registerModuleList(app, deps, listOf(kind), tags);

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
        const list = listOf(kind);
        const filter = await filterOf(deps, list, user, scope, { incident_id: request.params.id });
        const { rows } = await findModulePage(deps, list, filter, { page: 1, pageSize: 1 });
        return rows[0] ? toDocumentListItem(kind.kind, documentRow(rows[0]), lang) : null;
      };
      return {
        report: await one(DOCUMENT_KINDS.report),
        act: await one(DOCUMENT_KINDS.act),
        bulletin: await one(DOCUMENT_KINDS.bulletin),
      };
    },
  );
}
