import { createHash, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, type TSecondFactorSetup } from '@hse/contracts/second-factor';
import { and, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { recoveryCodes, secondFactors, signInChallenges } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { hashToken } from '../../platform/tokens.ts';

/** What the authenticator app shows above the code. */
const ISSUER = 'HSE';
const PERIOD_S = 30;
/** Long enough to open the app and type a code, or to scan a QR code at enrolment. */
const CHALLENGE_MINUTES = 10;
/** Without look-alikes (0/O, 1/I/L), so a code copied from paper is typed right. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_LENGTH = 10;

export type TChallengePurpose = 'verify' | 'enrol';

const totpOf = (secret: string, login: string) =>
  new TOTP({
    issuer: ISSUER,
    label: login,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

export const requiresSecondFactor = (config: TConfig, roles: readonly string[]) =>
  config.MFA_REQUIRED_ROLES.some((role) => roles.includes(role));

/** Whether the user has a confirmed factor: one that sign-in asks for. */
export async function hasSecondFactor(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: secondFactors.userId })
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)))
    .limit(1);
  return Boolean(row);
}

export async function recoveryCodesLeft(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/**
 * Starts (or starts again) an enrolment: a new secret, not yet asked for at sign-in. A confirmed
 * factor is refused: it must be turned off (or reset) first, so a stolen session cannot swap it.
 */
export async function beginEnrolment(tx: DbOrTx, userId: string, login: string): Promise<TSecondFactorSetup> {
  if (await hasSecondFactor(tx, userId)) throw new AppError(409, 'errors.second_factor_enabled');
  const secret = new Secret({ size: 20 }).base32;
  await tx.delete(secondFactors).where(eq(secondFactors.userId, userId));
  await tx.insert(secondFactors).values({ userId, secret });
  const url = totpOf(secret, login).toString();
  // Drawn on the server, so the sign-in page never downloads a QR encoder.
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauth_url: url,
    qr_svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Checks a code from the app against the user's factor (confirmed, or the one being enrolled),
 * one step either side for clock drift. A code accepted once is spent: its time step is kept
 * and no code of that step or an earlier one counts again.
 */
export async function acceptTotp(
  tx: DbOrTx,
  userId: string,
  login: string,
  code: string,
  confirmed: boolean,
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const [factor] = await tx
    .select()
    .from(secondFactors)
    .where(
      and(
        eq(secondFactors.userId, userId),
        confirmed ? isNotNull(secondFactors.confirmedAt) : isNull(secondFactors.confirmedAt),
      ),
    )
    .for('update')
    .limit(1);
  if (!factor) return false;
  const delta = totpOf(factor.secret, login).validate({ token: code, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(Date.now() / 1000 / PERIOD_S) + delta;
  if (step <= factor.lastStep) return false;
  await tx.update(secondFactors).set({ lastStep: step }).where(eq(secondFactors.userId, userId));
  return true;
}

const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Codes of 50 random bits, given out once: a salted SHA-256 suffices (a slow hash guards guessable
 * passwords, and guessing here is throttled like the password).
 */
const hashRecoveryCode = (userId: string, code: string) =>
  createHash('sha256')
    .update(`${userId}:${normalizeRecoveryCode(code)}`)
    .digest('hex');

/** Spends a recovery code: true when it was one of the user's unused ones. */
export async function useRecoveryCode(tx: DbOrTx, userId: string, code: string): Promise<boolean> {
  if (normalizeRecoveryCode(code).length !== RECOVERY_LENGTH) return false;
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(userId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

function newRecoveryCode(): string {
  const chars = Array.from(
    { length: RECOVERY_LENGTH },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/**
 * Confirms the factor being enrolled with a code from the app, and hands out fresh recovery
 * codes (only their hashes stay). False when the code is wrong.
 */
export async function confirmEnrolment(
  tx: DbOrTx,
  userId: string,
  login: string,
  code: string,
): Promise<string[] | null> {
  const [pending] = await tx
    .select({ userId: secondFactors.userId })
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNull(secondFactors.confirmedAt)))
    .limit(1);
  if (!pending) {
    if (await hasSecondFactor(tx, userId)) throw new AppError(409, 'errors.second_factor_enabled');
    throw new AppError(409, 'errors.second_factor_not_started');
  }
  if (!(await acceptTotp(tx, userId, login, code, false))) return null;
  await tx.update(secondFactors).set({ confirmedAt: new Date() }).where(eq(secondFactors.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((c) => ({ id: newId(), userId, codeHash: hashRecoveryCode(userId, c) })));
  return codes;
}

/** Removes the user's factor and recovery codes; answers whether there was a confirmed one. */
export async function removeSecondFactor(tx: DbOrTx, userId: string): Promise<boolean> {
  const had = await hasSecondFactor(tx, userId);
  await tx.delete(secondFactors).where(eq(secondFactors.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
  return had;
}

/** Opens the second step of a sign-in whose password was right; answers the challenge to send. */
export async function openChallenge(tx: DbOrTx, userId: string, purpose: TChallengePurpose): Promise<string> {
  const challenge = randomBytes(32).toString('hex');
  await tx.delete(signInChallenges).where(lt(signInChallenges.expiresAt, new Date()));
  await tx.insert(signInChallenges).values({
    tokenHash: hashToken(challenge),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  return challenge;
}

/** The user a live challenge of this purpose names; 400 when it is unknown, used or expired. */
export async function readChallenge(
  db: DbOrTx,
  challenge: string,
  purpose: TChallengePurpose,
): Promise<string> {
  const [row] = await db
    .select({ userId: signInChallenges.userId, expiresAt: signInChallenges.expiresAt })
    .from(signInChallenges)
    .where(and(eq(signInChallenges.tokenHash, hashToken(challenge)), eq(signInChallenges.purpose, purpose)))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) throw new AppError(400, 'errors.sign_in_expired');
  return row.userId;
}

export async function closeChallenge(tx: DbOrTx, challenge: string): Promise<void> {
  await tx.delete(signInChallenges).where(eq(signInChallenges.tokenHash, hashToken(challenge)));
}
