import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

function decode(message: string): { key: string; params: Record<string, unknown> } | null {
  if (!message.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(message);
    if (value && typeof value === 'object' && typeof (value as { key?: unknown }).key === 'string') {
      const { key, params } = value as { key: string; params?: Record<string, unknown> };
      return { key, params: params ?? {} };
    }
  } catch {
    // Not ours: a plain text.
  }
  return null;
}

/** A key of the shared messages ('validation.required'), as loaded for the reader's language. */
const isMessageKey = (t: TFunction, key: string) =>
  /^[a-z_]+\.[a-z0-9_.]+$/.test(key) && t(`messages:${key}`, { defaultValue: '' }) !== '';

/** Client errors carry a message key (+ params); server errors arrive already translated. */
export function translateFieldError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const encoded = decode(message);
  if (encoded && isMessageKey(t, encoded.key)) return t(`messages:${encoded.key}`, encoded.params);
  if (isMessageKey(t, message)) return t(`messages:${message}`);
  return message;
}

export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('messages');
  return useCallback((message: string | undefined) => translateFieldError(t, message), [t]);
}
