import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A list's state, read from and written to the query string through the list's own parser. */
export function useListParams<T>(
  parse: (search: URLSearchParams) => T,
  serialize: (params: T) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parse(searchParams), [parse, searchParams]);
  // Works on the latest address, not on a render's copy: a debounced search may land after a page change.
  const update = useCallback(
    (change: (current: T) => T, options: { replace?: boolean } = {}) =>
      setSearchParams((prev) => serialize(change(parse(prev))), options),
    [parse, serialize, setSearchParams],
  );
  return { params, update };
}
