import type { TLoginResponse } from '@hse/contracts/auth';
import type { TPage } from '@hse/contracts/common';
import type {
  TEnrolledSignIn,
  TRecoveryCodes,
  TSecondFactorSetup,
  TSecondFactorStatus,
  TSecondFactorStep,
} from '@hse/contracts/second-factor';
import type { TSecurityLogEntry } from '@hse/contracts/security-log';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondFactors } from '../db/schema/index.ts';
import { DEMO_PASSWORD } from '../seed/demo-organizations.ts';
import { lang, type TErrorBody, userIdOf } from './builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

/**
 * The second factor of issue 19 through HTTP: enrolment from the personal account, the sign-in's
 * second step with a code or a recovery code, throttling, the administrator's reset and the roles
 * that must use it. The spec's login answer stays as it was for whoever has no factor.
 */
let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { MFA_REQUIRED_ROLES: 'dotos' } });
  ({ token: admin } = await t.signIn('admin'));
}, 60_000);
afterAll(() => t.close());

const totpOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
/** A code of the next time step: the one just used is spent, and one step of drift is allowed. */
const nextCode = (secret: string) => totpOf(secret).generate({ timestamp: Date.now() + 30_000 });
const code = (secret: string) => totpOf(secret).generate();

/** As if the 30 seconds of the last accepted code had passed, so a test need not wait for them. */
async function letTimePass(login: string) {
  const userId = await userIdOf(t, login);
  await t.database.db.update(secondFactors).set({ lastStep: 0 }).where(eq(secondFactors.userId, userId));
}

const post = (token: string | null, url: string, payload?: object, language: 'ru' | 'en' = 'en') =>
  t.call(token, { method: 'POST', url, payload: payload ?? {}, headers: lang(language) });

const password = (login: string) => post(null, '/api/api-token-auth/', { login, password: DEMO_PASSWORD });

const logOf = async (query: string) =>
  (await t.call(admin, { url: `/api/security-log/?${query}&ordering=at` })).json<TPage<TSecurityLogEntry>>()
    .results;

/** Enrols `login` from the personal account; answers the secret and the recovery codes. */
async function enrol(login: string) {
  const { token } = await t.signIn(login);
  const setup = (await post(token, '/api/profile/second-factor/setup/')).json<TSecondFactorSetup>();
  const confirmed = await post(token, '/api/profile/second-factor/confirm/', { code: code(setup.secret) });
  expect(confirmed.statusCode).toBe(200);
  return { token, secret: setup.secret, codes: confirmed.json<TRecoveryCodes>().recovery_codes };
}

async function challengeOf(login: string) {
  const response = await password(login);
  expect(response.statusCode).toBe(200);
  return response.json<TSecondFactorStep>();
}

