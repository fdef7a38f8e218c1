import type { TLanguage } from '@hse/contracts/constants';
import { listFiltersOf, orderingFieldOf, type TRecordModule } from '@hse/contracts/record-module/define';
import type { TField } from '@hse/contracts/record-module/fields';
import { gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { descendantsOf, type TAuthUser, type TScope, type TTreeReader } from '../access.ts';
import { endOfDay, ListFilter, startOfDay } from '../list-filter.ts';
import { findPage, orderOf, streamRows, type TPageQuery } from '../list-page.ts';
import { parseOrdering } from '../paging.ts';
import { periodTags, recordTags } from '../period-tags.ts';
import type { TExportColumn } from '../xlsx-export.ts';
import {
  fieldColumn,
  fieldColumnKey,
  nameColumnOf,
  selectRows,
  type TModuleRow,
  type TModuleTable,
} from './module-rows.ts';

/** What a module's list needs to read its rows. */
export type TModuleList = {
  module: TRecordModule;
  table: TModuleTable;
  /** The columns a row is read with (module-rows.ts `rowColumns`). */
  columns: Record<string, PgColumn | SQL>;
  /** The columns a page of the list reads, when its items need fewer than a record (`listColumnsOf`). */
  pageColumns?: Record<string, PgColumn | SQL>;
  cacheTag: string;
  /** The module's own conditions for this caller (what `visible` decides for one record). */
  listWhere?(list: ListFilter, caller: TAuthUser, table: TModuleTable): void;
  /**
   * Who reads beyond the scope (a bulletin its addressees): replaces the list's scope condition,
   * as `readableBeyondScope` widens it for one record.
   */
  listScope?(list: ListFilter, ctx: TListScope): Promise<void> | void;
  /** A public type's conditions for a guest (`publicRead`: what guests never see). */
  guestWhere?(list: ListFilter, table: TModuleTable): void;
  /** The module's own list parameters (a map's box), applied after the manifest's filters. */
  params?: TModuleListParams;
} & TModuleListAnswer;

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

/** What a `listScope` is given. */
export type TListScope = { reader: TTreeReader; caller: TAuthUser; scope: TScope; table: TModuleTable };

/**
 * A list answered otherwise than the manifest's columns say (a derived column, a name under
 * another key): the row's item, its schema and the export's columns over those items.
 */
export type TModuleListAnswer = {
  /** `guest`: read without signing in (a public type); the answer names no person then. */
  listItem?(row: TModuleRow, lang: TLanguage, guest: boolean): Record<string, unknown>;
  listItemSchema?: z.ZodType;
  exportColumns?(lang: TLanguage, timeZone: string): TExportColumn<Record<string, unknown>>[];
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

/** The ordering's expressions: its column, and the manifest's `thenBy` column for its ties. */
const orderingOf = (list: TModuleList, ordering: string | undefined) => {
  const asked = ordering ? orderingFieldOf(list.module, ordering) : list.module.list.defaultOrdering;
  const { field, desc } = parseOrdering(asked, '');
  const then = list.module.list.thenBy?.[field];
  const expressions = [orderExpression(list, field), ...(then ? [orderExpression(list, String(then))] : [])];
  return { field, desc, expressions };
};

/** The list's WHERE: live rows in the caller's scope, the module's rule, and each filter given. */
/** One of the values of a list column: an array, or a JSON array of an older table. */
const holds = (column: PgColumn, param: string) =>
  column.columnType === 'PgJsonb'
    ? sql`${column} @> jsonb_build_array(${sql.placeholder(param)}::text)`
    : sql`${sql.placeholder(param)} = any(${column})`;

export async function filterOf(
  reader: TTreeReader,
  list: TModuleList,
  caller: TAuthUser | null,
  scope: TScope | null,
  query: Record<string, unknown>,
): Promise<ListFilter> {
  const { module, table } = list;
  const filter = new ListFilter().add('live', () => isNull(table.deletedAt));
  // A public type (`publicRead`) is read by everyone, guests (`caller` null) included.
  if (!module.publicRead) {
    if (!caller || !scope) throw new Error(`${module.key}: a list read without a caller`);
    if (list.listScope) await list.listScope(filter, { reader, caller, scope, table });
    else filter.scope(table.organizationId, scope);
  }
  if (caller) list.listWhere?.(filter, caller, table);
  else list.guestWhere?.(filter, table);
  for (const f of filtersOf(module)) {
    if (f.operator === 'status') {
      filter.equals('status', table.status, query.status);
      continue;
    }
    const column = fieldColumn(module, table, f.name);
    const value = query[f.params[0] as string];
    if (f.operator === 'subtree' && typeof value === 'string')
      filter.among(f.name, column, await descendantsOf(reader, value));
    else if (f.operator === 'equals' && value !== undefined) {
      filter.add(
        f.name,
        f.field?.kind === 'multi_choice' || f.field?.kind === 'people'
          ? () => holds(column, f.name)
          : () => sql`${column} = ${sql.placeholder(f.name)}`,
        value,
      );
      // Another record or a person: some are in many rows, most in few (stable-plan.ts).
      if (f.field?.kind === 'reference' || f.field?.kind === 'people') filter.plannedPerCall = true;
    } else if (f.operator === 'range') {
      const [from, to] = [query[f.params[0] as string], query[f.params[1] as string]];
      rangeOf(filter, f.name, f.field?.kind, column, from, to);
      if (f.name === periodFieldOf(module)) filter.period = periodWindow(f.field?.kind, from, to);
    }
  }
  list.params?.apply(filter, query, caller, table);
  return filter.search('search', [table.number, ...searchedOf(list)], query.search as string | undefined);
}

/**
 * The field by whose months the type's cached totals are told apart (period-tags.ts): the first
 * date or moment the list filters by a range.
 */
export function periodFieldOf(module: TRecordModule): string | undefined {
  return filtersOf(module).find(
    (f) => f.operator === 'range' && (f.field?.kind === 'date' || f.field?.kind === 'datetime'),
  )?.name;
}

const filtersByModule = new WeakMap<TRecordModule, ReturnType<typeof listFiltersOf>>();

/** The module's list filters, worked out once (every list request reads them). */
function filtersOf(module: TRecordModule) {
  let filters = filtersByModule.get(module);
  if (!filters) {
    filters = listFiltersOf(module);
    filtersByModule.set(module, filters);
  }
  return filters;
}

/** A range's window as the filter applies it: whole days of moments from midnight to midnight. */
function periodWindow(kind: string | undefined, from: unknown, to: unknown) {
  if (kind !== 'datetime') return { from, to };
  return {
    from: typeof from === 'string' ? startOfDay(from) : undefined,
    to: typeof to === 'string' ? endOfDay(to) : undefined,
  };
}

/** The search's columns: a text field's own; a reference's name, as the answer shows it. */
function searchedOf(list: TModuleList): (PgColumn | SQL)[] {
  const { module, table } = list;
  return module.list.search.map((name) => {
    const named = list.columns[nameColumnOf(name)];
    return module.fields[name]?.kind === 'reference' && named ? named : fieldColumn(module, table, name);
  });
}

/** `x_from` and `x_to` (or as `params` names them), both inclusive: a date's `_to` takes in that whole day. */
function rangeOf(
  filter: ListFilter,
  name: string,
  kind: string | undefined,
  column: PgColumn,
  from: unknown,
  to: unknown,
) {
  if (kind === 'datetime') {
    if (typeof from === 'string') filter.from(`${name}_from`, column, startOfDay(from));
    if (typeof to === 'string') filter.before(`${name}_to`, column, endOfDay(to));
    return;
  }
  if (from !== undefined)
    filter.add(`${name}_from`, () => gte(column, sql.placeholder(`${name}_from`)), from);
  if (to !== undefined) filter.add(`${name}_to`, () => lte(column, sql.placeholder(`${name}_to`)), to);
}

/** The keys under which a row carries the values it is ordered by (for the export's keyset). */
const keyOf = (i: number) => `__order${i}`;

const pageQuery =
  (db: DbOrTx, list: TModuleList, expressions: (SQL | PgColumn)[], desc: boolean): TPageQuery<TModuleRow> =>
  (where, limit, offset) =>
    selectRows(db, list.table, {
      ...list.columns,
      ...Object.fromEntries(expressions.map((e, i) => [keyOf(i), sql`${e}`])),
    })
      .where(where)
      .orderBy(...orderOf(expressions, list.table.id, desc))
      .limit(limit)
      .offset(offset) as unknown as ReturnType<TPageQuery<TModuleRow>>;

/** A page of the list in the asked order (the manifest's default otherwise), with its cached total. */
export function findModulePage(
  reader: TTreeReader,
  list: TModuleList,
  filter: ListFilter,
  paging: { page: number; pageSize: number; ordering?: string },
) {
  const { field, desc, expressions } = orderingOf(list, paging.ordering);
  return findPage(reader, {
    name: list.module.key,
    list: filter,
    order: `${field}:${desc}`,
    table: list.table,
    tags: filter.period
      ? periodTags(list.cacheTag, filter.period.from, filter.period.to)
      : recordTags(list.cacheTag),
    paging,
    page: pageQuery(reader.db, { ...list, columns: list.pageColumns ?? list.columns }, expressions, desc),
  });
}

/**
 * What `moduleListItem` reads of a row: the common columns, the names, and the list's fields with
 * their names. A page reads these only, not every field of its records (their texts, their rows):
 * less for PostgreSQL to read and name, less to parse and to drop.
 */
export function listColumnsOf(
  module: TRecordModule,
  columns: Record<string, PgColumn | SQL>,
): Record<string, PgColumn | SQL> {
  const keys = new Set(['id', 'number', 'status', 'organizationId', 'createdAt', 'createdBy']);
  for (const key of Object.keys(columns))
    if (key.startsWith('orgName') || key.startsWith('author')) keys.add(key);
  for (const name of module.list.columns) {
    if (!module.fields[name]) continue;
    keys.add(fieldColumnKey(module, name));
    keys.add(nameColumnOf(name));
  }
  return Object.fromEntries(Object.entries(columns).filter(([key]) => keys.has(key)));
}

/** Every row of the filter in list order, a batch at a time, for the export. */
export function streamModuleRows(db: DbOrTx, list: TModuleList, filter: ListFilter, ordering?: string) {
  const { field, desc, expressions } = orderingOf(list, ordering);
  return streamRows(db, {
    name: list.module.key,
    list: filter,
    order: `${field}:${desc}`,
    columns: [...expressions, list.table.id],
    descending: desc,
    keyOf: (row: TModuleRow) => [...expressions.map((_, i) => row[keyOf(i)]), row.id],
    rows: pageQuery(db, list, expressions, desc),
  });
}
