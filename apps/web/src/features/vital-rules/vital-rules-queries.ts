import type {
  TVitalRuleSubcategory,
  TVitalRuleSubcategoryCreate,
  TVitalRuleSubcategoryListQuery,
  TVitalRuleSubcategoryUpdate,
} from '@hse/contracts/vital-rule-subcategories';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export const subcategoryPaths = {
  list: '/vital-rule-subcategories/',
  detail: (id: string) => `/vital-rule-subcategories/${id}/`,
};

export const subcategoryKeys = {
  all: ['vital-rule-subcategories'] as const,
  list: (query: TVitalRuleSubcategoryListQuery) => ['vital-rule-subcategories', query] as const,
};

/** The list is public: the Qorgau form asks for it as a guest too. */
export function useSubcategories(query: TVitalRuleSubcategoryListQuery, enabled = true) {
  return useQuery({
    queryKey: subcategoryKeys.list(query),
    queryFn: () =>
      api.get<TVitalRuleSubcategory[]>(subcategoryPaths.list, { auth: 'optional', params: query }),
    enabled,
    staleTime: 60_000,
  });
}

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
