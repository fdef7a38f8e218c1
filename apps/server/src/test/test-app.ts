import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TLoginResponse } from '@hse/contracts/auth';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type TConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createDeps, type TDeps } from '../platform/deps.ts';
import { DEMO_PASSWORD } from '../seed/demo-organizations.ts';
import { seedDemo } from '../seed/seed.ts';
import { TEST_SEED_ENV } from './global-setup.ts';

type TTestDatabase = {
  database: Database;
  /** Whether it already holds the migrated schema and the demo seed. */
  seeded: boolean;
  drop: () => Promise<void>;
};

/**
 * PGlite by default; PostgreSQL when TEST_ENGINE=postgres (a fresh database per test file). Both
 * start from the suite's seeded base (global-setup.ts) unless the file asks for an empty one.
 */
async function openTestDatabase(fromBase: boolean): Promise<TTestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_ENGINE !== 'postgres') {
    const snapshotFile = fromBase ? inject('pgliteSnapshot') : '';
    const snapshot = snapshotFile ? new Blob([readFileSync(snapshotFile)]) : undefined;
    return {
      database: await openDatabase({ snapshot }),
      seeded: Boolean(snapshot),
      drop: async () => {},
    };
  }
  if (!url) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const template = fromBase ? inject('postgresTemplate') : '';
  const name = `hse_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: testUrl.toString(), poolSize: 5 });
  return {
    database,
    seeded: Boolean(template),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type TTestApp = {
  app: FastifyInstance;
  database: Database;
  config: TConfig;
  /** What the app's modules were given: the database and its read cache among them. */
  deps: TDeps;
  /** Signs a demo account in and returns the whole answer. */
  signIn(login: string, password?: string): Promise<TLoginResponse>;
  /** A request as the holder of `token` (none for a guest). */
  call(token: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string> } = {},
): Promise<TTestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hse-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...TEST_SEED_ENV,
    VALIDATE_RESPONSES: 'true',
    WEB_DIST: dataDir,
    ...options.env,
  });
  const wantsSeed = options.seed !== false;
  const { database, seeded, drop } = await openTestDatabase(wantsSeed);
  if (!seeded) {
    await database.migrate();
    if (wantsSeed) await seedDemo(database.db, config);
  }
  const deps = await createDeps(database, config);
  const app = await buildApp(deps, { logger: false });
  await app.ready();

  const call: TTestApp['call'] = (token, request) =>
    app.inject({
      ...request,
      headers: { ...(token ? { authorization: `Token ${token}` } : {}), ...(request.headers ?? {}) },
    });

  return {
    app,
    database,
    config,
    deps,
    call,
    async signIn(login, password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/api-token-auth/',
        payload: { login, password },
      });
      if (response.statusCode !== 200) throw new Error(`Sign-in of ${login} failed: ${response.body}`);
      return response.json<TLoginResponse>();
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A tiny but real JPEG (magic bytes and structure are what the server checks). */
export function jpegBytes(size = 1024): Buffer {
  const head = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00,
  ]);
  const body = Buffer.alloc(Math.max(0, size - head.length - 2), 0x20);
  return Buffer.concat([head, body, Buffer.from([0xff, 0xd9])]);
}

/** A multipart body of text fields and files, its boundary new each time as a browser's FormData makes it. */
export function multipartForm(
  parts: { name: string; value: string | Buffer; filename?: string; type?: string }[],
) {
  const boundary = `----hse${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${
        part.filename ? `; filename="${part.filename}"\r\nContent-Type: ${part.type}` : ''
      }\r\n\r\n`,
    ),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart body with one file part, as a browser's FormData would send it. */
export function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  return multipartForm([{ name: field, value: data, filename, type: contentType }]);
}
