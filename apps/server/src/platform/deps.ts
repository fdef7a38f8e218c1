import path from 'node:path';
import type { TConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { diskStorage, type FileStorage } from './file-storage.ts';
import { ReadCache } from './read-cache.ts';

/** What modules need from the outside world; built once per process and passed to each module. */
export type TDeps = {
  db: Db;
  /** Where a statement's generic plan is always used (`Database.generic`); absent on PGlite. */
  generic?: Db;
  config: TConfig;
  storage: FileStorage;
  cache: ReadCache;
};

/** The dependencies of one server process on an open database; `buildApp` closes the cache. */
export async function createDeps(database: Database, config: TConfig): Promise<TDeps> {
  const cache = new ReadCache();
  // Not started, the cache reads through on every call.
  if (config.READ_CACHE) await cache.start(database);
  return {
    db: database.db,
    ...(database.generic ? { generic: database.generic } : {}),
    config,
    storage: diskStorage(path.join(config.dataDir, 'files')),
    cache,
  };
}
