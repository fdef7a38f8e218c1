import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@hse/contracts/constants';
import { ROLES, type TRole } from '@hse/contracts/roles';
import { USER_ORDERING } from '@hse/contracts/users';

export type TUserOrderingField = (typeof USER_ORDERING)[number];
export type TUserOrdering = TUserOrderingField | `-${TUserOrderingField}`;
export type TUserRoleFilter = TRole | 'none';

/** The users list's state as it lives in the address bar. */
export type TUsersListParams = {
  page: number;
  pageSize: number;
  ordering: TUserOrdering | null;
  search: string;
  organizationId: string | null;
  role: TUserRoleFilter | null;
  isActive: boolean | null;
};

export const USERS_PAGE_SIZES = [10, 20, 50, PAGE_SIZE_MAX] as const;

export const DEFAULT_USERS_LIST_PARAMS: TUsersListParams = {
  page: 1,
  pageSize: PAGE_SIZE_DEFAULT,
  ordering: null,
  search: '',
  organizationId: null,
  role: null,
  isActive: null,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parsePositiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

function parseOrdering(raw: string | null): TUserOrdering | null {
  if (!raw) return null;
  const field = raw.startsWith('-') ? raw.slice(1) : raw;
  return (USER_ORDERING as readonly string[]).includes(field) ? (raw as TUserOrdering) : null;
}

function parseRole(raw: string | null): TUserRoleFilter | null {
  if (raw === 'none') return 'none';
  return (ROLES as readonly (string | null)[]).includes(raw) ? (raw as TRole) : null;
}

function parseBoolean(raw: string | null): boolean | null {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return null;
}

/**
 * Lenient on purpose: a hand-edited or outdated link should still open the list, so every
 * value that does not parse falls back to its default instead of failing.
 */
export function parseUsersListParams(search: URLSearchParams): TUsersListParams {
  const pageSize = parsePositiveInt(search.get('page_size'));
  const organizationId = search.get('organization_id');
  return {
    page: parsePositiveInt(search.get('page')) ?? DEFAULT_USERS_LIST_PARAMS.page,
    pageSize: pageSize === null ? PAGE_SIZE_DEFAULT : Math.min(pageSize, PAGE_SIZE_MAX),
    ordering: parseOrdering(search.get('ordering')),
    search: (search.get('search') ?? '').trim().slice(0, 200),
    organizationId: organizationId && UUID.test(organizationId) ? organizationId : null,
    role: parseRole(search.get('role')),
    isActive: parseBoolean(search.get('is_active')),
  };
}

/** Defaults are left out so that the plain list keeps a clean address. */
export function serializeUsersListParams(params: TUsersListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.page !== DEFAULT_USERS_LIST_PARAMS.page) out.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_USERS_LIST_PARAMS.pageSize) out.set('page_size', String(params.pageSize));
  if (params.ordering) out.set('ordering', params.ordering);
  if (params.search) out.set('search', params.search);
  if (params.organizationId) out.set('organization_id', params.organizationId);
  if (params.role) out.set('role', params.role);
  if (params.isActive !== null) out.set('is_active', String(params.isActive));
  return out;
}

/** Changing a filter sends the user back to the first page, where results exist. */
export function withFilter(params: TUsersListParams, change: Partial<TUsersListParams>): TUsersListParams {
  return { ...params, ...change, page: 1 };
}

/** The query string of `GET /api/users/` (ZUserListQuerySchema on the server). */
export type TUsersQuery = {
  page: number;
  page_size: number;
  ordering?: TUserOrdering;
  search?: string;
  organization_id?: string;
  role?: TUserRoleFilter;
  is_active?: 'true' | 'false';
};

export function toUsersQuery(params: TUsersListParams): TUsersQuery {
  const query: TUsersQuery = { page: params.page, page_size: params.pageSize };
  if (params.ordering) query.ordering = params.ordering;
  if (params.search) query.search = params.search;
  if (params.organizationId) query.organization_id = params.organizationId;
  if (params.role) query.role = params.role;
  if (params.isActive !== null) query.is_active = params.isActive ? 'true' : 'false';
  return query;
}
