import { createHash, randomBytes } from 'node:crypto';
import type { TRole } from '@hse/contracts/roles';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { authTokens, organizations, users } from '../db/schema/index.ts';
import type { TAuthUser } from './access.ts';
import { preparedOnce } from './prepared.ts';
import { cacheTags, type ReadCache } from './read-cache.ts';
import { currentClient } from './security-log.ts';

export type TTokenPolicy = { idleMinutes: number; absoluteHours: number };

/** How stale `last_used_at` may get before a request refreshes it: spares a write per call. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: DbOrTx, userId: string, policy: TTokenPolicy): Promise<string> {
  const token = randomBytes(32).toString('hex');
  const client = currentClient();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    userAgent: client.userAgent,
    address: client.address,
    expiresAt: new Date(Date.now() + policy.absoluteHours * 3600_000),
  });
  return token;
}

export async function revokeToken(db: DbOrTx, cache: ReadCache, user: TAuthUser) {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, user.tokenHash));
  await cache.invalidate(db, [cacheTags.user(user.id)]);
}

export async function revokeAllTokens(db: DbOrTx, cache: ReadCache, userId: string) {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
  await cache.invalidate(db, [cacheTags.user(userId)]);
}

export function formatFio(u: { lastName: string; firstName: string; middleName: string }) {
  return [u.lastName, u.firstName, u.middleName].filter(Boolean).join(' ');
}

/**
 * The token lookup runs on every request that misses the cache: one prepared statement, so neither
 * drizzle rebuilds its SQL nor PostgreSQL re-plans the three-table join each time.
 */
function prepareResolve(db: DbOrTx) {
  return db
    .select({
      id: users.id,
      login: users.login,
      lastName: users.lastName,
      firstName: users.firstName,
      middleName: users.middleName,
      roles: users.roles,
      organizationId: users.organizationId,
      organizationKind: organizations.kind,
      lastUsedAt: authTokens.lastUsedAt,
      expiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        gt(authTokens.expiresAt, sql.placeholder('now')),
        gt(authTokens.lastUsedAt, sql.placeholder('idleSince')),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('resolve_token');
}

const resolveStatement = (db: DbOrTx) => preparedOnce(db, 'resolve-token', () => prepareResolve(db));

type TResolved = { user: TAuthUser; lastUsedAt: number; expiresAt: number };

/**
 * The signed-in user of a token, or null when it is unknown, expired, idle too long or its user
 * inactive. Every request asks, so the answer is cached; revoking a token or changing its user
 * drops it (see ReadCache), and expiry is checked again on each hit.
 */
/** A cached answer still within the token's limits; expired or idle ones go to the database. */
const usable = (resolved: TResolved | null | undefined, now: number, idleMs: number) =>
  resolved != null && now < resolved.expiresAt && now - resolved.lastUsedAt <= idleMs;

/**
 * The user of a token whose answer is cached and still valid, found without waiting; undefined
 * when `resolveToken` must decide.
 */
export function cachedTokenUser(
  cache: ReadCache,
  token: string,
  policy: TTokenPolicy,
): TAuthUser | undefined {
  const resolved = cache.peek<TResolved | null>(`token:${hashToken(token)}`);
  return usable(resolved, Date.now(), policy.idleMinutes * 60_000) ? resolved?.user : undefined;
}

export async function resolveToken(
  db: DbOrTx,
  cache: ReadCache,
  token: string,
  policy: TTokenPolicy,
): Promise<TAuthUser | null> {
  const tokenHash = hashToken(token);
  const key = `token:${tokenHash}`;
  const idleMs = policy.idleMinutes * 60_000;
  const load = () => loadToken(db, tokenHash, idleMs);
  let resolved = await cache.through(
    key,
    (found) => [cacheTags.user(found.user.id), cacheTags.organizations],
    load,
  );
  const now = Date.now();
  if (resolved && !usable(resolved, now, idleMs)) {
    // The cached answer aged past a limit: the database decides, and may have seen later use.
    cache.invalidateLocal([cacheTags.user(resolved.user.id)]);
    resolved = await load();
  }
  return resolved?.user ?? null;
}

async function loadToken(db: DbOrTx, tokenHash: string, idleMs: number): Promise<TResolved | null> {
  const now = new Date();
  const idleSince = new Date(now.getTime() - idleMs);
  const [row] = await resolveStatement(db).execute({ tokenHash, now, idleSince });
  if (!row) return null;
  let lastUsedAt = row.lastUsedAt.getTime();
  if (now.getTime() - lastUsedAt > TOUCH_INTERVAL_MS) {
    await db
      .update(authTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(authTokens.tokenHash, tokenHash), lt(authTokens.lastUsedAt, now)));
    lastUsedAt = now.getTime();
  }
  return {
    user: {
      id: row.id,
      login: row.login,
      fio: formatFio(row),
      roles: row.roles as TRole[],
      organizationId: row.organizationId,
      organizationKind: row.organizationKind,
      tokenHash,
    },
    lastUsedAt,
    expiresAt: row.expiresAt.getTime(),
  };
}

/** Drops tokens past their absolute expiry; run now and then, not on the request path. */
export async function purgeExpiredTokens(db: DbOrTx) {
  await db.delete(authTokens).where(lt(authTokens.expiresAt, sql`now()`));
}
