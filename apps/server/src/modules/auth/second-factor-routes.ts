import { ZLoginResponseSchema } from '@hse/contracts/auth';
import { ZErrorSchema, ZIdParamsSchema } from '@hse/contracts/common';
import {
  ZChallengeCodeSchema,
  ZChallengeSchema,
  ZEnrolledSignInSchema,
  ZRecoveryCodesSchema,
  ZSecondFactorCodeSchema,
  ZSecondFactorSetupSchema,
  ZSecondFactorStatusSchema,
} from '@hse/contracts/second-factor';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, ERROR_RESPONSES, notFound } from '../../platform/errors.ts';
import { ADMIN_ONLY, PUBLIC, SIGNED_IN } from '../../platform/permissions.ts';
import { logSecurity } from '../../platform/security-log.ts';
import {
  acceptTotp,
  beginEnrolment,
  confirmEnrolment,
  hasSecondFactor,
  recoveryCodesLeft,
  removeSecondFactor,
  requiresSecondFactor,
  useRecoveryCode,
} from './second-factor-service.ts';
import { beginRequiredEnrolment, finishRequiredEnrolment, verifySecondFactor } from './second-step.ts';
import { assertNotThrottled, recordFailure, throttled } from './sign-in-service.ts';

const signInErrors = { 400: ZErrorSchema, 409: ZErrorSchema, 429: ZErrorSchema };

/**
 * The second factor (issue 19, TOTP by RFC 6238): the sign-in's second step, enrolment from the
 * personal account, and the administrator's reset. Every change is logged with the change.
 */
export function registerSecondFactorRoutes(app: TApp, deps: TDeps) {
  const signInStep = { permission: PUBLIC, idempotency: false as const };

  app.post(
    '/api/api-token-auth/second-factor/',
    {
      config: signInStep,
      schema: {
        tags: ['auth'],
        summary: 'The sign-in’s second step: a code from the app or a recovery code',
        body: ZChallengeCodeSchema,
        response: { 200: ZLoginResponseSchema, ...signInErrors },
      },
    },
    (request) =>
      verifySecondFactor(deps, request, request.body.challenge, request.body.code, langOf(request)),
  );

  app.post(
    '/api/api-token-auth/second-factor/setup/',
    {
      config: signInStep,
      schema: {
        tags: ['auth'],
        summary: 'Starts the enrolment a role requires, after the password',
        body: ZChallengeSchema,
        response: { 200: ZSecondFactorSetupSchema, ...signInErrors },
      },
    },
    (request) => beginRequiredEnrolment(deps, request.body.challenge),
  );

  app.post(
    '/api/api-token-auth/second-factor/enrol/',
    {
      config: signInStep,
      schema: {
        tags: ['auth'],
        summary: 'Confirms that enrolment with a code and signs in; answers the recovery codes too',
        body: ZChallengeCodeSchema,
        response: { 200: ZEnrolledSignInSchema, ...signInErrors },
      },
    },
    (request) =>
      finishRequiredEnrolment(deps, request, request.body.challenge, request.body.code, langOf(request)),
  );

  const status = async (userId: string, roles: readonly string[]) => ({
    enabled: await hasSecondFactor(deps.db, userId),
    required: requiresSecondFactor(deps.config, roles),
    recovery_codes_left: await recoveryCodesLeft(deps.db, userId),
  });

  app.get(
    '/api/profile/second-factor/',
    {
      config: { permission: SIGNED_IN },
      schema: { tags: ['profile'], response: { 200: ZSecondFactorStatusSchema, ...ERROR_RESPONSES } },
    },
    (request) => {
      const user = currentUser(request);
      return status(user.id, user.roles);
    },
  );

  app.post(
    '/api/profile/second-factor/setup/',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['profile'],
        summary: 'Starts enrolling: a new secret, as a QR code and as text',
        response: { 200: ZSecondFactorSetupSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => {
      const user = currentUser(request);
      return deps.db.transaction((tx) => beginEnrolment(tx, user.id, user.login));
    },
  );

  /** A code typed by a signed-in user: wrong ones count like a wrong password. */
  const withOwnCode = async <T>(
    request: Parameters<typeof currentUser>[0],
    check: (userId: string, login: string) => Promise<T | null>,
  ): Promise<T> => {
    const user = currentUser(request);
    const login = user.login.toLowerCase();
    await throttled(deps, login, () => assertNotThrottled(deps, login));
    const done = await check(user.id, login);
    if (done !== null) return done;
    await recordFailure(deps, login, user.id, 'mfa_failed');
    throw new AppError(400, 'errors.bad_code');
  };

  app.post(
    '/api/profile/second-factor/confirm/',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['profile'],
        summary: 'Confirms the enrolment with a code from the app; answers ten recovery codes',
        body: ZSecondFactorCodeSchema,
        response: { 200: ZRecoveryCodesSchema, ...ERROR_RESPONSES, 429: ZErrorSchema },
      },
    },
    (request) =>
      withOwnCode(request, (userId, login) =>
        deps.db.transaction(async (tx) => {
          const codes = await confirmEnrolment(tx, userId, login, request.body.code);
          if (!codes) return null;
          await logSecurity(tx, { event: 'mfa_enrolled', actorId: userId, userId, login });
          return { recovery_codes: codes };
        }),
      ),
  );

  app.post(
    '/api/profile/second-factor/disable/',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['profile'],
        summary: 'Turns one’s second factor off, proven by a code; not where one’s role requires it',
        body: ZSecondFactorCodeSchema,
        response: { 204: z.null(), ...ERROR_RESPONSES, 429: ZErrorSchema },
      },
    },
    async (request, reply) => {
      if (requiresSecondFactor(deps.config, currentUser(request).roles))
        throw new AppError(403, 'errors.second_factor_required');
      await withOwnCode(request, (userId, login) =>
        deps.db.transaction(async (tx) => {
          const { code } = request.body;
          if (
            !(await acceptTotp(tx, userId, login, code, true)) &&
            !(await useRecoveryCode(tx, userId, code))
          )
            return null;
          await removeSecondFactor(tx, userId);
          await logSecurity(tx, { event: 'mfa_disabled', actorId: userId, userId, login });
          return true;
        }),
      );
      return reply.status(204).send(null);
    },
  );

  const targetOf = async (id: string) => {
    const [target] = await deps.db
      .select({ id: users.id, login: users.login, roles: users.roles })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    if (!target) throw notFound();
    return target;
  };

  app.get(
    '/api/users/:id/second-factor/',
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags: ['users'],
        params: ZIdParamsSchema,
        response: { 200: ZSecondFactorStatusSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const target = await targetOf(request.params.id);
      return status(target.id, target.roles);
    },
  );

  app.post(
    '/api/users/:id/second-factor/reset/',
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags: ['users'],
        summary: 'Removes a user’s second factor (a lost phone); they enrol again',
        params: ZIdParamsSchema,
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const target = await targetOf(request.params.id);
      const admin = currentUser(request);
      await deps.db.transaction(async (tx) => {
        const had = await removeSecondFactor(tx, target.id);
        await logSecurity(tx, {
          event: 'mfa_reset',
          actorId: admin.id,
          userId: target.id,
          login: target.login,
          details: { had_factor: had },
        });
      });
      return reply.status(204).send(null);
    },
  );
}
