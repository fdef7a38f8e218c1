import type { TNotification } from '@hse/contracts/notifications';
import type { TRegistrationRequest } from '@hse/contracts/registration-requests';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema/index.ts';
import {
  lang,
  NEW_PASSWORD,
  snapshot,
  startSignedIn,
  type TErrorBody,
  type TOrgTree,
  userInput,
  userRow,
} from './builders.ts';
import type { TTestApp } from './test-app.ts';

let t: TTestApp;
let admin: string;
let dotos: string;
let tree: TOrgTree;

type TPage = { count: number; results: TRegistrationRequest[] };

beforeAll(async () => {
  ({ t, token: admin, tree } = await startSignedIn('admin', { TRUST_PROXY: '1' }));
  dotos = (await t.signIn('dotos')).token;
}, 60_000);
afterAll(() => t.close());

let address = 0;
async function register(lastName: string, login: string, organizationId = tree.subsidiaries[1]!.id) {
  const response = await t.call(null, {
    method: 'POST',
    url: '/api/register/',
    payload: userInput(organizationId, { last_name: lastName, first_name: 'Айгерим', login }),
    headers: { 'x-forwarded-for': `10.30.0.${++address}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}
const list = async (query = '', token = admin) =>
  (await t.call(token, { url: `/api/registration-requests/${query}` })).json<TPage>();
const one = async (id: string, state = 'pending') =>
  (await list(`?state=${state}&page_size=100`)).results.find((r) => r.id === id);
const signInAnswer = (login: string, language: 'ru' | 'kk' | 'en' = 'ru') =>
  t.app.inject({
    method: 'POST',
    url: '/api/api-token-auth/',
    headers: lang(language),
    payload: { login, password: NEW_PASSWORD },
  });
const decide = (id: string, action: 'approve' | 'refuse', payload: object, token = admin) =>
  t.call(token, { method: 'POST', url: `/api/registration-requests/${id}/${action}/`, payload });

describe('registration requests', () => {
  let refusedId: string;
  let approvedId: string;

  beforeAll(async () => {
    refusedId = await register('Отказова', 'req.refused');
    approvedId = await register('Одоброва', 'req.approved');
    await register('Ожидаева', 'req.waiting', tree.subsidiaries[2]!.id);
  });

  it('lists the waiting requests to administrators only, paged and filtered', async () => {
    const page = await list('?page_size=2');
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect(page.results).toHaveLength(2);
    // The oldest waiting first: they have waited longest.
    expect(page.results[0]?.id).toBe(refusedId);
    expect(page.results[0]).toMatchObject({
      login: 'req.refused',
      fio: 'Отказова Айгерим Тестович',
      state: 'pending',
      reason: '',
      decided_at: null,
      decided_by_fio: null,
    });
    const searched = await list('?search=ожидаев');
    expect(searched.results.map((r) => r.login)).toEqual(['req.waiting']);
    const byOrganization = await list(`?organization_id=${tree.subsidiaries[2]!.id}`);
    expect(byOrganization.results.map((r) => r.login)).toEqual(['req.waiting']);

    expect((await t.call(dotos, { url: '/api/registration-requests/' })).statusCode).toBe(403);
    expect((await t.call(null, { url: '/api/registration-requests/' })).statusCode).toBe(401);
    const bad = await t.call(admin, { url: '/api/registration-requests/?state=maybe', headers: lang('en') });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses only with a reason, translated, and changes nothing without one', async () => {
    const request = await one(refusedId);
    const before = await snapshot(t);
    for (const reason of [undefined, '', '   ']) {
      const response = await t.call(admin, {
        method: 'POST',
        url: `/api/registration-requests/${refusedId}/refuse/`,
        payload: { version: request?.version, ...(reason === undefined ? {} : { reason }) },
        headers: lang('kk'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<TErrorBody>().errors).toEqual({ reason: ['Өрісті толтырыңыз'] });
    }
    const tooLong = await decide(refusedId, 'refuse', {
      version: request?.version,
      reason: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await snapshot(t)).toEqual(before);
    expect(
      await decide(refusedId, 'refuse', { version: request?.version, reason: 'Нет' }, dotos),
    ).toMatchObject({
      statusCode: 403,
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses with a reason: the person is told, and sign-in shows it in their language', async () => {
    const request = await one(refusedId);
    const stale = await decide(refusedId, 'refuse', { version: (request?.version ?? 0) + 1, reason: 'x' });
    expect(stale.statusCode).toBe(409);

    const response = await decide(refusedId, 'refuse', {
      version: request?.version,
      reason: '  Организация не подтвердила трудоустройство  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TRegistrationRequest>()).toMatchObject({
      state: 'refused',
      reason: 'Организация не подтвердила трудоустройство',
      decided_by_fio: expect.stringContaining(' '),
    });
    expect(await one(refusedId)).toBeUndefined();
    expect((await one(refusedId, 'refused'))?.reason).toBe('Организация не подтвердила трудоустройство');

    const ru = await signInAnswer('req.refused');
    expect(ru.statusCode).toBe(403);
    expect(ru.json()).toEqual({
      detail:
        'Администратор отклонил заявку на регистрацию. Причина: Организация не подтвердила трудоустройство',
    });
    expect((await signInAnswer('req.refused', 'kk')).json().detail).toBe(
      'Әкімші тіркелу өтінімін қабылдамады. Себебі: Организация не подтвердила трудоустройство',
    );
    expect((await signInAnswer('req.refused', 'en')).json().detail).toBe(
      'An administrator refused your registration request. Reason: Организация не подтвердила трудоустройство',
    );
    // A wrong password learns nothing of the refusal.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/api-token-auth/',
      payload: { login: 'req.refused', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Неверный логин или пароль' });

    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, refusedId));
    expect(told.map((n) => n.titleEn)).toEqual([
      'Your registration request was refused. Reason: Организация не подтвердила трудоустройство',
    ]);

    // Refused once is refused: the same decision again answers as it is.
    const again = await decide(refusedId, 'refuse', { version: request?.version, reason: 'Другое' });
    expect(again.statusCode).toBe(200);
    expect(again.json<TRegistrationRequest>().reason).toBe('Организация не подтвердила трудоустройство');
  });

  it('approves: the account is active, the person told; a second approval changes nothing', async () => {
    const request = await one(approvedId);
    const response = await decide(approvedId, 'approve', { version: request?.version });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TRegistrationRequest>()).toMatchObject({ state: 'approved', reason: '' });
    expect(await userRow(t, approvedId)).toMatchObject({ isActive: true, registration: 'approved' });

    const before = await snapshot(t);
    const twice = await decide(approvedId, 'approve', { version: request?.version });
    expect(twice.statusCode).toBe(200);
    expect(twice.json<TRegistrationRequest>().version).toBe(response.json<TRegistrationRequest>().version);
    expect(await snapshot(t)).toEqual(before);

    const session = await t.signIn('req.approved', NEW_PASSWORD);
    const short = (await t.call(session.token, { url: '/api/stm/notification/short/' })).json<
      TNotification[]
    >();
    expect(short.map((n) => n.title.en)).toEqual(['Your account has been activated']);

    // An approved account is not refused afterwards: that is deactivation.
    const late = await decide(approvedId, 'refuse', {
      version: response.json<TRegistrationRequest>().version,
      reason: 'Передумали',
    });
    expect(late.statusCode).toBe(409);
  });

  it('takes a refusal back by approving it', async () => {
    const request = await one(refusedId, 'refused');
    const response = await decide(refusedId, 'approve', { version: request?.version });
    expect(response.statusCode, response.body).toBe(200);
    const session = await t.signIn('req.refused', NEW_PASSWORD);
    expect(session.user_id).toBe(refusedId);
  });

  it('answers 404 for an account that never registered itself', async () => {
    const employee = await userRow(t, 'employee');
    const response = await decide(employee.id, 'approve', { version: employee.version });
    expect(response.statusCode).toBe(404);
  });
});
