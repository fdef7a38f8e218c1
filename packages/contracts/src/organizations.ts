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
  /** The main site on the Qorgau map: both or neither. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TOrganization = z.infer<typeof ZOrganizationSchema>;

/**
 * A coordinate in degrees. Nothing given is "fill in"; anything else out of place (a word, 999)
 * says what a coordinate is, instead of the schema-wide message zod would otherwise reuse.
 */
export function coordinateSchema(bound: 90 | 180) {
  const key = bound === 90 ? 'validation.latitude' : 'validation.longitude';
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
          ? 'validation.required'
          : key,
    })
    .min(-bound, key)
    .max(bound, key);
}

export const ZSiteLatitudeSchema = coordinateSchema(90);
export const ZSiteLongitudeSchema = coordinateSchema(180);

type TSite = { latitude?: number | null; longitude?: number | null };

/**
 * A site is both coordinates or neither; the one left empty says so. A missing one (a PATCH that
 * sends only the other) passes here: the server judges the result with the stored value.
 */
export function siteHalfMissing(site: TSite): 'latitude' | 'longitude' | null {
  if (site.latitude === null && site.longitude != null) return 'latitude';
  if (site.longitude === null && site.latitude != null) return 'longitude';
  return null;
}

function checkSite(site: TSite, ctx: z.RefinementCtx) {
  const missing = siteHalfMissing(site);
  if (missing) ctx.addIssue({ code: 'custom', path: [missing], message: 'validation.site_pair' });
}

const organizationFields = z.object({
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
  latitude: ZSiteLatitudeSchema.nullable().default(null),
  longitude: ZSiteLongitudeSchema.nullable().default(null),
});

export const ZOrganizationCreateSchema = organizationFields.superRefine(checkSite);
export type TOrganizationCreate = z.input<typeof ZOrganizationCreateSchema>;

export const ZOrganizationUpdateSchema = patchOf(organizationFields.omit({ kind: true, parent_id: true }))
  .extend({ version: ZVersionSchema })
  .superRefine(checkSite);
export type TOrganizationUpdate = z.input<typeof ZOrganizationUpdateSchema>;

export const ZOrganizationDeleteSchema = z.object({ version: z.coerce.number().int().min(1) });
