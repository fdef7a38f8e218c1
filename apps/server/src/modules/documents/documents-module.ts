import { documentsHref } from '@hse/contracts/document-module-head';
import { DOCUMENT_MODULE } from '@hse/contracts/documents';
import { and, eq, sql } from 'drizzle-orm';
import { documents, documentVersions } from '../../db/schema/index.ts';
import { ancestorsOf } from '../../platform/access.ts';
import type { TApp } from '../../platform/app-types.ts';
import { registerDeadlineSource } from '../../platform/deadlines.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { registerRecordModule, type TRecordModuleHooks } from '../../platform/record-module/register.ts';
import { DOCUMENT_DEADLINES } from './document-deadlines.ts';
import { folderOf, folderOtherArea, registerFolderRoutes } from './document-folders.ts';
import { registerSearchRoute } from './document-search.ts';
import { registerTextExtraction, registerVersionRoutes } from './document-versions.ts';

const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Safety documents by area (issue 16 §2, decision 063): the generic record routes from
 * DOCUMENT_MODULE, and under `/api/documents/` the areas' folders, each document's versions
 * (its files) and the search across all areas.
 */
export function registerDocuments(app: TApp, deps: TDeps) {
  registerTextExtraction();
  // An approved document's end of validity reminds whoever keeps it (decision 049).
  registerDeadlineSource(DOCUMENT_DEADLINES);
  const hooks: TRecordModuleHooks = {
    // A document lies in a folder of its own area.
    check: async (tx, { merged }) => {
      const folderId = merged.folder_id as string | null | undefined;
      if (!folderId) return;
      const folder = await folderOf(tx, folderId);
      if (!folder) throw fieldError('folder_id', 'errors.not_found');
      if (folder.area !== merged.area) throw folderOtherArea();
    },
    references: {
      folder_id: (id) => sql`(select name from document_folders where document_folders.id = ${id})`,
    },
    // Approved means the file was read and signed off: there is one.
    beforeAction: async (tx, row, action) => {
      if (action !== 'approve') return;
      const [current] = await tx
        .select({ id: documentVersions.id })
        .from(documentVersions)
        .where(and(eq(documentVersions.documentId, row.id), eq(documentVersions.isCurrent, true)));
      if (!current)
        throw new AppError(400, 'errors.document_no_file', {}, { file: ['errors.document_no_file'] });
    },
    // The holding's approved standards apply below it: read by its subsidiaries' people too.
    listScope: async (list, { reader, caller, scope, table }) => {
      if (scope.all) return;
      list.add(
        'scope-or-above',
        sql`(${table.organizationId} = any(${sql.placeholder('scope')}) or (${table.status} = 'approved' and ${
          table.organizationId
        } = any(${sql.placeholder('above')}::uuid[])))`,
      );
      list.values.scope = scope.organizationIds.length > 0 ? scope.organizationIds : [NO_ID];
      list.values.above = await ancestorsOf(reader, caller.organizationId);
    },
    readableBeyondScope: async (reader, row, caller) =>
      row.status === 'approved' &&
      (await ancestorsOf(reader, caller.organizationId)).includes(row.organizationId),
    link: (row) => `${documentsHref(String(row.area))}?document=${row.id}`,
    routes: (a, routes) => {
      registerFolderRoutes(a, deps, routes.base, routes.tags);
      registerSearchRoute(a, deps, routes.base, routes.tags);
      registerVersionRoutes(a, deps, routes);
    },
  };
  return registerRecordModule(app, deps, DOCUMENT_MODULE, documents, hooks);
}
