import { ANSWER_ORDERING } from '@hse/contracts/questionnaires';
import {
  DEFAULT_LIST_STATE,
  parseDate,
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

export type TAnswerOrdering = TOrdering<(typeof ANSWER_ORDERING)[number]>;

/** The results of one questionnaire as they live in the address bar of `/questionnaire_view/:id`. */
export type TAnswersListParams = TListState<TAnswerOrdering> & {
  search: string;
  organizationId: string | null;
  dateFrom: string | null;
  dateTo: string | null;
};

export const DEFAULT_ANSWERS_LIST_PARAMS: TAnswersListParams = {
  ...DEFAULT_LIST_STATE,
  search: '',
  organizationId: null,
  dateFrom: null,
  dateTo: null,
};

export function parseAnswersListParams(search: URLSearchParams): TAnswersListParams {
  return {
    ...parsePaging(search),
    ordering: parseOrdering(search.get('ordering'), ANSWER_ORDERING),
    search: parseSearch(search.get('search')),
    organizationId: parseUuid(search.get('organization_id')),
    dateFrom: parseDate(search.get('date_from')),
    dateTo: parseDate(search.get('date_to')),
  };
}

/** The filters the answers list, the summary and the export share (ZAnswerFilterSchema). */
export type TAnswersFilterQuery = {
  search?: string;
  organization_id?: string;
  date_from?: string;
  date_to?: string;
};
export type TAnswersQuery = TAnswersFilterQuery & TPagedQuery<TAnswerOrdering>;

export function toAnswersFilterQuery(params: TAnswersListParams): TAnswersFilterQuery {
  const query: TAnswersFilterQuery = {};
  if (params.search) query.search = params.search;
  if (params.organizationId) query.organization_id = params.organizationId;
  if (params.dateFrom) query.date_from = params.dateFrom;
  if (params.dateTo) query.date_to = params.dateTo;
  return query;
}

export const toAnswersQuery = (params: TAnswersListParams): TAnswersQuery =>
  toPagedQuery(params, toAnswersFilterQuery(params));

export const serializeAnswersListParams = (params: TAnswersListParams) =>
  writeListState(params, toAnswersFilterQuery(params));
