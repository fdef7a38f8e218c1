import { describe, expect, it } from 'vitest';
import { resolveNotificationLink } from './notification-link';
import {
  parseNotificationsParams,
  serializeNotificationsParams,
  toNotificationsQuery,
} from './notifications-params';

const parse = (query: string) => parseNotificationsParams(new URLSearchParams(query));

describe('notifications URL state', () => {
  it('defaults to the first page of all notifications', () => {
    expect(parse('')).toEqual({ page: 1, filter: 'all' });
    expect(parse('page=x&filter=starred')).toEqual({ page: 1, filter: 'all' });
  });

  it('reads and writes the unread filter and the page', () => {
    const params = parse('filter=unread&page=3');
    expect(params).toEqual({ page: 3, filter: 'unread' });
    expect(serializeNotificationsParams(params).toString()).toBe('filter=unread&page=3');
    expect(serializeNotificationsParams({ page: 1, filter: 'all' }).toString()).toBe('');
  });

  it('asks the server for the newest first, unread only when filtered', () => {
    expect(toNotificationsQuery({ page: 2, filter: 'unread' })).toEqual({
      page: 2,
      page_size: 20,
      ordering: '-created_at',
      is_read: 'false',
    });
    expect(toNotificationsQuery({ page: 1, filter: 'all' })).not.toHaveProperty('is_read');
  });
});

describe('notification links', () => {
  it('follows app routes and http(s) addresses only', () => {
    expect(resolveNotificationLink('/incident-view/1')).toEqual({ kind: 'route', to: '/incident-view/1' });
    expect(resolveNotificationLink(`${window.location.origin}/events?x=1`)).toEqual({
      kind: 'route',
      to: '/events?x=1',
    });
    expect(resolveNotificationLink('https://example.org/a')).toEqual({
      kind: 'external',
      href: 'https://example.org/a',
    });
    expect(resolveNotificationLink('javascript:alert(1)')).toBeNull();
    expect(resolveNotificationLink('//evil.example')).toBeNull();
    expect(resolveNotificationLink(null)).toBeNull();
  });
});
