import { listFiltersOf, type TRecordModule } from '@hse/contracts/record-module/define';
import type { TField } from '@hse/contracts/record-module/fields';
import { gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { descendantsOf, type TAuthUser, type TScope, type TTreeReader } from '../access.ts';
import { endOfDay, ListFilter, startOfDay } from '../list-filter.ts';
import { findPage, orderOf, streamRows, type TPageQuery } from '../list-page.ts';
import { parseOrdering } from '../paging.ts';
import { fieldColumn, selectRows, type TModuleRow, type TModuleTable } from './module-rows.ts';

/** What a module's list needs to read its rows. */
export type TModuleList = {
  module: TRecordModule;
  table: TModuleTable;
  /** The columns a row is read with (module-rows.ts `rowColumns`). */
  columns: Record<string, PgColumn | SQL>;
  cacheTag: string;
  /** The module's own conditions for this caller (what `visible` decides for one record). */
  listWhere?(list: ListFilter, caller: TAuthUser, table: TModuleTable): void;
  /** A public type's conditions for a guest (`publicRead`: what guests never see). */
  guestWhere?(list: ListFilter, table: TModuleTable): void;
  /** The module's own list parameters (a map's box), applied after the manifest's filters. */
  params?: TModuleListParams;
};

/** Query parameters a module's list takes beyond its manifest's filters, and how they filter. */
export type TModuleListParams = {
  shape: Record<string, z.ZodType>;
  apply(
    list: ListFilter,
    query: Record<string, unknown>,
    caller: TAuthUser | null,
    table: TModuleTable,
  ): void;
};

const COMMON: Record<string, (t: TModuleTable) => PgColumn> = {
  number: (t) => t.number,
  status: (t) => t.status,
  organization_id: (t) => t.organizationId,
  created_at: (t) => t.createdAt,
};

/**
 * What an empty value sorts as, so that the keyset of an export never compares with null (a row
 * with an empty score would be skipped after the first batch).
 */
function sortable(f: TField | undefined, column: PgColumn): SQL | PgColumn {
  if (!f || (f.required && !f.computed)) return column;
  switch (f.kind) {
    case 'integer':
    case 'number':
    case 'money':
    case 'percent':
      return sql`coalesce(${column}, -1)`;
    case 'date':
      return sql`coalesce(${column}, '0001-01-01'::date)`;
    case 'datetime':
      return sql`coalesce(${column}, '0001-01-01T00:00:00Z'::timestamptz)`;
    case 'boolean':
      return sql`coalesce(${column}, false)`;
    default:
      return sql`coalesce(${column}::text, '')`;
  }
}

/** The ORDER BY expression of an ordering field; ties are broken by the id. */
function orderExpression(list: TModuleList, field: string): SQL | PgColumn {
  const common = COMMON[field];
  if (common) return common(list.table);
  return sortable(list.module.fields[field], fieldColumn(list.module, list.table, field));
}

const orderingOf = (list: TModuleList, ordering: string | undefined) => {
  const { field, desc } = parseOrdering(ordering ?? list.module.list.defaultOrdering, '');
  return { field, desc, expression: orderExpression(list, field) };
};

/** One of the values of a list column: an array, or a JSON array of an older table. */
const holds = (column: PgColumn, param: string) =>
  column.columnType === 'PgJsonb'
    ? sql`${column} @> jsonb_build_array(${sql.placeholder(param)}::text)`
    : sql`${sql.placeholder(param)} = any(${column})`;

/**
 * The list's WHERE: live rows in the caller's scope (everyone's for a public type), the module's
 * rule for the caller or the guest (`caller` null), each filter given and the module's own params.
 */
export async function filterOf(
  reader: TTreeReader,
  list: TModuleList,
  caller: TAuthUser | null,
  scope: TScope | null,
  query: Record<string, unknown>,
): Promise<ListFilter> {
  const { module, table } = list;
  const filter = new ListFilter().add('live', isNull(table.deletedAt));
  if (!module.publicRead && scope) filter.scope(table.organizationId, scope);
  if (caller) list.listWhere?.(filter, caller, table);
  else list.guestWhere?.(filter, table);
  for (const f of listFiltersOf(module)) {
    const [param = f.name] = f.params;
    if (f.operator === 'status') {
      filter.equals(param, table.status, query[param]);
      continue;
    }
    const column = fieldColumn(module, table, f.name);
    const value = query[param];
    if (f.operator === 'subtree' && typeof value === 'string')
      filter.among(param, column, await descendantsOf(reader, value));
    else if (f.operator === 'equals' && value !== undefined)
      filter.add(
        param,
        f.field?.kind === 'multi_choice' ? holds(column, param) : sql`${column} = ${sql.placeholder(param)}`,
        value,
      );
    else if (f.operator === 'range') rangeOf(filter, f.params, f.field?.kind, column, query);
  }
  list.params?.apply(filter, query, caller, table);
  const searched = module.list.search.map((name) => fieldColumn(module, table, name));
  return filter.search('search', [table.number, ...searched], query.search as string | undefined);
}

/** `x_from` and `x_to` (or the manifest's names), both inclusive: a date's `_to` takes in that whole day. */
function rangeOf(
  filter: ListFilter,
  params: readonly string[],
  kind: string | undefined,
  column: PgColumn,
  query: Record<string, unknown>,
) {
  const [fromParam = '', toParam = ''] = params;
  const from = query[fromParam];
  const to = query[toParam];
  if (kind === 'datetime') {
    if (typeof from === 'string') filter.from(fromParam, column, startOfDay(from));
    if (typeof to === 'string') filter.before(toParam, column, endOfDay(to));
    return;
  }
  if (from !== undefined) filter.add(fromParam, gte(column, sql.placeholder(fromParam)), from);
  if (to !== undefined) filter.add(toParam, lte(column, sql.placeholder(toParam)), to);
}

const KEY = '__order';

const pageQuery =
  (db: DbOrTx, list: TModuleList, expression: SQL | PgColumn, desc: boolean): TPageQuery<TModuleRow> =>
  (where, limit, offset) =>
    selectRows(db, list.table, { ...list.columns, [KEY]: sql`${expression}` })
      .where(where)
      .orderBy(...orderOf([expression], list.table.id, desc))
      .limit(limit)
      .offset(offset) as unknown as ReturnType<TPageQuery<TModuleRow>>;

/** A page of the list in the asked order (the manifest's default otherwise), with its cached total. */
export function findModulePage(
  reader: TTreeReader,
  list: TModuleList,
  filter: ListFilter,
  paging: { page: number; pageSize: number; ordering?: string },
) {
  const { field, desc, expression } = orderingOf(list, paging.ordering);
  return findPage(reader, {
    name: list.module.key,
    list: filter,
    order: `${field}:${desc}`,
    table: list.table,
    tags: [list.cacheTag],
    paging,
    page: pageQuery(reader.db, list, expression, desc),
  });
}

/** Every row of the filter in list order, a batch at a time, for the export. */
export function streamModuleRows(db: DbOrTx, list: TModuleList, filter: ListFilter, ordering?: string) {
  const { field, desc, expression } = orderingOf(list, ordering);
  return streamRows(db, {
    name: list.module.key,
    list: filter,
    order: `${field}:${desc}`,
    columns: [expression, list.table.id],
    descending: desc,
    keyOf: (row: TModuleRow) => [row[KEY], row.id],
    rows: pageQuery(db, list, expression, desc),
  });
}
