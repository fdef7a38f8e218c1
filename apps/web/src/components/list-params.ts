import { LIST_PAGE_SIZES, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@hse/contracts/constants';

/**
 * Pieces of the typed parsers that keep each list's state in the address. They are lenient on
 * purpose: a hand-edited or outdated link should still open the list, so a value that does not
 * parse gives null and the list falls back to its default instead of failing.
 */

export { LIST_PAGE_SIZES };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parsePositiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

/** The paging every list shares: `page` from 1, `page_size` capped at the grid's maximum. */
export function parsePaging(search: URLSearchParams): { page: number; pageSize: number } {
  const pageSize = parsePositiveInt(search.get('page_size'));
  return {
    page: parsePositiveInt(search.get('page')) ?? 1,
    pageSize: pageSize === null ? PAGE_SIZE_DEFAULT : Math.min(pageSize, PAGE_SIZE_MAX),
  };
}

/** Writes the paging only where it differs from the defaults, so the plain list keeps a clean address. */
export function writePaging(out: URLSearchParams, params: { page: number; pageSize: number }): void {
  if (params.page !== 1) out.set('page', String(params.page));
  if (params.pageSize !== PAGE_SIZE_DEFAULT) out.set('page_size', String(params.pageSize));
}

/** A field of `fields`, optionally with '-' for descending. */
export function parseOrdering<F extends string>(
  raw: string | null,
  fields: readonly F[],
): F | `-${F}` | null {
  if (!raw) return null;
  const field = raw.startsWith('-') ? raw.slice(1) : raw;
  return (fields as readonly string[]).includes(field) ? (raw as F | `-${F}`) : null;
}

export function parseEnum<V extends string>(raw: string | null, values: readonly V[]): V | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as V) : null;
}

export function parseBoolean(raw: string | null): boolean | null {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return null;
}

export function parseUuid(raw: string | null): string | null {
  return raw && UUID.test(raw) ? raw : null;
}

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30). */
export function parseDate(raw: string | null): string | null {
  if (!raw || !DATE.test(raw)) return null;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(raw) ? raw : null;
}

export function parseSearch(raw: string | null): string {
  return (raw ?? '').trim().slice(0, 200);
}

/** Changing a filter sends the user back to the first page, where results exist. */
export function withFilter<T extends { page: number }>(params: T, change: Partial<T>): T {
  return { ...params, ...change, page: 1 };
}

/** A sortable field, ascending or with '-' descending, as the API's `ordering` takes it. */
export type TOrdering<F extends string> = F | `-${F}`;

/** What every list keeps beside its own filters. */
export type TListState<O extends string> = { page: number; pageSize: number; ordering: O | null };

/** The first page in the default size, in the server's default order. */
export const DEFAULT_LIST_STATE = { page: 1, pageSize: PAGE_SIZE_DEFAULT, ordering: null } as const;

/** Paging and ordering as a list call's query string names them. */
export type TPagedQuery<O extends string> = { page: number; page_size: number; ordering?: O };

/** A list call's query: the page, the order when one is chosen, then the filters. */
export function toPagedQuery<O extends string, F extends object>(
  params: TListState<O>,
  filters: F,
): TPagedQuery<O> & F {
  const query: TPagedQuery<O> = { page: params.page, page_size: params.pageSize };
  if (params.ordering) query.ordering = params.ordering;
  return { ...query, ...filters };
}

/**
 * The address of a list holds the API's names, so a link reads the same as the call it makes;
 * the paging appears only where it differs from the defaults.
 */
export function writeListState<O extends string>(
  params: TListState<O>,
  filters: Readonly<Record<string, string | undefined>>,
): URLSearchParams {
  const out = new URLSearchParams();
  writePaging(out, params);
  if (params.ordering) out.set('ordering', params.ordering);
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) out.set(key, value);
  return out;
}
