import { ZHealthSchema, ZLoginRequestSchema, ZLoginResponseSchema } from '@hse/contracts/auth';
import { ZErrorSchema } from '@hse/contracts/common';
import { ZRegisterSchema } from '@hse/contracts/users';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { PUBLIC, SIGNED_IN } from '../../platform/permissions.ts';
import { revokeToken } from '../../platform/tokens.ts';
import { createUser } from '../users/users-service.ts';
import { signIn } from './sign-in-service.ts';

const tags = ['auth'];

export function registerAuthRoutes(app: TApp, deps: TDeps) {
  app.get(
    '/api/health/',
    {
      config: { permission: PUBLIC, answersWhileClosing: true },
      schema: {
        tags: ['health'],
        response: { 200: ZHealthSchema, 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (request, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database does not answer');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );

  app.post(
    '/api/api-token-auth/',
    {
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary: 'Sign in with login (or username) and password',
        body: ZLoginRequestSchema,
        response: { 200: ZLoginResponseSchema, 400: ZErrorSchema, 429: ZErrorSchema },
      },
    },
    async (request) => {
      const { login, username, password } = request.body;
      return signIn(deps, login ?? username ?? '', password, langOf(request));
    },
  );

  app.get(
    '/api/api-token-logout/',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Revoke the token of this call',
        response: { 204: z.null(), 401: ZErrorSchema },
      },
    },
    async (request, reply) => {
      await revokeToken(deps.db, deps.cache, currentUser(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/register/',
    {
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary: 'Self-registration: an inactive account that an administrator activates',
        body: ZRegisterSchema,
        response: { 201: z.object({ id: z.string() }), 400: ZErrorSchema },
      },
    },
    async (request, reply) => {
      const { password_confirm: _confirm, ...input } = request.body;
      const user = await createUser(
        deps,
        null,
        { ...input, roles: [] },
        { isActive: false, lang: langOf(request) },
      );
      return reply.status(201).send({ id: user.id });
    },
  );
}
