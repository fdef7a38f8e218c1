import type { TRoleEntry } from '@hse/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

export function useRoles() {
  return useQuery({ queryKey: ['roles'], queryFn: () => api.get<TRoleEntry[]>('/roles/') });
}
