import { ZIdParamsSchema } from '@hse/contracts/common';
import { hasAnyRole } from '@hse/contracts/roles';
import {
  SUBCATEGORY_EDITOR_ROLES,
  ZVitalRuleSubcategoryCreateSchema,
  ZVitalRuleSubcategoryDeleteSchema,
  ZVitalRuleSubcategoryListQuerySchema,
  ZVitalRuleSubcategorySchema,
  ZVitalRuleSubcategoryUpdateSchema,
} from '@hse/contracts/vital-rule-subcategories';
import { z } from 'zod';
import { ancestorsOf } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { ERROR_RESPONSES, forbidden } from '../../platform/errors.ts';
import { PUBLIC, rolesOnly } from '../../platform/permissions.ts';
import { registerGoldenRulesRoutes } from './golden-rules-routes.ts';
import { listSubcategories } from './vital-rules-repository.ts';
import { createSubcategory, deleteSubcategory, updateSubcategory } from './vital-rules-service.ts';

const BASE = '/api/vital-rule-subcategories';
const tags = ['vital-rules'];
// The service narrows dotos and headdotos to their scope.
const STAFF = rolesOnly(...SUBCATEGORY_EDITOR_ROLES);

/** Organizations' sub-categories under the nine life-saving rules (decision 020). */
export function registerVitalRulesRoutes(app: TApp, deps: TDeps) {
  app.get(
    `${BASE}/`,
    {
      // Public: the public Qorgau form offers the sub-categories of the organization a guest chose.
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary: 'Sub-categories; with organization_id, those that apply to it (its own and its ancestors’)',
        querystring: ZVitalRuleSubcategoryListQuerySchema,
        response: { 200: z.array(ZVitalRuleSubcategorySchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const q = request.query;
      // Deactivated ones are the staff's working list, not something to offer a filer.
      if (q.include_inactive && !hasAnyRole(currentUser(request).roles, SUBCATEGORY_EDITOR_ROLES))
        throw forbidden();
      return listSubcategories(
        deps.db,
        {
          organizationIds: q.organization_id ? await ancestorsOf(deps, q.organization_id) : undefined,
          rule: q.rule,
          includeInactive: q.include_inactive === true,
        },
        langOf(request),
      );
    },
  );

  app.post(
    `${BASE}/`,
    {
      config: { permission: STAFF },
      schema: {
        tags,
        body: ZVitalRuleSubcategoryCreateSchema,
        response: { 201: ZVitalRuleSubcategorySchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createSubcategory(deps, currentUser(request), request.body, langOf(request))),
  );

  app.patch(
    `${BASE}/:id/`,
    {
      config: { permission: STAFF },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZVitalRuleSubcategoryUpdateSchema,
        response: { 200: ZVitalRuleSubcategorySchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      updateSubcategory(deps, currentUser(request), request.params.id, request.body, langOf(request)),
  );

  app.delete(
    `${BASE}/:id/`,
    {
      config: { permission: STAFF },
      schema: {
        tags,
        params: ZIdParamsSchema,
        querystring: ZVitalRuleSubcategoryDeleteSchema,
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await deleteSubcategory(deps, currentUser(request), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );

  // The rules themselves, as the administrator words them (decision 064).
  registerGoldenRulesRoutes(app, deps);
}
