import {
  ZChecklistSchema,
  ZChecklistUpdateSchema,
  ZFindingCreateSchema,
  ZFindingSchema,
  ZFindingsSchema,
  ZFindingUpdateSchema,
} from '@hse/contracts/audits';
import { ZErrorSchema, ZIdParamsSchema, ZVersionSchema } from '@hse/contracts/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TApp } from '../../platform/app-types.ts';
import type { TDeps } from '../../platform/deps.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import type { TModuleRoutes } from '../../platform/record-module/register.ts';
import { readChecklist, saveChecklist } from './checklist-service.ts';
import { createFinding, deleteFinding, readFindings, updateFinding } from './findings-service.ts';

const BASE = '/api/audits';
const tags = ['audits'];
const errors = {
  400: ZErrorSchema,
  401: ZErrorSchema,
  403: ZErrorSchema,
  404: ZErrorSchema,
  409: ZErrorSchema,
};
const ZFindingParamsSchema = z.object({ id: z.uuid(), findingId: z.uuid() });

/**
 * What only audits have (decision 029): the checklist answered by the auditors and the findings,
 * answered for by the audited organization. Both read the audit as its own routes do: 404 outside
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

  app.get(
    `${BASE}/:id/findings/`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZFindingsSchema, ...errors } },
    },
    async (request) => readFindings(deps, await read(request, request.params.id)),
  );

  app.post(
    `${BASE}/:id/findings/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'A discrepancy, added by an auditor; its responsible person is told',
        params: ZIdParamsSchema,
        body: ZFindingCreateSchema,
        response: { 201: ZFindingSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFinding(deps, await read(request, request.params.id), request.body)),
  );

  app.patch(
    `${BASE}/:id/findings/:findingId/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Auditors change their part, the audited organization its causes and corrective actions',
        params: ZFindingParamsSchema,
        body: ZFindingUpdateSchema,
        response: { 200: ZFindingSchema, ...errors },
      },
    },
    async (request) =>
      updateFinding(deps, await read(request, request.params.id), request.params.findingId, request.body),
  );

  app.delete(
    `${BASE}/:id/findings/:findingId/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: ZFindingParamsSchema,
        body: z.object({ version: ZVersionSchema }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteFinding(
        deps,
        await read(request, request.params.id),
        request.params.findingId,
        request.body.version,
      );
      return reply.status(204).send(null);
    },
  );
}
