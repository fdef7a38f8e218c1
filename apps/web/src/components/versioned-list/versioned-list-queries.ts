import type { TVersionedList, TVersionItem } from '@hse/contracts/record-module/versioned-list';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { apiPathOf } from '../record-module/record-module';

const keyOf = (list: TVersionedList) => [list.resource] as const;

/** The current version of every entry of a versioned list (decision 043). */
export function useVersions<T extends TVersionItem>(list: TVersionedList) {
  return useQuery({
    queryKey: keyOf(list),
    queryFn: () => api.get<{ results: T[] }>(`${apiPathOf(list.resource)}/`),
  });
}

/** A new entry (no id) or the next version of the one read (`version` in the body). */
export function useSaveVersion<T extends TVersionItem>(list: TVersionedList) {
  const client = useQueryClient();
  const root = apiPathOf(list.resource);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: object }) =>
      id ? api.patch<T>(`${root}/${id}/`, body) : api.post<T>(`${root}/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(list) }),
  });
}
