import { pageSchema } from '@hse/contracts/common';
import { ZMyWorkCountsSchema, ZMyWorkItemSchema, ZMyWorkQuerySchema } from '@hse/contracts/my-work';
import { scopeOf } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { myWorkCounts, myWorkPage } from '../../platform/my-work.ts';
import { toPage } from '../../platform/paging.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { RECORD_ERRORS } from '../../platform/record-routes.ts';

/**
 * "My work" (decision 054): `GET /api/my-work/` the records waiting for the caller's action and the
 * follow-up tasks given to them, a page at a time; `GET /api/my-work/counts/` how many, per module.
 */
export function registerMyWorkRoutes(app: TApp, deps: TDeps) {
  app.get(
    '/api/my-work/',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['my-work'],
        summary: 'Records waiting for the caller and tasks given to them',
        querystring: ZMyWorkQuerySchema,
        response: { 200: pageSchema(ZMyWorkItemSchema), ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const q = request.query;
      const { total, items } = await myWorkPage(
        app,
        deps,
        user,
        await scopeOf(deps, user),
        q,
        langOf(request),
      );
      return toPage(request, q.page, q.page_size, total, items);
    },
  );

  app.get(
    '/api/my-work/counts/',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['my-work'],
        summary: 'How many items wait for the caller, in all and per module',
        response: { 200: ZMyWorkCountsSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return myWorkCounts(app, deps, user, await scopeOf(deps, user), langOf(request));
    },
  );
}
