import type { THistoryEntry } from '@hse/contracts/common';
import type { TNotification } from '@hse/contracts/notifications';
import type { TUser } from '@hse/contracts/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  badUserInputs,
  lang,
  NEW_PASSWORD,
  snapshot,
  startSignedIn,
  type TErrorBody,
  type TOrgTree,
  userIdOf,
  userInput,
  userRow,
} from './builders.ts';
import type { TTestApp } from './test-app.ts';

let t: TTestApp;
let admin: string;
let secondAdmin: string;
let dotos: string;
let tree: TOrgTree;

const LIMIT = 12;

beforeAll(async () => {
  // Each registration comes from an address of its own unless a test says otherwise: the limit
  // per address is the subject of one test only.
  ({
    t,
    token: admin,
    tree,
  } = await startSignedIn('admin', {
    REGISTRATIONS_PER_HOUR: String(LIMIT),
    TRUST_PROXY: '1',
  }));
  dotos = (await t.signIn('dotos')).token;
  // A second administrator: every administrator is told of a registration.
  const user001 = await userRow(t, 'user001');
  await t.call(admin, {
    method: 'PATCH',
    url: `/api/users/${user001.id}/`,
    payload: { version: user001.version, roles: ['admin'] },
  });
  secondAdmin = (await t.signIn('user001')).token;
}, 60_000);
afterAll(() => t.close());

let address = 0;
const register = (body: object, headers: Record<string, string> = {}) =>
  t.call(null, {
    method: 'POST',
    url: '/api/register/',
    payload: body,
    headers: { 'x-forwarded-for': `10.20.${Math.floor(++address / 250)}.${address % 250}`, ...headers },
  });
const unread = async (token: string) =>
  (await t.call(token, { url: '/api/stm/notification/count/' })).json<{ count: number }>().count;
