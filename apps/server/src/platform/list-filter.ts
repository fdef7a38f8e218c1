import { and, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TScope } from './access.ts';
import { likePattern } from './paging.ts';

/** The UTC midnight that starts a day (`YYYY-MM-DD`), and the one that ends it. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);
export const endOfDay = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);

/** Matches nothing: an empty scope must still be a valid array. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The WHERE of a list, built with every value as a placeholder. Its `shape` (which conditions
 * there are) names one statement that serves every value; `values` fill it; `key` tells cached
 * totals apart. A condition may be given as a function: it is built only when `where` is read,
 * which is once per shape, when its statement is built.
 */
export class ListFilter {
  readonly #conditions: (SQL | (() => SQL))[] = [];
  readonly #shape: string[] = [];
  readonly values: Record<string, unknown> = {};
  /** The window asked on the type's period field (period-tags.ts), if any. */
  period?: { from: unknown; to: unknown };
  /** The caller's organizations, when the list is limited to them (stable-plan.ts weighs them). */
  scoped?: { column: PgColumn; ids: readonly string[] };
  /**
   * A condition whose best plan depends on its value is asked: a text search (how many rows match
   * is beyond any estimate), ids of other records, an organization's subtree (one may hold many
   * rows, another none). Such a list is planned for each call's values (stable-plan.ts).
   */
  plannedPerCall = false;

  /** A condition of the list's own; `value` fills the placeholder `name` if it uses one. */
  add(name: string, condition: SQL | (() => SQL), value?: unknown) {
    this.#conditions.push(condition);
    this.#shape.push(name);
    if (value !== undefined) this.values[name] = value;
    return this;
  }

  /**
   * Ids as one array, not a subquery: the planner sees how many rows they hold, and with the
   * unnamed statements of `unplanned` it plans for this call's ids.
   */
  among(name: string, column: PgColumn, ids: readonly string[] | undefined) {
    if (!ids) return this;
    this.plannedPerCall = true;
    return this.#ids(name, column, ids);
  }

  #ids(name: string, column: PgColumn, ids: readonly string[]) {
    return this.add(
      name,
      () => sql`${column} = any(${sql.placeholder(name)})`,
      ids.length > 0 ? ids : [NO_ID],
    );
  }

  scope(column: PgColumn, scope: TScope) {
    if (scope.all) return this;
    // Weighed against the statistics instead (stable-plan.ts).
    this.scoped = { column, ids: scope.organizationIds };
    return this.#ids('scope', column, scope.organizationIds);
  }

  equals(name: string, column: PgColumn, value: unknown) {
    if (value === undefined) return this;
    // One record's id (an author, a parent): some are in many rows, most in few.
    if (column.columnType === 'PgUUID') this.plannedPerCall = true;
    return this.add(name, () => eq(column, sql.placeholder(name)), value);
  }

  /** `from` inclusive, `to` exclusive. */
  from(name: string, column: PgColumn, value: Date | undefined) {
    if (value === undefined) return this;
    return this.add(name, () => gte(column, sql.placeholder(name)), value);
  }

  before(name: string, column: PgColumn, value: Date | undefined) {
    if (value === undefined) return this;
    return this.add(name, () => lt(column, sql.placeholder(name)), value);
  }

  /** Any of `columns` contains the text, case-insensitively; `%` and `_` are taken literally. */
  search(name: string, columns: readonly (PgColumn | SQL)[], text: string | undefined) {
    if (!text) return this;
    this.plannedPerCall = true;
    const pattern = sql.placeholder(name);
    const condition = () => or(...columns.map((column) => ilike(column, pattern))) as SQL;
    return this.add(name, condition, likePattern(text));
  }

  get where(): SQL | undefined {
    return and(...this.#conditions.map((c) => (typeof c === 'function' ? c() : c)));
  }

  get shape(): string {
    return this.#shape.join(',');
  }

  /** Tells apart totals of different filters: the shape and every value. */
  get key(): string {
    return `${this.shape}:${JSON.stringify(this.values)}`;
  }
}
