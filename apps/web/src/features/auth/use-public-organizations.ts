import type { TOrganization } from '@hse/contracts/organizations';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** For registration: no token. Failure is shown by the form itself (spec §8 message). */
export function usePublicOrganizations() {
  return useQuery({
    queryKey: ['organizations', 'public'],
    queryFn: () => api.get<TOrganization[]>('/organizations/', { auth: false, silent: true }),
    staleTime: 5 * 60_000,
  });
}
