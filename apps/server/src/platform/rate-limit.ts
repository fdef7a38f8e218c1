import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
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
};

/**
 * Counts one hit of the request's address, or refuses it with 429 and Retry-After once the
 * address has made `limit` hits within the window. Hits live in the database, so every app
 * process counts the same; an advisory lock per bucket and address keeps concurrent requests
 * from slipping past the limit together. Run it in the transaction that does the work, so a
 * refused or failed request counts nothing.
 */
export async function takeRateLimit(tx: DbOrTx, request: FastifyRequest, rule: TRateLimit): Promise<void> {
  const address = request.ip;
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
    throw new AppError(429, 'errors.too_many_requests', { minutes: Math.ceil(retryAfter / 60) }, undefined, {
      'Retry-After': String(retryAfter),
    });
  }
  await tx.insert(rateLimitHits).values({ id: newId(), bucket: rule.bucket, address });
}
