import { pageSchema, ZIdParamsSchema } from '@hse/contracts/common';
import {
  ZRegistrationApproveSchema,
  ZRegistrationRefuseSchema,
  ZRegistrationRequestListQuerySchema,
  ZRegistrationRequestSchema,
} from '@hse/contracts/registration-requests';
import { descendantsOf, scopeOf } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { ERROR_RESPONSES } from '../../platform/errors.ts';
import { toPage } from '../../platform/paging.ts';
import { ADMIN_ONLY } from '../../platform/permissions.ts';
import {
  decideRegistration,
  findRegistrationRequests,
  readRegistrationRequest,
} from './registration-requests.ts';

const tags = ['users'];

/** /requests: self-registration requests an administrator approves or refuses (decision 065). */
export function registerRegistrationRequestsRoutes(app: TApp, deps: TDeps) {
  app.get(
    '/api/registration-requests/',
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Self-registration requests in one state (pending by default) in the caller’s scope',
        querystring: ZRegistrationRequestListQuerySchema,
        response: { 200: pageSchema(ZRegistrationRequestSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await findRegistrationRequests(
        deps,
        {
          scope: await scopeOf(deps, currentUser(request)),
          state: q.state,
          organizationIds: q.organization_id ? await descendantsOf(deps, q.organization_id) : undefined,
          search: q.search,
        },
        { page: q.page, pageSize: q.page_size, ordering: q.ordering },
        langOf(request),
      );
      return toPage(request, q.page, q.page_size, total, rows);
    },
  );

  app.post(
    '/api/registration-requests/:id/approve/',
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Approves a request: the account is activated and its owner told',
        params: ZIdParamsSchema,
        body: ZRegistrationApproveSchema,
        response: { 200: ZRegistrationRequestSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const scope = await scopeOf(deps, user);
      await decideRegistration(deps, user, scope, request.params.id, request.body.version, {
        kind: 'approve',
      });
      return readRegistrationRequest(deps.db, scope, request.params.id, langOf(request));
    },
  );

  app.post(
    '/api/registration-requests/:id/refuse/',
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Refuses a request with a reason, which its owner is shown at sign-in',
        params: ZIdParamsSchema,
        body: ZRegistrationRefuseSchema,
        response: { 200: ZRegistrationRequestSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const scope = await scopeOf(deps, user);
      await decideRegistration(deps, user, scope, request.params.id, request.body.version, {
        kind: 'refuse',
        reason: request.body.reason,
      });
      return readRegistrationRequest(deps.db, scope, request.params.id, langOf(request));
    },
  );
}
