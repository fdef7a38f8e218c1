import type { THistoryEntry, TPage } from '@hse/contracts/common';
import type { TNotification } from '@hse/contracts/notifications';
import type { TRoleEntry, TUser, TUserShort } from '@hse/contracts/users';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  badUserInputs,
  lang,
  missingId,
  NEW_PASSWORD,
  nextIin,
  pngBytes,
  snapshot,
  startSignedIn,
  type TErrorBody,
  type TOrgTree,
  userIdOf,
  userInput,
  userRow,
} from './builders.ts';
import { jpegBytes, multipart, type TTestApp } from './test-app.ts';

let t: TTestApp;
let admin: string;
let tree: TOrgTree;

beforeAll(async () => {
  ({ t, token: admin, tree } = await startSignedIn('admin'));
}, 60_000);
afterAll(() => t.close());

const list = async (query: string, token = admin) => {
  const response = await t.call(token, { url: `/api/users/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPage<TUser>>();
};
const getUser = async (id: string) => (await t.call(admin, { url: `/api/users/${id}/` })).json<TUser>();
const create = (body: object, headers = {}) =>
  t.call(admin, { method: 'POST', url: '/api/users/', payload: body, headers });
const signInAnswer = (login: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/api-token-auth/',
    headers: lang('en'),
    payload: { login, password },
  });
const stored = async () => (await snapshot(t)).users;

describe('the user list (administrator)', () => {
  it('pages as {count, next, previous, results} with links that keep the filters', async () => {
    const total = await stored();
    const first = await list('page_size=5&ordering=login');
    expect(first.count).toBe(total);
    expect(first.results).toHaveLength(5);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/users/?page_size=5&ordering=login&page=2');
    const second = await list('page_size=5&ordering=login&page=2');
    expect(second.previous).toBe('/api/users/?page_size=5&ordering=login&page=1');
    expect(second.results.map((u) => u.id)).not.toContain(first.results[0]?.id);
    const last = await list(`page_size=5&ordering=login&page=${Math.ceil(total / 5)}`);
    expect(last.next).toBeNull();
    // The full record for an administrator.
    expect(first.results[0]).toHaveProperty('iin');
    expect(first.results[0]).toHaveProperty('phone');
  });

  it('refuses a page size over 100 with a field error', async () => {
    const response = await t.call(admin, { url: '/api/users/?page_size=101', headers: lang('en') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Check the data you entered',
      errors: { page_size: ['At most 100'] },
    });
    expect((await list('page_size=100')).results.length).toBeLessThanOrEqual(100);
  });

  it('searches names, logins and IINs, and takes a % literally', async () => {
    const byName = await list('search=Работников');
    expect(byName.results.map((u) => u.login)).toEqual(['employee']);
    const employee = await userRow(t, 'employee');
    const byIin = await list(`search=${employee.iin}`);
    expect(byIin.results.map((u) => u.login)).toEqual(['employee']);
    const byLogin = await list('search=EMPLOYEE2');
    expect(byLogin.results.map((u) => u.login)).toEqual(['employee2']);
    expect((await list('search=%25')).count).toBe(0);
  });

  it('filters by organization with its whole subtree', async () => {
    const subsidiary = tree.subsidiaries[0]!;
    const subtree = tree.subtree(subsidiary.id);
    expect(subtree.length).toBeGreaterThan(1);
    const page = await list(`organization_id=${subsidiary.id}&page_size=100`);
    // 20 demo staff per subsidiary (4 in it, 16 in its divisions) and the `employee` account.
    expect(page.count).toBe(21);
    expect(page.results.every((u) => subtree.includes(u.organization_id))).toBe(true);
    expect(page.results.some((u) => u.organization_id !== subsidiary.id)).toBe(true);
    const division = tree.divisionsOf(subsidiary.id)[0]!;
    const inDivision = await list(`organization_id=${division.id}&page_size=100`);
    expect(inDivision.count).toBeGreaterThan(0);
    expect(inDivision.results.every((u) => u.organization_id === division.id)).toBe(true);
    expect((await list(`organization_id=${missingId()}`)).count).toBe(0);
  });

  it('filters by role, by no role and by activity', async () => {
    const auditors = await list('role=auditor');
    expect(auditors.results.map((u) => u.login)).toEqual(['auditor']);
    const total = await stored();
    const none = await list('role=none&page_size=100');
    expect(none.count).toBe(total - 4);
    expect(none.results.every((u) => u.roles.length === 0)).toBe(true);
    const inactive = await list('is_active=false');
    expect(inactive.count).toBe(3);
    expect(inactive.results.every((u) => !u.is_active)).toBe(true);
    const bad = await t.call(admin, { url: '/api/users/?role=boss' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<TErrorBody>().errors?.role).toEqual(['Выберите значение из списка']);
  });

  it('orders by a listed field either way and refuses any other', async () => {
    const up = (await list('ordering=login&page_size=100')).results.map((u) => u.login);
    expect(up).toEqual([...up].sort());
    const down = (await list('ordering=-login&page_size=100')).results.map((u) => u.login);
    expect(down).toEqual([...down].sort().reverse());
    expect((await t.call(admin, { url: '/api/users/?ordering=password_hash' })).statusCode).toBe(400);
  });
});

describe('creating a user', () => {
  it('stores every field and answers the full record in the caller’s language', async () => {
    const division = tree.divisionsOf(tree.subsidiaries[1]!.id)[0]!;
    const body = { ...userInput(division.id), roles: ['auditor', 'dotos'] };
    const response = await create(body, lang('en'));
    expect(response.statusCode, response.body).toBe(201);
    const { password: _p, password_confirm: _c, ...visible } = body;
    expect(response.json()).toMatchObject({
      ...visible,
      fio: 'Тестов Тест Тестович',
      organization_name: division.name_en,
      is_active: true,
      has_photo: false,
      version: 1,
    });
    expect(response.json()).not.toHaveProperty('password_hash');
    expect((await t.signIn(body.login, NEW_PASSWORD)).roles).toEqual(['auditor', 'dotos']);
  });

  it.each(badUserInputs())('refuses $name with a field error and stores nothing', async (bad) => {
    const patch = bad.patch({ employeeIin: (await userRow(t, 'employee')).iin });
    const before = await snapshot(t);
    for (const [language, text] of Object.entries(bad.texts)) {
      const response = await create(
        userInput(tree.subsidiaries[0]!.id, patch),
        lang(language as 'ru' | 'kk' | 'en'),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<TErrorBody>().errors?.[bad.field]).toEqual([text]);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('updating a user', () => {
  let id: string;
  let token: string;
  beforeAll(async () => {
    const body = userInput(tree.subsidiaries[0]!.id);
    id = (await create(body)).json<TUser>().id;
    token = (await t.signIn(body.login, NEW_PASSWORD)).token;
  });

  it('changes only the fields sent and moves the version on', async () => {
    const before = await getUser(id);
    const response = await t.call(admin, {
      method: 'PATCH',
      url: `/api/users/${id}/`,
      payload: { version: before.version, post: 'Старший инженер' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<TUser>();
    expect(after).toEqual({
      ...before,
      post: 'Старший инженер',
      version: before.version + 1,
      updated_at: after.updated_at,
    });
  });

  it('answers a stale version with 409 and keeps the record', async () => {
    const before = await getUser(id);
    const response = await t.call(admin, {
      method: 'PATCH',
      url: `/api/users/${id}/`,
      headers: lang('en'),
      payload: { version: before.version - 1, post: 'Lost update' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'Someone else has changed this record. Reload it: your changes were not saved',
    });
    expect(await getUser(id)).toEqual(before);
  });

  it('refuses a login taken in other letter case', async () => {
    const before = await getUser(id);
    const response = await t.call(admin, {
      method: 'PATCH',
      url: `/api/users/${id}/`,
      payload: { version: before.version, login: 'Auditor' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({ login: ['Такой логин уже занят'] });
    expect(await getUser(id)).toEqual(before);
  });

  it('writes a role change as `roles`, notifies the user and ends their sessions', async () => {
    const before = await getUser(id);
    const response = await t.call(admin, {
      method: 'PATCH',
      url: `/api/users/${id}/`,
      payload: { version: before.version, roles: ['auditor'] },
    });
    expect(response.json<TUser>().roles).toEqual(['auditor']);
    expect((await t.call(token, { url: '/api/profile/' })).statusCode).toBe(401);

    const entries = (await t.call(admin, { url: `/api/users/${id}/history/` })).json<THistoryEntry[]>();
    const roles = entries.filter((e) => e.action === 'roles');
    expect(roles).toHaveLength(1);
    expect(roles[0]).toMatchObject({
      actor_fio: 'Администратов Алмас',
      changes: { roles: { from: [], to: ['auditor'] } },
    });

    const fresh = await t.signIn(before.login, NEW_PASSWORD);
    expect(fresh.roles).toEqual(['auditor']);
    const short = (await t.call(fresh.token, { url: '/api/stm/notification/short/' })).json<
      TNotification[]
    >();
    expect(short[0]?.title).toEqual({
      ru: 'Ваши роли изменены',
      kk: 'Рөлдеріңіз өзгертілді',
      en: 'Your roles have been changed',
    });
    token = fresh.token;
  });

  it('deactivates: the tokens die and sign-in answers like a wrong password', async () => {
    const before = await getUser(id);
    const response = await t.call(admin, {
      method: 'POST',
      url: `/api/users/${id}/deactivate/`,
      payload: { version: before.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TUser>()).toMatchObject({ is_active: false, version: before.version + 1 });
    expect((await t.call(token, { url: '/api/profile/' })).statusCode).toBe(401);
    const refused = await signInAnswer(before.login, NEW_PASSWORD);
    const wrong = await signInAnswer('headdotos', 'not-the-password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(wrong.json());
    expect(refused.json()).toEqual({ detail: 'Wrong login or password' });
  });

  it('reactivates, and the user can sign in again', async () => {
    const before = await getUser(id);
    const stale = await t.call(admin, {
      method: 'POST',
      url: `/api/users/${id}/activate/`,
      payload: { version: before.version - 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await getUser(id)).is_active).toBe(false);
    const response = await t.call(admin, {
      method: 'POST',
      url: `/api/users/${id}/activate/`,
      payload: { version: before.version },
    });
    expect(response.json<TUser>().is_active).toBe(true);
    token = (await t.signIn(before.login, NEW_PASSWORD)).token;
  });

  it('does not let an administrator deactivate themselves', async () => {
    const adminId = await userIdOf(t, 'admin');
    const before = await getUser(adminId);
    const response = await t.call(admin, {
      method: 'POST',
      url: `/api/users/${adminId}/deactivate/`,
      headers: lang('kk'),
      payload: { version: before.version },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'Өз есептік жазбаңызды өшіруге болмайды' });
    expect(await getUser(adminId)).toEqual(before);
    expect((await t.call(admin, { url: '/api/profile/' })).statusCode).toBe(200);
  });

  it('resets the password: old sessions end and only the new password works', async () => {
    const { login } = await getUser(id);
    const mismatch = await t.call(admin, {
      method: 'POST',
      url: `/api/users/${id}/reset-password/`,
      payload: { password: 'Another-pass-1', password_confirm: 'Another-pass-2' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<TErrorBody>().errors).toEqual({
      password_confirm: ['Пароли не совпадают, проверьте ввод'],
    });
    expect((await t.call(token, { url: '/api/profile/' })).statusCode).toBe(200);

    const response = await t.call(admin, {
      method: 'POST',
      url: `/api/users/${id}/reset-password/`,
      payload: { password: 'Another-pass-1', password_confirm: 'Another-pass-1' },
    });
    expect(response.statusCode).toBe(204);
    expect((await t.call(token, { url: '/api/profile/' })).statusCode).toBe(401);
    expect((await signInAnswer(login, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await signInAnswer(login, 'Another-pass-1')).statusCode).toBe(200);
  });

  it('keeps a photo: a jpeg in, the same bytes out', async () => {
    const photo = jpegBytes(4096);
    const response = await t.call(admin, {
      method: 'PUT',
      url: `/api/users/${id}/photo/`,
      ...multipart('photo', 'face.jpg', 'image/jpeg', photo),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TUser>().has_photo).toBe(true);
    const back = await t.call(admin, { url: `/api/users/${id}/photo/` });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(back.rawPayload.equals(photo)).toBe(true);
  });

  it.each([
    {
      name: 'a png renamed .jpg',
      request: () => multipart('photo', 'face.jpg', 'image/jpeg', pngBytes()),
      status: 415,
      detail: 'Неверный формат файла: нужен снимок jpg не больше 300 КБ',
    },
    {
      name: 'a jpeg over 300 KB',
      request: () => multipart('photo', 'big.jpg', 'image/jpeg', jpegBytes(300 * 1024 + 1)),
      status: 413,
      detail: 'Файл больше 300 КБ',
    },
    {
      name: 'a body that is not multipart',
      request: () => ({ payload: { photo: 'face.jpg' } }),
      status: 415,
      detail: 'Неверный формат файла: нужен снимок jpg не больше 300 КБ',
    },
  ])('refuses $name and keeps the photo it had', async ({ request, status, detail }) => {
    const before = await getUser(id);
    const original = (await t.call(admin, { url: `/api/users/${id}/photo/` })).rawPayload;
    const response = await t.call(admin, { method: 'PUT', url: `/api/users/${id}/photo/`, ...request() });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ detail });
    expect(await getUser(id)).toEqual(before);
    expect((await t.call(admin, { url: `/api/users/${id}/photo/` })).rawPayload.equals(original)).toBe(true);
  });

  it('accepts a jpeg of exactly 300 KB', async () => {
    const response = await t.call(admin, {
      method: 'PUT',
      url: `/api/users/${id}/photo/`,
      ...multipart('photo', 'edge.jpg', 'image/jpeg', jpegBytes(300 * 1024)),
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('deletes the photo', async () => {
    const response = await t.call(admin, { method: 'DELETE', url: `/api/users/${id}/photo/` });
    expect(response.statusCode).toBe(200);
    expect(response.json<TUser>().has_photo).toBe(false);
    expect((await t.call(admin, { url: `/api/users/${id}/photo/` })).statusCode).toBe(404);
  });

  it('lists the history with the actor’s name and the changed fields, never a secret', async () => {
    const response = await t.call(admin, { url: `/api/users/${id}/history/` });
    const entries = response.json<THistoryEntry[]>();
    expect(entries.map((e) => e.action)).toEqual([
      'create',
      'update',
      'roles',
      'deactivate',
      'activate',
      'password_reset',
      'photo',
      'photo',
      'photo',
    ]);
    expect(entries.every((e) => e.actor_fio === 'Администратов Алмас')).toBe(true);
    expect(entries[0]?.changes).toMatchObject({
      last_name: { from: null, to: 'Тестов' },
      personnel_number: { from: null, to: 'T-0042' },
      organization_id: { from: null, to: tree.subsidiaries[0]!.id },
      is_active: { from: null, to: true },
    });
    // The same field names as the updates use, so one set of labels shows both.
    expect(Object.keys(entries[0]?.changes ?? {}).filter((k) => /[A-Z]/.test(k))).toEqual([]);
    expect(entries[1]?.changes).toEqual({ post: { from: 'Инженер', to: 'Старший инженер' } });
    expect(entries[3]?.changes).toEqual({ is_active: { from: true, to: false } });
    expect(response.body).not.toMatch(/scrypt|password_hash|passwordHash/);
    expect((await t.call(admin, { url: `/api/users/${missingId()}/history/` })).statusCode).toBe(404);
  });
});

describe('what other roles see and may do', () => {
  let employee: string;
  beforeAll(async () => {
    employee = (await t.signIn('employee')).token;
  });

  it('lists only the own organization subtree, as short cards', async () => {
    const subtree = tree.subtree(tree.subsidiaries[0]!.id);
    const page = (await list('page_size=100', employee)) as unknown as TPage<TUserShort>;
    const adminView = await list(`organization_id=${tree.subsidiaries[0]!.id}&page_size=100`);
    expect(page.count).toBe(adminView.count);
    expect(page.results.every((u) => subtree.includes(u.organization_id))).toBe(true);
    for (const card of page.results) {
      expect(Object.keys(card).sort()).toEqual(
        [
          'division',
          'fio',
          'has_photo',
          'id',
          'is_active',
          'organization_id',
          'organization_name',
          'post',
        ].sort(),
      );
    }
    // A filter cannot widen the scope.
    expect((await list(`organization_id=${tree.subsidiaries[1]!.id}`, employee)).count).toBe(0);
  });

  it('cannot find colleagues by the private fields the short card hides', async () => {
    const colleague = (await list(`organization_id=${tree.subsidiaries[0]!.id}&search=user0`)).results[0]!;
    expect((await list(`search=${colleague.iin}`, employee)).count).toBe(0);
    expect((await list(`search=${colleague.login}`, employee)).count).toBe(0);
    expect((await list(`search=${encodeURIComponent(colleague.last_name)}`, employee)).count).toBeGreaterThan(
      0,
    );
    expect((await list(`search=${colleague.iin}`)).count).toBe(1);
  });

  it('answers a colleague with the short card and oneself with the full record', async () => {
    const colleague = (await list(`organization_id=${tree.subsidiaries[0]!.id}&search=user0`)).results[0]!;
    const card = await t.call(employee, { url: `/api/users/${colleague.id}/` });
    expect(card.statusCode).toBe(200);
    expect(card.json()).not.toHaveProperty('iin');
    expect(card.json()).not.toHaveProperty('phone');
    const self = await t.call(employee, { url: `/api/users/${await userIdOf(t, 'employee')}/` });
    expect(self.json()).toHaveProperty('iin');
  });

  it('is refused every write with 403 and nothing changes', async () => {
    const target = await getUser(await userIdOf(t, 'employee'));
    const before = await snapshot(t);
    const calls: InjectOptions[] = [
      { method: 'POST' as const, url: '/api/users/', payload: userInput(tree.subsidiaries[0]!.id) },
      {
        method: 'PATCH' as const,
        url: `/api/users/${target.id}/`,
        payload: { version: target.version, roles: ['admin'] },
      },
      {
        method: 'POST' as const,
        url: `/api/users/${target.id}/deactivate/`,
        payload: { version: target.version },
      },
      {
        method: 'POST' as const,
        url: `/api/users/${target.id}/activate/`,
        payload: { version: target.version },
      },
      {
        method: 'POST' as const,
        url: `/api/users/${target.id}/reset-password/`,
        payload: { password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
      },
      {
        method: 'PUT' as const,
        url: `/api/users/${target.id}/photo/`,
        ...multipart('photo', 'a.jpg', 'image/jpeg', jpegBytes()),
      },
      { method: 'DELETE' as const, url: `/api/users/${target.id}/photo/` },
      { method: 'GET' as const, url: `/api/users/${target.id}/history/` },
      { method: 'GET' as const, url: '/api/roles/' },
    ];
    for (const call of calls) {
      const response = await t.call(employee, { ...call, headers: { ...lang('en'), ...call.headers } });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json()).toEqual({ detail: 'You are not allowed to do this' });
    }
    expect(await snapshot(t)).toEqual(before);
    expect(await getUser(target.id)).toEqual(target);
  });
});

describe('the role list', () => {
  it('lists the four roles with their members', async () => {
    const response = await t.call(admin, { url: '/api/roles/' });
    expect(response.statusCode).toBe(200);
    const roles = response.json<TRoleEntry[]>();
    expect(roles.map((r) => r.role)).toEqual(['admin', 'auditor', 'dotos', 'headdotos']);
    const fios = Object.fromEntries(roles.map((r) => [r.role, r.members.map((m) => m.fio)]));
    expect(fios.admin).toEqual(['Администратов Алмас']);
    expect(fios.headdotos).toEqual(['Главнов Ғалым']);
    // Created above with auditor and dotos.
    expect(fios.auditor).toContain('Аудиторова Айгерим');
    expect(fios.dotos).toEqual(expect.arrayContaining(['Досымов Данияр', 'Тестов Тест Тестович']));
    expect(roles[0]?.members[0]).not.toHaveProperty('iin');
  });
});

describe('a user with a fresh IIN', () => {
  it('can be created with only the required fields', async () => {
    const response = await create({
      login: 'minimal',
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
      last_name: 'Минимов',
      first_name: 'Мин',
      organization_id: tree.holding.id,
      iin: nextIin(),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      email: '',
      phone: '',
      roles: [],
      blood_group: null,
      license_categories: [],
    });
  });
});
