import { createHash, randomBytes } from 'node:crypto';
import type { TRole } from '@hse/contracts/roles';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { authTokens, organizations, users } from '../db/schema/index.ts';
import type { TAuthUser } from './access.ts';

export type TTokenPolicy = { idleMinutes: number; absoluteHours: number };

/** How stale `last_used_at` may get before a request refreshes it: spares a write per call. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: DbOrTx, userId: string, policy: TTokenPolicy): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + policy.absoluteHours * 3600_000),
  });
  return token;
}

export async function revokeToken(db: DbOrTx, tokenHash: string) {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
}

export async function revokeAllTokens(db: DbOrTx, userId: string) {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}

export function formatFio(u: { lastName: string; firstName: string; middleName: string }) {
  return [u.lastName, u.firstName, u.middleName].filter(Boolean).join(' ');
}

/**
 * The token lookup runs on every request: one prepared statement per database, so neither drizzle
 * rebuilds its SQL nor PostgreSQL re-plans the three-table join each time.
 */
const resolveStatements = new WeakMap<DbOrTx, ReturnType<typeof prepareResolve>>();

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

function resolveStatement(db: DbOrTx) {
  let statement = resolveStatements.get(db);
  if (!statement) {
    statement = prepareResolve(db);
    resolveStatements.set(db, statement);
  }
  return statement;
}

/** The signed-in user of a token, or null when it is unknown, expired, idle too long or its user inactive. */
export async function resolveToken(
  db: DbOrTx,
  token: string,
  policy: TTokenPolicy,
): Promise<TAuthUser | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const idleSince = new Date(now.getTime() - policy.idleMinutes * 60_000);
  const [row] = await resolveStatement(db).execute({ tokenHash, now, idleSince });
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(authTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(authTokens.tokenHash, tokenHash), lt(authTokens.lastUsedAt, now)));
  }
  return {
    id: row.id,
    login: row.login,
    fio: formatFio(row),
    roles: row.roles as TRole[],
    organizationId: row.organizationId,
    organizationKind: row.organizationKind,
    tokenHash,
  };
}

/** Drops tokens past their absolute expiry; run now and then, not on the request path. */
export async function purgeExpiredTokens(db: DbOrTx) {
  await db.delete(authTokens).where(lt(authTokens.expiresAt, sql`now()`));
}
