import {
  QUESTIONNAIRE_ORDERING,
  QUESTIONNAIRE_STATUSES,
  type TQuestionnaireStatus,
} from '@hse/contracts/questionnaires';
import {
  DEFAULT_LIST_STATE,
  parseEnum,
  parseOrdering,
  parsePaging,
  parseSearch,
  type TListState,
  type TOrdering,
  type TPagedQuery,
  toPagedQuery,
  writeListState,
} from '../../components/list-params';

export type TQuestionnaireOrdering = TOrdering<(typeof QUESTIONNAIRE_ORDERING)[number]>;

/** The questionnaires list as it lives in the address bar of `/questionnaire`. */
export type TQuestionnairesListParams = TListState<TQuestionnaireOrdering> & {
  search: string;
  status: TQuestionnaireStatus | null;
};

export const DEFAULT_QUESTIONNAIRES_LIST_PARAMS: TQuestionnairesListParams = {
  ...DEFAULT_LIST_STATE,
  search: '',
  status: null,
};

export function parseQuestionnairesListParams(search: URLSearchParams): TQuestionnairesListParams {
  return {
    ...parsePaging(search),
    ordering: parseOrdering(search.get('ordering'), QUESTIONNAIRE_ORDERING),
    search: parseSearch(search.get('search')),
    status: parseEnum(search.get('status'), QUESTIONNAIRE_STATUSES),
  };
}

type TFilterQuery = { search?: string; status?: TQuestionnaireStatus };
export type TQuestionnairesQuery = TFilterQuery & TPagedQuery<TQuestionnaireOrdering>;

function filterQuery(params: TQuestionnairesListParams): TFilterQuery {
  const query: TFilterQuery = {};
  if (params.search) query.search = params.search;
  if (params.status) query.status = params.status;
  return query;
}

export const toQuestionnairesQuery = (params: TQuestionnairesListParams): TQuestionnairesQuery =>
  toPagedQuery(params, filterQuery(params));

export const serializeQuestionnairesListParams = (params: TQuestionnairesListParams) =>
  writeListState(params, filterQuery(params));
