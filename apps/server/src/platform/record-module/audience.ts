import { ZIdParamsSchema } from '@hse/contracts/common';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ancestorsOf, type TAuthUser } from '../access.ts';
import type { TApp } from '../app-types.ts';
import type { TDeps } from '../deps.ts';
import { SIGNED_IN } from '../permissions.ts';
import { RECORD_ERRORS } from '../record-routes.ts';
import type { TModuleRoutes, TRecordModuleHooks } from './module-hooks.ts';
import type { TModuleTable } from './module-rows.ts';

/**
 * Records published to an audience (the media library, decision 064): a record's organization
 * names its audience, that organization and every one within it. Its keepers (`keepers`, in their
 * scope) see its drafts; everyone else sees it once `published`, in their scope or as its audience.
 */
export function audienceHooks(
  keepers: readonly string[],
  published = 'published',
): Pick<TRecordModuleHooks, 'visible' | 'listWhere' | 'listScope' | 'readableBeyondScope'> {
  const keeps = (caller: TAuthUser) => caller.roles.some((role) => keepers.includes(role));
  return {
    visible: (row, caller) => row.status === published || keeps(caller),
    listWhere: (list, caller, table) => {
      if (!keeps(caller)) list.add('audience_published', sql`${table.status} = ${published}`);
    },
    listScope: async (list, { reader, caller, scope, table }) => {
      if (scope.all) return;
      list.add(
        'scope_or_audience',
        sql`(${table.organizationId} = any(${sql.placeholder('scope')}) or (${table.status} = ${published} and ${
          table.organizationId
        } = any(${sql.placeholder('audience')}::uuid[])))`,
      );
      list.values.scope = scope.organizationIds;
      list.values.audience = await ancestorsOf(reader, caller.organizationId);
    },
    readableBeyondScope: async (reader, row, caller) =>
      row.status === published &&
      (await ancestorsOf(reader, caller.organizationId)).includes(row.organizationId),
  };
}

/**
 * `POST <base>/:id/views/`: one more view of a record its reader opened, answered with the count.
 * Not a change of the record: no version, no history, so an editor's save is never made stale.
 */
export function registerViewCount(app: TApp, deps: TDeps, routes: TModuleRoutes, table: TModuleTable) {
  const views = (table as unknown as { views: PgColumn }).views;
  app.post(
    `${routes.base}/:id/views/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: routes.tags,
        summary: 'Count one view of the record',
        params: ZIdParamsSchema,
        response: { 200: z.object({ views: z.number().int() }), ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const { row } = await routes.read(request, request.params.id);
      const [counted] = await deps.db
        .update(table)
        .set({ views: sql`${views} + 1` } as Record<string, unknown>)
        .where(eq(table.id, row.id))
        .returning({ views });
      return { views: Number(counted?.views ?? 0) };
    },
  );
}
