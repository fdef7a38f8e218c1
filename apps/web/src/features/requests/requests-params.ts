import {
  REGISTRATION_ORDERING,
  REGISTRATION_STATES,
  type TRegistrationState,
} from '@hse/contracts/registration-requests';
import {
  DEFAULT_LIST_STATE,
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

export type TRequestOrdering = TOrdering<(typeof REGISTRATION_ORDERING)[number]>;

/** The requests list's state as it lives in the address bar; no state means the waiting ones. */
export type TRequestsParams = TListState<TRequestOrdering> & {
  search: string;
  organizationId: string | null;
  state: TRegistrationState;
};

export const DEFAULT_REQUESTS_PARAMS: TRequestsParams = {
  ...DEFAULT_LIST_STATE,
  search: '',
  organizationId: null,
  state: 'pending',
};

export function parseRequestsParams(search: URLSearchParams): TRequestsParams {
  return {
    ...parsePaging(search),
    ordering: parseOrdering(search.get('ordering'), REGISTRATION_ORDERING),
    search: parseSearch(search.get('search')),
    organizationId: parseUuid(search.get('organization_id')),
    state: parseEnum(search.get('state'), REGISTRATION_STATES) ?? 'pending',
  };
}

type TFilterQuery = { search?: string; organization_id?: string; state?: TRegistrationState };
export type TRequestsQuery = TFilterQuery & TPagedQuery<TRequestOrdering>;

function filterQuery(params: TRequestsParams): TFilterQuery {
  const query: TFilterQuery = {};
  if (params.search) query.search = params.search;
  if (params.organizationId) query.organization_id = params.organizationId;
  if (params.state !== 'pending') query.state = params.state;
  return query;
}

export const toRequestsQuery = (params: TRequestsParams): TRequestsQuery =>
  toPagedQuery(params, filterQuery(params));

export const serializeRequestsParams = (params: TRequestsParams): URLSearchParams =>
  writeListState(params, filterQuery(params));
