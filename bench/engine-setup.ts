/** The bench's own PostgreSQL database or PGlite data folder, made before an engine and removed after. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PG_ADMIN_URL, PG_DB, root, type TEngine } from './options.ts';

async function withPgAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
const dropBenchDb = () =>
  withPgAdmin((c) => c.query(`drop database if exists ${PG_DB} with (force)`)).then(() => undefined);

export type TEngineSetup = {
  /** What the server child needs to find its database: BENCH_DATA_DIR, BENCH_DATABASE_URL. */
  env: Record<string, string>;
  version: string;
  /** Removes the data folder and drops the database; safe to call twice (also after an interrupt). */
  cleanup: () => Promise<void>;
};

/** A fresh database for the engine, or why the engine is skipped (no PostgreSQL to reach). */
export async function prepareEngine(engine: TEngine): Promise<TEngineSetup | { skipped: string }> {
  const env: Record<string, string> = {};
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `hse-bench-${engine}-`));
  env.BENCH_DATA_DIR = dataDir;
  let version: string;
  if (engine === 'postgres') {
    try {
      version = await withPgAdmin(async (c) => {
        await c.query(`drop database if exists ${PG_DB} with (force)`);
        await c.query(`create database ${PG_DB}`);
        return String((await c.query('show server_version')).rows[0]?.server_version);
      });
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      return { skipped: `PostgreSQL at ${PG_ADMIN_URL}: ${error}` };
    }
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${PG_DB}`;
    env.BENCH_DATABASE_URL = url.toString();
  } else {
    const pkg = path.join(root, 'node_modules/@electric-sql/pglite/package.json');
    version = `PGlite ${(JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version}`;
  }
  const cleanup = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'postgres' && !process.env.BENCH_KEEP_DB) await dropBenchDb().catch(() => {});
  };
  return { env, version, cleanup };
}
