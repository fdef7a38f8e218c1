import { ZErrorSchema, ZIdParamsSchema } from '@hse/contracts/common';
import { ZSessionSchema } from '@hse/contracts/security-log';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { z } from 'zod';
import { authTokens } from '../../db/schema/index.ts';
import type { TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { cacheTags } from '../../platform/read-cache.ts';
import { logSecurity } from '../../platform/security-log.ts';

const tags = ['profile'];
const errors = { 401: ZErrorSchema, 404: ZErrorSchema };

/**
 * The personal account's sessions (issue 19, ASVS 7.5.2): where one is signed in now, and ending
 * any of them or all the others. A session is a token; it is named by its id, never its hash.
 */
export function registerSessionsRoutes(app: TApp, deps: TDeps) {
  app.get(
    '/api/profile/sessions/',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'One’s active sessions, the most recently used first',
        response: { 200: z.array(ZSessionSchema), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const idleSince = new Date(Date.now() - deps.config.TOKEN_IDLE_MINUTES * 60_000);
      const rows = await deps.db
        .select()
        .from(authTokens)
        .where(
          and(
            eq(authTokens.userId, user.id),
            gt(authTokens.expiresAt, new Date()),
            gt(authTokens.lastUsedAt, idleSince),
          ),
        )
        .orderBy(desc(authTokens.lastUsedAt));
      return rows.map((row) => ({
        id: row.id,
        current: row.tokenHash === user.tokenHash,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        user_agent: row.userAgent,
        address: row.address,
      }));
    },
  );

  app.delete(
    '/api/profile/sessions/:id/',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Ends one of one’s sessions (the current one too: that is signing out)',
        params: ZIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await deps.db.transaction(async (tx) => {
        const ended = await tx
          .delete(authTokens)
          .where(and(eq(authTokens.id, request.params.id), eq(authTokens.userId, user.id)))
          .returning({ id: authTokens.id });
        // Another user's session is as unknown as one that never was.
        if (ended.length === 0) throw notFound();
        await deps.cache.invalidate(tx, [cacheTags.user(user.id)]);
        await logSecurity(tx, {
          event: 'session_ended',
          actorId: user.id,
          userId: user.id,
          login: user.login,
          details: { session: request.params.id },
        });
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/profile/sessions/end-others/',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Ends every session but the one of this call',
        response: { 200: z.object({ ended: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return deps.db.transaction(async (tx) => {
        const ended = await tx
          .delete(authTokens)
          .where(and(eq(authTokens.userId, user.id), ne(authTokens.tokenHash, user.tokenHash)))
          .returning({ id: authTokens.id });
        await deps.cache.invalidate(tx, [cacheTags.user(user.id)]);
        await logSecurity(tx, {
          event: 'other_sessions_ended',
          actorId: user.id,
          userId: user.id,
          login: user.login,
          details: { ended: ended.length },
        });
        return { ended: ended.length };
      });
    },
  );
}
