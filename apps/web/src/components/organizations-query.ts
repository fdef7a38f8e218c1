import type { TOrganization } from '@hse/contracts/organizations';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

export const organizationsKeys = {
  all: ['organizations'] as const,
  history: (id: string) => ['organizations', id, 'history'] as const,
};

export const organizationPaths = {
  list: '/organizations/',
  detail: (id: string) => `/organizations/${id}/`,
  history: (id: string) => `/organizations/${id}/history/`,
};

/** Every module picks organizations from this one list. */
export function useOrganizations() {
  return useQuery({
    queryKey: organizationsKeys.all,
    // The list is public (decision 005): the public Qorgau pages pick from it too, signed in or not.
    queryFn: () => api.get<TOrganization[]>(organizationPaths.list, { auth: 'optional' }),
    // The tree changes rarely and feeds several selects on one screen.
    staleTime: 60_000,
  });
}
