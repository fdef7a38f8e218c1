import { z } from 'zod';
import { ZQueryBooleanSchema } from './common.ts';
import { isFuture } from './incidents.ts';
import { type TVitalRule, VITAL_RULES } from './observations.ts';
import { coordinateSchema } from './organizations.ts';
import { type TWorkflow, ZRecordAccessSchema } from './workflow.ts';

/** What a card reports (domain.md §3a). */
export const QORGAU_TYPES = [
  'unsafe_act',
  'unsafe_condition',
  'hazard',
  'dangerous_occurrence',
  'good_practice',
] as const;
export type TQorgauType = (typeof QORGAU_TYPES)[number];

/** The types that need a responsible person told at once, and the card says whom (domain.md §3a). */
export const REPORT_REQUIRED_TYPES: readonly TQorgauType[] = ['unsafe_act', 'hazard', 'dangerous_occurrence'];

/** The reference list of card categories; a card has one or several, the first colours its marker. */
export const QORGAU_CATEGORIES = [
  'ppe',
  'tools_equipment',
  'housekeeping',
  'procedures',
  'lifting_operations',
  'working_at_height',
  'electrical',
  'fire_safety',
  'transport',
  'environment',
  'health',
  'other',
] as const;
export type TQorgauCategory = (typeof QORGAU_CATEGORIES)[number];

/** Marker colours by category: distinct on the map and readable with white text. */
export const CATEGORY_COLORS: Record<TQorgauCategory, string> = {
  ppe: '#1565c0',
  tools_equipment: '#6a1b9a',
  housekeeping: '#2e7d32',
  procedures: '#00838f',
  lifting_operations: '#ad1457',
  working_at_height: '#c62828',
  electrical: '#f9a825',
  fire_safety: '#d84315',
  transport: '#4527a0',
  environment: '#558b2f',
  health: '#0277bd',
  other: '#546e7a',
};

export const QORGAU_STATUSES = ['registered', 'in_work', 'closed', 'rejected'] as const;
export const ZQorgauStatusSchema = z.enum(QORGAU_STATUSES);
export type TQorgauStatus = z.infer<typeof ZQorgauStatusSchema>;

/** Who handles cards: the HSE staff (decision 017). */
const HANDLERS = ['admin', 'dotos', 'headdotos'] as const;

/**
 * A card is registered when filed (by anyone, signed in or not). HSE staff send it to work with a
 * responsible person (`send_to_work` carries `assignee_id`), who or they close it with the measure
 * taken (`approve`, the comment is the measure); a card that is not a real report is rejected.
 */
export const QORGAU_WORKFLOW: TWorkflow<TQorgauStatus> = {
  initial: 'registered',
  states: QORGAU_STATUSES,
  actions: {
    send_to_work: { from: ['registered', 'in_work'], to: 'in_work', who: HANDLERS },
    approve: { from: ['in_work'], to: 'closed', who: [...HANDLERS, 'assignee'], commentRequired: true },
    reject: { from: ['registered'], to: 'rejected', who: HANDLERS, commentRequired: true },
  },
  editable: {},
  deletable: { registered: ['admin'], rejected: ['admin'] },
};

const text = (max: number) => z.string().trim().max(max, 'validation.too_long');
const requiredText = (max: number) => text(max).min(1, 'validation.required');
const optionalText = (max: number) => text(max).default('');

export const ZQorgauTypeSchema = z.enum(QORGAU_TYPES, { message: 'validation.one_of' });
export const ZQorgauCategorySchema = z.enum(QORGAU_CATEGORIES, { message: 'validation.one_of' });
export const ZVitalRuleSchema = z.enum(VITAL_RULES, { message: 'validation.one_of' });

const ZLatitudeSchema = coordinateSchema(90);
const ZLongitudeSchema = coordinateSchema(180);

/** What the filer writes: the fields of the holding's mobile client, plus the place on the map. */
const cardFields = {
  observation_type: ZQorgauTypeSchema,
  observed_at: z.iso.datetime({ offset: true, message: 'validation.invalid' }),
  organization_id: z.uuid('validation.required'),
  department: optionalText(300),
  observed_company: optionalText(300),
  site: optionalText(300),
  object: optionalText(300),
  categories: z
    .array(ZQorgauCategorySchema)
    .min(1, 'validation.required')
    .max(QORGAU_CATEGORIES.length)
    .refine((list) => new Set(list).size === list.length, 'validation.invalid'),
  vital_rule: ZVitalRuleSchema.nullable().default(null),
  /** An organization's own sub-category of `vital_rule`; the server checks that it applies. */
  vital_rule_subcategory_id: z.uuid('validation.invalid').nullable().default(null),
  description: requiredText(5000),
  /** The possible consequences, or the benefit of a good practice. */
  consequences: optionalText(5000),
  measures_taken: optionalText(5000),
  /** What was done to encourage a good practice. */
  encouragement: optionalText(5000),
  discussed: z.boolean().default(false),
  reported_to: optionalText(300),
  eliminated: z.boolean().default(false),
  latitude: ZLatitudeSchema,
  longitude: ZLongitudeSchema,
};

