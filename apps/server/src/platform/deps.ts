import type { TConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { FileStorage } from './file-storage.ts';

/** What modules need from the outside world; built once in app.ts and passed to each module. */
export type TDeps = { db: Db; config: TConfig; storage: FileStorage };
