import { ZIdParamsSchema } from '@hse/contracts/common';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { organizations } from '../../db/schema/index.ts';
import { ancestorsOf, type TAuthUser } from '../access.ts';
import type { TApp } from '../app-types.ts';
import type { TDeps } from '../deps.ts';
import { fieldError } from '../errors.ts';
import { SIGNED_IN } from '../permissions.ts';
import { RECORD_ERRORS } from '../record-routes.ts';
import type { TModuleRoutes, TRecordModuleHooks } from './module-hooks.ts';
import type { TModuleTable } from './module-rows.ts';

/** The organizations the rows of a `targets` field name, each once, in their order. */
export const targetIdsOf = (targets: unknown): string[] =>
  Array.isArray(targets)
    ? [
        ...new Set(
          targets
            .map((row) => String((row as { organization_id?: unknown }).organization_id ?? ''))
            .filter(Boolean),
        ),
      ]
    : [];

/** The record's audience: its organization and its targets, each reaching those within it. */
export const audienceOf = (merged: Record<string, unknown>): string[] => [
  ...new Set([String(merged.organization_id ?? ''), ...targetIdsOf(merged.targets)].filter(Boolean)),
];

/**
 * Records published to an audience (the media library, decisions 064 and 076): a record's
 * organization and the organizations of its `targets` field name its audience, each of them and
 * every organization within it. The table keeps them in `audience_organization_ids` (a GIN index)
 * for the list. Its keepers (`keepers`, in their scope) see its drafts; everyone else sees it once
 * `published`, in their scope or as its audience.
 */
export function audienceHooks(
  keepers: readonly string[],
  published = 'published',
): Pick<
  TRecordModuleHooks,
  'visible' | 'listWhere' | 'listScope' | 'readableBeyondScope' | 'derive' | 'check'
> {
  const keeps = (caller: TAuthUser) => caller.roles.some((role) => keepers.includes(role));
  const audienceColumn = (table: TModuleTable) =>
    (table as unknown as { audienceOrganizationIds: PgColumn }).audienceOrganizationIds;
  return {
    visible: (row, caller) => row.status === published || keeps(caller),
    listWhere: (list, caller, table) => {
      if (!keeps(caller)) list.add('audience_published', sql`${table.status} = ${published}`);
    },
    listScope: async (list, { reader, caller, scope, table }) => {
      if (scope.all) return;
      list.add(
        'scope_or_audience',
        sql`(${table.organizationId} = any(${sql.placeholder('scope')}) or (${table.status} = ${published} and ${audienceColumn(
          table,
        )} && ${sql.placeholder('audience')}::uuid[]))`,
      );
      list.values.scope = scope.organizationIds;
      list.values.audience = await ancestorsOf(reader, caller.organizationId);
    },
    readableBeyondScope: async (reader, row, caller) => {
      if (row.status !== published) return false;
      const above = await ancestorsOf(reader, caller.organizationId);
      const audience = (row.audienceOrganizationIds as string[] | null) ?? [row.organizationId];
      return audience.some((id) => above.includes(id));
    },
    derive: (merged) => ({ audienceOrganizationIds: audienceOf(merged) }),
    // A target is an organization that exists (a removed one would reach nobody).
    check: async (tx, { merged }) => {
      const targets = targetIdsOf(merged.targets);
      if (targets.length === 0) return;
      const found = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(inArray(organizations.id, targets), isNull(organizations.deletedAt)));
      if (found.length !== targets.length) throw fieldError('targets', 'errors.organization_unknown');
    },
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
