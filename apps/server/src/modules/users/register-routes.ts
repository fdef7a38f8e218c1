import { ZErrorSchema } from '@hse/contracts/common';
import { ZRegisterSchema } from '@hse/contracts/users';
import { z } from 'zod';
import { langOf, type TApp } from '../../platform/app-types.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { PUBLIC } from '../../platform/permissions.ts';
import { takeRateLimit } from '../../platform/rate-limit.ts';
import { logSecurity } from '../../platform/security-log.ts';
import { createUser } from './users-service.ts';

// Listed with sign-in in the API documentation, though it lives here: registering creates a user.
const tags = ['auth'];

/**
 * Whether an IIN belongs to an employee is not for anyone on the internet to learn: a registrant
 * whose number is taken is sent to the administrator instead (ASVS 6.3.8), and the attempt goes
 * to the security log. A taken login is still named: the registrant chose it and must choose
 * another.
 */
const isTakenIin = (error: unknown) =>
  error instanceof AppError && Boolean(error.fieldErrors?.iin?.includes('errors.iin_taken'));

export function registerRegistrationRoutes(app: TApp, deps: TDeps) {
  app.post(
    '/api/register/',
    {
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary: 'Self-registration: an inactive account that an administrator activates',
        body: ZRegisterSchema,
        response: { 201: z.object({ id: z.string() }), 400: ZErrorSchema, 429: ZErrorSchema },
      },
    },
    async (request, reply) => {
      // Counted before anything is checked, in a transaction of its own: a refused attempt counts
      // too, or probing numbers one by one would cost nothing.
      const { password_confirm: _confirm, ...input } = request.body;
      await deps.db
        .transaction((tx) =>
          takeRateLimit(tx, request, {
            bucket: 'registration',
            limit: deps.config.REGISTRATIONS_PER_HOUR,
            windowMs: 3_600_000,
          }),
        )
        .catch(async (error: unknown) => {
          if (error instanceof AppError && error.statusCode === 429)
            await logSecurity(deps.db, { event: 'registration_throttled', login: input.login });
          throw error;
        });
      try {
        const user = await createUser(
          deps,
          null,
          { ...input, roles: [] },
          { isActive: false, lang: langOf(request) },
        );
        return reply.status(201).send({ id: user.id });
      } catch (error) {
        if (!isTakenIin(error)) throw error;
        await logSecurity(deps.db, {
          event: 'registration_refused',
          login: input.login,
          details: { reason: 'iin_taken' },
        });
        throw new AppError(400, 'errors.registration_refused');
      }
    },
  );
}
