import type { TPage } from '@hse/contracts/common';
import type { TMyWorkCounts, TMyWorkItem } from '@hse/contracts/my-work';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { useSession } from './session';

/** "My work" (decision 054): what waits for the signed-in person; the home card and the page share it. */
export const myWorkKeys = {
  all: ['my-work'] as const,
  counts: (token: string | null) => ['my-work', 'counts', token] as const,
  page: (token: string | null, query: string) => ['my-work', 'page', token, query] as const,
};

/** How often the counts are asked again while the home page is open. */
export const MY_WORK_REFETCH_MS = 60_000;

export function useMyWorkCounts() {
  const { isAuthenticated, token } = useSession();
  return useQuery({
    queryKey: myWorkKeys.counts(token),
    queryFn: () => api.get<TMyWorkCounts>('/my-work/counts/'),
    enabled: isAuthenticated,
    refetchInterval: MY_WORK_REFETCH_MS,
  });
}

/** One page of the items, `query` being the API's query string (module, ordering, page…). */
export function useMyWorkPage(query: string) {
  const { isAuthenticated, token } = useSession();
  return useQuery({
    queryKey: myWorkKeys.page(token, query),
    queryFn: () => api.get<TPage<TMyWorkItem>>(`/my-work/?${query}`),
    enabled: isAuthenticated,
    placeholderData: keepPreviousData,
  });
}
