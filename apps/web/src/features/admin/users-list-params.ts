import { ROLES, type TRole } from '@hse/contracts/roles';
import { USER_ORDERING } from '@hse/contracts/users';
import {
  DEFAULT_LIST_STATE,
  parseBoolean,
  parseEnum,
  parseOrdering,
  parsePaging,
  parseSearch,
  parseUuid,
  type TListState,
  type TOrdering,
  type TPagedQuery,
  toPagedQuery,
  writeListState,
} from '../../components/list-params';

export type TUserOrderingField = (typeof USER_ORDERING)[number];
export type TUserOrdering = TOrdering<TUserOrderingField>;
export type TUserRoleFilter = TRole | 'none';

/** The users list's state as it lives in the address bar. */
export type TUsersListParams = TListState<TUserOrdering> & {
  search: string;
  organizationId: string | null;
  role: TUserRoleFilter | null;
  isActive: boolean | null;
};

export const DEFAULT_USERS_LIST_PARAMS: TUsersListParams = {
  ...DEFAULT_LIST_STATE,
  search: '',
  organizationId: null,
  role: null,
  isActive: null,
};

function parseRole(raw: string | null): TUserRoleFilter | null {
  return raw === 'none' ? 'none' : parseEnum(raw, ROLES);
}

export function parseUsersListParams(search: URLSearchParams): TUsersListParams {
  return {
    ...parsePaging(search),
    ordering: parseOrdering(search.get('ordering'), USER_ORDERING),
    search: parseSearch(search.get('search')),
    organizationId: parseUuid(search.get('organization_id')),
    role: parseRole(search.get('role')),
    isActive: parseBoolean(search.get('is_active')),
  };
}

/** The API's filter parameters of `GET /api/users/` (ZUserListQuerySchema on the server). */
export type TUsersFilterQuery = {
  search?: string;
  organization_id?: string;
  role?: TUserRoleFilter;
  is_active?: 'true' | 'false';
};

export type TUsersQuery = TUsersFilterQuery & TPagedQuery<TUserOrdering>;

function toUsersFilterQuery(params: TUsersListParams): TUsersFilterQuery {
  const query: TUsersFilterQuery = {};
  if (params.search) query.search = params.search;
  if (params.organizationId) query.organization_id = params.organizationId;
  if (params.role) query.role = params.role;
  if (params.isActive !== null) query.is_active = params.isActive ? 'true' : 'false';
  return query;
}

export function toUsersQuery(params: TUsersListParams): TUsersQuery {
  return toPagedQuery(params, toUsersFilterQuery(params));
}

/** Defaults are left out so that the plain list keeps a clean address. */
export function serializeUsersListParams(params: TUsersListParams): URLSearchParams {
  return writeListState(params, toUsersFilterQuery(params));
}
