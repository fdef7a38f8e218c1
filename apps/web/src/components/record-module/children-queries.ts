import type { TChildItem, TChildList, TChildModule } from '@hse/contracts/record-module/children';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { apiPathOf } from './record-module';

/** `<parent resource>/<id>/<key>/`, as the API client takes it. */
const pathOf = (child: TChildModule, parentId: string) =>
  `${apiPathOf(child.parent.resource)}/${parentId}/${child.key}/`;
export const childrenKey = (child: TChildModule, parentId: string) =>
  [child.parent.key, parentId, child.key] as const;

export function useChildren(child: TChildModule, parentId: string) {
  return useQuery({
    queryKey: childrenKey(child, parentId),
    queryFn: () => api.get<TChildList>(pathOf(child, parentId)),
  });
}

/**
 * Creates (no id) or changes a child; afterwards its list is read again and the parent page is
 * told, since a child changes its parent (a count, the version).
 */
export function useSaveChild(child: TChildModule, parentId: string, onChanged: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Record<string, unknown> }) =>
      id
        ? api.patch<TChildItem>(`${pathOf(child, parentId)}${id}/`, body)
        : api.post<TChildItem>(pathOf(child, parentId), body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: childrenKey(child, parentId) });
      onChanged();
    },
  });
}

export function useDeleteChild(child: TChildModule, parentId: string, onChanged: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: TChildItem) =>
      api.delete<void>(`${pathOf(child, parentId)}${item.id}/`, { version: item.version }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: childrenKey(child, parentId) });
      onChanged();
    },
  });
}
