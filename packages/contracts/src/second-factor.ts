import { z } from 'zod';
import { ZLoginResponseSchema } from './auth.ts';

/** Recovery codes handed out at enrolment; each signs in once in place of a code from the app. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * The sign-in answer when the password was right but a second step is due: `verify` asks for a
 * code from the app (or a recovery code), `enrol` for enrolling a factor the user's role requires.
 * Users without a factor, whose role does not require one, get the spec's login answer instead.
 */
export const ZSecondFactorStepSchema = z.object({
  second_factor: z.enum(['verify', 'enrol']),
  /** Names this sign-in for the second step; short-lived and single-use, never a token. */
  challenge: z.string(),
});
export type TSecondFactorStep = z.infer<typeof ZSecondFactorStepSchema>;

export const ZSignInAnswerSchema = z.union([ZLoginResponseSchema, ZSecondFactorStepSchema]);
export type TSignInAnswer = z.infer<typeof ZSignInAnswerSchema>;

const code = z.string().trim().min(1, 'validation.required').max(32);
const challenge = z.string().min(1, 'validation.required').max(128);

/** A six-digit code from the app, or one of the recovery codes. */
export const ZSecondFactorCodeSchema = z.object({ code });
export type TSecondFactorCode = z.infer<typeof ZSecondFactorCodeSchema>;
export const ZChallengeSchema = z.object({ challenge });
export const ZChallengeCodeSchema = z.object({ challenge, code });
export type TChallengeCode = z.infer<typeof ZChallengeCodeSchema>;

/** What an authenticator app needs: the QR code (an SVG data URL) and the same secret as text. */
export const ZSecondFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_svg: z.string(),
});
export type TSecondFactorSetup = z.infer<typeof ZSecondFactorSetupSchema>;

export const ZRecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodesSchema>;

/** The answer of an enrolment finished during sign-in: the session and the recovery codes. */
export const ZEnrolledSignInSchema = ZLoginResponseSchema.extend({ recovery_codes: z.array(z.string()) });
export type TEnrolledSignIn = z.infer<typeof ZEnrolledSignInSchema>;

export const ZSecondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The user's role requires a factor (`MFA_REQUIRED_ROLES`): it cannot be turned off. */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TSecondFactorStatus = z.infer<typeof ZSecondFactorStatusSchema>;
