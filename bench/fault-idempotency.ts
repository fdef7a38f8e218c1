/**
 * Fault test of retried writes (decisions 022 and 026): the server runs as a child process on a
 * private PostgreSQL database and is killed with SIGKILL every few seconds, then started again,
 * and between kills the database ends all of its connections (`pg_terminate_backend`, what the
 * server sees of a database restart), while concurrent writers create incident messages. Each write carries an Idempotency-Key and, when
 * its connection is cut (or the answer is 409 / 5xx while the server comes back), is sent again
 * with the same key until it is answered. At the end every message is counted by the marker in
 * its description:
 *   acknowledged  writes answered 201;
 *   lost          acknowledged, but not stored (or stored under another id);
 *   duplicated    stored more than once.
 *   crashes       the server ended without being killed (a lost connection must never end it).
 * Lost, duplicated and crashes must be 0; the exit code is 1 otherwise. `--no-keys` sends the same
 * retries without keys, to show what the keys prevent.
 *
 *   npm run bench:fault -- --kills=10 --db-cuts=3 --writers=16
 *
 * Needs PostgreSQL at postgres://postgres@127.0.0.1:5432/postgres (or BENCH_PG_URL); it creates
 * the database hse_fault_<pid> there and drops it at the end. The PostgreSQL server itself is
 * never stopped.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-organizations.ts';
import { seedDemo } from '../apps/server/src/seed/seed.ts';

const { values: args } = parseArgs({
  options: {
    kills: { type: 'string', default: '10' },
    'db-cuts': { type: 'string', default: '3' },
    writers: { type: 'string', default: '16' },
    /** Seconds the server runs under load before each kill: a random time in [min, max]. */
    'up-min': { type: 'string', default: '2' },
    'up-max': { type: 'string', default: '4' },
    port: { type: 'string', default: process.env.FAULT_PORT ?? '3201' },
    'no-keys': { type: 'boolean', default: false },
  },
});
const KILLS = Number(args.kills);
const DB_CUTS = Number(args['db-cuts']);
const WRITERS = Number(args.writers);
const UP_MIN_MS = Number(args['up-min']) * 1000;
const UP_MAX_MS = Number(args['up-max']) * 1000;
const PORT = Number(args.port);
const USE_KEYS = !args['no-keys'];
/** A write not answered within this time is given up (counted, neither lost nor acknowledged). */
const GIVE_UP_MS = 120_000;

const root = path.resolve(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `hse_fault_${process.pid}`;
const dbUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hse-fault-'));
const base = `http://127.0.0.1:${PORT}/api`;
const run = Date.now().toString(36);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function admin(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** Ends every connection the server holds, as a database restart does; returns how many. */
function cutDatabase(): Promise<number> {
  return admin(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name like 'hse-platform%'`,
    [dbName],
  );
}

const serverEnv = {
  ...process.env,
  DATABASE_URL: dbUrl,
  DATA_DIR: dataDir,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  SEED_DEMO: 'false',
  SCRYPT_LOG_N: '10',
  LOG_LEVEL: 'warn',
  READ_CACHE: 'true',
};

/** The demo organizations and accounts, seeded once; every start of the server then migrates only. */
async function prepare() {
  await admin(`drop database if exists ${dbName} with (force)`);
  await admin(`create database ${dbName}`);
  const database = await openDatabase({ url: dbUrl, poolSize: 2 });
  await database.migrate();
  await seedDemo(database.db, loadConfig({ ...serverEnv }));
  await database.close();
}

let server: ChildProcess | null = null;
/** Exits of the server that no kill of this test caused. */
let crashes = 0;
const log = openSync(path.join(dataDir, 'server.log'), 'a');

async function start(): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', log, log],
  });
  const child = server;
  child.once('exit', (_code, signal) => {
    if (signal !== 'SIGKILL') crashes++;
  });
  const began = Date.now();
  for (;;) {
    try {
      const response = await fetch(`${base}/qorgau/settings/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}); see ${dataDir}`);
    if (Date.now() - began > 60_000) throw new Error('The server did not start within 60 s');
    await sleep(100);
  }
}

async function kill(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

type TWrite = { marker: string; id?: string; attempts: number; givenUp?: boolean; refused?: string };

async function signIn(): Promise<{ token: string; organizationId: string }> {
  const response = await fetch(`${base}/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'employee', password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string; organization_id: string };
  return { token: body.token, organizationId: body.organization_id };
}

