import type { TPage } from '@hse/contracts/common';
import type { TNotification } from '@hse/contracts/notifications';
import type { TSecurityLogEntry, TSession } from '@hse/contracts/security-log';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

/**
 * Issue 19's account rules through HTTP: passwords that are common or built from the person's own
 * data are refused wherever a password is set, self-registration is limited per address and does
 * not tell strangers whose IIN is whose, and the administrators hear of a flood of registrations
 * once, not once per account.
 */
const LIMIT = 4;

let t: TTestApp;
let admin: string;
let tree: TOrgTree;

beforeAll(async () => {
  ({
    t,
    token: admin,
    tree,
  } = await startSignedIn('admin', {
    REGISTRATIONS_PER_HOUR: String(LIMIT),
    TRUST_PROXY: '1',
  }));
}, 60_000);
afterAll(() => t.close());

let address = 0;
/** A registration from an address of its own, unless `from` names one. */
const register = (body: object, options: { from?: string; language?: 'ru' | 'en' } = {}) =>
  t.call(null, {
    method: 'POST',
    url: '/api/register/',
    payload: body,
    headers: {
      'x-forwarded-for': options.from ?? `10.30.0.${++address}`,
      ...lang(options.language ?? 'ru'),
    },
  });

const COMMON = ['password', 'password1', 'qwertyuiop', '11111111', 'Qwerty123', 'iloveyou'];
const PERSONAL: { name: string; patch: Record<string, string>; password: string }[] = [
  { name: 'the login', patch: { login: 'nurlan.sadykov' }, password: 'Nurlan.Sadykov-77' },
  { name: 'the last name', patch: { last_name: 'Жумабаев' }, password: 'жумабаев-Secret-9' },
  { name: 'the first name', patch: { first_name: 'Aigerim' }, password: 'my-AIGERIM-2026' },
  { name: 'the e-mail', patch: { email: 'a.kairat@example.kz' }, password: 'a.kairat@example.kz!' },
  { name: 'the e-mail’s name', patch: { email: 'kairat77@example.kz' }, password: 'Kairat77-safe?' },
];
const COMMON_TEXT = {
  ru: 'Этот пароль слишком распространён или уже появлялся в утечках: придумайте другой',
  en: 'This password is too common or has appeared in a data breach: choose another one',
};
const PERSONAL_TEXT = 'Пароль не должен содержать логин, фамилию, имя, отчество или адрес электронной почты';

