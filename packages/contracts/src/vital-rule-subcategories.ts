import { z } from 'zod';
import { patchOf, ZQueryBooleanSchema, ZVersionSchema } from './common.ts';
import { ZVitalRuleSchema } from './qorgau.ts';

// Kept in roles.ts, which the web's route table takes without zod; named here too for the server.
export { SUBCATEGORY_EDITOR_ROLES } from './roles.ts';

/**
 * An organization's own sub-category under one of the nine life-saving rules (domain.md §3a).
 * The rules stay the fixed taxonomy; a sub-category added at the holding applies to every
 * subsidiary and division below it, one added at a subsidiary to its own tree only.
 */
export const ZVitalRuleSubcategorySchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  organization_name: z.string(),
  rule: ZVitalRuleSchema,
  name_ru: z.string(),
  name_kk: z.string(),
  name_en: z.string(),
  active: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TVitalRuleSubcategory = z.infer<typeof ZVitalRuleSubcategorySchema>;

export const SUBCATEGORY_NAME_MAX = 200;
const name = z.string().trim().min(1, 'validation.required').max(SUBCATEGORY_NAME_MAX, 'validation.too_long');

const subcategoryFields = z.object({
  organization_id: z.uuid('validation.required'),
  rule: ZVitalRuleSchema,
  name_ru: name,
  name_kk: name,
  name_en: name,
  active: z.boolean().default(true),
});

export const ZVitalRuleSubcategoryCreateSchema = subcategoryFields;
export type TVitalRuleSubcategoryCreate = z.input<typeof ZVitalRuleSubcategoryCreateSchema>;

/**
 * The organization and the rule stay as created: cards already name the sub-category under that
 * rule, for that organization's tree; a different one is a new sub-category.
 */
export const ZVitalRuleSubcategoryUpdateSchema = patchOf(
  subcategoryFields.omit({ organization_id: true, rule: true }),
).extend({ version: ZVersionSchema });
export type TVitalRuleSubcategoryUpdate = z.input<typeof ZVitalRuleSubcategoryUpdateSchema>;

export const ZVitalRuleSubcategoryDeleteSchema = z.object({ version: z.coerce.number().int().min(1) });

export const ZVitalRuleSubcategoryListQuerySchema = z.object({
  /** What applies to this organization: its own sub-categories and those of every organization above it. */
  organization_id: z.uuid().optional(),
  rule: ZVitalRuleSchema.optional(),
  /** Deactivated ones too: for the HSE staff who keep the list. */
  include_inactive: ZQueryBooleanSchema.optional(),
});
export type TVitalRuleSubcategoryListQuery = z.input<typeof ZVitalRuleSubcategoryListQuerySchema>;
