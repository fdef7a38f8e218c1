import type { TFormValues } from '@hse/contracts/forms/evaluate';

/**
 * What was typed into a form and not yet saved, kept in this browser's storage so that a reload
 * or a lost connection does not lose it; dropped once the server has the values.
 */
const PREFIX = 'hse.form-draft.';

export function readFormDraft(key: string): TFormValues | null {
  try {
    const text = localStorage.getItem(PREFIX + key);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as TFormValues) : null;
  } catch {
    // Storage refused (private mode) or a damaged entry: there is simply no draft.
    return null;
  }
}

export function writeFormDraft(key: string, values: TFormValues): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // A full or refused storage loses the draft only, not the form.
  }
}

export function clearFormDraft(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
