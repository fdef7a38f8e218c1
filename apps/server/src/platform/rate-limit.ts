import type { TMessageKey } from '@hse/contracts/messages';
import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import { newId } from './ids.ts';

export type TRateLimit = {
  /** What is counted, e.g. `qorgau_card`; each bucket has its own count per address. */
  bucket: string;
  /** How many hits one address may make within the window. */
  limit: number;
  windowMs: number;
  /** The text of the 429, given `{minutes}`; by default the one about too many submissions. */
  message?: TMessageKey;
};

/** Who is counted: the client's address as Fastify sees it (`TRUST_PROXY` decides whom it believes). */
export type TClient = { ip: string };

/**
 * Counts one hit of the client's address, or refuses it with 429 and Retry-After once the
 * address has made `limit` hits within the window. Hits live in the database, so every app
 * process counts the same; an advisory lock per bucket and address keeps concurrent requests
 * from slipping past the limit together. Run it in the transaction that does the work, so a
 * refused or failed request counts nothing. Answers the hit's id, for `forgetRateLimitHit`.
 */
export async function takeRateLimit(tx: DbOrTx, client: TClient, rule: TRateLimit): Promise<string> {
  const address = client.ip;
  const since = new Date(Date.now() - rule.windowMs);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${rule.bucket}|${address}`}))`);
  const match = and(eq(rateLimitHits.bucket, rule.bucket), eq(rateLimitHits.address, address));
  await tx.delete(rateLimitHits).where(and(match, lt(rateLimitHits.at, since)));
  const [used] = await tx
    .select({ hits: count(), oldest: min(rateLimitHits.at) })
    .from(rateLimitHits)
    .where(and(match, gt(rateLimitHits.at, since)));
  if ((used?.hits ?? 0) >= rule.limit) {
    const oldest = used?.oldest ? new Date(used.oldest).getTime() : Date.now();
    const retryAfter = Math.max(1, Math.ceil((oldest + rule.windowMs - Date.now()) / 1000));
    throw new AppError(
      429,
      rule.message ?? 'errors.too_many_requests',
      { minutes: Math.ceil(retryAfter / 60) },
      undefined,
      {
        'Retry-After': String(retryAfter),
      },
    );
  }
  const id = newId();
  await tx.insert(rateLimitHits).values({ id, bucket: rule.bucket, address });
  return id;
}

/** Takes back a hit that turned out not to count (a sign-in that succeeded). */
export async function forgetRateLimitHit(db: DbOrTx, id: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, id));
}