const signInAnswer = (login: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/api-token-auth/', payload: { login, password } });

describe('self-registration', () => {
  let body: ReturnType<typeof userInput>;
  let id: string;

  it('creates an inactive account without roles, whatever the body asks for', async () => {
    const [adminBefore, secondBefore, dotosBefore] = [
      await unread(admin),
      await unread(secondAdmin),
      await unread(dotos),
    ];
    const division = tree.divisionsOf(tree.subsidiaries[2]!.id)[0]!;
    body = userInput(division.id, { last_name: 'Новиков', first_name: 'Нурсултан', login: 'Newcomer' });
    const response = await register({ ...body, roles: ['admin'], is_active: true });
    expect(response.statusCode, response.body).toBe(201);
    id = response.json<{ id: string }>().id;
    expect(Object.keys(response.json())).toEqual(['id']);

    const stored = await userRow(t, id);
    expect(stored).toMatchObject({
      login: 'Newcomer',
      isActive: false,
      roles: [],
      organizationId: division.id,
    });

    expect(await unread(admin)).toBe(adminBefore + 1);
    expect(await unread(secondAdmin)).toBe(secondBefore + 1);
    expect(await unread(dotos)).toBe(dotosBefore);
  });

  it('tells the administrators in three languages, linking to the user’s card', async () => {
    for (const token of [admin, secondAdmin]) {
      const short = (await t.call(token, { url: '/api/stm/notification/short/' })).json<TNotification[]>();
      expect(short[0]).toMatchObject({
        title: {
          ru: 'Новая заявка на регистрацию: Новиков Нурсултан',
          kk: 'Тіркелуге жаңа өтінім: Новиков Нурсултан',
          en: 'New registration request: Новиков Нурсултан',
        },
        link: `/administration-edit-user/${id}`,
        is_read: false,
      });
    }
  });

  it('tells the right password before activation that the account awaits it; a wrong one gets the usual text', async () => {
    const refused = await signInAnswer('newcomer', NEW_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'Учётная запись ещё не активирована администратором. Войти можно будет после активации',
    });
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/api-token-auth/',
      headers: { 'accept-language': 'en' },
      payload: { login: 'newcomer', password: NEW_PASSWORD },
    });
    expect(english.json().detail).toBe(
      'Your account has not been activated by an administrator yet. You can sign in once it is',
    );
    const wrongPassword = await signInAnswer('newcomer', 'not-the-password');
    const wrong = await signInAnswer('auditor', 'not-the-password');
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ detail: 'Неверный логин или пароль' });
    expect(wrongPassword.json()).toEqual(wrong.json());
  });

  it('is shown to the administrator as inactive, with the registration in its history', async () => {
    const user = (await t.call(admin, { url: `/api/users/${id}/` })).json<TUser>();
    expect(user).toMatchObject({ is_active: false, roles: [], login: 'Newcomer', iin: body.iin });
    const history = (await t.call(admin, { url: `/api/users/${id}/history/` })).json<THistoryEntry[]>();
    expect(history).toMatchObject([
      { action: 'register', actor_id: id, actor_fio: 'Новиков Нурсултан Тестович' },
    ]);
    // What was filled in, not every field left empty.
    const changes = history[0]?.changes ?? {};
    expect(changes).toMatchObject({
      login: { from: null, to: 'Newcomer' },
      is_active: { from: null, to: false },
    });
    const empty = Object.entries(changes).filter(([, change]) =>
      ['null', '""', '[]'].includes(JSON.stringify(change.to)),
    );
    expect(empty).toEqual([]);
  });

  it('lets the user in after activation and tells them', async () => {
    const user = (await t.call(admin, { url: `/api/users/${id}/` })).json<TUser>();
    const response = await t.call(admin, {
      method: 'POST',
      url: `/api/users/${id}/activate/`,
      payload: { version: user.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    const session = await t.signIn('NEWCOMER', NEW_PASSWORD);
    expect(session).toMatchObject({ user_id: id, roles: [] });
    const short = (await t.call(session.token, { url: '/api/stm/notification/short/' })).json<
      TNotification[]
    >();
    expect(short.map((n) => n.title)).toEqual([
      {
        ru: 'Ваша учётная запись активирована',
        kk: 'Есептік жазбаңыз белсендірілді',
        en: 'Your account has been activated',
      },
    ]);
  });

  it('answers a deactivated account the usual text, even with the right password', async () => {
    const user = (await t.call(admin, { url: `/api/users/${id}/` })).json<TUser>();
    const response = await t.call(admin, {
      method: 'POST',
      url: `/api/users/${id}/deactivate/`,
      payload: { version: user.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    const refused = await signInAnswer('newcomer', NEW_PASSWORD);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: 'Неверный логин или пароль' });
  });
});

describe('refused registrations', () => {
  // A taken IIN is answered otherwise here: see below.
  const refusedByField = badUserInputs().filter((bad) => !bad.name.includes('another account has'));
  it.each(refusedByField)('refuses $name with a field error, storing and notifying nothing', async (bad) => {
    const patch = bad.patch({ employeeIin: (await userRow(t, 'employee')).iin });
    const before = await snapshot(t);
    for (const [language, text] of Object.entries(bad.texts)) {
      const response = await register(userInput(tree.subsidiaries[0]!.id, patch), lang(language as 'en'));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<TErrorBody>().errors?.[bad.field]).toEqual([text]);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('names every missing required field', async () => {
    const before = await snapshot(t);
    const response = await register({}, lang('en'));
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<TErrorBody>();
    for (const field of [
      'login',
      'password',
      'password_confirm',
      'last_name',
      'first_name',
      'organization_id',
      'iin',
    ]) {
      expect(errors?.[field], field).toEqual(['Fill in the field']);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a login with characters outside the allowed set', async () => {
    const response = await register(userInput(tree.holding.id, { login: 'иван петров' }), lang('ru'));
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors?.login).toEqual([
      'Логин: латинские буквы, цифры, точка, дефис или подчёркивание',
    ]);
  });

  it('refuses a login taken by an earlier registration in other letter case', async () => {
    const response = await register(userInput(tree.holding.id, { login: 'newcomer' }));
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({ login: ['Такой логин уже занят'] });
    expect(await userIdOf(t, 'Newcomer')).toBeTruthy();
  });
});
