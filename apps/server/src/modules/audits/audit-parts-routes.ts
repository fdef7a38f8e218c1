import { ZChecklistSchema, ZChecklistUpdateSchema } from '@hse/contracts/audits';
import { ZErrorSchema, ZIdParamsSchema } from '@hse/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { TApp } from '../../platform/app-types.ts';
import type { TDeps } from '../../platform/deps.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import type { TModuleRoutes } from '../../platform/record-module/register.ts';
import { readChecklist, saveChecklist } from './checklist-service.ts';

const BASE = '/api/audits';
const tags = ['audits'];
const errors = {
  400: ZErrorSchema,
  401: ZErrorSchema,
  403: ZErrorSchema,
  404: ZErrorSchema,
  409: ZErrorSchema,
};

/**
 * What only audits have (decision 029): the checklist answered by the auditors (the findings are
 * the audit's child records, decision 038). It reads the audit as its own routes do: 404 outside
 * the caller's scope; who may write what is decided by the audit's state.
 */
export function registerAuditPartsRoutes(app: TApp, deps: TDeps, record: TModuleRoutes) {
  const read = (request: FastifyRequest, id: string) => record.read(request, id);
  app.get(
    `${BASE}/:id/checklist/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'The template version the audit was made with, its answers and the score',
        params: ZIdParamsSchema,
        response: { 200: ZChecklistSchema, ...errors },
      },
    },
    async (request) => readChecklist(deps, await read(request, request.params.id)),
  );

  app.put(
    `${BASE}/:id/checklist/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary:
          'Saves every answer at the audit’s version, scores them and gives the audit its next version',
        params: ZIdParamsSchema,
        body: ZChecklistUpdateSchema,
        response: { 200: ZChecklistSchema, ...errors },
      },
    },
    async (request) => saveChecklist(deps, await read(request, request.params.id), request.body),
  );
}
