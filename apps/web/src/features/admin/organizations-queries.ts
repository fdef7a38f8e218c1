import type { TOrganization, TOrganizationCreate, TOrganizationUpdate } from '@hse/contracts/organizations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export const organizationsKeys = {
  all: ['organizations'] as const,
  history: (id: string) => ['organizations', id, 'history'] as const,
};

export const organizationPaths = {
  list: '/organizations/',
  detail: (id: string) => `/organizations/${id}/`,
  history: (id: string) => `/organizations/${id}/history/`,
};

export function useOrganizations() {
  return useQuery({
    queryKey: organizationsKeys.all,
    queryFn: () => api.get<TOrganization[]>(organizationPaths.list),
    // The tree changes rarely and feeds several selects on one screen.
    staleTime: 60_000,
  });
}

/** Names also show in users' rows, so those lists are refreshed too. */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: organizationsKeys.all });
    void client.invalidateQueries({ queryKey: ['users'] });
  };
}

export function useCreateOrganization() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TOrganizationCreate) => api.post<TOrganization>(organizationPaths.list, body),
    onSuccess: refresh,
  });
}

export function useUpdateOrganization() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TOrganizationUpdate }) =>
      api.patch<TOrganization>(organizationPaths.detail(id), body),
    onSuccess: refresh,
  });
}

export function useDeleteOrganization() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (org: Pick<TOrganization, 'id' | 'version'>) =>
      api.delete<void>(`${organizationPaths.detail(org.id)}?version=${org.version}`),
    onSuccess: refresh,
  });
}
