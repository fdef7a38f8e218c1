import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';

const PREFIX = 'columns.';

function read(key: string): GridColumnVisibilityModel {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PREFIX + key) ?? '{}');
    if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return {};
    // Only booleans: a hand-edited or outdated entry must not break the list.
    return Object.fromEntries(Object.entries(stored).filter(([, shown]) => typeof shown === 'boolean'));
  } catch {
    return {};
  }
}

/** The reader's choice of a list's columns, kept in this browser across sessions. */
export function useColumnChoice(key: string) {
  const [chosen, setChosen] = useState(() => read(key));
  const choose = useCallback(
    (model: GridColumnVisibilityModel) => {
      setChosen(model);
      try {
        localStorage.setItem(PREFIX + key, JSON.stringify(model));
      } catch {
        // A full or blocked storage keeps the choice for this visit only.
      }
    },
    [key],
  );
  return [chosen, choose] as const;
}
