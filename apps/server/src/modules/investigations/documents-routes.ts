import { ZIdParamsSchema } from '@hse/contracts/common';
import { ZIncidentDocumentsSchema } from '@hse/contracts/investigations';
import { scopeOf } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { filterOf, findModulePage } from '../../platform/record-module/module-list.ts';
import { moduleListOf } from '../../platform/record-module/register.ts';
import { RECORD_ERRORS } from '../../platform/record-routes.ts';
import { toDocumentListItem } from './document-dto.ts';
import { DOCUMENT_KINDS, type TDocumentKindDef } from './document-kinds.ts';
import { documentHooks } from './documents-module.ts';
import { sentIncident } from './documents-repository.ts';

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
