import type {
  TVitalRuleSubcategory,
  TVitalRuleSubcategoryCreate,
  TVitalRuleSubcategoryUpdate,
} from '@hse/contracts/vital-rule-subcategories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { subcategoryKeys, subcategoryPaths } from '../../components/vital-rule-subcategories-query';

function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: subcategoryKeys.all });
}

export function useCreateSubcategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TVitalRuleSubcategoryCreate) =>
      api.post<TVitalRuleSubcategory>(subcategoryPaths.list, body),
    onSuccess: refresh,
  });
}

export function useUpdateSubcategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TVitalRuleSubcategoryUpdate }) =>
      api.patch<TVitalRuleSubcategory>(subcategoryPaths.detail(id), body),
    onSuccess: refresh,
  });
}

export function useDeleteSubcategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (item: Pick<TVitalRuleSubcategory, 'id' | 'version'>) =>
      api.delete<void>(`${subcategoryPaths.detail(item.id)}?version=${item.version}`),
    onSuccess: refresh,
  });
}
