import type { TUser } from '@hse/contracts/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lang,
  NEW_PASSWORD,
  pngBytes,
  snapshot,
  startSignedIn,
  type TErrorBody,
  type TOrgTree,
} from './builders.ts';
import { jpegBytes, multipart, type TTestApp } from './test-app.ts';

let t: TTestApp;
let token: string;
let tree: TOrgTree;

beforeAll(async () => {
  ({ t, token, tree } = await startSignedIn('employee'));
}, 60_000);
afterAll(() => t.close());

const me = async () => {
  const response = await t.call(token, { url: '/api/profile/' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TUser>();
};

describe('the own record', () => {
  it('is the full record of the signed-in user, in the asked language', async () => {
    const response = await t.call(token, { url: '/api/profile/', headers: lang('en') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      login: 'employee',
      fio: 'Работников Ерболат',
      roles: [],
      organization_id: tree.subsidiaries[0]!.id,
      organization_name: 'Demo Production LLP',
      is_active: true,
      has_photo: false,
    });
    expect(response.json()).toHaveProperty('iin');
    expect(response.json()).not.toHaveProperty('password_hash');
  });

  it('answers a guest with 401', async () => {
    const response = await t.call(null, { url: '/api/profile/', headers: lang('en') });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Sign-in is required' });
  });
});

describe('editing the own record', () => {
  it('changes the personal fields sent, and only those', async () => {
    const before = await me();
    const response = await t.call(token, {
      method: 'PATCH',
      url: '/api/profile/',
      payload: { version: before.version, city: 'Актау', blood_group: 'B-', license_categories: ['B'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<TUser>();
    expect(after).toEqual({
      ...before,
      city: 'Актау',
      blood_group: 'B-',
      license_categories: ['B'],
      version: before.version + 1,
      updated_at: after.updated_at,
    });
  });

  it('ignores employment fields in the body: login, roles, organization, IIN stay as they were', async () => {
    const before = await me();
    const response = await t.call(token, {
      method: 'PATCH',
      url: '/api/profile/',
      payload: {
        version: before.version,
        phone: '+77770000001',
        login: 'boss',
        roles: ['admin'],
        organization_id: tree.holding.id,
        iin: '000000000000',
        post: 'Генеральный директор',
        is_active: false,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await me();
    expect(after).toEqual({
      ...before,
      phone: '+77770000001',
      version: before.version + 1,
      updated_at: after.updated_at,
    });
    const session = await t.signIn('employee');
    expect(session.roles).toEqual([]);
    token = session.token;
  });

  it('answers a stale version with 409 and keeps the record', async () => {
    const before = await me();
    const response = await t.call(token, {
      method: 'PATCH',
      url: '/api/profile/',
      headers: lang('en'),
      payload: { version: before.version - 1, city: 'Лондон' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<TErrorBody>().detail).toBe(
      'Someone else has changed this record. Reload it: your changes were not saved',
    );
    expect(await me()).toEqual(before);
  });

  it('refuses bad personal fields with field errors', async () => {
    const before = await me();
    const response = await t.call(token, {
      method: 'PATCH',
      url: '/api/profile/',
      headers: lang('kk'),
      payload: { version: before.version, email: 'nope', phone: '123', last_name: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Енгізілген деректерді тексеріңіз',
      errors: {
        email: ['Электрондық пошта мекенжайын енгізіңіз'],
        phone: ['Телефонды +7XXXXXXXXXX пішімінде енгізіңіз'],
        last_name: ['Өрісті толтырыңыз'],
      },
    });
    expect(await me()).toEqual(before);
  });

  it('is written to the history as the user’s own change', async () => {
    const admin = (await t.signIn('admin')).token;
    const { id } = await me();
    const history = (await t.call(admin, { url: `/api/users/${id}/history/` })).json<
      { action: string; actor_fio: string; changes: Record<string, unknown> }[]
    >();
    expect(history.map((h) => [h.action, h.actor_fio])).toEqual([
      ['update', 'Работников Ерболат'],
      ['update', 'Работников Ерболат'],
    ]);
    expect(Object.keys(history[1]?.changes ?? {})).toEqual(['phone']);
  });
});

describe('changing the password', () => {
  const change = (body: object, headers = {}) =>
    t.call(token, { method: 'POST', url: '/api/profile/password/', payload: body, headers });

  it('refuses a wrong current password with a field error', async () => {
    const before = await snapshot(t);
    const response = await change(
      { current_password: 'not-mine-1', password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
      lang('en'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Check the data you entered',
      errors: { current_password: ['The current password is wrong'] },
    });
    expect(await snapshot(t)).toEqual(before);
    expect((await t.call(token, { url: '/api/profile/' })).statusCode).toBe(200);
  });

  it('refuses a mismatched confirmation and a short password', async () => {
    const mismatch = await change({
      current_password: 'Demo1234!',
      password: NEW_PASSWORD,
      password_confirm: 'Other-pass-1',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<TErrorBody>().errors).toEqual({
      password_confirm: ['Пароли не совпадают, проверьте ввод'],
    });
    const short = await change({ current_password: 'Demo1234!', password: 'Ab1!', password_confirm: 'Ab1!' });
    expect(short.statusCode).toBe(400);
    expect(short.json<TErrorBody>().errors).toEqual({
      password: ['Пароль должен содержать не менее 8 символов'],
    });
    expect((await t.signIn('employee', 'Demo1234!')).token).toBeTruthy();
  });

  it('refuses a new password equal to the current one with a field error, changing nothing', async () => {
    const before = await snapshot(t);
    const response = await change(
      { current_password: 'Demo1234!', password: 'Demo1234!', password_confirm: 'Demo1234!' },
      lang('en'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Check the data you entered',
      errors: { password: ['The new password must differ from the current one'] },
    });
    expect(await snapshot(t)).toEqual(before);
    expect((await t.call(token, { url: '/api/profile/' })).statusCode).toBe(200);
  });

  it('answers a new token that works, while every old token answers 401', async () => {
    const other = (await t.signIn('employee')).token;
    const response = await change({
      current_password: 'Demo1234!',
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    const fresh = response.json<{ token: string }>().token;
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.call(fresh, { url: '/api/profile/' })).statusCode).toBe(200);
    for (const old of [token, other]) {
      const answer = await t.call(old, { url: '/api/profile/', headers: lang('kk') });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ detail: 'Жүйеге кіру қажет' });
    }
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/api-token-auth/',
      payload: { login: 'employee', password: 'Demo1234!' },
    });
    expect(oldPassword.statusCode).toBe(400);
    token = (await t.signIn('employee', NEW_PASSWORD)).token;
  });
});

describe('the own photo', () => {
  const put = (parts: { payload: unknown; headers: Record<string, string> }) =>
    t.call(token, { method: 'PUT', url: '/api/profile/photo/', ...parts, payload: parts.payload as Buffer });

  it('takes a jpeg and gives back the same bytes', async () => {
    const photo = jpegBytes(10_000);
    const response = await put(multipart('photo', 'me.jpg', 'image/jpeg', photo));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TUser>().has_photo).toBe(true);
    const back = await t.call(token, { url: '/api/profile/photo/' });
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(back.rawPayload.equals(photo)).toBe(true);
    // Colleagues of the same organization see it too.
    const colleague = (await t.signIn('admin')).token;
    const viaUsers = await t.call(colleague, { url: `/api/users/${response.json<TUser>().id}/photo/` });
    expect(viaUsers.rawPayload.equals(photo)).toBe(true);
  });

  it.each([
    {
      name: 'a png named .jpg',
      parts: () => multipart('photo', 'me.jpg', 'image/jpeg', pngBytes()),
      status: 415,
      detail: 'Invalid file format: a jpg of at most 300 KB is needed',
    },
    {
      name: 'a jpeg over 300 KB',
      parts: () => multipart('photo', 'me.jpg', 'image/jpeg', jpegBytes(301 * 1024)),
      status: 413,
      detail: 'The file is larger than 300 KB',
    },
    {
      name: 'a JSON body',
      parts: () => ({
        payload: JSON.stringify({ photo: 'x' }),
        headers: { 'content-type': 'application/json' },
      }),
      status: 415,
      detail: 'Invalid file format: a jpg of at most 300 KB is needed',
    },
    {
      name: 'a file under another field name',
      parts: () => multipart('avatar', 'me.jpg', 'image/jpeg', jpegBytes()),
      status: 400,
      detail: 'Check the data you entered',
    },
  ])('refuses $name and keeps the photo', async ({ parts, status, detail }) => {
    const before = await me();
    const original = (await t.call(token, { url: '/api/profile/photo/' })).rawPayload;
    const request = parts();
    const response = await put({ ...request, headers: { ...request.headers, ...lang('en') } });
    expect(response.statusCode).toBe(status);
    expect(response.json<TErrorBody>().detail).toBe(detail);
    expect(await me()).toEqual(before);
    expect((await t.call(token, { url: '/api/profile/photo/' })).rawPayload.equals(original)).toBe(true);
  });

  it('removes the photo', async () => {
    const response = await t.call(token, { method: 'DELETE', url: '/api/profile/photo/' });
    expect(response.statusCode).toBe(200);
    expect(response.json<TUser>().has_photo).toBe(false);
    const gone = await t.call(token, { url: '/api/profile/photo/', headers: lang('en') });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: 'Record not found' });
  });
});
