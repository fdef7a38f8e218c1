import type { TPage } from '@hse/contracts/common';
import type { TNotification } from '@hse/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lang, missingId, notify, type TErrorBody, userIdOf } from './builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

let t: TTestApp;
let employee: string;
let colleague: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = (await t.signIn('employee')).token;
  colleague = (await t.signIn('employee2')).token;
}, 60_000);
afterAll(() => t.close());

const WELCOME = {
  ru: 'Добро пожаловать в платформу ОТ, ПБ и ООС',
  kk: 'ЕҚ, ӨҚ және ҚОҚ платформасына қош келдіңіз',
  en: 'Welcome to the HSE platform',
};
const unread = async (token = employee) => {
  const response = await t.call(token, { url: '/api/stm/notification/count/' });
  expect(response.statusCode).toBe(200);
  return response.json<{ count: number }>().count;
};
const short = async (token = employee) =>
  (await t.call(token, { url: '/api/stm/notification/short/' })).json<TNotification[]>();
const page = async (query = '', token = employee) => {
  const response = await t.call(token, { url: `/api/stm/notification/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPage<TNotification>>();
};
const markRead = (id: string, token = employee, headers = {}) =>
  t.call(token, { method: 'POST', url: `/api/stm/notification/${id}/read/`, headers });

describe('notifications', () => {
  it('start with the welcome note, its title in the three languages', async () => {
    expect(await unread()).toBe(1);
    const items = await short();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: WELCOME, link: '/', is_read: false });
  });

  it('count the unread and show the latest ten in the short list, newest first', async () => {
    const id = await userIdOf(t, 'employee');
    for (let i = 1; i <= 12; i++) {
      await notify(t, [id], { ru: `Событие ${i}`, kk: `Оқиға ${i}`, en: `Event ${i}` });
    }
    expect(await unread()).toBe(13);
    const items = await short();
    expect(items).toHaveLength(10);
    expect(items.map((n) => n.title.en)).toEqual(Array.from({ length: 10 }, (_, k) => `Event ${12 - k}`));
    expect(items[0]?.title).toEqual({ ru: 'Событие 12', kk: 'Оқиға 12', en: 'Event 12' });
    // The colleague's count is their own.
    expect(await unread(colleague)).toBe(1);
  });

  it('list in pages, newest first by default, oldest first on request', async () => {
    const first = await page('page_size=5');
    expect(first).toMatchObject({
      count: 13,
      previous: null,
      next: '/api/stm/notification/?page_size=5&page=2',
    });
    expect(first.results.map((n) => n.title.en)).toEqual([
      'Event 12',
      'Event 11',
      'Event 10',
      'Event 9',
      'Event 8',
    ]);
    const third = await page('page_size=5&page=3');
    expect(third.next).toBeNull();
    expect(third.results.map((n) => n.title.en)).toEqual([
      'Event 2',
      'Event 1',
      'Welcome to the HSE platform',
    ]);
    const oldest = await page('ordering=created_at&page_size=1');
    expect(oldest.results[0]?.title).toEqual(WELCOME);
    const tooBig = await t.call(employee, { url: '/api/stm/notification/?page_size=1000' });
    expect(tooBig.statusCode).toBe(400);
  });

  it('mark one read: it leaves the count and the short list, and shows as read', async () => {
    const [newest] = await short();
    const response = await markRead(newest!.id);
    expect(response.statusCode).toBe(204);
    expect(await unread()).toBe(12);
    expect((await short()).map((n) => n.id)).not.toContain(newest!.id);
    const read = await page('is_read=true');
    expect(read.results.map((n) => [n.id, n.is_read])).toEqual([[newest!.id, true]]);
    expect((await page('is_read=false')).count).toBe(12);
    // Marking it again changes nothing.
    expect((await markRead(newest!.id)).statusCode).toBe(204);
    expect(await unread()).toBe(12);
  });

  it('answer 404 for another user’s notification and leave it unread', async () => {
    const [theirs] = await short(colleague);
    const response = await markRead(theirs!.id, employee, lang('en'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Record not found' });
    expect(await unread(colleague)).toBe(1);
    expect((await markRead(missingId())).statusCode).toBe(404);
    const malformed = await markRead('not-a-uuid', employee, lang('en'));
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json<TErrorBody>().errors ?? {})).toEqual(['id']);
  });

  it('mark all read for the caller only', async () => {
    const response = await t.call(employee, { method: 'POST', url: '/api/stm/notification/read-all/' });
    expect(response.statusCode).toBe(204);
    expect(await unread()).toBe(0);
    expect(await short()).toEqual([]);
    expect((await page()).count).toBe(13);
    expect((await page('is_read=false')).count).toBe(0);
    expect(await unread(colleague)).toBe(1);
  });

  it('need a sign-in', async () => {
    for (const url of ['count/', 'short/', '']) {
      const response = await t.call(null, { url: `/api/stm/notification/${url}`, headers: lang('en') });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Sign-in is required' });
    }
  });
});
