import type { TOrganization, TOrganizationCreate, TOrganizationUpdate } from '@hse/contracts/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { organizationPaths, organizationsKeys } from '../../components/organizations-query';
import { QORGAU_SETTINGS_KEY } from '../../components/qorgau-settings-query';

/** Names also show in users' rows, and sites on the Qorgau map, so those are refreshed too. */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: organizationsKeys.all });
    void client.invalidateQueries({ queryKey: ['users'] });
    void client.invalidateQueries({ queryKey: QORGAU_SETTINGS_KEY });
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
