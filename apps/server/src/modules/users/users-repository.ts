import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import type { TScope, TTreeReader } from '../../platform/access.ts';
import { ListFilter } from '../../platform/list-filter.ts';
import { findPage, orderOf } from '../../platform/list-page.ts';
import { parseOrdering } from '../../platform/paging.ts';
import { cacheTags } from '../../platform/read-cache.ts';
import { type TUserRow, userColumns } from './user-dto.ts';

export type TUserFilter = {
  scope: TScope;
  /** Only users of these organizations: a subtree from descendantsOf. */
  organizationIds?: string[];
  role?: string;
  isActive?: boolean;
  search?: string;
  /** Whether the search may match login, IIN and email, which only the full record shows. */
  searchPrivate?: boolean;
};

function filterOf(filter: TUserFilter): ListFilter {
  const list = new ListFilter()
    .scope(users.organizationId, filter.scope)
    .among('organizations', users.organizationId, filter.organizationIds);
  if (filter.role === 'none') list.add('no-role', sql`cardinality(${users.roles}) = 0`);
  else if (filter.role)
    list.add('role', sql`${users.roles} @> array[${sql.placeholder('role')}]::text[]`, filter.role);
  return list
    .equals('active', users.isActive, filter.isActive)
    .search(
      filter.searchPrivate ? 'search-all' : 'search',
      filter.searchPrivate
        ? [users.lastName, users.firstName, users.middleName, users.login, users.iin, users.email]
        : [users.lastName, users.firstName, users.middleName],
      filter.search,
    );
}

const ORDER_COLUMNS = {
  last_name: [users.lastName, users.firstName],
  login: [users.login],
  created_at: [users.createdAt],
  organization_name: [organizations.nameRu, users.lastName],
} as const;

/** A page of users and their exact total; users change seldom, so totals are cached long. */
export async function findUsers(
  reader: TTreeReader,
  filter: TUserFilter,
  paging: { page: number; pageSize: number; ordering?: string },
): Promise<{ rows: TUserRow[]; total: number }> {
  const { field, desc: descending } = parseOrdering(
    paging.ordering,
    'last_name' as keyof typeof ORDER_COLUMNS,
  );
  return findPage(reader, {
    name: 'users',
    list: filterOf(filter),
    order: `${field}:${descending}`,
    table: users,
    tags: [cacheTags.users],
    paging,
    page: (where, limit, offset) =>
      reader.db
        .select(userColumns)
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.organizationId))
        .where(where)
        .orderBy(...orderOf(ORDER_COLUMNS[field], users.id, descending))
        .limit(limit)
        .offset(offset),
  });
}

export async function findUserById(db: DbOrTx, id: string, lock = false): Promise<TUserRow | undefined> {
  const query = db
    .select(userColumns)
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  return row;
}

export async function findUsersByRole(db: DbOrTx, role: string): Promise<TUserRow[]> {
  return db
    .select(userColumns)
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(sql`${users.roles} @> array[${role}]::text[]`)
    .orderBy(asc(users.lastName), asc(users.firstName));
}
