import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents } from '../db/schema/index.ts';
import { orgTree, type TOrgTree } from './builders.ts';
import { incidentInput } from './incident-builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

/** Phones on slow networks: the built app's copies chosen by Accept-Encoding, API answers compressed. */

let t: TTestApp;
let tree: TOrgTree;
let webDist: string;
let employee: string;
let admin: string;
const ASSET = 'index-Zx9Yw8Vu.js';
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};`;
const PAGE = `<!doctype html><title>HSE</title><script type="module" src="/assets/${ASSET}"></script>`;

beforeAll(async () => {
  // A built web app as the build leaves it: each text file beside its brotli and gzip copies.
  webDist = mkdtempSync(path.join(tmpdir(), 'hse-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  const write = (file: string, text: string) => {
    writeFileSync(path.join(webDist, file), text);
    writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(text));
  };
  write('index.html', PAGE);
  write(`assets/${ASSET}`, SCRIPT);
  t = await createTestApp({ env: { WEB_DIST: webDist } });
  tree = await orgTree(t);
  employee = (await t.signIn('employee')).token;
  admin = (await t.signIn('admin')).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const production = () => tree.subsidiaries[0]?.id as string;

/** The body as the browser reads it, whatever encoding it came in. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

describe('the built web app', () => {
  it('sends a script’s brotli copy to a browser that takes it, gzip to one that takes only that', async () => {
    const br = await t.call(null, {
      url: `/assets/${ASSET}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBeLessThan(SCRIPT.length / 3);
    expect(decoded(br)).toBe(SCRIPT);

    const gzip = await t.call(null, { url: `/assets/${ASSET}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(SCRIPT);

    const plain = await t.call(null, { url: `/assets/${ASSET}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the page of a client route compressed and still asks for it again each time', async () => {
    const page = await t.call(null, { url: '/incidents', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decoded(page)).toBe(PAGE);
  });
});

describe('API answers', () => {
  it('compresses a list page, which reads the same as the uncompressed one', async () => {
    const url = '/api/users/?page_size=50';
    const plain = await t.call(admin, { url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4096);

    const compressed = await t.call(admin, { url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decoded(compressed))).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const health = await t.call(null, { url: '/api/health/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('answers a retried create with the first answer, compressed as each request asks, and stores one record', async () => {
    const stamp = Date.now();
    const description = `Сжатый повтор ${stamp}`;
    const payload = incidentInput(production(), { description });
    const send = (encoding: string) =>
      t.call(employee, {
        method: 'POST',
        url: '/api/incidents/',
        payload,
        headers: { 'idempotency-key': `compressed-${stamp}`, 'accept-encoding': encoding },
      });
    const first = await send('gzip');
    expect(first.statusCode, first.body).toBe(201);
    const again = await send('br');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(JSON.parse(decoded(again))).toEqual(JSON.parse(decoded(first)));
    const [row] = await t.database.db
      .select({ n: count() })
      .from(incidents)
      .where(eq(incidents.description, description));
    expect(row?.n).toBe(1);
  });
});
