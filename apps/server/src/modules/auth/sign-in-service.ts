import type { TLoginResponse } from '@hse/contracts/auth';
import type { TLanguage } from '@hse/contracts/constants';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '@hse/contracts/constants';
import type { TRole } from '@hse/contracts/roles';
import type { TSignInAnswer } from '@hse/contracts/second-factor';
import type { TSecurityEvent } from '@hse/contracts/security-log';
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { history, loginFailures, organizations, users } from '../../db/schema/index.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../platform/passwords.ts';
import { forgetRateLimitHit, type TClient, takeRateLimit } from '../../platform/rate-limit.ts';
import { logSecurity } from '../../platform/security-log.ts';
import { formatFio, issueToken } from '../../platform/tokens.ts';
import { hasSecondFactor, openChallenge, requiresSecondFactor } from './second-factor-service.ts';

let decoyHash: Promise<string> | undefined;

/** Refuses further tries once a login has failed too often within the window; counted before any hashing. */
export async function assertNotThrottled(deps: TDeps, login: string) {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  const failures = await deps.db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures.login, login), gt(loginFailures.at, since)))
    .orderBy(asc(loginFailures.at));
  if (failures.length < LOGIN_MAX_FAILURES) return;
  const oldest = failures[failures.length - LOGIN_MAX_FAILURES]?.at ?? new Date();
  const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + LOGIN_FAILURE_WINDOW_MS - Date.now()) / 1000));
  throw new AppError(429, 'errors.too_many_attempts', { minutes: Math.ceil(retryAfter / 60) }, undefined, {
    'Retry-After': String(retryAfter),
  });
}

/** Counts a failed try of `login` (a wrong password, or a wrong second-factor code) and logs it. */
export async function recordFailure(
  deps: TDeps,
  login: string,
  userId: string | null,
  event: TSecurityEvent = 'sign_in_failed',
) {
  const expired = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  await deps.db.transaction(async (tx) => {
    await tx.insert(loginFailures).values({ id: newId(), login });
    await logSecurity(tx, { event, userId, login });
    await tx
      .delete(loginFailures)
      .where(or(and(eq(loginFailures.login, login), lt(loginFailures.at, expired))));
  });
}

/**
 * Counts the attempt against the client's address before any hashing, so one address trying
 * many logins is refused (429) before it costs a scrypt hash each; the limit holds under a burst
 * of concurrent attempts too. A successful sign-in takes its count back.
 */
export function takeAddressAttempt(deps: TDeps, client: TClient): Promise<string> {
  return deps.db.transaction((tx) =>
    takeRateLimit(tx, client, {
      bucket: 'sign_in_failure',
      limit: deps.config.SIGN_IN_FAILURES_PER_ADDRESS,
      windowMs: LOGIN_FAILURE_WINDOW_MS,
      message: 'errors.too_many_attempts',
    }),
  );
}

/** Runs the limits' checks; a refusal (429) is logged before it is answered. */
export async function throttled<T>(deps: TDeps, login: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429)
      await logSecurity(deps.db, { event: 'sign_in_throttled', login });
    throw error;
  }
}

/**
 * A self-registered account that no administrator has activated yet (one deactivated later is
 * not told apart from a wrong password). Asked only after the right password was given, so it
 * tells nothing to someone guessing.
 */
async function awaitsActivation(deps: TDeps, userId: string): Promise<boolean> {
  const [registered] = await deps.db
    .select({ id: history.id })
    .from(history)
    .where(and(eq(history.entityType, 'user'), eq(history.entityId, userId), eq(history.action, 'register')))
    .limit(1);
  if (!registered) return false;
  const [activated] = await deps.db
    .select({ id: history.id })
    .from(history)
    .where(
      and(
        eq(history.entityType, 'user'),
        eq(history.entityId, userId),
        sql`${history.changes} -> 'is_active' ->> 'to' = 'true'`,
      ),
    )
    .limit(1);
  return !activated;
}

/**
 * The reason an administrator refused this self-registration with (decision 065), told like the
 * wait for activation: only after the right password was given.
 */
