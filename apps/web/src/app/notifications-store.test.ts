import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import {
  clearNotifications,
  dismissNotification,
  getNotifications,
  notificationText,
  notify,
} from './notifications-store';

describe('notification store', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    clearNotifications();
    await i18n.changeLanguage('ru');
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('adds a notification', () => {
    notify({ type: 'success', message: 'Сохранено' });
    expect(getNotifications()).toMatchObject([{ type: 'success', text: 'Сохранено' }]);
  });

  it('does not add a text already shown', () => {
    notify({ type: 'error', message: 'Ошибка' });
    notify({ type: 'error', message: { detail: 'Ошибка' } });
    notify({ type: 'info', message: 'Другое' });
    expect(getNotifications().map((n) => n.text)).toEqual(['Ошибка', 'Другое']);
  });

  it('empties the whole list 5 s after a notification is shown', () => {
    notify({ type: 'info', message: 'first' });
    vi.advanceTimersByTime(3000);
    notify({ type: 'info', message: 'second' });
    expect(getNotifications()).toHaveLength(2);
    vi.advanceTimersByTime(1999);
    expect(getNotifications()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(getNotifications()).toEqual([]);
  });

  it('closes one notification', () => {
    notify({ type: 'warning', message: 'a' });
    notify({ type: 'warning', message: 'b' });
    const first = getNotifications()[0];
    if (first) dismissNotification(first.id);
    expect(getNotifications().map((n) => n.text)).toEqual(['b']);
  });

  it('takes the text from message, then detail, then the string, then the default', () => {
    expect(notificationText({ message: 'm', detail: 'd' })).toBe('m');
    expect(notificationText({ detail: 'd' })).toBe('d');
    expect(notificationText('s')).toBe('s');
    expect(notificationText({})).toBe('Произошла ошибка, обновите страницу');
    expect(notificationText(undefined)).toBe('Произошла ошибка, обновите страницу');
  });

  it('translates the default text', async () => {
    await i18n.changeLanguage('en');
    expect(notificationText(null)).toBe('An error occurred. Refresh the page!');
  });
});
