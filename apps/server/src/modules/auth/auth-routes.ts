import { ZLoginRequestSchema, ZLoginResponseSchema } from '@hse/contracts/auth';
import { ZErrorSchema } from '@hse/contracts/common';
import { z } from 'zod';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { PUBLIC, SIGNED_IN } from '../../platform/permissions.ts';
import { logSecurity } from '../../platform/security-log.ts';
import { revokeToken } from '../../platform/tokens.ts';
import { signIn } from './sign-in-service.ts';

const tags = ['auth'];

export function registerAuthRoutes(app: TApp, deps: TDeps) {
  app.post(
    '/api/api-token-auth/',
    {
      config: { permission: PUBLIC, idempotency: false },
      schema: {
        tags,
        summary: 'Sign in with login (or username) and password',
        body: ZLoginRequestSchema,
        response: { 200: ZLoginResponseSchema, 400: ZErrorSchema, 429: ZErrorSchema },
      },
    },
    async (request) => {
      const { login, username, password } = request.body;
      return signIn(deps, request, login ?? username ?? '', password, langOf(request));
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
      const user = currentUser(request);
      await deps.db.transaction(async (tx) => {
        await revokeToken(tx, deps.cache, user);
        await logSecurity(tx, { event: 'sign_out', actorId: user.id, userId: user.id, login: user.login });
      });
      return reply.status(204).send(null);
    },
  );
}