describe('the second factor', () => {
  it('keeps the spec’s login answer for a user without a factor', async () => {
    const response = await password('employee2');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(
      ['fio', 'organization_id', 'organization_name', 'roles', 'token', 'user_id'].sort(),
    );
  });

  it('enrols from the personal account with a QR code, the secret as text and one code', async () => {
    const { token } = await t.signIn('employee');
    const before = (await t.call(token, { url: '/api/profile/second-factor/' })).json<TSecondFactorStatus>();
    expect(before).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    const setup = (await post(token, '/api/profile/second-factor/setup/')).json<TSecondFactorSetup>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toMatch(/^otpauth:\/\/totp\/HSE:employee\?.*secret=/);
    expect(setup.qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qr_svg.split(',')[1]!, 'base64').toString()).toContain('<svg');

    const wrong = await post(token, '/api/profile/second-factor/confirm/', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<TErrorBody>().detail).toBe('The code is wrong');
    const confirmed = await post(token, '/api/profile/second-factor/confirm/', { code: code(setup.secret) });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json<TRecoveryCodes>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const after = (await t.call(token, { url: '/api/profile/second-factor/' })).json<TSecondFactorStatus>();
    expect(after).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    expect((await post(token, '/api/profile/second-factor/setup/')).statusCode).toBe(409);

    const userId = await userIdOf(t, 'employee');
    const events = (await logOf(`user_id=${userId}`)).map((entry) => entry.event);
    expect(events).toContain('mfa_failed');
    expect(events).toContain('mfa_enrolled');
    // Only hashes are stored: no code appears in the database as given.
    const stored = await t.database.db.execute('select code_hash from recovery_codes');
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.replace('-', ''));
    await post(token, '/api/profile/second-factor/disable/', { code: nextCode(setup.secret) });
  });

  it('asks for a code after the password and signs in with it, once', async () => {
    const { secret } = await enrol('headdotos');
    await letTimePass('headdotos');
    const step = await challengeOf('headdotos');
    expect(step).toEqual({ second_factor: 'verify', challenge: expect.any(String) });
    expect(step).not.toHaveProperty('token');

    const wrong = await post(null, '/api/api-token-auth/second-factor/', { ...step, code: '123456' }, 'ru');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<TErrorBody>().detail).toBe('Неверный код');
    const right = code(secret);
    const signedIn = await post(null, '/api/api-token-auth/second-factor/', { ...step, code: right });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json<TLoginResponse>();
    expect(session.roles).toEqual(['headdotos']);
    expect((await t.call(session.token, { url: '/api/profile/' })).statusCode).toBe(200);

    const again = await post(null, '/api/api-token-auth/second-factor/', { ...step, code: right });
    expect(again.json<TErrorBody>().detail).toBe(
      'The sign-in has expired. Please enter your login and password again',
    );
    // The same code in a new sign-in: already spent.
    const replay = await post(null, '/api/api-token-auth/second-factor/', {
      ...(await challengeOf('headdotos')),
      code: right,
    });
    expect(replay.statusCode).toBe(400);

    const userId = await userIdOf(t, 'headdotos');
    const signIns = (await logOf(`user_id=${userId}&event=sign_in`)).map((entry) => entry.details);
    expect(signIns.at(-1)).toEqual({ second_factor: 'totp' });
  });

  it('signs in with a recovery code, each only once', async () => {
    const { codes } = await enrol('auditor');
    const recovery = codes[3]!;
    const first = await post(null, '/api/api-token-auth/second-factor/', {
      ...(await challengeOf('auditor')),
      code: recovery.toLowerCase(),
    });
    expect(first.statusCode).toBe(200);
    const { token } = first.json<TLoginResponse>();
    const status = (await t.call(token, { url: '/api/profile/second-factor/' })).json<TSecondFactorStatus>();
    expect(status.recovery_codes_left).toBe(9);
    const second = await post(null, '/api/api-token-auth/second-factor/', {
      ...(await challengeOf('auditor')),
      code: recovery,
    });
    expect(second.statusCode).toBe(400);
    const userId = await userIdOf(t, 'auditor');
    expect((await logOf(`user_id=${userId}&event=recovery_code_used`)).length).toBe(1);
  });

  it('throttles wrong codes like wrong passwords, and logs them', async () => {
    const { secret } = await enrol('user001');
    await letTimePass('user001');
    const step = await challengeOf('user001');
    for (let i = 0; i < 5; i++) {
      const wrong = await post(null, '/api/api-token-auth/second-factor/', { ...step, code: `99999${i}` });
      expect(wrong.statusCode).toBe(400);
    }
    const refused = await post(null, '/api/api-token-auth/second-factor/', { ...step, code: code(secret) });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The right password does not reset the count of wrong codes.
    expect((await password('user001')).statusCode).toBe(429);
    const userId = await userIdOf(t, 'user001');
    const events = (await logOf(`user_id=${userId}`)).map((entry) => entry.event);
    expect(events.filter((event) => event === 'mfa_failed')).toHaveLength(5);
    expect((await logOf('event=sign_in_throttled&search=user001')).length).toBeGreaterThan(0);
  });

  it('lets an administrator reset a user’s factor, logged; nobody else', async () => {
    const { token } = await enrol('user002');
    const userId = await userIdOf(t, 'user002');
    expect((await post(token, `/api/users/${userId}/second-factor/reset/`)).statusCode).toBe(403);
    const status = await t.call(admin, { url: `/api/users/${userId}/second-factor/` });
    expect(status.json<TSecondFactorStatus>().enabled).toBe(true);
    expect((await post(admin, `/api/users/${userId}/second-factor/reset/`)).statusCode).toBe(204);
    expect((await password('user002')).json()).toHaveProperty('token');
    const [entry] = await logOf(`user_id=${userId}&event=mfa_reset`);
    expect(entry?.actor_id).toBe(await userIdOf(t, 'admin'));
  });

  it('turns one’s own factor off with a code, logged', async () => {
    const { token, secret } = await enrol('user003');
    const off = await post(token, '/api/profile/second-factor/disable/', { code: nextCode(secret) });
    expect(off.statusCode).toBe(204);
    expect((await password('user003')).json()).toHaveProperty('token');
    expect((await logOf(`user_id=${await userIdOf(t, 'user003')}&event=mfa_disabled`)).length).toBe(1);
  });

  it('makes a required role enrol right after the password, then ask for codes', async () => {
    const step = await challengeOf('dotos');
    expect(step.second_factor).toBe('enrol');
    const setup = await post(null, '/api/api-token-auth/second-factor/setup/', { challenge: step.challenge });
    const { secret } = setup.json<TSecondFactorSetup>();
    const wrong = await post(null, '/api/api-token-auth/second-factor/enrol/', { ...step, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const enrolled = await post(null, '/api/api-token-auth/second-factor/enrol/', {
      ...step,
      code: code(secret),
    });
    expect(enrolled.statusCode).toBe(200);
    const session = enrolled.json<TEnrolledSignIn>();
    expect(session.recovery_codes).toHaveLength(10);
    expect(session.token).toBeTruthy();
    expect((await challengeOf('dotos')).second_factor).toBe('verify');

    const status = (
      await t.call(session.token, { url: '/api/profile/second-factor/' })
    ).json<TSecondFactorStatus>();
    expect(status).toMatchObject({ enabled: true, required: true });
    const off = await post(session.token, '/api/profile/second-factor/disable/', { code: nextCode(secret) });
    expect(off.statusCode).toBe(403);
    // A setup for someone else's challenge, or none, is refused.
    expect(
      (await post(null, '/api/api-token-auth/second-factor/setup/', { challenge: 'x' })).statusCode,
    ).toBe(400);
  });
});
