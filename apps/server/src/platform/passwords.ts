import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function derive(password: string, salt: Buffer, logN: number): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below the ASVS cost.
  const maxmem = 256 * N * BLOCK_SIZE;
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N, r: BLOCK_SIZE, p: PARALLELISM, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$<logN>$<salt b64>$<key b64>`: the cost travels with the hash so it can be raised later. */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN);
  return `scrypt$${logN}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(logN));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function needsRehash(stored: string, logN: number): boolean {
  return stored.split('$')[1] !== String(logN);
}