/** Whether the filer is named: a signed-in author is recorded unless they choose anonymity. */
const authorFields = {
  anonymous: z.boolean().default(false),
  author_name: optionalText(200),
  author_phone: text(30)
    .regex(/^(\+?[\d\s()-]{5,30})?$/, 'validation.phone_digits')
    .default(''),
};

export const ZQorgauCreateSchema = z
  .strictObject({ ...cardFields, ...authorFields })
  .superRefine((value, ctx) => {
    if (isFuture(value.observed_at))
      ctx.addIssue({ code: 'custom', path: ['observed_at'], message: 'validation.future_date' });
    if (REPORT_REQUIRED_TYPES.includes(value.observation_type) && !value.reported_to)
      ctx.addIssue({ code: 'custom', path: ['reported_to'], message: 'validation.required' });
  });
export type TQorgauCreate = z.input<typeof ZQorgauCreateSchema>;

/**
 * A card as anyone sees it. People appear by name only to signed-in staff: for a guest
 * `created_by_fio`, `assignee_fio` and `author_*` are empty (issue: no staff names to guests).
 */
export const ZQorgauCardSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: ZQorgauStatusSchema,
  observation_type: ZQorgauTypeSchema,
  observed_at: z.string(),
  organization_id: z.uuid(),
  organization_name: z.string(),
  department: z.string(),
  observed_company: z.string(),
  site: z.string(),
  object: z.string(),
  categories: z.array(ZQorgauCategorySchema),
  vital_rule: ZVitalRuleSchema.nullable(),
  vital_rule_subcategory_id: z.uuid().nullable(),
  /** In the reader's language; empty without one. */
  vital_rule_subcategory_name: z.string(),
  description: z.string(),
  consequences: z.string(),
  measures_taken: z.string(),
  encouragement: z.string(),
  discussed: z.boolean(),
  reported_to: z.string(),
  eliminated: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  anonymous: z.boolean(),
  author_name: z.string(),
  author_phone: z.string(),
  created_by_fio: z.string(),
  assignee_id: z.uuid().nullable(),
  assignee_fio: z.string(),
  resolution: z.string(),
  closed_at: z.string().nullable(),
  /** Photos of the card, for its view and the map's popup (public like the card). */
  photos: z.array(z.object({ id: z.uuid(), name: z.string(), has_thumbnail: z.boolean() })),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
  ...ZRecordAccessSchema.shape,
});
export type TQorgauCard = z.infer<typeof ZQorgauCardSchema>;

/** The map's box: west, south, east, north in degrees. */
export const ZBboxSchema = z
  .string()
  .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/, 'validation.invalid')
  .transform((value) => value.split(',').map(Number) as [number, number, number, number])
  .refine(([w, s, e, n]) => w <= e && s <= n && s >= -90 && n <= 90, 'validation.invalid');

/** The card list's own parameters beside the manifest's filters (qorgau-module.ts). */
export const QORGAU_LIST_PARAMS = { mine: ZQueryBooleanSchema.optional(), bbox: ZBboxSchema.optional() };

/** A card of the list (the layer's list item of QORGAU_MODULE; `main_category` colours its marker). */
export type TQorgauListItem = {
  id: string;
  number: string;
  status: TQorgauStatus;
  observation_type: TQorgauType;
  observed_at: string;
  organization_id: string;
  organization_name: string;
  main_category: TQorgauCategory;
  vital_rule: TVitalRule | null;
  site: string;
  description: string;
  latitude: number;
  longitude: number;
};

/** Up to this many cards in a box come as points; more come as the server's clusters. */
export const MAP_POINTS_MAX = 1500;

export const ZQorgauMapSchema = z.object({
  total: z.number().int(),
  points: z.array(
    z.object({
      id: z.uuid(),
      latitude: z.number(),
      longitude: z.number(),
      main_category: ZQorgauCategorySchema,
      status: ZQorgauStatusSchema,
    }),
  ),
  clusters: z.array(z.object({ latitude: z.number(), longitude: z.number(), count: z.number().int() })),
});
export type TQorgauMap = z.infer<typeof ZQorgauMapSchema>;

/** What the map needs before it draws: its tiles (null: none reachable) and the organizations' sites. */
export const ZQorgauSettingsSchema = z.object({
  tile_url: z.string().nullable(),
  attribution: z.string(),
  /** The largest file a card takes, so the form refuses a bigger one before sending. */
  file_max_bytes: z.number().int(),
  sites: z.array(
    z.object({
      organization_id: z.uuid(),
      parent_id: z.uuid().nullable(),
      name: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    }),
  ),
});
export type TQorgauSettings = z.infer<typeof ZQorgauSettingsSchema>;
