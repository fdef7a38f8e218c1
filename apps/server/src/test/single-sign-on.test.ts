import type { TLoginResponse } from '@hse/contracts/auth';
import type { TNotification } from '@hse/contracts/notifications';
import type { TSignInOptions } from '@hse/contracts/single-sign-on';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcFlows, organizations, securityEvents, users } from '../db/schema/index.ts';
import { signInAtProvider, startTestProvider, type TTestProvider } from './oidc-test-provider.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

/**
 * Single sign-on (issue 19) against a real OpenID provider started here: the browser's round trip
 * is played through HTTP, the provider checks PKCE itself.
 */
const BASE = 'http://hse.test';

let provider: TTestProvider;
let t: TTestApp;
let orgId: string;

beforeAll(async () => {
  provider = await startTestProvider({
    redirectBase: BASE,
    accounts: [
      { sub: 'u-dotos', preferred_username: 'DOTOS', given_name: 'D', family_name: 'Dotos' },
      {
        sub: 'u-new',
        preferred_username: 'new.engineer',
        given_name: 'Асель',
        family_name: 'Нурова',
        email: 'asel@example.kz',
        groups: ['hse-auditors', 'hse-production'],
      },
      {
        sub: 'u-mapped',
        preferred_username: 'mapped.auditor',
        given_name: 'Ерлан',
        family_name: 'Сейтов',
        groups: ['hse-auditors', 'hse-production'],
      },
      { sub: 'u-refused', preferred_username: 'stranger.one', family_name: 'Stranger' },
    ],
  });
  t = await createTestApp({
    env: {
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_REDIRECT_BASE: BASE,
      OIDC_ORGANIZATION_NAME: 'Demo Oil & Gas',
      OIDC_GROUP_ROLES: 'hse-auditors=auditor,hse-admins=admin',
      OIDC_ALLOW_HTTP: 'true',
    },
  });
  const [org] = await t.database.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.nameEn, 'Demo Production LLP'));
  orgId = org?.id ?? '';
  // The organizations' ids exist only once the seeded database does; routes read the config on each call.
  t.config.OIDC_GROUP_ORGANIZATIONS = [['hse-production', orgId]];
}, 60_000);
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** Starts a sign-in as the browser would: the provider's address and the state cookie. */
async function start(next?: string) {
  const response = await t.call(null, {
    method: 'GET',
    url: `/api/oidc/start/${next ? `?next=${encodeURIComponent(next)}` : ''}`,
  });
  expect(response.statusCode).toBe(302);
  const cookie = response.cookies.find((c) => c.name === 'hse_oidc_state');
  expect(cookie?.httpOnly).toBe(true);
  return { location: String(response.headers.location), cookie: `hse_oidc_state=${cookie?.value}` };
}