describe('passwords', () => {
  it.each(COMMON)(
    'refuses the common password %s on registration, in the reader’s language',
    async (password) => {
      const before = await snapshot(t);
      for (const language of ['ru', 'en'] as const) {
        const body = userInput(tree.subsidiaries[0]!.id, { password, password_confirm: password });
        const response = await register(body, { language });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json<TErrorBody>().errors).toEqual({ password: [COMMON_TEXT[language]] });
      }
      expect(await snapshot(t)).toEqual(before);
    },
  );

  it.each(PERSONAL)('refuses a password containing $name', async ({ patch, password }) => {
    const before = await snapshot(t);
    const body = userInput(tree.subsidiaries[0]!.id, { ...patch, password, password_confirm: password });
    const response = await register(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({ password: [PERSONAL_TEXT] });
    expect(await snapshot(t)).toEqual(before);
  });

  it('applies the same rule when an administrator creates a user or resets a password', async () => {
    const refused = await t.call(admin, {
      method: 'POST',
      url: '/api/users/',
      payload: userInput(tree.holding.id, { password: 'qwerty123', password_confirm: 'qwerty123' }),
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<TErrorBody>().errors).toEqual({ password: [COMMON_TEXT.ru] });

    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/users/',
      payload: userInput(tree.holding.id, { login: 'aset.serikov' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const versionBefore = (await userRow(t, id)).version;
    for (const [password, text] of [
      ['football', COMMON_TEXT.ru],
      ['Aset.Serikov!2026', PERSONAL_TEXT],
    ] as const) {
      const reset = await t.call(admin, {
        method: 'POST',
        url: `/api/users/${id}/reset-password/`,
        payload: { password, password_confirm: password },
      });
      expect(reset.statusCode, reset.body).toBe(400);
      expect(reset.json<TErrorBody>().errors).toEqual({ password: [text] });
    }
    expect((await userRow(t, id)).version).toBe(versionBefore);
  });

  it('applies it when a user changes their own password, and lets a strong one through', async () => {
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/users/',
      payload: userInput(tree.holding.id, { login: 'dana.omarova' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token } = await t.signIn('dana.omarova', NEW_PASSWORD);
    const change = (password: string) =>
      t.call(token, {
        method: 'POST',
        url: '/api/profile/password/',
        payload: { current_password: NEW_PASSWORD, password, password_confirm: password },
      });
    const common = await change('password');
    expect(common.statusCode).toBe(400);
    expect(common.json<TErrorBody>().errors).toEqual({ password: [COMMON_TEXT.ru] });
    const personal = await change('dana.omarova.1');
    expect(personal.json<TErrorBody>().errors).toEqual({ password: [PERSONAL_TEXT] });
    expect((await change('Steppe-Wind-Tulpar-8')).statusCode).toBe(200);
  });
});

describe('self-registration', () => {
  it('does not tell a stranger that an IIN belongs to someone, and stores nothing', async () => {
    const before = await snapshot(t);
    const employeeIin = (await userRow(t, 'employee')).iin;
    const response = await register(userInput(tree.subsidiaries[1]!.id, { iin: employeeIin }), {
      language: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'You cannot register with these details. Please contact the administrator',
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it(`refuses a ${LIMIT + 1}th attempt from one address within the hour with 429 and Retry-After`, async () => {
    const from = '10.31.0.1';
    // Refused attempts count: a taken login gets its own field error.
    for (let i = 0; i < LIMIT; i++) {
      const taken = await register(userInput(tree.holding.id, { login: 'employee' }), { from });
      expect(taken.statusCode, taken.body).toBe(400);
    }
    const before = await snapshot(t);
    const refused = await register(userInput(tree.holding.id), { from, language: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
    expect(refused.json()).toEqual({
      detail: 'Too many submissions from this address. Try again in 60 min.',
    });
    expect(await snapshot(t)).toEqual(before);
    expect((await register(userInput(tree.holding.id), { from: '10.31.0.2' })).statusCode).toBe(201);
  });

  it('tells each administrator of a run of registrations once, until they read it', async () => {
    expect((await t.call(admin, { method: 'POST', url: '/api/stm/notification/read-all/' })).statusCode).toBe(
      204,
    );
    const unread = async () =>
      (await t.call(admin, { url: '/api/stm/notification/count/' })).json<{ count: number }>().count;
    const newest = async () =>
      (await t.call(admin, { url: '/api/stm/notification/short/' })).json<TNotification[]>()[0];

    const first = await register(userInput(tree.holding.id, { last_name: 'Первов', first_name: 'Ален' }));
    expect(first.statusCode, first.body).toBe(201);
    expect(await unread()).toBe(1);
    expect(await newest()).toMatchObject({
      title: { ru: 'Новая заявка на регистрацию: Первов Ален' },
      link: `/administration-edit-user/${first.json<{ id: string }>().id}`,
    });

    for (let i = 0; i < 3; i++) expect((await register(userInput(tree.holding.id))).statusCode).toBe(201);
    expect(await unread()).toBe(1);
    expect(await newest()).toMatchObject({
      title: {
        ru: 'Новые заявки на регистрацию ожидают активации',
        kk: 'Тіркелуге жаңа өтінімдер белсендіруді күтуде',
        en: 'New registration requests await activation',
      },
      link: '/administration-users?is_active=false',
      is_read: false,
    });

    await t.call(admin, { method: 'POST', url: '/api/stm/notification/read-all/' });
    expect((await register(userInput(tree.holding.id, { last_name: 'Новый' }))).statusCode).toBe(201);
    expect(await unread()).toBe(1);
    expect((await newest())?.title.ru).toBe('Новая заявка на регистрацию: Новый Тест');
  });
});

type TLogPage = TPage<TSecurityLogEntry>;
const logOf = async (query: string, token = admin) =>
  (await t.call(token, { url: `/api/security-log/?${query}` })).json<TLogPage>().results;
/** A sign-in from a device of its own: its address and browser are what the log must show. */
const signInFrom = (login: string, password: string, device: { address: string; agent: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/api-token-auth/',
    headers: { 'x-forwarded-for': device.address, 'user-agent': device.agent },
    payload: { login, password },
  });

describe('the security log', () => {
  it('records sign-ins and failures with the address and the browser', async () => {
    const device = { address: '10.40.0.7', agent: 'Mozilla/5.0 (X11; Linux) Firefox/140.0' };
    expect((await signInFrom('auditor', 'not-the-password', device)).statusCode).toBe(400);
    expect((await signInFrom('nobody.at.all', 'whatever-1', device)).statusCode).toBe(400);
    expect((await signInFrom('auditor', 'Demo1234!', device)).statusCode).toBe(200);
    const entries = await logOf('search=10.40.0.7&ordering=at');
    expect(entries.map((entry) => [entry.event, entry.login, entry.user_fio !== ''])).toEqual([
      ['sign_in_failed', 'auditor', true],
      ['sign_in_failed', 'nobody.at.all', false],
      ['sign_in', 'auditor', true],
    ]);
    for (const entry of entries)
      expect(entry).toMatchObject({ address: device.address, user_agent: device.agent });
  });

  it('records a change of roles and organization with who made it, and an activation', async () => {
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/users/',
      payload: userInput(tree.holding.id, { login: 'marat.iskakov' }),
    });
    const id = created.json<{ id: string; version: number }>().id;
    const row = await userRow(t, id);
    const changed = await t.call(admin, {
      method: 'PATCH',
      url: `/api/users/${id}/`,
      payload: { version: row.version, roles: ['auditor'], organization_id: tree.subsidiaries[0]!.id },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await t.call(admin, {
      method: 'POST',
      url: `/api/users/${id}/deactivate/`,
      payload: { version: (await userRow(t, id)).version },
    });
    const entries = await logOf(`user_id=${id}&ordering=at`);
    expect(entries.map((entry) => entry.event)).toEqual([
      'user_created',
      'roles_changed',
      'organization_changed',
      'account_deactivated',
    ]);
    const adminFio = entries[0]?.actor_fio;
    expect(adminFio).toBeTruthy();
    expect(entries.every((entry) => entry.actor_fio === adminFio)).toBe(true);
    expect(entries[1]?.details).toEqual({ from: [], to: ['auditor'] });
    expect(entries[2]?.details).toEqual({ from: tree.holding.id, to: tree.subsidiaries[0]!.id });
  });

  it('records nothing for a change that was refused', async () => {
    const id = await userIdOf(t, 'employee');
    const before = (await logOf(`user_id=${id}`)).length;
    const stale = await t.call(admin, {
      method: 'PATCH',
      url: `/api/users/${id}/`,
      payload: { version: (await userRow(t, id)).version + 1, roles: ['admin'] },
    });
    expect(stale.statusCode).toBe(409);
    expect(await logOf(`user_id=${id}`)).toHaveLength(before);
  });

  it('holds the registrations, refused and throttled ones too, filtered by event', async () => {
    expect((await logOf('event=registration_refused'))[0]?.details).toEqual({ reason: 'iin_taken' });
    expect((await logOf('event=registration_throttled'))[0]?.address).toBe('10.31.0.1');
    expect((await logOf('event=registered')).length).toBeGreaterThan(3);
    expect((await logOf('event=password_reset')).length).toBe(0);
  });

  it('is read by auditors, refused to others, and exported to Excel in the reader’s language', async () => {
    const auditor = (await t.signIn('auditor')).token;
    expect((await t.call(auditor, { url: '/api/security-log/' })).statusCode).toBe(200);
    const employee = (await t.signIn('employee')).token;
    expect((await t.call(employee, { url: '/api/security-log/' })).statusCode).toBe(403);
    const exported = await t.call(auditor, {
      url: '/api/security-log/export.xlsx?event=sign_in_failed&search=10.40.0.7',
      headers: lang('en'),
    });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(1).getCell(2).value).toBe('Event');
    expect(sheet?.getRow(2).getCell(2).value).toBe('Failed sign-in');
    expect(sheet?.getRow(2).getCell(6).value).toBe('10.40.0.7');
  });
});

describe('sessions', () => {
  it('lists where one is signed in, ends one of them and all the others, and logs it', async () => {
    const phone = { address: '10.50.0.1', agent: 'Mozilla/5.0 (iPhone) Safari/604.1' };
    const laptop = { address: '10.50.0.2', agent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/140.0' };
    const desk = { address: '10.50.0.3', agent: 'Mozilla/5.0 (Macintosh) Safari/605.1' };
    const tokens = [];
    for (const device of [phone, laptop, desk]) {
      const answer = await signInFrom('dotos', 'Demo1234!', device);
      tokens.push(answer.json<{ token: string }>().token);
    }
    const [onPhone, onLaptop, onDesk] = tokens as [string, string, string];
    const sessions = (await t.call(onLaptop, { url: '/api/profile/sessions/' })).json<TSession[]>();
    const mine = sessions.filter((s) => [phone, laptop, desk].some((d) => d.address === s.address));
    expect(mine.map((s) => [s.address, s.user_agent, s.current]).sort()).toEqual(
      [
        [phone.address, phone.agent, false],
        [laptop.address, laptop.agent, true],
        [desk.address, desk.agent, false],
      ].sort(),
    );

    // Someone else's session is not found, and stays.
    const phoneSession = mine.find((s) => s.address === phone.address)!;
    const stranger = (await t.signIn('employee')).token;
    const foreign = await t.call(stranger, {
      method: 'DELETE',
      url: `/api/profile/sessions/${phoneSession.id}/`,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.call(onPhone, { url: '/api/profile/' })).statusCode).toBe(200);

    const ended = await t.call(onLaptop, {
      method: 'DELETE',
      url: `/api/profile/sessions/${phoneSession.id}/`,
    });
    expect(ended.statusCode).toBe(204);
    expect((await t.call(onPhone, { url: '/api/profile/' })).statusCode).toBe(401);

    const others = await t.call(onLaptop, { method: 'POST', url: '/api/profile/sessions/end-others/' });
    expect(others.statusCode).toBe(200);
    expect(others.json<{ ended: number }>().ended).toBeGreaterThanOrEqual(1);
    expect((await t.call(onDesk, { url: '/api/profile/' })).statusCode).toBe(401);
    const left = (await t.call(onLaptop, { url: '/api/profile/sessions/' })).json<TSession[]>();
    expect(left.map((s) => s.current)).toEqual([true]);

    const dotosId = await userIdOf(t, 'dotos');
    const events = (await logOf(`user_id=${dotosId}&ordering=-at`)).map((entry) => entry.event);
    expect(events.slice(0, 2)).toEqual(['other_sessions_ended', 'session_ended']);
  });
});
