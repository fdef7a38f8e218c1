import { ZIdParamsSchema } from '@hse/contracts/common';
import { checklistSchemaOf, ZChecklistUpdateSchema } from '@hse/contracts/record-module/checklist';
import type { TApp } from '../app-types.ts';
import type { TDeps } from '../deps.ts';
import { ERROR_RESPONSES } from '../errors.ts';
import { SIGNED_IN } from '../permissions.ts';
import { readChecklist, saveChecklist, type TChecklistStore } from './checklist.ts';
import type { TModuleRoutes } from './register.ts';

/**
 * A record's checklist under its resource (decision 043), from a module's `routes` hook: read as
 * the record is (404 outside the caller's scope), answered by those who may edit the record now.
 */
export function registerChecklistRoutes(
  app: TApp,
  deps: TDeps,
  record: TModuleRoutes,
  store: TChecklistStore,
) {
  const path = `${record.base}/:id/checklist/`;
  const response = { 200: checklistSchemaOf(store.checklist), ...ERROR_RESPONSES };
  app.get(
    path,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: record.tags,
        summary: 'The template version the record was made with, its answers and the score',
        params: ZIdParamsSchema,
        response,
      },
    },
    async (request) => readChecklist(deps, store, await record.read(request, request.params.id)),
  );
  app.put(
    path,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: record.tags,
        summary:
          'Saves every answer at the record’s version, scores them and gives the record its next version',
        params: ZIdParamsSchema,
        body: ZChecklistUpdateSchema,
        response,
      },
    },
    async (request) =>
      saveChecklist(deps, store, await record.read(request, request.params.id), request.body),
  );
}
