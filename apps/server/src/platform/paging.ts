import type { TPage } from '@hse/contracts/common';
import type { FastifyRequest } from 'fastify';

/** Builds `{count, next, previous, results}` with links that keep every other query parameter. */
export function toPage<T>(
  request: FastifyRequest,
  page: number,
  pageSize: number,
  count: number,
  results: T[],
): TPage<T> {
  const link = (target: number) => {
    const url = new URL(request.url, 'http://host');
    url.searchParams.set('page', String(target));
    return `${url.pathname}${url.search}`;
  };
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

/** `-field` → descending; returns the field and direction of an ordering parameter. */
export function parseOrdering<F extends string>(
  ordering: string | undefined,
  fallback: F,
): { field: F; desc: boolean } {
  if (!ordering) return { field: fallback, desc: false };
  const desc = ordering.startsWith('-');
  return { field: (desc ? ordering.slice(1) : ordering) as F, desc };
}

/** Escapes LIKE wildcards so a search for `50%` finds that text. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
