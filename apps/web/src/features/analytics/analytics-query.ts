import type { TDrillDown } from '@hse/contracts/analytics/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { TDashboardParams } from './dashboard-params';

/** A dashboard's figures for its filters; the last ones stay on screen while new ones load. */
export function useAnalytics<T>(path: string, params: TDashboardParams, enabled = true) {
  return useQuery({
    queryKey: ['analytics', path, params],
    queryFn: () => api.get<T>(`analytics/${path}/`, { params, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
  });
}

/** A figure's drill-down as a link into its list, the list's filters in the URL. */
export function drillHref(drill: TDrillDown | null | undefined): string | null {
  if (!drill) return null;
  const query = new URLSearchParams(drill.query).toString();
  return query ? `${drill.route}?${query}` : drill.route;
}
