import { z } from 'zod';
import { patchOf, ZVersionSchema } from './common.ts';

export const ORGANIZATION_KINDS = ['holding', 'subsidiary', 'division'] as const;
export const ZOrganizationKindSchema = z.enum(ORGANIZATION_KINDS);
export type TOrganizationKind = z.infer<typeof ZOrganizationKindSchema>;

/** The kind a parent must have for each kind of organization. */
export const PARENT_KIND: Record<TOrganizationKind, TOrganizationKind | null> = {
  holding: null,
  subsidiary: 'holding',
  division: 'subsidiary',
};

const name = z.string().trim().min(1, 'validation.required').max(300);

export const ZOrganizationSchema = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  kind: ZOrganizationKindSchema,
  name_ru: z.string(),
  name_kk: z.string(),
  name_en: z.string(),
  short_name: z.string(),
  bin: z.string(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TOrganization = z.infer<typeof ZOrganizationSchema>;

export const ZOrganizationCreateSchema = z.object({
  parent_id: z.uuid().nullable(),
  kind: ZOrganizationKindSchema,
  name_ru: name,
  name_kk: name,
  name_en: name,
  short_name: z.string().trim().max(100).default(''),
  /** Business identification number: 12 digits when given. */
  bin: z
    .string()
    .trim()
    .regex(/^(\d{12})?$/, 'validation.invalid')
    .default(''),
});
export type TOrganizationCreate = z.input<typeof ZOrganizationCreateSchema>;

export const ZOrganizationUpdateSchema = patchOf(
  ZOrganizationCreateSchema.omit({ kind: true, parent_id: true }),
).extend({
  version: ZVersionSchema,
});
export type TOrganizationUpdate = z.input<typeof ZOrganizationUpdateSchema>;

export const ZOrganizationDeleteSchema = z.object({ version: z.coerce.number().int().min(1) });
