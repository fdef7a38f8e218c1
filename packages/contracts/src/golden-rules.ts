import { z } from 'zod';
import { patchOf, ZVersionSchema } from './common.ts';
import { ZVitalRuleSchema } from './qorgau.ts';

/**
 * One of the nine life-saving (golden) rules as the administrator words it (decision 064): its
 * name and what it asks, in ru, kk and en, and whether it has a pictogram of its own (else the
 * web draws the built-in one).
 */
export const ZGoldenRuleSchema = z.object({
  rule: ZVitalRuleSchema,
  title_ru: z.string(),
  title_kk: z.string(),
  title_en: z.string(),
  text_ru: z.string(),
  text_kk: z.string(),
  text_en: z.string(),
  has_pictogram: z.boolean(),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type TGoldenRule = z.infer<typeof ZGoldenRuleSchema>;

export const GOLDEN_RULE_TITLE_MAX = 200;
export const GOLDEN_RULE_TEXT_MAX = 4000;
const title = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(GOLDEN_RULE_TITLE_MAX, 'validation.too_long');
const text = z.string().trim().max(GOLDEN_RULE_TEXT_MAX, 'validation.too_long');

/** Only the texts change: the rule itself is the fixed taxonomy (decision 020). */
export const ZGoldenRuleUpdateSchema = patchOf(
  z.object({
    title_ru: title,
    title_kk: title,
    title_en: title,
    text_ru: text,
    text_kk: text,
    text_en: text,
  }),
).extend({ version: ZVersionSchema });
export type TGoldenRuleUpdate = z.input<typeof ZGoldenRuleUpdateSchema>;

export const ZGoldenRuleParamsSchema = z.object({ rule: ZVitalRuleSchema });

/** Images a browser shows: what a pictogram may be. */
export const PICTOGRAM_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
