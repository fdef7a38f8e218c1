import { z } from 'zod';
import { listQuerySchema, patchOf, ZQueryBooleanSchema, ZVersionSchema } from './common.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { isValidIin } from './iin.ts';
import { ROLES } from './roles.ts';

export const ZRoleSchema = z.enum(ROLES);

export const BLOOD_GROUPS = ['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'] as const;
export const LICENSE_CATEGORIES = ['A', 'B', 'BE', 'C', 'CE', 'D', 'DE', 'Tb', 'Tm'] as const;

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1, 'validation.required').max(max);
const optionalText = (max: number) => text(max).default('');

export const ZLoginNameSchema = z
  .string()
  .trim()
  .min(3, 'validation.too_short')
  .max(150)
  .regex(/^[A-Za-z0-9._-]+$/, 'validation.login');
export const ZIinSchema = z
  .string()
  .trim()
  .refine((value) => isValidIin(value), 'validation.iin');
export const ZPhoneSchema = z
  .string()
  .trim()
  .regex(/^(\+7\d{10})?$/, 'validation.phone');
export const ZPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH, 'validation.password_min').max(256);

/** Fields a person keeps about themselves (profile) and an administrator about anyone. */
export const ZPersonalFieldsSchema = z.object({
  last_name: requiredText(100),
  first_name: requiredText(100),
  middle_name: optionalText(100),
  email: z.union([z.literal(''), z.email('validation.email').max(254)]).default(''),
  phone: ZPhoneSchema.default(''),
  city: optionalText(100),
  license_categories: z.array(z.enum(LICENSE_CATEGORIES)).max(LICENSE_CATEGORIES.length).default([]),
  blood_group: z.enum(BLOOD_GROUPS).nullable().default(null),
});

/** Fields only an administrator changes. */
export const ZEmploymentFieldsSchema = z.object({
  login: ZLoginNameSchema,
  organization_id: z.uuid('validation.required'),
  division: optionalText(200),
  post: optionalText(200),
  personnel_number: optionalText(50),
  iin: ZIinSchema,
});

function passwordsMatch(v: { password: string; password_confirm: string }) {
  return v.password === v.password_confirm;
}
const mismatch = { message: 'validation.passwords_mismatch', path: ['password_confirm'] };

export const ZPasswordPairSchema = z
  .object({ password: ZPasswordSchema, password_confirm: z.string().min(1, 'validation.required') })
  .refine(passwordsMatch, mismatch);
export type TPasswordPair = z.infer<typeof ZPasswordPairSchema>;

export const ZUserSchema = z.object({
  id: z.string(),
  login: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  fio: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  division: z.string(),
  post: z.string(),
  personnel_number: z.string(),
  iin: z.string(),
  license_categories: z.array(z.string()),
  blood_group: z.string().nullable(),
  organization_id: z.string(),
  organization_name: z.string(),
  roles: z.array(ZRoleSchema),
  is_active: z.boolean(),
  has_photo: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TUser = z.infer<typeof ZUserSchema>;

/** What colleagues see of each other: enough to pick a responsible person. */
export const ZUserShortSchema = ZUserSchema.pick({
  id: true,
  fio: true,
  post: true,
  division: true,
  organization_id: true,
  organization_name: true,
  is_active: true,
  has_photo: true,
});
export type TUserShort = z.infer<typeof ZUserShortSchema>;

export const ZUserCreateSchema = ZPersonalFieldsSchema.extend(ZEmploymentFieldsSchema.shape)
  .extend({
    roles: z.array(ZRoleSchema).max(4).default([]),
    password: ZPasswordSchema,
    password_confirm: z.string().min(1, 'validation.required'),
  })
  .refine(passwordsMatch, mismatch);
export type TUserCreate = z.input<typeof ZUserCreateSchema>;

export const ZUserUpdateSchema = patchOf(
  ZPersonalFieldsSchema.extend(ZEmploymentFieldsSchema.shape).extend({ roles: z.array(ZRoleSchema).max(4) }),
).extend({ version: ZVersionSchema });
export type TUserUpdate = z.input<typeof ZUserUpdateSchema>;

export const ZUserActivationSchema = z.object({ version: ZVersionSchema });

export const USER_ORDERING = ['last_name', 'login', 'created_at', 'organization_name'] as const;
export const ZUserListQuerySchema = listQuerySchema(USER_ORDERING).extend({
  organization_id: z.uuid().optional(),
  role: z.union([ZRoleSchema, z.literal('none')]).optional(),
  is_active: ZQueryBooleanSchema.optional(),
});
export type TUserListQuery = z.input<typeof ZUserListQuerySchema>;

/** `POST /api/register/`: an inactive account an administrator activates. */
export const ZRegisterSchema = ZPersonalFieldsSchema.extend(ZEmploymentFieldsSchema.shape)
  .extend({ password: ZPasswordSchema, password_confirm: z.string().min(1, 'validation.required') })
  .refine(passwordsMatch, mismatch);
export type TRegister = z.input<typeof ZRegisterSchema>;

export const ZProfileUpdateSchema = patchOf(ZPersonalFieldsSchema).extend({ version: ZVersionSchema });
export type TProfileUpdate = z.input<typeof ZProfileUpdateSchema>;

export const ZPasswordChangeSchema = z
  .object({
    current_password: z.string().min(1, 'validation.required'),
    password: ZPasswordSchema,
    password_confirm: z.string().min(1, 'validation.required'),
  })
  .refine(passwordsMatch, mismatch)
  // A "change" to the same password would end every other session and change nothing.
  .refine((value) => value.password !== value.current_password, {
    path: ['password'],
    message: 'validation.password_unchanged',
  });
export type TPasswordChange = z.infer<typeof ZPasswordChangeSchema>;

export const ZRoleEntrySchema = z.object({
  role: ZRoleSchema,
  members: z.array(ZUserShortSchema),
});
export type TRoleEntry = z.infer<typeof ZRoleEntrySchema>;
