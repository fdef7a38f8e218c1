import { LIST_PAGE_SIZES } from '@hse/contracts/constants';
import { and, count, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TTreeReader } from './access.ts';
import type { ListFilter } from './list-filter.ts';
import { offsetOf } from './paging.ts';
import { planned, preparedOnce, unplanned } from './prepared.ts';
import { planFitsAll } from './stable-plan.ts';

type TStatement<R> = { execute(values: Record<string, unknown>): Promise<R> };

/**
 * The page's query, given the filter's WHERE and the limit and offset to end it with: placeholders,
 * or for a first page its size written in the text (`written`).
 */
export type TPageQuery<R> = (
  where: SQL | undefined,
  limit: Placeholder,
  offset: Placeholder,
) => {
  prepare(name: string): TStatement<R[]>;
};

/**
 * One page of a list and its exact total, the way every list of the platform reads them: one
 * named statement per filter shape and order (built once, see `planned`), and the total cached under
 * `tags` until a write to the list's records invalidates them. Counting is what costs on a large
 * list; the page itself reads only its rows from an index.
 *
 * Where one plan serves every value of the shape (`planFitsAll`), the count and a first page of an
 * offered size go to the connections that always keep the generic plan, the page with its size and
 * offset written in its text: planning it each call cost as much as reading it, and with the limit
 * as a parameter PostgreSQL's own choice (`auto`) planned anew every time. Other pages, small
 * scopes and searches are planned for their values on the main pool (decision 110).
 */
export async function findPage<R>(
  { db, cache, generic }: TTreeReader,
  options: {
    name: string;
    list: ListFilter;
    /** Tells statements apart by their order: the ordering field and direction. */
    order: string;
    table: PgTable;
    tags: readonly string[];
    page: TPageQuery<R>;
    /**
     * The count's query, when the filter reads a table joined to `table` (a search by a linked
     * record's number); `table` alone otherwise.
     */
    count?: (where: SQL | undefined) => { prepare(name: string): TStatement<{ total: number }[]> };
    paging: { page: number; pageSize: number };
  },
): Promise<{ rows: R[]; total: number }> {
  const { name, list, table } = options;
  // The WHERE is built only with its statement, once per shape (ListFilter).
  const { shape, values } = list;
  const { page: number, pageSize } = options.paging;
  // Where one plan suits every call, PostgreSQL keeps it on the `generic` connections (decision 110).
  const fitsAll = generic !== undefined && (await planFitsAll({ db, cache }, table, list));
  const first = fitsAll && number === 1 && (LIST_PAGE_SIZES as readonly number[]).includes(pageSize);
  const on = first ? generic : undefined;
  const key = first
    ? `${name}-first:${shape}:${options.order}:${pageSize}`
    : `${name}-page:${shape}:${options.order}`;
  const page = preparedOnce(on ?? db, key, () =>
    planned(
      first
        ? options.page(list.where, written(pageSize), written(0))
        : options.page(list.where, sql.placeholder('limit'), sql.placeholder('offset')),
      key,
      on,
    ),
  );
  const offset = offsetOf(number, pageSize);
  const [rows, total] = await Promise.all([
    page.execute({ ...values, limit: pageSize, offset }),
    cache.through(`${name}-total:${list.key}`, options.tags, async () => {
      const query = () =>
        options.count?.(list.where) ?? db.select({ total: count() }).from(table).where(list.where);
      const counter =
        fitsAll && generic
          ? preparedOnce(generic, `${name}-count:${shape}`, () =>
              planned(query(), `${name}-count:${shape}`, generic),
            )
          : preparedOnce(db, `${name}-count:${shape}`, () => unplanned(query()));
      const [totals] = await counter.execute(values);
      return totals?.total ?? 0;
    }),
  ]);
  return { rows, total };
}

/**
 * A number written into the statement's text where a limit or offset takes a placeholder: drizzle
 * puts an SQL value there as it is, and its types know only numbers (sent as parameters) and
 * placeholders.
 */
const written = (value: number) => sql.raw(String(value)) as unknown as Placeholder;

/** ORDER BY of a list: the chosen columns, then the id so pages never overlap. */
export function orderOf(columns: readonly (PgColumn | SQL)[], id: PgColumn, descending: boolean): SQL[] {
  const direction = descending ? sql`desc` : sql`asc`;
  return [...columns, id].map((column) => sql`${column} ${direction}`);
}

/**
 * Every row of a filter in list order, a batch at a time, for exports: each batch continues after
 * the last row of the one before (keyset), so the 100th batch costs what the first did and memory
 * holds one batch.
 */
export async function* streamRows<R>(
  db: TTreeReader['db'],
  options: {
    name: string;
    list: ListFilter;
    order: string;
    /** The ORDER BY columns, the id last, all in one direction. */
    columns: readonly (PgColumn | SQL)[];
    descending: boolean;
    /** The values of `columns` in a row, in the same order. */
    keyOf: (row: R) => unknown[];
    rows: TPageQuery<R>;
    batch?: number;
  },
): AsyncGenerator<R[]> {
  const { list, columns, descending } = options;
  const batch = options.batch ?? 1000;
  const keys = columns.map((_, i) => sql.placeholder(`after${i}`));
  const after = sql`(${sql.join([...columns], sql`, `)}) ${descending ? sql`<` : sql`>`} (${sql.join(keys, sql`, `)})`;
  const first = preparedOnce(db, `${options.name}-stream:${list.shape}:${options.order}`, () =>
    unplanned(options.rows(list.where, sql.placeholder('limit'), sql.placeholder('offset'))),
  );
  const next = preparedOnce(db, `${options.name}-stream-after:${list.shape}:${options.order}`, () =>
    unplanned(options.rows(and(list.where, after), sql.placeholder('limit'), sql.placeholder('offset'))),
  );
  let last: R | undefined;
  for (;;) {
    const values: Record<string, unknown> = { ...list.values, limit: batch, offset: 0 };
    if (last !== undefined) {
      for (const [i, value] of options.keyOf(last).entries()) values[`after${i}`] = value;
    }
    const rows = await (last === undefined ? first : next).execute(values);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    last = rows[rows.length - 1];
  }
}
