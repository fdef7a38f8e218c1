import type { TPage } from '@hse/contracts/common';
import type {
  TIncident,
  TIncidentCreate,
  TIncidentListItem,
  TIncidentUpdate,
} from '@hse/contracts/incidents';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { incidentDetailKey } from '../../components/incident-query';
import type { TIncidentsFilterQuery, TIncidentsQuery } from './incidents-list-params';

export const incidentsKeys = {
  all: ['incidents'] as const,
  list: (query: TIncidentsQuery) => ['incidents', 'list', query] as const,
  detail: incidentDetailKey,
  history: (id: string) => ['incidents', 'detail', id, 'history'] as const,
};

export const incidentPaths = {
  list: '/incidents/',
  export: '/incidents/export.xlsx',
  /** The record's resource path, which comments and files hang from. */
  base: (id: string) => `/incidents/${id}`,
  detail: (id: string) => `/incidents/${id}/`,
  history: (id: string) => `/incidents/${id}/history/`,
  action: (id: string, action: TWorkflowAction) => `/incidents/${id}/actions/${action}/`,
};

export function useIncidentsPage(query: TIncidentsQuery) {
  return useQuery({
    queryKey: incidentsKeys.list(query),
    queryFn: () => api.get<TPage<TIncidentListItem>>(incidentPaths.list, { params: query }),
    // The grid keeps the old rows while the next page loads instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function exportIncidents(query: TIncidentsFilterQuery): Promise<void> {
  return api.download(incidentPaths.export, query);
}

/** Every change shows in the list, the record and its history; the bell may have news too. */
export function useStoreIncident() {
  const client = useQueryClient();
  return (incident: TIncident) => {
    client.setQueryData(incidentsKeys.detail(incident.id), incident);
    void client.invalidateQueries({ queryKey: ['incidents', 'list'] });
    void client.invalidateQueries({ queryKey: incidentsKeys.history(incident.id) });
  };
}

export function useCreateIncident() {
  const store = useStoreIncident();
  return useMutation({
    mutationFn: (body: TIncidentCreate) => api.post<TIncident>(incidentPaths.list, body),
    onSuccess: store,
  });
}

export function useUpdateIncident() {
  const store = useStoreIncident();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TIncidentUpdate }) =>
      api.patch<TIncident>(incidentPaths.detail(id), body),
    onSuccess: store,
  });
}

export function useIncidentAction() {
  const store = useStoreIncident();
  return useMutation({
    mutationFn: ({
      incident,
      action,
      comment,
    }: {
      incident: TIncident;
      action: TWorkflowAction;
      comment?: string;
    }) =>
      api.post<TIncident>(incidentPaths.action(incident.id, action), {
        version: incident.version,
        ...(comment === undefined ? {} : { comment }),
      }),
    onSuccess: store,
  });
}

export function useDeleteIncident() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (incident: Pick<TIncident, 'id' | 'version'>) =>
      api.delete<void>(incidentPaths.detail(incident.id), { version: incident.version }),
    onSuccess: (_, incident) => {
      client.removeQueries({ queryKey: incidentsKeys.detail(incident.id) });
      void client.invalidateQueries({ queryKey: ['incidents', 'list'] });
    },
  });
}
