import {
  INCIDENT_KINDS,
  INCIDENT_ORDERING,
  INCIDENT_STATUSES,
  type TIncidentKind,
  type TIncidentStatus,
} from '@hse/contracts/incidents';
import {
  DEFAULT_LIST_STATE,
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

export type TIncidentOrderingField = (typeof INCIDENT_ORDERING)[number];
export type TIncidentOrdering = TOrdering<TIncidentOrderingField>;

/** The incident list's state as it lives in the address bar. */
export type TIncidentsListParams = TListState<TIncidentOrdering> & {
  search: string;
  kind: TIncidentKind | null;
  status: TIncidentStatus | null;
  organizationId: string | null;
  /** Calendar days `YYYY-MM-DD`, both ends included. */
  occurredFrom: string | null;
  occurredTo: string | null;
  /** Only messages that need a special investigation. */
  special: boolean;
};

export const DEFAULT_INCIDENTS_LIST_PARAMS: TIncidentsListParams = {
  ...DEFAULT_LIST_STATE,
  search: '',
  kind: null,
  status: null,
  organizationId: null,
  occurredFrom: null,
  occurredTo: null,
  special: false,
};

export function parseIncidentsListParams(search: URLSearchParams): TIncidentsListParams {
  return {
    ...parsePaging(search),
    ordering: parseOrdering(search.get('ordering'), INCIDENT_ORDERING),
    search: parseSearch(search.get('search')),
    kind: parseEnum(search.get('kind'), INCIDENT_KINDS),
    status: parseEnum(search.get('status'), INCIDENT_STATUSES),
    organizationId: parseUuid(search.get('organization_id')),
    occurredFrom: parseDate(search.get('occurred_from')),
    occurredTo: parseDate(search.get('occurred_to')),
    special: search.get('special') === 'true',
  };
}

/** The API's filter parameters; the list page adds paging and ordering, the export does not. */
export type TIncidentsFilterQuery = {
  search?: string;
  kind?: TIncidentKind;
  status?: TIncidentStatus;
  organization_id?: string;
  occurred_from?: string;
  occurred_to?: string;
  special?: 'true';
};

/** The query string of `GET /api/incidents/` (ZIncidentListQuerySchema on the server). */
export type TIncidentsQuery = TIncidentsFilterQuery & TPagedQuery<TIncidentOrdering>;

export function toIncidentsFilterQuery(params: TIncidentsListParams): TIncidentsFilterQuery {
  const query: TIncidentsFilterQuery = {};
  if (params.search) query.search = params.search;
  if (params.kind) query.kind = params.kind;
  if (params.status) query.status = params.status;
  if (params.organizationId) query.organization_id = params.organizationId;
  if (params.occurredFrom) query.occurred_from = params.occurredFrom;
  if (params.occurredTo) query.occurred_to = params.occurredTo;
  if (params.special) query.special = 'true';
  return query;
}

export function toIncidentsQuery(params: TIncidentsListParams): TIncidentsQuery {
  return toPagedQuery(params, toIncidentsFilterQuery(params));
}

export function serializeIncidentsListParams(params: TIncidentsListParams): URLSearchParams {
  return writeListState(params, toIncidentsFilterQuery(params));
}
