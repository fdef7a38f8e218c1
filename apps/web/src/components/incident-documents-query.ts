import type { TIncidentDocuments } from '@hse/contracts/investigations';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

export const incidentDocumentsKey = (incidentId: string) => ['incidents', 'documents', incidentId] as const;

/** The report, act and bulletin of a sent message (a draft has none: the server answers 404). */
export function useIncidentDocuments(incidentId: string, enabled: boolean) {
  return useQuery({
    queryKey: incidentDocumentsKey(incidentId),
    queryFn: () => api.get<TIncidentDocuments>(`/incidents/${incidentId}/documents/`),
    enabled,
  });
}
