import { ZHistoryEntrySchema, ZIdParamsSchema } from '@hse/contracts/common';
import {
  ZOrganizationCreateSchema,
  ZOrganizationDeleteSchema,
  ZOrganizationSchema,
  ZOrganizationUpdateSchema,
} from '@hse/contracts/organizations';
import { z } from 'zod';
import type { TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { ERROR_RESPONSES } from '../../platform/errors.ts';
import { listHistory } from '../../platform/history.ts';
import { ADMIN_ONLY, PUBLIC, SIGNED_IN } from '../../platform/permissions.ts';
import {
  createOrganization,
  deleteOrganization,
  findOrganization,
  listOrganizations,
  ORGANIZATION_ENTITY,
  toOrganization,
  updateOrganization,
} from './organizations-service.ts';

const tags = ['organizations'];

export function registerOrganizationsRoutes(app: TApp, deps: TDeps) {
  const { db } = deps;

  app.get(
    '/api/organizations/',
    {
      // Public: self-registration and the public Qorgau card choose an organization before sign-in.
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary: 'The organization tree as a flat list',
        response: { 200: z.array(ZOrganizationSchema) },
      },
    },
    async () => listOrganizations(db),
  );

  app.post(
    '/api/organizations/',
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags,
        body: ZOrganizationCreateSchema,
        response: { 201: ZOrganizationSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createOrganization(deps, currentUser(request), request.body)),
  );

  app.get(
    '/api/organizations/:id/',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZOrganizationSchema, ...ERROR_RESPONSES } },
    },
    async (request) => toOrganization(await findOrganization(db, request.params.id)),
  );

  app.patch(
    '/api/organizations/:id/',
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZOrganizationUpdateSchema,
        response: { 200: ZOrganizationSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => updateOrganization(deps, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/organizations/:id/',
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags,
        params: ZIdParamsSchema,
        querystring: ZOrganizationDeleteSchema,
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await deleteOrganization(deps, currentUser(request), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/organizations/:id/history/',
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags,
        params: ZIdParamsSchema,
        response: { 200: z.array(ZHistoryEntrySchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await findOrganization(db, request.params.id);
      return listHistory(db, ORGANIZATION_ENTITY, request.params.id);
    },
  );
}
