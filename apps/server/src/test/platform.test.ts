import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirInUseError, lockDataDir } from '../db/data-lock.ts';
import { authTokens } from '../db/schema/index.ts';
import { ageTokens, lang, snapshot, userIdOf } from './builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { TOKEN_IDLE_MINUTES: '5' } });
  admin = (await t.signIn('admin')).token;
}, 60_000);
afterAll(() => t.close());

describe('health and documentation', () => {
  it('answers liveness and readiness without a token', async () => {
    const live = await t.call(null, { url: '/api/health/live/' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.call(null, { url: '/api/health/' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up', listening: true });
  });

  it('publishes an OpenAPI document that lists the user routes', async () => {
    const response = await t.call(null, { url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths['/api/users/'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(document.paths['/api/users/{id}/']).toHaveProperty('patch');
  });
});

describe('answers in the brief’s shape', () => {
  it('answers an unknown address with 404 and a translated detail', async () => {
    const cases = [
      { headers: {}, detail: 'Адрес не найден' },
      { headers: lang('kk'), detail: 'Мекенжай табылмады' },
      { headers: lang('en'), detail: 'Address not found' },
      { headers: { 'accept-language': 'de-DE, en;q=0.4, kk;q=0.8' }, detail: 'Мекенжай табылмады' },
      { headers: { 'accept-language': 'fr' }, detail: 'Адрес не найден' },
    ];
    for (const { headers, detail } of cases) {
      const response = await t.call(admin, { url: '/api/no-such-thing/', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail });
    }
    // A known path with another method or without its trailing slash is unknown too.
    expect((await t.call(admin, { method: 'DELETE', url: '/api/health/' })).statusCode).toBe(404);
    expect((await t.call(admin, { url: '/api/health' })).statusCode).toBe(404);
  });

  it('answers a body that is not valid JSON with 400 {detail} and changes nothing', async () => {
    const before = await snapshot(t);
    for (const url of ['/api/api-token-auth/', '/api/users/', '/api/organizations/']) {
      const response = await t.call(admin, {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...lang('en') },
        payload: '{"login": "admin", ',
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ detail: 'Check the data you entered' });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('answers a body of an unsupported type with 415', async () => {
    const response = await t.call(null, {
      method: 'POST',
      url: '/api/api-token-auth/',
      headers: { 'content-type': 'application/xml', ...lang('en') },
      payload: '<login>admin</login>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'Invalid file format' });
  });

  it('sends the security headers, on answers and on errors alike', async () => {
    for (const url of ['/api/health/', '/api/no-such-thing/']) {
      const response = await t.call(null, { url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});

describe('anti-forgery (double submit)', () => {
  const newOrg = (en: string) => ({
    kind: 'holding',
    parent_id: null,
    name_ru: en,
    name_kk: en,
    name_en: en,
  });

  it('gives a browser a readable XSRF-TOKEN cookie once', async () => {
    const response = await t.call(null, { url: '/api/health/' });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[0-9a-f]{48}$/);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await t.call(null, { url: '/api/health/', cookies: { 'XSRF-TOKEN': cookie!.value } });
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('refuses an unsafe request carrying the cookie without the matching header, and changes nothing', async () => {
    const before = await snapshot(t);
    const cookies = { 'XSRF-TOKEN': 'a'.repeat(48) };
    for (const headers of [{}, { 'x-xsrf-token': 'b'.repeat(48) }, { 'x-xsrf-token': 'a'.repeat(47) }]) {
      const response = await t.call(admin, {
        method: 'POST',
        url: '/api/organizations/',
        cookies,
        headers: { ...headers, ...lang('ru') },
        payload: newOrg('Forged JSC'),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Срок действия страницы истёк. Обновите страницу' });
    }
    const forgedSignIn = await t.call(null, {
      method: 'POST',
      url: '/api/api-token-auth/',
      cookies,
      payload: { login: 'admin', password: 'Demo1234!' },
    });
    expect(forgedSignIn.statusCode).toBe(403);
    expect(await snapshot(t)).toEqual(before);
  });

  it('lets through a request whose header matches the cookie, and safe methods without it', async () => {
    const cookies = { 'XSRF-TOKEN': 'c'.repeat(48) };
    const read = await t.call(admin, { url: '/api/profile/', cookies });
    expect(read.statusCode).toBe(200);
    const response = await t.call(admin, {
      method: 'POST',
      url: '/api/organizations/',
      cookies,
      headers: { 'x-xsrf-token': 'c'.repeat(48) },
      payload: newOrg('Honest JSC'),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('token expiry', () => {
  it('slides while the token is used within the idle time', async () => {
    const { token, user_id } = await t.signIn('dotos');
    await ageTokens(t, user_id, 3);
    expect((await t.call(token, { url: '/api/profile/' })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, user_id));
    expect(Date.now() - row!.lastUsedAt.getTime()).toBeLessThan(60_000);
  });

  it('answers 401 once the token has been idle longer than TOKEN_IDLE_MINUTES', async () => {
    const { token } = await t.signIn('auditor');
    const id = await userIdOf(t, 'auditor');
    expect((await t.call(token, { url: '/api/profile/' })).statusCode).toBe(200);
    await ageTokens(t, id, 6);
    const response = await t.call(token, { url: '/api/profile/', headers: lang('en') });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Sign-in is required' });
    // A fresh sign-in works again.
    expect((await t.call((await t.signIn('auditor')).token, { url: '/api/profile/' })).statusCode).toBe(200);
  });

  it('answers 401 past the absolute lifetime, however recently used', async () => {
    const { token, user_id } = await t.signIn('headdotos');
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user_id));
    expect((await t.call(token, { url: '/api/profile/' })).statusCode).toBe(401);
  });

  it('answers 401 for a malformed or unknown token and another scheme', async () => {
    for (const authorization of ['Token nope', `Token ${'0'.repeat(64)}`, `Bearer ${admin}`]) {
      const response = await t.call(null, { url: '/api/profile/', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
    }
  });
});

describe('configuration', () => {
  it.each([
    { env: { PORT: 'abc' }, variable: 'PORT' },
    { env: { PORT: '70000' }, variable: 'PORT' },
    { env: { DATABASE_URL: 'mysql://x' }, variable: 'DATABASE_URL' },
    { env: { TOKEN_IDLE_MINUTES: '0' }, variable: 'TOKEN_IDLE_MINUTES' },
    { env: { SEED_DEMO: 'maybe' }, variable: 'SEED_DEMO' },
    { env: { TIME_ZONE: 'Asia/Nowhere' }, variable: 'TIME_ZONE' },
  ])('refuses $env with a ConfigError naming $variable', ({ env, variable }) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  it('takes defaults, treats an empty value as unset and accepts a PostgreSQL URL', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: 'postgresql://u@h/db', SEED_DEMO: 'no' });
    expect(config).toMatchObject({ PORT: 3000, DATABASE_URL: 'postgresql://u@h/db', SEED_DEMO: false });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    // Kazakhstan's one zone, UTC+5, unless the organization sets its own.
    expect(config.TIME_ZONE).toBe('Asia/Almaty');
    expect(loadConfig({ TIME_ZONE: 'Asia/Aqtobe' }).TIME_ZONE).toBe('Asia/Aqtobe');
  });
});

describe('the data-folder lock', () => {
  let dir: string;
  let holder: ChildProcess | undefined;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'hse-lock-'));
  });
  afterAll(() => {
    if (holder?.exitCode === null) holder.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Another server process holding the folder, as `npm start` would. */
  function startHolder(): Promise<ChildProcess> {
    const lockModule = path.join(import.meta.dirname, '../db/data-lock.ts');
    const code = `import { lockDataDir } from ${JSON.stringify(lockModule)};
      lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      cwd: path.join(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return new Promise((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('locked')) resolve(child);
      });
      child.on('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
    });
  }

  it('refuses a folder another live process holds', async () => {
    holder = await startHolder();
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${holder.pid}`);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(holder.pid));
  }, 20_000);

  it('takes over a lock left by a process that is gone, and releases it', async () => {
    const exited = new Promise((resolve) => holder?.once('exit', resolve));
    holder?.kill('SIGKILL');
    await exited;
    const file = path.join(dir, 'server.lock');
    expect(existsSync(file)).toBe(true);
    const release = lockDataDir(dir);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('takes over a lock file with no pid in it', () => {
    writeFileSync(path.join(dir, 'server.lock'), 'garbage');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
