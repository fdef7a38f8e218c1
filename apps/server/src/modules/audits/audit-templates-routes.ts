import {
  AUDITOR_ROLES,
  ZAuditTemplateInputSchema,
  ZAuditTemplateSchema,
  ZAuditTemplateUpdateSchema,
} from '@hse/contracts/audits';
import { ZErrorSchema, ZIdParamsSchema } from '@hse/contracts/common';
import { z } from 'zod';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { rolesOnly, SIGNED_IN } from '../../platform/permissions.ts';
import { currentTemplates, findTemplate, templateTitleIn, toTemplate } from './audit-templates-repository.ts';
import { createTemplate, updateTemplate } from './audit-templates-service.ts';

const BASE = '/api/audit-templates';
const tags = ['audits'];
const AUDITORS = rolesOnly(...AUDITOR_ROLES);
const errors = {
  400: ZErrorSchema,
  401: ZErrorSchema,
  403: ZErrorSchema,
  404: ZErrorSchema,
  409: ZErrorSchema,
};

/** Checklist templates (decision 029): kept by auditors, read by everyone who reads audits. */
export function registerAuditTemplatesRoutes(app: TApp, deps: TDeps) {
  const { db } = deps;
  const read = async (id: string) => {
    const row = await findTemplate(db, id);
    if (!row) throw notFound();
    return toTemplate(row);
  };

  app.get(
    `${BASE}/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'The current version of every template, by title in the reader’s language',
        response: { 200: z.object({ results: z.array(ZAuditTemplateSchema) }), ...errors },
      },
    },
    async (request) => ({ results: (await currentTemplates(db, langOf(request))).map(toTemplate) }),
  );

  app.get(
    `${BASE}/choices/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary:
          'What an audit’s checklist is chosen from: the current versions, named in the reader’s language',
        response: { 200: z.array(z.object({ id: z.uuid(), name: z.string() })), ...errors },
      },
    },
    async (request) => {
      const lang = langOf(request);
      return (await currentTemplates(db, lang)).map((row) => ({
        id: row.id,
        name: templateTitleIn(row, lang),
      }));
    },
  );

  app.get(
    `${BASE}/:id/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'One version of a template, the superseded ones too (audits made with them read them)',
        params: ZIdParamsSchema,
        response: { 200: ZAuditTemplateSchema, ...errors },
      },
    },
    (request) => read(request.params.id),
  );

  app.post(
    `${BASE}/`,
    {
      config: { permission: AUDITORS },
      schema: {
        tags,
        body: ZAuditTemplateInputSchema,
        response: { 201: ZAuditTemplateSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await read(await createTemplate(deps, currentUser(request), request.body))),
  );

  app.patch(
    `${BASE}/:id/`,
    {
      config: { permission: AUDITORS },
      schema: {
        tags,
        summary:
          'Makes the next version of the template (a new id, the same family); 409 if this one was replaced',
        params: ZIdParamsSchema,
        body: ZAuditTemplateUpdateSchema,
        response: { 200: ZAuditTemplateSchema, ...errors },
      },
    },
    async (request) =>
      read(await updateTemplate(deps, currentUser(request), request.params.id, request.body)),
  );
}
