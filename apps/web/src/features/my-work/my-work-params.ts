export const MY_WORK_PAGE_SIZE = 20;

/** The orderings offered: longest waiting first (the default), newest first, soonest due first. */
export const MY_WORK_ORDER_CHOICES = ['since', '-since', 'due'] as const;
export type TMyWorkOrder = (typeof MY_WORK_ORDER_CHOICES)[number];

export type TMyWorkParams = { module: string | null; ordering: TMyWorkOrder; page: number };

const MODULE_KEY = /^[a-z][a-z0-9_]{0,59}$/;

/** Lenient: an address that does not parse opens the first page of everything, longest waiting first. */
export function parseMyWorkParams(search: URLSearchParams): TMyWorkParams {
  const rawPage = search.get('page') ?? '';
  const page = /^\d+$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  const module = search.get('module') ?? '';
  const ordering = search.get('ordering') ?? '';
  return {
    module: MODULE_KEY.test(module) ? module : null,
    ordering: (MY_WORK_ORDER_CHOICES as readonly string[]).includes(ordering)
      ? (ordering as TMyWorkOrder)
      : 'since',
    page,
  };
}

/** The page's address: only what differs from the defaults. */
export function serializeMyWorkParams(params: TMyWorkParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.module) out.set('module', params.module);
  if (params.ordering !== 'since') out.set('ordering', params.ordering);
  if (params.page > 1) out.set('page', String(params.page));
  return out;
}

/** The query string of `GET /api/my-work/` (ZMyWorkQuerySchema). */
export function toMyWorkQuery(params: TMyWorkParams): string {
  const query = new URLSearchParams({
    page: String(params.page),
    page_size: String(MY_WORK_PAGE_SIZE),
    ordering: params.ordering,
  });
  if (params.module) query.set('module', params.module);
  return query.toString();
}
