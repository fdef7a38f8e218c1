import { HOLDING_WIDE_ROLES, type TRole } from '@hse/contracts/roles';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client.ts';
import { notFound } from './errors.ts';
import { cacheTags, type ReadCache } from './read-cache.ts';

export type TAuthUser = {
  id: string;
  login: string;
  fio: string;
  roles: TRole[];
  organizationId: string;
  organizationKind: 'holding' | 'subsidiary' | 'division';
  tokenHash: string;
};

/** Which organizations' records a user sees: all, or a subtree (brief §5). */
export type TScope = { all: true } | { all: false; organizationIds: string[] };

export function seesEverything(user: TAuthUser): boolean {
  if (user.roles.includes('admin')) return true;
  return user.organizationKind === 'holding' && user.roles.some((r) => HOLDING_WIDE_ROLES.includes(r));
}

/** The ids of an organization and all below it. */
export function subtreeQuery(organizationId: string): SQL {
  return sql`with recursive tree as (
      select id from organizations where id = ${organizationId} and deleted_at is null
      union all
      select o.id from organizations o join tree t on o.parent_id = t.id where o.deleted_at is null
    )
    select id from tree`;
}

/**
 * What reading the organization tree needs: the database and the cache of subtrees; lists also
 * take the connections that keep generic plans, where there are (`TDeps.generic`).
 */
export type TTreeReader = { db: DbOrTx; cache: ReadCache; generic?: Db };

/** The ids of an organization and all below it; every scoped request asks, so it is cached. */
export function descendantsOf({ db, cache }: TTreeReader, organizationId: string): Promise<string[]> {
  return cache.through(`subtree:${organizationId}`, [cacheTags.organizations], async () => {
    const result = await db.execute<{ id: string }>(subtreeQuery(organizationId));
    // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
    return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  });
}

/** The one place that decides what a user may see; every module filters and checks through it. */
export async function scopeOf(reader: TTreeReader, user: TAuthUser): Promise<TScope> {
  if (seesEverything(user)) return { all: true };
  return { all: false, organizationIds: await descendantsOf(reader, user.organizationId) };
}

export function inScope(scope: TScope, organizationId: string): boolean {
  return scope.all || scope.organizationIds.includes(organizationId);
}

/** Records outside the scope answer 404 so their existence does not leak. */
export function assertInScope(scope: TScope, organizationId: string): void {
  if (!inScope(scope, organizationId)) throw notFound();
}

export function scopeFilter(scope: TScope, column: PgColumn): SQL | undefined {
  if (scope.all) return undefined;
  return inArray(
    column,
    scope.organizationIds.length > 0 ? scope.organizationIds : ['00000000-0000-0000-0000-000000000000'],
  );
}

/** The ids of an organization and all above it, up to the holding; cached like subtrees. */
export function ancestorsOf({ db, cache }: TTreeReader, organizationId: string): Promise<string[]> {
  return cache.through(`ancestors:${organizationId}`, [cacheTags.organizations], async () => {
    const result = await db.execute<{ id: string }>(sql`with recursive up as (
        select id, parent_id from organizations where id = ${organizationId}
        union all
        select o.id, o.parent_id from organizations o join up on o.id = up.parent_id
      )
      select id from up`);
    // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
    return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  });
}
