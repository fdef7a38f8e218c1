import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseUsersListParams, serializeUsersListParams, type TUsersListParams } from './users-list-params';

type TUpdate = (current: TUsersListParams) => TUsersListParams;

/** The users list's state, read from and written to the query string. */
export function useUsersListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseUsersListParams(searchParams), [searchParams]);
  // Works on the latest address, not on a render's copy: a debounced search may land after a page change.
  const update = useCallback(
    (change: TUpdate, options: { replace?: boolean } = {}) =>
      setSearchParams((prev) => serializeUsersListParams(change(parseUsersListParams(prev))), options),
    [setSearchParams],
  );
  return { params, update };
}
