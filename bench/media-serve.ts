/**
 * The server of the media bench (bench/media.ts), a child process so that the parent's requests
 * and memory are not the server's: it opens PostgreSQL at BENCH_DATABASE_URL, migrates, seeds
 * the demo data and BENCH_DOCUMENTS documents, runs VACUUM ANALYZE, builds the app as main.ts
 * does, listens on a free port of 127.0.0.1 and sends `{ type: 'ready', port, pid, seconds }`.
 * It stops on `{ type: 'stop' }`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createDeps } from '../apps/server/src/platform/deps.ts';
import { seedDemo } from '../apps/server/src/seed/seed.ts';
import { addDocuments } from './media-seed.ts';

type TClient = { query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR is required');
const documentCount = Number(process.env.BENCH_DOCUMENTS ?? 100_000);

async function main() {
  const started = Date.now();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    SCRYPT_LOG_N: '10',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir as string, 'no-web'),
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO: 'true',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.POOL_SIZE,
  });
  const client = (database.db as unknown as { $client: TClient }).$client;
  await database.migrate();
  await seedDemo(database.db, config);
  await addDocuments(client, documentCount);
  await client.query('vacuum analyze');
  const [counted] = (await client.query('select count(*)::int as n from documents')).rows;
  const deps = await createDeps(database, config);
  const app = await buildApp(deps, { logger: false });
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  process.send?.({
    type: 'ready',
    port: typeof address === 'object' && address ? address.port : 0,
    pid: process.pid,
    documents: Number(counted?.n ?? 0),
    seconds: (Date.now() - started) / 1000,
  });
  process.on('message', async (message: { type?: string }) => {
    if (message?.type !== 'stop') return;
    await app.close();
    await database.close?.();
    process.exit(0);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
