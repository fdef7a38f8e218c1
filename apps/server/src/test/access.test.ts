import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TQorgauCard, TQorgauCreate } from '@hse/contracts/qorgau';
import type { TComments } from '@hse/contracts/records';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordComments } from '../db/schema/index.ts';
import { lang, orgTree, type TErrorBody, type TOrgTree } from './builders.ts';
import { qorgauCardInput } from './qorgau-builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

/** Abuse of the public and sign-in routes, reading past one's scope, and what browsers may keep. */

let t: TTestApp;
let tree: TOrgTree;
let webDist: string;
const tokens: Record<string, string> = {};
const SUBMISSIONS = 3;
const SIGN_IN_FAILURES = 4;
const BASE = '/api/qorgau/cards';
const HASHED_ASSET = 'index-Bc4dE9fA.js';

beforeAll(async () => {
  // A built web app of one page and one hashed asset, as Vite leaves it.
  webDist = mkdtempSync(path.join(tmpdir(), 'hse-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>HSE</title>');
  writeFileSync(path.join(webDist, 'assets', HASHED_ASSET), 'console.log(1)');
  t = await createTestApp({
    env: {
      PUBLIC_SUBMISSIONS_PER_HOUR: String(SUBMISSIONS),
      SIGN_IN_FAILURES_PER_ADDRESS: String(SIGN_IN_FAILURES),
      WEB_DIST: webDist,
    },
  });
  tree = await orgTree(t);
  for (const login of ['dotos', 'employee', 'employee2']) tokens[login] = (await t.signIn(login)).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

let address = 0;
/** A client of its own: the peer address of the connection (no proxy in front by default). */
const client = () => `10.20.0.${++address}`;

// The demo subsidiary of `employee`; `employee2` works in another one.
const cardInput = (overrides: Partial<TQorgauCreate> = {}) =>
  qorgauCardInput(tree.subsidiaries[0]?.id as string, overrides);

async function fileCard(token: string | null = null, remoteAddress = client()) {
  const response = await t.call(token, {
    method: 'POST',
    url: `${BASE}/`,
    payload: cardInput(),
    remoteAddress,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TQorgauCard>();
}

/** A card filed with one photo, through the multipart form the public page sends. */
async function fileCardWithPhoto() {
  const boundary = '----access-test';
  const image = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a3' } })
    .jpeg()
    .toBuffer();
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="card"\r\n\r\n${JSON.stringify(cardInput())}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="spill.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.call(null, {
    method: 'POST',
    url: `${BASE}/`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    remoteAddress: client(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TQorgauCard>();
}

describe('a rejected Qorgau card', () => {
  it('is gone for guests at its own address, with its files; staff still read it', async () => {
    const card = await fileCardWithPhoto();
    const photoId = card.photos[0]?.id as string;
    expect((await t.call(null, { url: `${BASE}/${card.id}/` })).statusCode).toBe(200);
    const rejected = await t.call(tokens.dotos as string, {
      method: 'POST',
      url: `${BASE}/${card.id}/actions/reject/`,
      payload: { version: card.version, comment: 'Не относится к безопасности' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    for (const url of [
      `${BASE}/${card.id}/`,
      `${BASE}/${card.id}/files/`,
      `${BASE}/${card.id}/files/${photoId}/`,
      `${BASE}/${card.id}/files/${photoId}/thumbnail/`,
    ]) {
      const guest = await t.call(null, { url, headers: lang('en') });
      expect(guest.statusCode, url).toBe(404);
      expect(guest.json<TErrorBody>().detail).toBe('Record not found');
    }
    const staff = await t.call(tokens.dotos as string, { url: `${BASE}/${card.id}/` });
    expect(staff.statusCode).toBe(200);
    expect(staff.json<TQorgauCard>().status).toBe('rejected');
  });
});

describe('comments on a public card', () => {
  const commentsOf = async (id: string) =>
    (
      await t.database.db.select({ n: count() }).from(recordComments).where(eq(recordComments.entityId, id))
    )[0]?.n ?? 0;
  const comment = (login: string, id: string, text: string) =>
    t.call(tokens[login] as string, {
      method: 'POST',
      url: `${BASE}/${id}/comments/`,
      payload: { text },
      headers: lang('en'),
    });

  it('are read by anyone signed in but written only within the card’s scope', async () => {
    const card = await fileCard();
    // Another subsidiary's employee reads the card and its discussion …
    expect((await t.call(tokens.employee2 as string, { url: `${BASE}/${card.id}/` })).statusCode).toBe(200);
    expect(
      (await t.call(tokens.employee2 as string, { url: `${BASE}/${card.id}/comments/` })).statusCode,
    ).toBe(200);
    // … but cannot write to it, and nothing is stored.
    const outside = await comment('employee2', card.id, 'Не наше, но отмечу');
    expect(outside.statusCode).toBe(403);
    expect(outside.json<TErrorBody>().detail).toBe(
      'Only the staff of the record’s organization may comment on it',
    );
    expect(await commentsOf(card.id)).toBe(0);

    // The card's own organization and the holding's HSE staff discuss it.
    expect((await comment('employee', card.id, 'Видел, огородили')).statusCode).toBe(201);
    expect((await comment('dotos', card.id, 'Принято')).statusCode).toBe(201);
    const list = await t.call(tokens.employee2 as string, { url: `${BASE}/${card.id}/comments/` });
    expect(list.json<TComments>().results.map((c) => c.text)).toEqual(['Видел, огородили', 'Принято']);
  });

  it('tell each reader whether they may write, so the web offers the form only to those who may', async () => {
    const card = await fileCard();
    const mayComment = async (login: string) => {
      const list = await t.call(tokens[login] as string, { url: `${BASE}/${card.id}/comments/` });
      expect(list.statusCode, list.body).toBe(200);
      return list.json<TComments>().can_comment;
    };
    expect(await mayComment('employee2')).toBe(false);
    expect(await mayComment('employee')).toBe(true);
    expect(await mayComment('dotos')).toBe(true);
    // The filer takes part in their own card even from another subsidiary.
    const own = await fileCard(tokens.employee2 as string);
    const list = await t.call(tokens.employee2 as string, { url: `${BASE}/${own.id}/comments/` });
    expect(list.json<TComments>().can_comment).toBe(true);
  });

  it('are written by the card’s signed-in filer, whatever their organization', async () => {
    const card = await fileCard(tokens.employee2 as string);
    expect((await comment('employee2', card.id, 'Добавлю: масло течёт снова')).statusCode).toBe(201);
  });
});

describe('the address of a client', () => {
  const submit = (remoteAddress: string, forwardedFor?: string, app = t) =>
    app.call(null, {
      method: 'POST',
      url: `${BASE}/`,
      payload: cardInput(),
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('is the connection’s by default: a forged X-Forwarded-For does not escape the limit', async () => {
    const peer = client();
    for (let i = 0; i < SUBMISSIONS; i++) expect((await submit(peer)).statusCode).toBe(201);
    expect((await submit(peer)).statusCode).toBe(429);
    for (let i = 1; i <= 5; i++) {
      const forged = await submit(peer, `203.0.113.${i}`);
      expect(forged.statusCode).toBe(429);
      expect(Number(forged.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('is the forwarded one behind a proxy the app is told to trust (TRUST_PROXY=1)', async () => {
    const proxied = await createTestApp({
      env: { PUBLIC_SUBMISSIONS_PER_HOUR: String(SUBMISSIONS), TRUST_PROXY: '1' },
    });
    try {
      // Every client comes through the one proxy, so its own address alone would be one client.
      const proxy = '10.30.0.1';
      for (let i = 0; i < SUBMISSIONS; i++)
        expect((await submit(proxy, '198.18.0.1', proxied)).statusCode).toBe(201);
      expect((await submit(proxy, '198.18.0.1', proxied)).statusCode).toBe(429);
      expect((await submit(proxy, '198.18.0.2', proxied)).statusCode).toBe(201);
      // One hop is trusted: what the client wrote further left does not count.
      expect((await submit(proxy, '198.18.0.99, 198.18.0.1', proxied)).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  }, 60_000);

  it('refuses a TRUST_PROXY that is neither off, a hop count nor addresses', async () => {
    const { loadConfig } = await import('../config.ts');
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
    for (const bad of ['true', 'proxy.local', '10.0.0.0/40'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});

describe('failed sign-ins from one address', () => {
  const signIn = (remoteAddress: string, login: string, password = 'Wrong-password-1') =>
    t.call(null, {
      method: 'POST',
      url: '/api/api-token-auth/',
      payload: { login, password },
      remoteAddress,
      headers: lang('en'),
    });

  it(`are limited over any logins: after ${SIGN_IN_FAILURES} the address gets 429 with Retry-After`, async () => {
    const peer = client();
    for (let i = 0; i < SIGN_IN_FAILURES; i++)
      expect((await signIn(peer, `nobody.${address}.${i}`)).statusCode).toBe(400);
    const limited = await signIn(peer, `nobody.${address}.next`);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect(limited.json<TErrorBody>().detail).toMatch(/^Too many failed sign-in attempts/);
    // Refused before the password is checked, so even the right one waits …
    expect((await signIn(peer, 'employee', 'Demo1234!')).statusCode).toBe(429);
    // … while another address signs in.
    expect((await signIn(client(), 'employee', 'Demo1234!')).statusCode).toBe(200);
  });

  it('do not count successful sign-ins', async () => {
    const peer = client();
    for (let i = 0; i < SIGN_IN_FAILURES + 2; i++)
      expect((await signIn(peer, 'employee', 'Demo1234!')).statusCode).toBe(200);
    expect((await signIn(peer, 'nobody.at.all')).statusCode).toBe(400);
  });
});

describe('what browsers and proxies may keep', () => {
  it('nothing of an API answer: personal data, errors and files are no-store', async () => {
    const card = await fileCardWithPhoto();
    const photoId = card.photos[0]?.id as string;
    const answers: [string | null, string][] = [
      [tokens.employee as string, '/api/profile/'],
      [tokens.employee as string, '/api/notifications/'],
      [null, '/api/profile/'],
      [null, '/api/no-such-thing/'],
      [null, `${BASE}/${card.id}/`],
      [tokens.dotos as string, `${BASE}/${card.id}/files/${photoId}/`],
      [tokens.dotos as string, `${BASE}/${card.id}/files/${photoId}/thumbnail/`],
      [tokens.dotos as string, `${BASE}/${card.id}/pdf/`],
      [tokens.employee as string, '/api/profile/photo/'],
    ];
    for (const [token, url] of answers) {
      const answer = await t.call(token, { url });
      expect(answer.statusCode, url).toBeLessThan(500);
      expect(String(answer.headers['cache-control']), url).toMatch(/\bno-store\b/);
    }
  });

  it('hashed assets for a year, the page itself only after asking again', async () => {
    const asset = await t.call(null, { url: `/assets/${HASHED_ASSET}` });
    expect(asset.statusCode, asset.body).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/incidents']) {
      const page = await t.call(null, { url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('lets no page set its base address, and the API documentation still opens', async () => {
    const page = await t.call(null, { url: '/' });
    expect(String(page.headers['content-security-policy'])).toContain("base-uri 'none'");
    const docs = await t.call(null, { url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-initializer.js');
    expect(String(docs.headers['content-security-policy'])).toContain("base-uri 'none'");
    const script = await t.call(null, { url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
  });
});
