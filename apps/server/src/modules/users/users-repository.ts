import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { likePattern, offsetOf, parseOrdering } from '../../platform/paging.ts';
import { type TUserRow, userColumns } from './user-dto.ts';

export type TUserFilter = {
  scope: SQL | undefined;
  /** Only users of these organizations: a subtree from descendantsOf. */
  organizationIds?: string[];
  role?: string;
  isActive?: boolean;
  search?: string;
  /** Whether the search may match login, IIN and email, which only the full record shows. */
  searchPrivate?: boolean;
};

function whereOf(filter: TUserFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [filter.scope];
  // The ids themselves, not a subquery: the planner then knows how many users they hold and counts
  // them from users_org_name_idx instead of scanning the table.
  if (filter.organizationIds) conditions.push(inArray(users.organizationId, filter.organizationIds));
  if (filter.role === 'none') conditions.push(sql`cardinality(${users.roles}) = 0`);
  else if (filter.role) conditions.push(sql`${users.roles} @> array[${filter.role}]::text[]`);
  if (filter.isActive !== undefined) conditions.push(eq(users.isActive, filter.isActive));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(
        ilike(users.lastName, pattern),
        ilike(users.firstName, pattern),
        ilike(users.middleName, pattern),
        ...(filter.searchPrivate
          ? [ilike(users.login, pattern), ilike(users.iin, pattern), ilike(users.email, pattern)]
          : []),
      ),
    );
  }
  return and(...conditions);
}

const ORDER_COLUMNS = {
  last_name: [users.lastName, users.firstName],
  login: [users.login],
  created_at: [users.createdAt],
  organization_name: [organizations.nameRu, users.lastName],
} as const;

export async function findUsers(
  db: DbOrTx,
  filter: TUserFilter,
  paging: { page: number; pageSize: number; ordering?: string },
): Promise<{ rows: TUserRow[]; total: number }> {
  const where = whereOf(filter);
  const { field, desc: descending } = parseOrdering(
    paging.ordering,
    'last_name' as keyof typeof ORDER_COLUMNS,
  );
  const direction = descending ? desc : asc;
  const order = [...ORDER_COLUMNS[field].map((c) => direction(c)), direction(users.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset(offsetOf(paging.page, paging.pageSize)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
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
