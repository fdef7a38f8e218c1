import { z } from 'zod';
import { ZRoleSchema } from './users.ts';

/** `POST /api/api-token-auth/`: `login` or, as older clients send it, `username`. */
export const ZLoginRequestSchema = z
  .object({
    login: z.string().trim().min(1, 'validation.required').max(150).optional(),
    username: z.string().trim().min(1, 'validation.required').max(150).optional(),
    password: z.string().min(1, 'validation.required').max(256),
  })
  .refine((v) => v.login !== undefined || v.username !== undefined, {
    message: 'validation.required',
    path: ['login'],
  });
export type TLoginRequest = z.input<typeof ZLoginRequestSchema>;

export const ZLoginFormSchema = z.object({
  login: z.string().trim().min(1, 'validation.required').max(150),
  password: z.string().min(1, 'validation.required').max(256),
});
export type TLoginForm = z.infer<typeof ZLoginFormSchema>;

export const ZLoginResponseSchema = z.object({
  token: z.string(),
  user_id: z.string(),
  roles: z.array(ZRoleSchema),
  organization_name: z.string(),
  organization_id: z.string(),
  fio: z.string(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

/** Liveness: the process answers. */
export const ZHealthSchema = z.object({ status: z.literal('ok') });
/** Readiness: the process can serve, its database answering; `listening` tells whether the read
 * cache hears other processes' changes (it serves from memory only then). */
export const ZReadinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  listening: z.boolean(),
});
export type TReadiness = z.infer<typeof ZReadinessSchema>;
