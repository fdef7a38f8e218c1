import type { TPage } from '@hse/contracts/common';
import type {
  TDriving,
  TObservationKind,
  TObservationListItem,
  TPnbr,
  TWorks,
} from '@hse/contracts/observations';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { OBSERVATION_ROUTES } from './observation-routes';
import type { TObservationsFilterQuery, TObservationsQuery } from './observations-list-params';

/** Any of the three kinds; the kind's own fields are read where the kind is known. */
export type TObservation = TPnbr | TWorks | TDriving;

export const observationsKeys = {
  list: (kind: TObservationKind, query: TObservationsQuery) => ['observations', kind, 'list', query] as const,
  detail: (kind: TObservationKind, id: string) => ['observations', kind, 'detail', id] as const,
  history: (kind: TObservationKind, id: string) => ['observations', kind, 'detail', id, 'history'] as const,
};

const apiOf = (kind: TObservationKind) => OBSERVATION_ROUTES[kind].api;

export const observationPaths = {
  list: (kind: TObservationKind) => `${apiOf(kind)}/`,
  export: (kind: TObservationKind) => `${apiOf(kind)}/export.xlsx`,
  /** The record's resource path, which comments, files and the PDF hang from. */
  base: (kind: TObservationKind, id: string) => `${apiOf(kind)}/${id}`,
  detail: (kind: TObservationKind, id: string) => `${apiOf(kind)}/${id}/`,
  history: (kind: TObservationKind, id: string) => `${apiOf(kind)}/${id}/history/`,
  action: (kind: TObservationKind, id: string, action: TWorkflowAction) =>
    `${apiOf(kind)}/${id}/actions/${action}/`,
};

export function useObservationsPage(kind: TObservationKind, query: TObservationsQuery) {
  return useQuery({
    queryKey: observationsKeys.list(kind, query),
    queryFn: () => api.get<TPage<TObservationListItem>>(observationPaths.list(kind), { params: query }),
    // The grid keeps the old rows while the next page loads instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function exportObservations(kind: TObservationKind, query: TObservationsFilterQuery): Promise<void> {
  return api.download(observationPaths.export(kind), query);
}

export function useObservation(kind: TObservationKind, id: string | undefined) {
  return useQuery({
    queryKey: observationsKeys.detail(kind, id ?? ''),
    queryFn: () => api.get<TObservation>(observationPaths.detail(kind, id ?? '')),
    enabled: Boolean(id),
  });
}

/** Every change shows in the list, the record and its history. */
function useStoreObservation(kind: TObservationKind) {
  const client = useQueryClient();
  return (observation: TObservation) => {
    client.setQueryData(observationsKeys.detail(kind, observation.id), observation);
    void client.invalidateQueries({ queryKey: ['observations', kind, 'list'] });
    void client.invalidateQueries({ queryKey: observationsKeys.history(kind, observation.id) });
  };
}

export function useCreateObservation(kind: TObservationKind) {
  const store = useStoreObservation(kind);
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<TObservation>(observationPaths.list(kind), body),
    onSuccess: store,
  });
}

export function useUpdateObservation(kind: TObservationKind) {
  const store = useStoreObservation(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Record<string, unknown> }) =>
      api.patch<TObservation>(observationPaths.detail(kind, id), body),
    onSuccess: store,
  });
}

export function useObservationAction(kind: TObservationKind) {
  const store = useStoreObservation(kind);
  return useMutation({
    mutationFn: ({ observation, action }: { observation: TObservation; action: TWorkflowAction }) =>
      api.post<TObservation>(observationPaths.action(kind, observation.id, action), {
        version: observation.version,
      }),
    onSuccess: store,
  });
}

export function useDeleteObservation(kind: TObservationKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (observation: TObservation) =>
      api.delete<void>(observationPaths.detail(kind, observation.id), { version: observation.version }),
    onSuccess: (_, observation) => {
      client.removeQueries({ queryKey: observationsKeys.detail(kind, observation.id) });
      void client.invalidateQueries({ queryKey: ['observations', kind, 'list'] });
    },
  });
}
