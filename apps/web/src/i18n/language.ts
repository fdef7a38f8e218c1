import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@hse/contracts/constants';

/** Spec §4: the chosen language lives for the browser session only. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): TLanguage {
  try {
    const stored = sessionStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(lang: TLanguage): void {
  try {
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage may be disabled (private mode); the language still applies to this page.
  }
}
