import type {
  TVitalRuleSubcategory,
  TVitalRuleSubcategoryListQuery,
} from '@hse/contracts/vital-rule-subcategories';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

// Shared: the vital rules page edits the sub-categories, the Qorgau form offers them.
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
