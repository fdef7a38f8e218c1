import { z } from 'zod';
import { listQuerySchema, ZVersionSchema } from './common.ts';

/**
 * Self-registration requests (/requests, decision 065): a registered account waits inactive
 * until an administrator approves it (it is activated) or refuses it with a reason, which the
 * refused person reads when they try to sign in.
 */
export const REGISTRATION_STATES = ['pending', 'approved', 'refused'] as const;
export const ZRegistrationStateSchema = z.enum(REGISTRATION_STATES, { message: 'validation.one_of' });
export type TRegistrationState = z.infer<typeof ZRegistrationStateSchema>;

export const REGISTRATION_ORDERING = ['created_at', 'last_name'] as const;
export const REFUSAL_REASON_MAX = 1000;

export const ZRegistrationRequestSchema = z.object({
  id: z.uuid(),
  login: z.string(),
  fio: z.string(),
  email: z.string(),
  phone: z.string(),
  iin: z.string(),
  post: z.string(),
  division: z.string(),
  organization_id: z.uuid(),
  organization_name: z.string(),
  state: ZRegistrationStateSchema,
  reason: z.string(),
  decided_at: z.string().nullable(),
  decided_by_fio: z.string().nullable(),
  created_at: z.string(),
  version: z.number().int(),
});
export type TRegistrationRequest = z.infer<typeof ZRegistrationRequestSchema>;

/** `?state=` defaults to the requests still waiting: what the administrator opens the page for. */
export const ZRegistrationRequestListQuerySchema = listQuerySchema(REGISTRATION_ORDERING).extend({
  state: ZRegistrationStateSchema.default('pending'),
  organization_id: z.uuid().optional(),
});
export type TRegistrationRequestListQuery = z.input<typeof ZRegistrationRequestListQuerySchema>;

export const ZRegistrationApproveSchema = z.object({ version: ZVersionSchema });
export type TRegistrationApprove = z.infer<typeof ZRegistrationApproveSchema>;

export const ZRegistrationRefuseSchema = z.object({
  version: ZVersionSchema,
  reason: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(REFUSAL_REASON_MAX, 'validation.too_long'),
});
export type TRegistrationRefuse = z.input<typeof ZRegistrationRefuseSchema>;
