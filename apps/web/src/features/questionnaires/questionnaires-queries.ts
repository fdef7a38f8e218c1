import type { TPage } from '@hse/contracts/common';
import type {
  TAnswerCreate,
  TAnswerListItem,
  TAnswerResult,
  TBusinessTripsStatus,
  TPublicQuestionnaire,
  TPublishedItem,
  TQuestionnaire,
  TQuestionnaireCreate,
  TQuestionnaireListItem,
  TQuestionnaireUpdate,
  TResultsSummary,
} from '@hse/contracts/questionnaires';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { TAnswersFilterQuery, TAnswersQuery } from './answers-list-params';
import type { TQuestionnairesQuery } from './questionnaires-list-params';

export const questionnairesKeys = {
  all: ['questionnaires'] as const,
  list: (query: TQuestionnairesQuery) => ['questionnaires', 'list', query] as const,
  detail: (id: string) => ['questionnaires', 'detail', id] as const,
  published: ['questionnaires', 'published'] as const,
  form: (id: string) => ['questionnaires', 'published', id] as const,
  answers: (id: string, query: TAnswersQuery) => ['questionnaires', 'detail', id, 'answers', query] as const,
  results: (id: string, query: TAnswersFilterQuery) =>
    ['questionnaires', 'detail', id, 'results', query] as const,
  businessTrips: ['questionnaires', 'business-trips'] as const,
};

export const questionnairePaths = {
  list: '/questionnaires/',
  detail: (id: string) => `/questionnaires/${id}/`,
  published: '/questionnaires/published/',
  form: (id: string) => `/questionnaires/published/${id}/`,
  answers: (id: string) => `/questionnaires/${id}/answers/`,
  export: (id: string) => `/questionnaires/${id}/answers/export.xlsx`,
  results: (id: string) => `/questionnaires/${id}/results/`,
  businessTrips: '/questionnaires/business-trips/',
};

export function useBusinessTripsStatus() {
  return useQuery({
    queryKey: questionnairesKeys.businessTrips,
    queryFn: () => api.get<TBusinessTripsStatus>(questionnairePaths.businessTrips),
    staleTime: 5 * 60_000,
  });
}

export function useQuestionnairesPage(query: TQuestionnairesQuery) {
  return useQuery({
    queryKey: questionnairesKeys.list(query),
    queryFn: () => api.get<TPage<TQuestionnaireListItem>>(questionnairePaths.list, { params: query }),
    placeholderData: keepPreviousData,
  });
}

export function useQuestionnaire(id: string | undefined) {
  return useQuery({
    queryKey: questionnairesKeys.detail(id ?? ''),
    queryFn: () => api.get<TQuestionnaire>(questionnairePaths.detail(id ?? '')),
    enabled: Boolean(id),
  });
}

/** Open without a login; a signed-in reader's token goes along. Failures are shown by the page. */
export function usePublishedQuestionnaires() {
  return useQuery({
    queryKey: questionnairesKeys.published,
    queryFn: () =>
      api.get<TPublishedItem[]>(questionnairePaths.published, { auth: 'optional', silent: true }),
  });
}

export function useQuestionnaireForm(id: string | null) {
  return useQuery({
    queryKey: questionnairesKeys.form(id ?? ''),
    queryFn: () =>
      api.get<TPublicQuestionnaire>(questionnairePaths.form(id ?? ''), { auth: 'optional', silent: true }),
    enabled: Boolean(id),
    retry: false,
  });
}

/** A signed-in person answers as themself: their token goes along when there is one. */
export function useSubmitAnswer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAnswerCreate) =>
      api.post<TAnswerResult>(questionnairePaths.answers(id), body, { auth: 'optional' }),
    onSuccess: () => client.invalidateQueries({ queryKey: questionnairesKeys.detail(id) }),
  });
}

/** A saved questionnaire shows at once in its editor, the list and its results. */
function useStoreQuestionnaire() {
  const client = useQueryClient();
  return (questionnaire: TQuestionnaire) => {
    client.setQueryData(questionnairesKeys.detail(questionnaire.id), questionnaire);
    void client.invalidateQueries({ queryKey: ['questionnaires', 'list'] });
    void client.invalidateQueries({ queryKey: questionnairesKeys.published });
  };
}

export function useSaveQuestionnaire() {
  const store = useStoreQuestionnaire();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TQuestionnaireCreate | TQuestionnaireUpdate }) =>
      id
        ? api.patch<TQuestionnaire>(questionnairePaths.detail(id), body)
        : api.post<TQuestionnaire>(questionnairePaths.list, body),
    onSuccess: store,
  });
}

export function useAnswersPage(id: string, query: TAnswersQuery) {
  return useQuery({
    queryKey: questionnairesKeys.answers(id, query),
    queryFn: () => api.get<TPage<TAnswerListItem>>(questionnairePaths.answers(id), { params: query }),
    placeholderData: keepPreviousData,
  });
}

export function useResults(id: string, query: TAnswersFilterQuery) {
  return useQuery({
    queryKey: questionnairesKeys.results(id, query),
    queryFn: () => api.get<TResultsSummary>(questionnairePaths.results(id), { params: query }),
    placeholderData: keepPreviousData,
  });
}

export function exportAnswers(id: string, query: TAnswersFilterQuery): Promise<void> {
  return api.download(questionnairePaths.export(id), query);
}
