import { createReadStream, createWriteStream, type ReadStream, type WriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from './ids.ts';

/**
 * Where files live; on disk by default, an S3-compatible store can implement the same calls (its
 * `adopt` a multipart upload's completion, its `open` a ranged GET).
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /**
   * A file being written in pieces (a streamed upload), under a key of its own in the store's
   * temporary area: it becomes a stored file by `adopt`, or is removed.
   */
  temporary(): Promise<{ key: string; stream: WriteStream }>;
  /** Makes a finished temporary file the file under `key`, without copying its bytes. */
  adopt(temporaryKey: string, key: string): Promise<void>;
  /** The size and time of a stored file; null when there is none. */
  stat(key: string): Promise<{ size: number; modifiedAt: Date } | null>;
  /** Bytes `start`..`end` (inclusive) of a stored file, read as they are sent. */
  open(key: string, range?: { start: number; end: number }): ReadStream;
}

const TEMPORARY = 'tmp';

export function diskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid file key ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async temporary() {
      const key = `${TEMPORARY}/${newId()}.part`;
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      return { key, stream: createWriteStream(full, { flags: 'wx' }) };
    },
    async adopt(temporaryKey, key) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      // The temporary area is inside the root: one file system, so a rename moves no bytes.
      await rename(resolve(temporaryKey), full);
    },
    async stat(key) {
      try {
        const found = await stat(resolve(key));
        return { size: found.size, modifiedAt: found.mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    open(key, range) {
      return createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
    },
  };
}
