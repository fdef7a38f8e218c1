import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TTreeReader } from './access.ts';
import type { ListFilter } from './list-filter.ts';

/**
 * Below this share of a table's rows, a caller's organizations are a small scope: a page read in
 * the list's order would pass over many rows of others for each of its own, so its plan is made
 * for its values each time (decision 110).
 */
export const DENSE_SCOPE_SHARE = 0.05;

/** What PostgreSQL's statistics (`pg_stats`) know of a column's values. */
export type TColumnStats = {
  /** The most common values and the share of the rows holding each. */
  common: ReadonlyMap<string, number>;
  /** Distinct values in all: negative as a share of the rows, as PostgreSQL keeps it. */
  distinct: number;
  nullShare: number;
};

/**
 * The share of the rows whose column holds one of `ids`, estimated as the planner estimates it:
 * a common value's own share, any other the rest spread evenly over the other distinct values.
 */
export function shareOf(stats: TColumnStats, ids: readonly string[]): number {
  let common = 0;
  for (const share of stats.common.values()) common += share;
  const others = stats.distinct > 0 ? stats.distinct - stats.common.size : 0;
  // With the distinct count unknown in absolute terms, a value outside the common ones counts as
  // none: the small scope's plan is the safe guess.
  const eachOther = others > 0 ? Math.max(0, 1 - common - stats.nullShare) / others : 0;
  let share = 0;
  for (const id of ids) share += stats.common.get(id) ?? eachOther;
  return share;
}

/** `{a,b,c}`, the text of an array of plain values (ids, codes), as its elements. */
const elementsOf = (text: string) => (text.length > 2 ? text.slice(1, -1).split(',') : []);

type TStatsRow = { vals: string | null; freqs: number[] | null; n_distinct: number; null_frac: number };

/** The column's statistics, read at most once a minute (the read cache's lifetime); null without. */
function columnStats(reader: TTreeReader, table: string, column: string): Promise<TColumnStats | null> {
  return reader.cache
    .through(`column-stats:${table}.${column}`, [], async () => {
      const result =
        await reader.db.execute<TStatsRow>(sql`select most_common_vals::text as vals, most_common_freqs::float8[] as freqs, n_distinct, null_frac
        from pg_stats where schemaname = current_schema() and tablename = ${table} and attname = ${column}`);
      // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
      const [row] = (result as unknown as { rows: TStatsRow[] }).rows;
      if (!row) return { stats: null };
      const values = row.vals ? elementsOf(row.vals) : [];
      const freqs = row.freqs ?? [];
      const common = new Map(values.map((value, i) => [value, Number(freqs[i] ?? 0)]));
      return { stats: { common, distinct: Number(row.n_distinct), nullShare: Number(row.null_frac) } };
    })
    .then((read) => read.stats);
}

/**
 * Whether one plan of a list's page serves every call of its filter's shape as well as a plan
 * made for the call's values: no condition whose plan depends on its value (`plannedPerCall`: a
 * search, other records' ids), and a scope, if any, that PostgreSQL's statistics put at
 * `DENSE_SCOPE_SHARE` of the rows or more. Without statistics (a table never analyzed) the answer
 * is no.
 */
export async function planFitsAll(reader: TTreeReader, table: PgTable, filter: ListFilter): Promise<boolean> {
  if (filter.plannedPerCall) return false;
  if (!filter.scoped) return true;
  const stats = await columnStats(reader, getTableName(table), filter.scoped.column.name);
  return stats !== null && shareOf(stats, filter.scoped.ids) >= DENSE_SCOPE_SHARE;
}
