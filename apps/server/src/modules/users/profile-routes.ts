import { ZErrorSchema } from '@hse/contracts/common';
import { ZPasswordChangeSchema, ZProfileUpdateSchema, ZUserSchema } from '@hse/contracts/users';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import type { TScope } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { readJpegPhoto } from '../../platform/photo.ts';
import { issueToken } from '../../platform/tokens.ts';
import { toUser } from './user-dto.ts';
import { findUserById } from './users-repository.ts';
import { readPhoto, setPassword, setPhoto, updateUser } from './users-service.ts';

const tags = ['profile'];
const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 409: ZErrorSchema };
/** One's own record is always in one's scope, whatever the organization rules say. */
const SELF: TScope = { all: true };

export function registerProfileRoutes(app: TApp, deps: TDeps) {
  const me = async (request: Parameters<typeof currentUser>[0]) => {
    const row = await findUserById(deps.db, currentUser(request).id);
    if (!row) throw notFound();
    return toUser(row, langOf(request));
  };

  app.get(
    '/api/profile/',
    { config: { permission: SIGNED_IN }, schema: { tags, response: { 200: ZUserSchema, ...errors } } },
    me,
  );

  app.patch(
    '/api/profile/',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, body: ZProfileUpdateSchema, response: { 200: ZUserSchema, ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      await updateUser(deps, user, SELF, user.id, request.body);
      return me(request);
    },
  );

  app.put(
    '/api/profile/photo/',
    { config: { permission: SIGNED_IN }, schema: { tags, response: { 200: ZUserSchema, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      await setPhoto(deps, user, SELF, user.id, await readJpegPhoto(request));
      return me(request);
    },
  );

  app.delete(
    '/api/profile/photo/',
    { config: { permission: SIGNED_IN }, schema: { tags, response: { 200: ZUserSchema, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      await setPhoto(deps, user, SELF, user.id, null);
      return me(request);
    },
  );

  app.get(
    '/api/profile/photo/',
    { config: { permission: SIGNED_IN }, schema: { tags } },
    async (request, reply) => {
      const data = await readPhoto(deps, SELF, currentUser(request).id);
      return reply.type('image/jpeg').header('Cache-Control', 'private, no-store').send(data);
    },
  );

  app.post(
    '/api/profile/password/',
    {
      config: { permission: SIGNED_IN, idempotency: false },
      schema: {
        tags,
        summary: 'Change one’s password; every other session ends and a fresh token is returned',
        body: ZPasswordChangeSchema,
        response: { 200: z.object({ token: z.string() }), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const [row] = await deps.db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      if (!row || !(await verifyPassword(request.body.current_password, row.hash))) {
        throw new AppError(400, 'errors.bad_request', {}, { current_password: ['errors.current_password'] });
      }
      await setPassword(deps, user, SELF, user.id, request.body, 'password_change');
      const token = await issueToken(deps.db, user.id, {
        idleMinutes: deps.config.TOKEN_IDLE_MINUTES,
        absoluteHours: deps.config.TOKEN_ABSOLUTE_HOURS,
      });
      return { token };
    },
  );
}
