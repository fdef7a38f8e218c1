import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from '../seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory (a tarball file) every test file starts from. */
    pgliteSnapshot: string;
    /** A migrated and seeded PostgreSQL database that test files copy as their template. */
    postgresTemplate: string;
  }
}

/** The settings the demo seed reads; test files may change others, never these. */
// The forms' reminders would find every demo subsidiary's forms missing at any moment a test's scan
// picks; the forms' own test turns them on.
export const TEST_SEED_ENV = { SCRYPT_LOG_N: '10', LOG_LEVEL: 'silent', FORM_REMINDERS: 'false' } as const;

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Migrates and seeds one database before the API suite and hands it to every test file to start
 * from, so that no file pays for initdb, the migrations and the seed again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'hse-test-base-'));
  const config = loadConfig({ DATA_DIR: workDir, WEB_DIST: workDir, ...TEST_SEED_ENV });
  const url = process.env.TEST_DATABASE_URL;

  if (process.env.TEST_ENGINE === 'postgres' && url) {
    const name = `hse_test_base_${process.pid}`;
    await adminQuery(url, `drop database if exists ${name}`);
    await adminQuery(url, `create database ${name}`);
    const baseUrl = new URL(url);
    baseUrl.pathname = `/${name}`;
    const database = await openDatabase({ url: baseUrl.toString(), poolSize: 2 });
    await database.migrate();
    await seedDemo(database.db, config);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await adminQuery(url, `drop database if exists ${name} with (force)`);
      rmSync(workDir, { recursive: true, force: true });
    };
  }

  const database = await openDatabase({});
  await database.migrate();
  await seedDemo(database.db, config);
  const tarball = await database.dump?.();
  await database.close();
  const file = path.join(workDir, 'seeded.tar');
  if (tarball) writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteSnapshot', tarball ? file : '');
  project.provide('postgresTemplate', '');
  return async () => rmSync(workDir, { recursive: true, force: true });
}
