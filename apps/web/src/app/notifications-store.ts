import { TIMINGS } from '@hse/contracts/constants';
import { useSyncExternalStore } from 'react';
import { translate } from '../i18n/i18n';

export type TNotificationType = 'success' | 'info' | 'warning' | 'error';
export type TNotificationMessage = string | { message?: string; detail?: string } | null | undefined;
export type TNotifyInput = { type: TNotificationType; message: TNotificationMessage };
export type TShownNotification = { id: number; type: TNotificationType; text: string };

let items: readonly TShownNotification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setItems(next: readonly TShownNotification[]): void {
  items = next;
  for (const listener of listeners) listener();
}

/** Spec §2: message field, else detail field, else the message itself, else the default text. */
export function notificationText(message: TNotificationMessage): string {
  if (message && typeof message === 'object') {
    if (message.message) return message.message;
    if (message.detail) return message.detail;
  }
  if (typeof message === 'string' && message) return message;
  return translate('shell:errors.generic');
}

/** Spec §4: no duplicate texts while shown; the whole list empties 5 s after any is shown. */
export function notify({ type, message }: TNotifyInput): void {
  const text = notificationText(message);
  if (items.length > 0 && items.some((item) => item.text === text)) return;
  setItems([...items, { id: nextId++, type, text }]);
  setTimeout(clearNotifications, TIMINGS.notificationAutoClearMs);
}

export function dismissNotification(id: number): void {
  setItems(items.filter((item) => item.id !== id));
}

export function clearNotifications(): void {
  if (items.length > 0) setItems([]);
}

export function getNotifications(): readonly TShownNotification[] {
  return items;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotifications(): readonly TShownNotification[] {
  return useSyncExternalStore(subscribe, getNotifications, getNotifications);
}