async function refusalOf(deps: TDeps, userId: string): Promise<string | undefined> {
  const [row] = await deps.db
    .select({ registration: users.registration, reason: users.registrationReason })
    .from(users)
    .where(eq(users.id, userId));
  return row?.registration === 'refused' ? row.reason : undefined;
}

/**
 * Checks credentials and issues a token. Unknown login, wrong password and a deactivated
 * account answer the same text (only the right password of an account awaiting activation is
 * told so), and an unknown login still costs one hash, so neither the
 * answer nor its timing tells which part was wrong.
 */
export async function signIn(
  deps: TDeps,
  client: TClient,
  rawLogin: string,
  password: string,
  lang: TLanguage,
): Promise<TSignInAnswer> {
  const login = rawLogin.trim().toLowerCase();
  const attempt = await throttled(deps, login, async () => {
    await assertNotThrottled(deps, login);
    return takeAddressAttempt(deps, client);
  });
  const [user] = await signInUsers(deps.db).where(sql`lower(${users.login}) = ${login}`).limit(1);
  decoyHash ??= hashPassword('decoy-password', deps.config.SCRYPT_LOG_N);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  if (user && valid && !user.isActive) {
    const refusal = await refusalOf(deps, user.id);
    if (refusal !== undefined) throw new AppError(403, 'errors.registration_declined', { reason: refusal });
    if (await awaitsActivation(deps, user.id)) throw new AppError(403, 'errors.awaiting_activation');
  }
  if (!user || !valid || !user.isActive) {
    await recordFailure(deps, login, user?.id ?? null);
    throw new AppError(400, 'errors.bad_credentials');
  }
  if (needsRehash(user.passwordHash, deps.config.SCRYPT_LOG_N)) {
    const rehashed = await hashPassword(password, deps.config.SCRYPT_LOG_N);
    await deps.db.update(users).set({ passwordHash: rehashed }).where(eq(users.id, user.id));
  }
  const factor = await hasSecondFactor(deps.db, user.id);
  if (factor || requiresSecondFactor(deps.config, user.roles)) {
    // The password's failures stay counted until the code is right too: a known password must
    // not reset the count of guessed codes.
    return deps.db.transaction(async (tx) => {
      await forgetRateLimitHit(tx, attempt);
      const purpose = factor ? 'verify' : 'enrol';
      return { second_factor: purpose, challenge: await openChallenge(tx, user.id, purpose) };
    });
  }
  return deps.db.transaction(async (tx) => {
    await forgetRateLimitHit(tx, attempt);
    return completeSignIn(deps, tx, user, login, lang);
  });
}

/** The account fields a sign-in answers with; filter it by login or id. */
export function signInUsers(db: DbOrTx) {
  return db
    .select({
      id: users.id,
      login: users.login,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      roles: users.roles,
      lastName: users.lastName,
      firstName: users.firstName,
      middleName: users.middleName,
      organizationId: users.organizationId,
      nameRu: organizations.nameRu,
      nameKk: organizations.nameKk,
      nameEn: organizations.nameEn,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .$dynamic();
}

type TSignInUser = Awaited<ReturnType<ReturnType<typeof signInUsers>['execute']>>[number];

/**
 * Ends a sign-in that passed every step: clears the login's failures, logs it and issues the
 * token, in the caller's transaction. The answer is the spec's login answer.
 */
export async function completeSignIn(
  deps: TDeps,
  tx: DbOrTx,
  user: TSignInUser,
  login: string,
  lang: TLanguage,
  details?: Record<string, unknown>,
): Promise<TLoginResponse> {
  await tx.delete(loginFailures).where(eq(loginFailures.login, login));
  await logSecurity(tx, { event: 'sign_in', actorId: user.id, userId: user.id, login, details });
  const token = await issueToken(tx, user.id, {
    idleMinutes: deps.config.TOKEN_IDLE_MINUTES,
    absoluteHours: deps.config.TOKEN_ABSOLUTE_HOURS,
  });
  const names = { ru: user.nameRu, kk: user.nameKk, en: user.nameEn };
  return {
    token,
    user_id: user.id,
    roles: user.roles as TRole[],
    organization_id: user.organizationId,
    organization_name: names[lang] || user.nameRu,
    fio: formatFio(user),
  };
}