/** The callback's redirect back to the sign-in page, as a URL. */
async function callback(returned: URL, cookie: string) {
  const response = await t.call(null, {
    method: 'GET',
    url: `${returned.pathname}${returned.search}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location));
}

async function signInVia(sub: string, next?: string) {
  const { location, cookie } = await start(next);
  const returned = await signInAtProvider(location, provider.issuer, sub);
  expect(returned.href.startsWith(`${BASE}/api/oidc/callback/`)).toBe(true);
  return callback(returned, cookie);
}

const exchange = (code: string) =>
  t.call(null, { method: 'POST', url: '/api/oidc/exchange/', payload: { code } });

async function lastEvent() {
  const [row] = await t.database.db.select().from(securityEvents).orderBy(desc(securityEvents.at)).limit(1);
  return row;
}

describe('single sign-on', () => {
  it('tells the sign-in page about the provider and its logout', async () => {
    const response = await t.call(null, { method: 'GET', url: '/api/sign-in-options/' });
    const body = response.json<TSignInOptions>();
    expect(body.oidc?.organization_name).toBe('Demo Oil & Gas');
    expect(body.oidc?.logout_url).toContain(`${provider.issuer}/session/end`);
    expect(body.oidc?.logout_url).toContain(encodeURIComponent(`${BASE}/login`));
  });

  it('signs a known account in by its login, without letter case, and answers as the password sign-in', async () => {
    const { location } = await start();
    const authorize = new URL(location);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toBeTruthy();

    const back = await signInVia('u-dotos', '/incident');
    expect(back.origin + back.pathname).toBe(`${BASE}/login`);
    expect(back.searchParams.get('next')).toBe('/incident');
    const code = back.searchParams.get('sso_code') ?? '';
    expect(code.length).toBeGreaterThan(20);
    expect(back.href).not.toMatch(/token/i);

    const answer = await exchange(code);
    expect(answer.statusCode).toBe(200);
    const session = answer.json<TLoginResponse>();
    const byPassword = await t.signIn('dotos');
    expect(Object.keys(session).sort()).toEqual(Object.keys(byPassword).sort());
    expect(session.user_id).toBe(byPassword.user_id);
    expect(session.roles).toEqual(byPassword.roles);
    const me = await t.call(session.token, { method: 'GET', url: '/api/profile/sessions/' });
    expect(me.statusCode).toBe(200);

    const signIn = await t.database.db
      .select()
      .from(securityEvents)
      .where(sql`${securityEvents.event} = 'sign_in' and ${securityEvents.details} ->> 'via' = 'oidc'`);
    expect(signIn.map((e) => e.userId)).toContain(session.user_id);

    // The code is good once.
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect((await lastEvent())?.event).toBe('sign_in_failed');
  });

  it('refuses a callback whose state is not the one this browser started', async () => {
    const { location, cookie } = await start();
    const returned = await signInAtProvider(location, provider.issuer, 'u-dotos');
    const forged = new URL(returned);
    forged.searchParams.set('state', 'forged-state');
    const back = await callback(forged, cookie);
    expect(back.searchParams.get('sso_error')).toBe('failed');
    expect(back.searchParams.get('sso_code')).toBeNull();
    const event = await lastEvent();
    expect(event?.event).toBe('sign_in_failed');
    expect(event?.details).toMatchObject({ via: 'oidc', reason: 'state' });

    // The right state from another browser (no cookie) is refused too.
    const other = await callback(returned, 'hse_oidc_state=other');
    expect(other.searchParams.get('sso_error')).toBe('failed');
  });

  it('refuses a code whose PKCE verifier does not match: the provider says so', async () => {
    const { location, cookie } = await start();
    const returned = await signInAtProvider(location, provider.issuer, 'u-dotos');
    // As if the code were replayed into another sign-in: its verifier is not the challenge's.
    await t.database.db.update(oidcFlows).set({ codeVerifier: 'x'.repeat(64) });
    const back = await callback(returned, cookie);
    expect(back.searchParams.get('sso_error')).toBe('failed');
    expect((await lastEvent())?.details).toMatchObject({ via: 'oidc', reason: 'invalid_grant' });
  });

  it('creates an unknown account inactive, without roles, and tells the administrators', async () => {
    t.config.OIDC_NEW_USERS = 'inactive';
    const back = await signInVia('u-new');
    expect(back.searchParams.get('sso_error')).toBe('awaiting_activation');
    const [created] = await t.database.db.select().from(users).where(eq(users.login, 'new.engineer'));
    expect(created).toMatchObject({
      isActive: false,
      roles: [],
      organizationId: orgId,
      lastName: 'Нурова',
      iin: '',
    });
    const [registered] = await t.database.db
      .select()
      .from(securityEvents)
      .where(sql`${securityEvents.event} = 'registered' and ${securityEvents.userId} = ${created?.id ?? ''}`);
    expect(registered?.details).toMatchObject({ via: 'oidc' });
    const admin = await t.signIn('admin');
    const notices = await t.call(admin.token, { method: 'GET', url: '/api/stm/notification/short/' });
    expect(notices.json<TNotification[]>().map((n) => n.link)).toContain(
      `/administration-edit-user/${created?.id}`,
    );
  });

  it('creates an unknown account active with the roles and organization its groups map to', async () => {
    t.config.OIDC_NEW_USERS = 'mapped';
    const back = await signInVia('u-mapped');
    const answer = await exchange(back.searchParams.get('sso_code') ?? '');
    expect(answer.statusCode).toBe(200);
    const session = answer.json<TLoginResponse>();
    expect(session.roles).toEqual(['auditor']);
    expect(session.organization_id).toBe(orgId);
    const [created] = await t.database.db.select().from(users).where(eq(users.login, 'mapped.auditor'));
    expect(created?.isActive).toBe(true);
  });

  it('refuses an unknown account whose groups map to no organization', async () => {
    t.config.OIDC_NEW_USERS = 'mapped';
    const back = await signInVia('u-refused');
    expect(back.searchParams.get('sso_error')).toBe('unknown_user');
    expect((await lastEvent())?.details).toMatchObject({ via: 'oidc', reason: 'no_organization' });
  });

  it('keeps the password sign-in, and answers 404 where single sign-on is not configured', async () => {
    expect((await t.signIn('auditor')).token).toBeTruthy();
    const plain = await createTestApp();
    try {
      const options = await plain.call(null, { method: 'GET', url: '/api/sign-in-options/' });
      expect(options.json()).toEqual({ oidc: null });
      expect((await plain.call(null, { method: 'GET', url: '/api/oidc/start/' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
