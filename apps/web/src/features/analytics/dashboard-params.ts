import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The filters every dashboard takes: the period in whole months and the organization's subtree. */
export const COMMON_FILTERS = ['from', 'to', 'organization_id'] as const;

export type TDashboardParams = Record<string, string>;

/** The filters of a dashboard read from a query string: its own keys and the common ones, nothing else. */
export function readParams(search: URLSearchParams, keys: readonly string[]): TDashboardParams {
  const params: TDashboardParams = {};
  for (const key of keys) {
    const value = search.get(key);
    if (value) params[key] = value;
  }
  return params;
}

/** A query string with filters set (or cleared by null), the others kept. */
export function withParams(search: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * A dashboard's filters kept in its URL, so that a link, a reload or the back button shows the same
 * figures; a changed filter replaces the history entry rather than adding one per keystroke.
 */
export function useDashboardParams(own: readonly string[] = [], common: readonly string[] = COMMON_FILTERS) {
  const [search, setSearch] = useSearchParams();
  const keyList = [...common, ...own].join(',');
  const params = useMemo(() => readParams(search, keyList.split(',')), [search, keyList]);
  const setMany = useCallback(
    (changes: Record<string, string | null>) =>
      setSearch((current) => withParams(current, changes), { replace: true }),
    [setSearch],
  );
  const set = useCallback((key: string, value: string | null) => setMany({ [key]: value }), [setMany]);
  return { params, set, setMany };
}
