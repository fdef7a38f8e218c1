import type { TLoginResponse } from '@hse/contracts/auth';
import type { TLanguage } from '@hse/contracts/constants';
import type { TEnrolledSignIn, TSecondFactorSetup } from '@hse/contracts/second-factor';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { signInChallenges, users } from '../../db/schema/index.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { forgetRateLimitHit, type TClient } from '../../platform/rate-limit.ts';
import { logSecurity } from '../../platform/security-log.ts';
import { hashToken } from '../../platform/tokens.ts';
import {
  acceptTotp,
  beginEnrolment,
  confirmEnrolment,
  readChallenge,
  type TChallengePurpose,
  useRecoveryCode,
} from './second-factor-service.ts';
import {
  assertNotThrottled,
  completeSignIn,
  recordFailure,
  signInUsers,
  takeAddressAttempt,
  throttled,
} from './sign-in-service.ts';

async function challengedUser(deps: TDeps, challenge: string, purpose: TChallengePurpose) {
  const userId = await readChallenge(deps.db, challenge, purpose);
  const [user] = await signInUsers(deps.db).where(eq(users.id, userId)).limit(1);
  if (!user?.isActive) throw new AppError(400, 'errors.sign_in_expired');
  return user;
}

/** Spends the challenge; a second request racing with the same one finds it gone. */
async function claimChallenge(tx: DbOrTx, challenge: string) {
  const claimed = await tx
    .delete(signInChallenges)
    .where(eq(signInChallenges.tokenHash, hashToken(challenge)))
    .returning({ userId: signInChallenges.userId });
  if (claimed.length === 0) throw new AppError(400, 'errors.sign_in_expired');
}

/**
 * Runs a code check of the second step under the sign-in's limits: the login's failures (a
 * wrong code counts like a wrong password, logged as `mfa_failed`) and the address's. `check`
 * answers null for a wrong code, and its work rolls back.
 */
async function withCode<T>(
  deps: TDeps,
  client: TClient,
  challenge: string,
  purpose: TChallengePurpose,
  check: (tx: DbOrTx, user: Awaited<ReturnType<typeof challengedUser>>, login: string) => Promise<T | null>,
): Promise<T> {
  const user = await challengedUser(deps, challenge, purpose);
  const login = user.login.toLowerCase();
  const attempt = await throttled(deps, login, async () => {
    await assertNotThrottled(deps, login);
    return takeAddressAttempt(deps, client);
  });
  const answer = await deps.db.transaction(async (tx) => {
    const done = await check(tx, user, login);
    if (done === null) return null;
    await claimChallenge(tx, challenge);
    await forgetRateLimitHit(tx, attempt);
    return done;
  });
  if (answer === null) {
    await recordFailure(deps, login, user.id, 'mfa_failed');
    throw new AppError(400, 'errors.bad_code');
  }
  return answer;
}

/** The second step of a sign-in: a code from the app, or a recovery code (spent). */
export function verifySecondFactor(
  deps: TDeps,
  client: TClient,
  challenge: string,
  code: string,
  lang: TLanguage,
): Promise<TLoginResponse> {
  return withCode(deps, client, challenge, 'verify', async (tx, user, login) => {
    if (await acceptTotp(tx, user.id, login, code, true))
      return completeSignIn(deps, tx, user, login, lang, { second_factor: 'totp' });
    if (!(await useRecoveryCode(tx, user.id, code))) return null;
    await logSecurity(tx, { event: 'recovery_code_used', actorId: user.id, userId: user.id, login });
    return completeSignIn(deps, tx, user, login, lang, { second_factor: 'recovery_code' });
  });
}

/** Starts the enrolment a role requires, on the way in (the user has no session yet). */
export async function beginRequiredEnrolment(deps: TDeps, challenge: string): Promise<TSecondFactorSetup> {
  const user = await challengedUser(deps, challenge, 'enrol');
  return deps.db.transaction((tx) => beginEnrolment(tx, user.id, user.login));
}

/** Finishes that enrolment with a code from the app, and signs the user in. */
export function finishRequiredEnrolment(
  deps: TDeps,
  client: TClient,
  challenge: string,
  code: string,
  lang: TLanguage,
): Promise<TEnrolledSignIn> {
  return withCode(deps, client, challenge, 'enrol', async (tx, user, login) => {
    const codes = await confirmEnrolment(tx, user.id, user.login, code);
    if (!codes) return null;
    await logSecurity(tx, { event: 'mfa_enrolled', actorId: user.id, userId: user.id, login });
    const session = await completeSignIn(deps, tx, user, login, lang, { second_factor: 'enrolled' });
    return { ...session, recovery_codes: codes };
  });
}