/** One message created, retried with its key until answered 201 (or refused for good). */
async function write(session: { token: string; organizationId: string }, marker: string): Promise<TWrite> {
  const body = JSON.stringify({
    kind: 'accident',
    organization_id: session.organizationId,
    occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
    location: 'Стенд отказов',
    description: marker,
    measures: 'Нет',
    victims: [
      {
        full_name: 'Тестов Тест Тестович',
        birth_year: 1985,
        position: 'Оператор',
        experience_years: 7,
        instruction_date: '2026-01-15',
        injury_severity: 'light',
        diagnosis: 'Ушиб',
        dependents: 0,
        outcome: 'mtc',
      },
    ],
  });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    authorization: `Token ${session.token}`,
    ...(USE_KEYS ? { 'idempotency-key': randomUUID() } : {}),
  };
  const result: TWrite = { marker, attempts: 0 };
  const began = Date.now();
  for (;;) {
    result.attempts++;
    let status = 0;
    let text = '';
    try {
      const response = await fetch(`${base}/incidents/`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(15_000),
      });
      status = response.status;
      text = await response.text();
    } catch {
      // Cut by the kill, refused while the server starts, or timed out: nobody knows if it was done.
    }
    if (status === 201) {
      result.id = (JSON.parse(text) as { id: string }).id;
      return result;
    }
    if (status !== 0 && status !== 409 && status < 500) {
      result.refused = `${status} ${text}`;
      return result;
    }
    if (Date.now() - began > GIVE_UP_MS) {
      result.givenUp = true;
      return result;
    }
    await sleep(100 + Math.random() * 200);
  }
}

async function main() {
  console.log(
    `Fault test: ${KILLS} kills (SIGKILL), ${WRITERS} writers, ${USE_KEYS ? 'with' : 'WITHOUT'} Idempotency-Key, PostgreSQL database ${dbName}`,
  );
  await prepare();
  await start();
  const session = await signIn();
  const writes: TWrite[] = [];
  let stopping = false;
  let serial = 0;
  const writers = Array.from({ length: WRITERS }, async (_, w) => {
    while (!stopping) {
      const done = await write(session, `fault-${run}-${w}-${++serial}`);
      writes.push(done);
    }
  });
  let restarts = 0;
  let cuts = 0;
  const startedAt = Date.now();
  // The database cuts spread evenly between the kills.
  const events = KILLS + DB_CUTS;
  for (let e = 0; e < events; e++) {
    await sleep(UP_MIN_MS + Math.random() * (UP_MAX_MS - UP_MIN_MS));
    if (server?.exitCode !== null) await start();
    const isCut = cuts < DB_CUTS && Math.floor(((e + 1) * DB_CUTS) / events) > cuts;
    if (isCut) {
      const ended = await cutDatabase();
      cuts++;
      process.stdout.write(`  database cut ${cuts}/${DB_CUTS}: ${ended} connections ended\n`);
      continue;
    }
    await kill();
    await start();
    restarts++;
    process.stdout.write(`  kill ${restarts}/${KILLS}: restarted, ${writes.length} writes answered so far\n`);
  }
  await sleep(UP_MIN_MS);
  stopping = true;
  await Promise.all(writers);
  const seconds = (Date.now() - startedAt) / 1000;

  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const { rows } = await client.query<{ description: string; ids: string[] }>(
    `select description, array_agg(id::text) as ids from incidents where description like $1 group by description`,
    [`fault-${run}-%`],
  );
  await client.end();
  const stored = new Map(rows.map((r) => [r.description, r.ids]));
  const acknowledged = writes.filter((w) => w.id);
  const lost = acknowledged.filter((w) => !stored.get(w.marker)?.includes(w.id as string));
  const duplicated = rows.filter((r) => r.ids.length > 1);
  const givenUp = writes.filter((w) => w.givenUp);
  const refused = writes.filter((w) => w.refused);
  const retried = writes.filter((w) => w.attempts > 1);

  const figures = {
    keys: USE_KEYS,
    writers: WRITERS,
    restarts,
    databaseCuts: cuts,
    crashes,
    seconds: Math.round(seconds),
    acknowledged: acknowledged.length,
    retried: retried.length,
    lost: lost.length,
    duplicated: duplicated.length,
    extraRows: duplicated.reduce((sum, r) => sum + r.ids.length - 1, 0),
    givenUp: givenUp.length,
    refused: refused.length,
  };
  console.log(JSON.stringify(figures, null, 2));
  for (const w of refused.slice(0, 5)) console.log(`  refused: ${w.refused}`);
  const ok =
    lost.length === 0 &&
    duplicated.length === 0 &&
    refused.length === 0 &&
    givenUp.length === 0 &&
    crashes === 0;
  console.log(ok ? 'PASS: nothing lost, nothing stored twice, no crash' : 'FAIL');
  return ok;
}

async function cleanUp() {
  await kill().catch(() => undefined);
  await admin(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}

process.once('SIGINT', () => {
  void cleanUp().then(() => process.exit(130));
});

main()
  .then(async (ok) => {
    await cleanUp();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    console.error(`Server log kept in ${dataDir}/server.log`);
    await kill().catch(() => undefined);
    await admin(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    process.exit(2);
  });
