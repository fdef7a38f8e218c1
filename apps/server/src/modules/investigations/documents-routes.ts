import { ZIdParamsSchema } from '@hse/contracts/common';
import { ZIncidentDocumentsSchema } from '@hse/contracts/investigations';
import { scopeOf } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { AUTHOR_DRAFTS } from '../../platform/record-module/author-drafts.ts';
import { filterOf, findModulePage } from '../../platform/record-module/module-list.ts';
import {
  moduleListOf,
  registerRecordModule,
  type TRecordModuleHooks,
} from '../../platform/record-module/register.ts';
import { RECORD_ERRORS } from '../../platform/record-routes.ts';
import { toDocument, toDocumentListItem, toDocumentRow, ZDocumentRowSchema } from './document-dto.ts';
import { camel, DOCUMENT_KINDS, type TDocumentKind, type TDocumentKindDef } from './document-kinds.ts';
import { printDocument, type TDocumentOf } from './document-print.ts';
import { addressedScope, incidentNumber } from './documents-repository.ts';
import {
  BULLETIN_HOOKS,
  DOCUMENT_NOTIFICATIONS,
  oneOfAKind,
  placeFromIncident,
  sentIncident,
} from './documents-service.ts';

/**
 * What a kind of document adds to its manifest (decision 037): placed from its message, drafts
 * its author's only, its own bodies, answer and PDF; a bulletin also its addressees.
 */
export function documentHooks(kind: TDocumentKindDef): TRecordModuleHooks {
  return {
    cacheTag: `documents:${kind.kind}`,
    references: { incident_id: incidentNumber },
    ...AUTHOR_DRAFTS,
    listScope: kind.kind === 'bulletin' ? addressedScope : undefined,
    listItem: (row, lang) => toDocumentRow(kind, row, lang),
    listItemSchema: ZDocumentRowSchema,
    place: placeFromIncident(kind),
    createConflicts: oneOfAKind(kind),
    createSchema: kind.create,
    updateSchema: kind.update,
    ownFields: Object.fromEntries(kind.ownFields.map((field) => [field, camel(field)])),
    item: (row, lang, caller) => toDocument(kind, row, lang, caller),
    itemSchema: kind.item,
    printable: (item, lang, timeZone) =>
      printDocument(kind.kind, item as unknown as TDocumentOf[typeof kind.kind], lang, timeZone),
    link: (row) => kind.link({ id: row.id, incidentId: String(row.incidentId) }),
    notifications: DOCUMENT_NOTIFICATIONS,
    ...(kind.kind === 'bulletin' ? BULLETIN_HOOKS : {}),
  };
}

/** A kind of investigation document: internal report, special investigation act, bulletin. */
export function registerDocuments(kind: TDocumentKind) {
  const def = DOCUMENT_KINDS[kind];
  return (app: TApp, deps: TDeps) =>
    registerRecordModule(app, deps, def.module, def.table, documentHooks(def));
}

/** The report, act and bulletin of one message, as its view links them. */
export function registerIncidentDocumentsRoute(app: TApp, deps: TDeps) {
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
        const list = moduleListOf(kind.module, kind.table, documentHooks(kind));
        const filter = await filterOf(deps, list, user, scope, { incident_id: request.params.id });
        const { rows } = await findModulePage(deps, list, filter, { page: 1, pageSize: 1 });
        return rows[0] ? toDocumentListItem(kind, rows[0], lang) : null;
      };
      return {
        report: await one(DOCUMENT_KINDS.report),
        act: await one(DOCUMENT_KINDS.act),
        bulletin: await one(DOCUMENT_KINDS.bulletin),
      };
    },
  );
}
