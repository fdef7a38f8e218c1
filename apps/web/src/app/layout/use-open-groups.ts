import { useCallback, useState } from 'react';

/** Which menu groups are unfolded; `reset` folds them all (pointer left the rail). */
export function useOpenGroups(initial: readonly string[] = []) {
  const [openGroups, setOpenGroups] = useState<readonly string[]>(initial);
  const toggle = useCallback(
    (key: string) =>
      setOpenGroups((open) => (open.includes(key) ? open.filter((k) => k !== key) : [...open, key])),
    [],
  );
  const reset = useCallback(() => setOpenGroups([]), []);
  return { openGroups, toggle, reset };
}
