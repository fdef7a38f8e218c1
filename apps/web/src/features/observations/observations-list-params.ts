import {
  OBSERVATION_ORDERING,
  OBSERVATION_STATUSES,
  type TObservationStatus,
} from '@hse/contracts/observations';
import {
  DEFAULT_LIST_STATE,
  parseBoolean,
  parseDate,
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

export type TObservationOrderingField = (typeof OBSERVATION_ORDERING)[number];
export type TObservationOrdering = TOrdering<TObservationOrderingField>;

/** The state of a list of observations as it lives in the address bar (one shape for the three kinds). */
export type TObservationsListParams = TListState<TObservationOrdering> & {
  search: string;
  status: TObservationStatus | null;
  organizationId: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  /** true: with findings only; false: without; null: all. */
  atRisk: boolean | null;
};

export const DEFAULT_OBSERVATIONS_LIST_PARAMS: TObservationsListParams = {
  ...DEFAULT_LIST_STATE,
  search: '',
  status: null,
  organizationId: null,
  dateFrom: null,
  dateTo: null,
  atRisk: null,
};

export function parseObservationsListParams(search: URLSearchParams): TObservationsListParams {
  return {
    ...parsePaging(search),
    ordering: parseOrdering(search.get('ordering'), OBSERVATION_ORDERING),
    search: parseSearch(search.get('search')),
    status: parseEnum(search.get('status'), OBSERVATION_STATUSES),
    organizationId: parseUuid(search.get('organization_id')),
    dateFrom: parseDate(search.get('date_from')),
    dateTo: parseDate(search.get('date_to')),
    atRisk: parseBoolean(search.get('at_risk')),
  };
}

/** The API's filter parameters (ZObservationListQuerySchema); the list adds paging and ordering. */
export type TObservationsFilterQuery = {
  search?: string;
  status?: TObservationStatus;
  organization_id?: string;
  date_from?: string;
  date_to?: string;
  at_risk?: 'true' | 'false';
};

export type TObservationsQuery = TObservationsFilterQuery & TPagedQuery<TObservationOrdering>;

export function toObservationsFilterQuery(params: TObservationsListParams): TObservationsFilterQuery {
  const query: TObservationsFilterQuery = {};
  if (params.search) query.search = params.search;
  if (params.status) query.status = params.status;
  if (params.organizationId) query.organization_id = params.organizationId;
  if (params.dateFrom) query.date_from = params.dateFrom;
  if (params.dateTo) query.date_to = params.dateTo;
  if (params.atRisk !== null) query.at_risk = params.atRisk ? 'true' : 'false';
  return query;
}

export function toObservationsQuery(params: TObservationsListParams): TObservationsQuery {
  return toPagedQuery(params, toObservationsFilterQuery(params));
}

export function serializeObservationsListParams(params: TObservationsListParams): URLSearchParams {
  return writeListState(params, toObservationsFilterQuery(params));
}
