import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lazyTransactions } from './lazy-transactions.ts';
import { listenPg } from './listen-pg.ts';
import { APPLICATION_NAME, keepAliveOnLostConnections } from './pg-connections.ts';
import * as schema from './schema/index.ts';

type TSchema = typeof schema;
/** The one database type the code sees, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, TSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
/** Either the database or a transaction: services accept both so callers can compose them. */
export type DbOrTx = Db | Tx;

/** A source of invalidations: the database's LISTEN, which can drop and come back. */
export type TInvalidationFeed = {
  /** Starts listening; `onReset` runs whenever messages may have been missed. */
  subscribe(
    channel: string,
    onMessage: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
};

export type Database = TInvalidationFeed & {
  db: Db;
  /**
   * PostgreSQL only: a smaller pool whose connections always use a statement's generic plan
   * (`plan_cache_mode = force_generic_plan`), for named statements whose one plan suits every call
   * (decision 110). The setting would reach the main pool's unnamed statements too, which must be
   * planned for their values.
   */
  generic?: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** The embedded database's data directory as a tarball (PGlite only), to start others from. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL through `pg` when a URL is given, else PGlite in `dataDir` (or in memory for
 * `memory://`), started from `snapshot` (a dumped data directory) when one is given.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  snapshot?: Blob;
  /** Told of every connection the database dropped; the process goes on either way. */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.url) {
    const url = options.url;
    const size = options.poolSize ?? 10;
    const poolOf = (max: number, options?: string) =>
      new pg.Pool({
        connectionString: url,
        max,
        // Connections are kept once open: a pool above its minimum arms an idle timer on every
        // release, which is every statement sent outside a transaction.
        min: max,
        application_name: APPLICATION_NAME,
        // While the database is unreachable a request waits this long for a connection, then
        // answers 503 instead of hanging until the client gives up.
        connectionTimeoutMillis: 5_000,
        ...(options ? { options } : {}),
      });
    const pool = poolOf(size);
    const genericPool = poolOf(Math.max(1, Math.floor(size / 2)), '-c plan_cache_mode=force_generic_plan');
    keepAliveOnLostConnections(pool, options.onConnectionError);
    keepAliveOnLostConnections(genericPool, options.onConnectionError);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    lazyTransactions(db, pool);
    await pool.query('select 1');
    return {
      db,
      generic: drizzlePg(genericPool, { schema }) as unknown as Db,
      engine: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      subscribe: (channel, onMessage, onState) =>
        listenPg(url, channel, onMessage, onState, options.onConnectionError),
      close: async () => {
        await Promise.all([pool.end(), genericPool.end()]);
      },
    };
  }
  const dir = options.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // btree_gist lets one GiST index take a Qorgau card's place and date together (decision 019).
  const client = await PGlite.create(dir, {
    extensions: { btree_gist },
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    // One process owns the embedded database, so its listener never misses a message.
    subscribe: async (channel, onMessage, onState) => {
      const unlisten = await client.listen(channel, onMessage);
      onState(true);
      return async () => {
        onState(false);
        if (!client.closed) await unlisten();
      };
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
