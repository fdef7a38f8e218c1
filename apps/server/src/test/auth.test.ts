import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('answers the session fields for a demo account', async () => {
    const session = await t.signIn('admin');
    expect(session).toMatchObject({
      roles: ['admin'],
      organization_name: 'АО «Демо Ойл энд Газ»',
      fio: 'Администратов Алмас',
    });
    expect(session.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts `username` in place of `login`', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/api-token-auth/',
      payload: { username: 'auditor', password: 'Demo1234!' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().roles).toEqual(['auditor']);
  });

  it('answers wrong credentials with one translated text that does not say which part was wrong', async () => {
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/api-token-auth/',
      headers: { 'accept-language': 'en' },
      payload: { login: 'dotos', password: 'nope-nope' },
    });
    const unknownLogin = await t.app.inject({
      method: 'POST',
      url: '/api/api-token-auth/',
      headers: { 'accept-language': 'en' },
      payload: { login: 'nobody-here', password: 'nope-nope' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ detail: 'Wrong login or password' });
    expect(unknownLogin.json()).toEqual(wrongPassword.json());
  });

  it('revokes the token on logout', async () => {
    const { token } = await t.signIn('headdotos');
    expect((await t.call(token, { url: '/api/profile/' })).statusCode).toBe(200);
    expect((await t.call(token, { url: '/api/api-token-logout/' })).statusCode).toBe(204);
    const after = await t.call(token, { url: '/api/profile/', headers: { 'accept-language': 'kk' } });
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe('Жүйеге кіру қажет');
  });

  it('throttles a login after five failures within the window', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/api-token-auth/',
        payload: { login: 'employee2', password: 'wrong-password' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const evenRight = await t.app.inject({
      method: 'POST',
      url: '/api/api-token-auth/',
      payload: { login: 'employee2', password: 'Demo1234!' },
    });
    expect(evenRight.statusCode).toBe(429);
  });
});
