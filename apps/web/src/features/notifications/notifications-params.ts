export const NOTIFICATIONS_PAGE_SIZE = 20;

export type TNotificationsFilter = 'all' | 'unread';
export type TNotificationsParams = { page: number; filter: TNotificationsFilter };

/** Lenient: an address that does not parse opens the first page of all notifications. */
export function parseNotificationsParams(search: URLSearchParams): TNotificationsParams {
  const rawPage = search.get('page') ?? '';
  const page = /^\d+$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return { page, filter: search.get('filter') === 'unread' ? 'unread' : 'all' };
}

export function serializeNotificationsParams(params: TNotificationsParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.filter === 'unread') out.set('filter', 'unread');
  if (params.page > 1) out.set('page', String(params.page));
  return out;
}

/** The query string of `GET /api/stm/notification/` (ZNotificationListQuerySchema on the server). */
export type TNotificationsQuery = {
  page: number;
  page_size: number;
  ordering: '-created_at';
  is_read?: 'false';
};

export function toNotificationsQuery(params: TNotificationsParams): TNotificationsQuery {
  const query: TNotificationsQuery = {
    page: params.page,
    page_size: NOTIFICATIONS_PAGE_SIZE,
    ordering: '-created_at',
  };
  if (params.filter === 'unread') query.is_read = 'false';
  return query;
}
