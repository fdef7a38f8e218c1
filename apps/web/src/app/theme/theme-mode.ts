import { useSyncExternalStore } from 'react';
import type { TThemeMode } from './theme';

/** Spec §9: light by default; the dark variant is remembered across sessions. */
export const THEME_STORAGE_KEY = 'theme';

const listeners = new Set<() => void>();

function readStored(): TThemeMode {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

let current: TThemeMode = readStored();

export function getThemeMode(): TThemeMode {
  return current;
}

export function setThemeMode(mode: TThemeMode): void {
  current = mode;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Without storage the choice lasts until the page reloads.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemeMode(): TThemeMode {
  return useSyncExternalStore(subscribe, getThemeMode, getThemeMode);
}
