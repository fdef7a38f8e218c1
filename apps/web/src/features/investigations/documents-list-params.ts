import { APPROVAL_STATUSES, DOCUMENT_ORDERING, type TApprovalStatus } from '@hse/contracts/investigations';
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

export type TDocumentOrderingField = (typeof DOCUMENT_ORDERING)[number];
export type TDocumentOrdering = TOrdering<TDocumentOrderingField>;

/** The state of a list of reports, acts or bulletins as it lives in the address bar (one shape for all three). */
export type TDocumentsListParams = TListState<TDocumentOrdering> & {
  search: string;
  status: TApprovalStatus | null;
  organizationId: string | null;
};

export const DEFAULT_DOCUMENTS_LIST_PARAMS: TDocumentsListParams = {
  ...DEFAULT_LIST_STATE,
  search: '',
  status: null,
  organizationId: null,
};

export function parseDocumentsListParams(search: URLSearchParams): TDocumentsListParams {
  return {
    ...parsePaging(search),
    ordering: parseOrdering(search.get('ordering'), DOCUMENT_ORDERING),
    search: parseSearch(search.get('search')),
    status: parseEnum(search.get('status'), APPROVAL_STATUSES),
    organizationId: parseUuid(search.get('organization_id')),
  };
}

/** The API's filter parameters; the list adds paging and ordering, the export does not. */
export type TDocumentsFilterQuery = { search?: string; status?: TApprovalStatus; organization_id?: string };

/** The query string of the kind's list (the kind's manifest on the server). */
export type TDocumentsQuery = TDocumentsFilterQuery & TPagedQuery<TDocumentOrdering>;

export function toDocumentsFilterQuery(params: TDocumentsListParams): TDocumentsFilterQuery {
  const query: TDocumentsFilterQuery = {};
  if (params.search) query.search = params.search;
  if (params.status) query.status = params.status;
  if (params.organizationId) query.organization_id = params.organizationId;
  return query;
}

export function toDocumentsQuery(params: TDocumentsListParams): TDocumentsQuery {
  return toPagedQuery(params, toDocumentsFilterQuery(params));
}

export function serializeDocumentsListParams(params: TDocumentsListParams): URLSearchParams {
  return writeListState(params, toDocumentsFilterQuery(params));
}
