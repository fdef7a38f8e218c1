import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TLoginResponse } from '@hse/contracts/auth';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APPLICATION_NAME } from '../db/pg-connections.ts';
import { DEMO_PASSWORD } from '../seed/demo-organizations.ts';
import { TEST_SEED_ENV } from './global-setup.ts';
import { incidentInput } from './incident-builders.ts';
import { startTcpProxy, type TTcpProxy } from './tcp-proxy.ts';

/**
 * The server as a real process on PostgreSQL whose connections are cut under load: by the
 * database ending them (`pg_terminate_backend`, as in a restart) and by the network going away
 * (a relay the test cuts). The process must live on, answer 503 meanwhile and recover by itself.
 */
const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_ENGINE === 'postgres' && Boolean(url);

const root = path.resolve(import.meta.dirname, '../../../..');
let adminUrl: URL;
let dbName: string;
let proxy: TTcpProxy;
let server: ChildProcess;
let base: string;
let token: string;
let organizationId: string;
let serverLog = '';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = [], database = 'postgres') {
  const target = new URL(adminUrl);
  target.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const ready = async () => {
  const response = await fetch(`${base}/api/health/`);
  const body = (await response.json()) as { listening?: boolean };
  return response.status === 200 && body.listening === true;
};

function createIncident(lang = 'ru') {
  return fetch(`${base}/api/incidents/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(incidentInput(organizationId)),
  });
}

/** Writers creating messages one after another until `stop`, keeping what was acknowledged. */
async function writeUntil(stop: () => boolean, acknowledged: string[], refused: Response[]) {
  while (!stop()) {
    const response = await createIncident();
    if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
    else {
      refused.push(response);
      await response.text();
    }
  }
}

async function storedOf(ids: string[]): Promise<number> {
  const rows = await sql<{ n: string }>(
    'select count(*) as n from incidents where id = any($1)',
    [ids],
    dbName,
  );
  return Number(rows[0]?.n);
}

beforeAll(async () => {
  if (!onPostgres || !url) return;
  adminUrl = new URL(url);
  dbName = `hse_outage_${process.pid}`;
  await sql(`drop database if exists ${dbName} with (force)`);
  await sql(`create database ${dbName} template ${inject('postgresTemplate')}`);
  proxy = await startTcpProxy({ host: adminUrl.hostname, port: Number(adminUrl.port || 5432) });
  const through = new URL(adminUrl);
  through.host = `127.0.0.1:${proxy.port}`;
  through.pathname = `/${dbName}`;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hse-outage-'));
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...TEST_SEED_ENV,
      LOG_LEVEL: 'warn',
      DATABASE_URL: through.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: dataDir,
      SEED_DEMO: 'false',
      POOL_SIZE: '4',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    serverLog += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    serverLog += chunk;
  });
  server.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  expect(await waitFor(ready, 45_000), serverLog).toBe(true);
  const signIn = await fetch(`${base}/api/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'employee', password: DEMO_PASSWORD }),
  });
  const session = (await signIn.json()) as TLoginResponse;
  token = session.token;
  organizationId = session.organization_id;
}, 90_000);

afterAll(async () => {
  if (!onPostgres) return;
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await proxy?.close();
  await sql(`drop database if exists ${dbName} with (force)`);
});

describe.skipIf(!onPostgres)('a server whose database connections are lost', () => {
  it('lives through connections the database ends mid-load, answers 503 meanwhile and loses nothing', async () => {
    const acknowledged: string[] = [];
    const refused: Response[] = [];
    let stopped = false;
    const writers = Array.from({ length: 6 }, () => writeUntil(() => stopped, acknowledged, refused));
    await new Promise((resolve) => setTimeout(resolve, 700));
    // Twice, so that connections the pool opened after the first cut are ended too.
    for (let round = 0; round < 2; round++) {
      const ended = await sql<{ ok: boolean }>(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity
          where datname = $1 and application_name like $2`,
        [dbName, `${APPLICATION_NAME}%`],
      );
      expect(server.exitCode, serverLog).toBeNull();
      expect(ended.length, serverLog).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    stopped = true;
    await Promise.all(writers);

    expect(server.exitCode, serverLog).toBeNull();
    for (const response of refused) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
    }
    // Recovered by itself: the next writes succeed, and the cache listens again.
    expect(await waitFor(ready, 10_000)).toBe(true);
    const after = await createIncident();
    expect(after.status).toBe(201);
    acknowledged.push(((await after.json()) as { id: string }).id);
    expect(acknowledged.length).toBeGreaterThan(5);
    expect(await storedOf(acknowledged)).toBe(acknowledged.length);
  }, 60_000);

  it('answers 503 with Retry-After while the database is out of reach and resumes when it is back', async () => {
    proxy.cut();
    try {
      const write = await createIncident('en');
      expect(write.status).toBe(503);
      expect(write.headers.get('retry-after')).toBe('5');
      expect(await write.json()).toEqual({
        detail: 'The service is temporarily unavailable. Try again in a few seconds',
      });
      const readiness = await fetch(`${base}/api/health/`);
      expect(readiness.status).toBe(503);
      expect(await readiness.json()).toMatchObject({
        status: 'unavailable',
        database: 'down',
        listening: false,
      });
      const liveness = await fetch(`${base}/api/health/live/`);
      expect(liveness.status).toBe(200);
    } finally {
      proxy.restore();
    }
    const resumed = Date.now();
    expect(await waitFor(ready, 10_000)).toBe(true);
    expect(Date.now() - resumed).toBeLessThan(10_000);
    const write = await createIncident();
    expect(write.status).toBe(201);
    expect(await storedOf([((await write.json()) as { id: string }).id])).toBe(1);
    expect(server.exitCode, serverLog).toBeNull();
  }, 60_000);
});
