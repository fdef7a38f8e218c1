import type { TIncident } from '@hse/contracts/incidents';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/** One message, shared by its own screens and by the documents written about it. */
export const incidentDetailKey = (id: string) => ['incidents', 'detail', id] as const;

export function useIncident(id: string | undefined) {
  return useQuery({
    queryKey: incidentDetailKey(id ?? ''),
    queryFn: () => api.get<TIncident>(`/incidents/${id ?? ''}/`),
    enabled: Boolean(id),
  });
}
