import { ZErrorSchema } from '@hse/contracts/common';
import { ZRegisterSchema } from '@hse/contracts/users';
import { z } from 'zod';
import { langOf, type TApp } from '../../platform/app-types.ts';
import type { TDeps } from '../../platform/deps.ts';
import { PUBLIC } from '../../platform/permissions.ts';
import { createUser } from './users-service.ts';

// Listed with sign-in in the API documentation, though it lives here: registering creates a user.
const tags = ['auth'];

export function registerRegistrationRoutes(app: TApp, deps: TDeps) {
  app.post(
    '/api/register/',
    {
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary: 'Self-registration: an inactive account that an administrator activates',
        body: ZRegisterSchema,
        response: { 201: z.object({ id: z.string() }), 400: ZErrorSchema },
      },
    },
    async (request, reply) => {
      const { password_confirm: _confirm, ...input } = request.body;
      const user = await createUser(
        deps,
        null,
        { ...input, roles: [] },
        { isActive: false, lang: langOf(request) },
      );
      return reply.status(201).send({ id: user.id });
    },
  );
}
