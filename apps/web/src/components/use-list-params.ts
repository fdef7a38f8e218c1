import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's state, read from and written to the query string through the list's own parser.
 *
 * React Router hands a functional `setSearchParams` the address of the render it was made in, so
 * two changes before a re-render (a date and a category picked together) or a debounced search
 * holding an older render's callback would drop the other change. Each change therefore builds on
 * the last address this hook asked for and has not yet seen land; when the address moves another
 * way (a link, the back button), what was asked is forgotten and the address itself is the base.
 */
export function useListParams<T>(
  parse: (search: URLSearchParams) => T,
  serialize: (params: T) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parse(searchParams), [parse, searchParams]);
  const seen = useRef('');
  seen.current = searchParams.toString();
  // The addresses asked for, oldest first, and the address they were asked from.
  const asked = useRef<{ from: string; queue: string[] }>({ from: seen.current, queue: [] });

  const update = useCallback(
    (change: (current: T) => T, options: { replace?: boolean } = {}) => {
      const current = seen.current;
      const pending = asked.current;
      const landed = pending.queue.indexOf(current);
      if (landed >= 0) asked.current = { from: current, queue: pending.queue.slice(landed + 1) };
      else if (current !== pending.from) asked.current = { from: current, queue: [] };
      const base = asked.current.queue.at(-1) ?? current;
      const next = serialize(change(parse(new URLSearchParams(base)))).toString();
      asked.current.queue.push(next);
      setSearchParams(next, options);
    },
    [parse, serialize, setSearchParams],
  );
  return { params, update };
}
