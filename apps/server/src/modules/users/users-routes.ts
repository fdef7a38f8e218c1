import { pageSchema, ZHistoryEntrySchema, ZIdParamsSchema } from '@hse/contracts/common';
import { ROLES } from '@hse/contracts/roles';
import {
  ZPasswordPairSchema,
  ZRoleEntrySchema,
  ZUserActivationSchema,
  ZUserCreateSchema,
  ZUserListQuerySchema,
  ZUserSchema,
  ZUserShortSchema,
  ZUserUpdateSchema,
} from '@hse/contracts/users';
import { z } from 'zod';
import { assertInScope, descendantsOf, scopeOf } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { ERROR_RESPONSES, notFound } from '../../platform/errors.ts';
import { listHistory } from '../../platform/history.ts';
import { toPage } from '../../platform/paging.ts';
import { ADMIN_ONLY, SIGNED_IN } from '../../platform/permissions.ts';
import { readJpegPhoto } from '../../platform/photo.ts';
import { toUser, toUserShort } from './user-dto.ts';
import { findUserById, findUsers, findUsersByRole } from './users-repository.ts';
import {
  createUser,
  readPhoto,
  setPassword,
  setPhoto,
  setUserActive,
  USER_ENTITY,
  updateUser,
} from './users-service.ts';

const tags = ['users'];

export function registerUsersRoutes(app: TApp, deps: TDeps) {
  const { db } = deps;

  async function loadUser(request: Parameters<typeof currentUser>[0], id: string) {
    const user = currentUser(request);
    const scope = await scopeOf(deps, user);
    const row = await findUserById(db, id);
    if (!row) throw notFound();
    assertInScope(scope, row.organizationId);
    return { user, scope, row };
  }

  app.get(
    '/api/users/',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Users in the caller’s scope; administrators get full records, others the short card',
        querystring: ZUserListQuerySchema,
        response: { 200: pageSchema(z.union([ZUserSchema, ZUserShortSchema])), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const q = request.query;
      const scope = await scopeOf(deps, user);
      const isAdmin = user.roles.includes('admin');
      const { rows, total } = await findUsers(
        deps,
        {
          scope,
          organizationIds: q.organization_id ? await descendantsOf(deps, q.organization_id) : undefined,
          role: q.role,
          isActive: q.is_active,
          search: q.search,
          // Others get the short card: a search must not reveal what it hides.
          searchPrivate: isAdmin,
        },
        { page: q.page, pageSize: q.page_size, ordering: q.ordering },
      );
      const lang = langOf(request);
      return toPage(
        request,
        q.page,
        q.page_size,
        total,
        rows.map((r) => (isAdmin ? toUser(r, lang) : toUserShort(r, lang))),
      );
    },
  );

  app.post(
    '/api/users/',
    {
      config: { permission: ADMIN_ONLY },
      schema: { tags, body: ZUserCreateSchema, response: { 201: ZUserSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const { password_confirm: _confirm, ...input } = request.body;
      const created = await createUser(deps, currentUser(request), input, {
        isActive: true,
        lang: langOf(request),
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/users/:id/',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: ZIdParamsSchema,
        response: { 200: z.union([ZUserSchema, ZUserShortSchema]), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user, row } = await loadUser(request, request.params.id);
      const lang = langOf(request);
      return user.roles.includes('admin') || user.id === row.id ? toUser(row, lang) : toUserShort(row, lang);
    },
  );

  const reload = async (id: string, lang: ReturnType<typeof langOf>) => {
    const row = await findUserById(db, id);
    if (!row) throw notFound();
    return toUser(row, lang);
  };

  app.patch(
    '/api/users/:id/',
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZUserUpdateSchema,
        response: { 200: ZUserSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await updateUser(deps, user, await scopeOf(deps, user), request.params.id, request.body);
      return reload(request.params.id, langOf(request));
    },
  );

  for (const [action, isActive] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(
      `/api/users/:id/${action}/`,
      {
        config: { permission: ADMIN_ONLY },
        schema: {
          tags,
          params: ZIdParamsSchema,
          body: ZUserActivationSchema,
          response: { 200: ZUserSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await setUserActive(
          deps,
          user,
          await scopeOf(deps, user),
          request.params.id,
          isActive,
          request.body.version,
        );
        return reload(request.params.id, langOf(request));
      },
    );
  }

  app.post(
    '/api/users/:id/reset-password/',
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZPasswordPairSchema,
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await setPassword(
        deps,
        user,
        await scopeOf(deps, user),
        request.params.id,
        request.body,
        'password_reset',
      );
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/users/:id/photo/',
    {
      config: { permission: ADMIN_ONLY },
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZUserSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const { user, scope } = await loadUser(request, request.params.id);
      const photo = await readJpegPhoto(request);
      await setPhoto(deps, user, scope, request.params.id, photo);
      return reload(request.params.id, langOf(request));
    },
  );

  app.delete(
    '/api/users/:id/photo/',
    {
      config: { permission: ADMIN_ONLY },
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZUserSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const { user, scope } = await loadUser(request, request.params.id);
      await setPhoto(deps, user, scope, request.params.id, null);
      return reload(request.params.id, langOf(request));
    },
  );

  app.get(
    '/api/users/:id/photo/',
    { config: { permission: SIGNED_IN }, schema: { tags, params: ZIdParamsSchema } },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await readPhoto(deps, await scopeOf(deps, user), request.params.id);
      return reply.type('image/jpeg').header('Cache-Control', 'private, no-store').send(data);
    },
  );

  app.get(
    '/api/users/:id/history/',
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags,
        params: ZIdParamsSchema,
        response: { 200: z.array(ZHistoryEntrySchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await loadUser(request, request.params.id);
      return listHistory(db, USER_ENTITY, request.params.id);
    },
  );

  app.get(
    '/api/roles/',
    {
      config: { permission: ADMIN_ONLY },
      schema: { tags: ['roles'], response: { 200: z.array(ZRoleEntrySchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      const lang = langOf(request);
      return Promise.all(
        ROLES.map(async (role) => ({
          role,
          members: (await findUsersByRole(db, role)).map((r) => toUserShort(r, lang)),
        })),
      );
    },
  );
}
