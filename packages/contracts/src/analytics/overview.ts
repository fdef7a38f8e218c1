import { z } from 'zod';
import { ZLocalizedTextSchema, ZQueryBooleanSchema } from '../common.ts';
import { FORM_CODES } from '../form-submissions.ts';
import {
  analyticsFilterShape,
  ZAppliedFilterSchema,
  ZBreakdownItemSchema,
  ZCountSchema,
  ZDrillDownSchema,
  ZOrganizationRefSchema,
} from './common.ts';
import { ZHealthSafetySchema } from './health-safety.ts';
import { ZIndicatorRowSchema } from './indicators.ts';
import { ZEventClosureSchema } from './leading.ts';

// ---- Survey ----------------------------------------------------------------------------------

export const ZSurveyFilterSchema = z.strictObject({
  ...analyticsFilterShape,
  questionnaire_id: z.uuid('validation.invalid').optional(),
});

const ZQuestionResultSchema = z.object({
  questionnaire_id: z.uuid(),
  question_id: z.string(),
  text: ZLocalizedTextSchema,
  answers: z.number(),
  correct: z.number(),
  correct_percent: z.number().nullable(),
});

/** `GET /api/analytics/survey/`: vital-rules questionnaires' answers of the period. */
export const ZSurveyAnalyticsSchema = z.object({
  filter: ZAppliedFilterSchema,
  questionnaires: z.array(z.object({ id: z.uuid(), title: ZLocalizedTextSchema, answers: z.number() })),
  participation: z.object({
    answers: z.number(),
    respondents: z.number(),
    guests: z.number(),
    average_percent: z.number().nullable(),
  }),
  by_organization: z.array(
    ZOrganizationRefSchema.extend({ answers: z.number(), average_percent: z.number().nullable() }),
  ),
  by_question: z.array(ZQuestionResultSchema),
  /** The five questions answered right least often. */
  weakest: z.array(ZQuestionResultSchema),
});
export type TSurveyAnalytics = z.infer<typeof ZSurveyAnalyticsSchema>;

// ---- Any form's numeric field ----------------------------------------------------------------

/** The form `allForms` opens on when none is asked for: the first of the catalogue. */
export const ALL_FORMS_DEFAULT_FORM = FORM_CODES[0];

/**
 * `field` is a numeric field of the form: a scalar's key (`hours_total`) or a table's total
 * (`spills.volume`). Without a form the answer is of `ALL_FORMS_DEFAULT_FORM`; without a field,
 * of the form's first numeric field, so a reader who opens the page sees figures at once. The
 * answer's `form_code` and `field` are the ones applied.
 */
export const ZAllFormsFilterSchema = z.strictObject({
  ...analyticsFilterShape,
  form_code: z.enum(FORM_CODES, { message: 'validation.one_of' }).optional(),
  field: z
    .string()
    .regex(/^[a-z0-9_]+(\.[a-z0-9_]+)?$/, 'validation.invalid')
    .max(100)
    .optional(),
});

export const ZAllFormsAnalyticsSchema = z.object({
  filter: ZAppliedFilterSchema,
  form_code: z.string(),
  fields: z.array(
    z.object({ key: z.string(), label: ZLocalizedTextSchema, unit: ZLocalizedTextSchema.nullable() }),
  ),
  /** The field applied: the one asked for, else the form's first numeric one; null when it has none. */
  field: z.string().nullable(),
  total: z.number().nullable(),
  submissions: ZCountSchema,
  by_organization: z.array(ZBreakdownItemSchema),
  /** By the form's period (`2025-03` a month, `2025-Q1` a quarter, `2025` a year). */
  by_period: z.array(ZBreakdownItemSchema),
  missing_periods: z.array(z.string()),
});
export type TAllFormsAnalytics = z.infer<typeof ZAllFormsAnalyticsSchema>;

// ---- Overviews -------------------------------------------------------------------------------

const ZYearRowSchema = z.object({
  year: z.number().int(),
  incidents: z.number(),
  injured: z.number(),
  fatalities: z.number(),
  lti: z.number(),
  road_accidents: z.number(),
  fires: z.number(),
  hours_worked: z.number().nullable(),
  ltif: z.number().nullable(),
  trir: z.number().nullable(),
});

/** `GET /api/analytics/dashboard/new/`: the register since 2025, year by year, with the period's detail. */
export const ZDashboardNewSchema = z.object({
  filter: ZAppliedFilterSchema,
  by_year: z.array(ZYearRowSchema),
  incidents_by_kind: z.array(ZBreakdownItemSchema),
  incidents_by_organization: z.array(ZBreakdownItemSchema),
  observations: ZCountSchema,
  qorgau_cards: ZCountSchema,
  events: ZEventClosureSchema,
  indicators: ZIndicatorRowSchema,
});
export type TDashboardNew = z.infer<typeof ZDashboardNewSchema>;

/** The figures of years before 2025 an admin imports (one per organization, year and key). */
export const HISTORICAL_KEYS = [
  'hours_worked',
  'headcount',
  'km_driven',
  'fatalities',
  'lti',
  'recordable',
  'days_lost',
  'road_accidents',
  'fires',
  'near_misses',
  'observations',
  'co2e_total',
] as const;
export type THistoricalKey = (typeof HISTORICAL_KEYS)[number];

export const ZDashboardOldFilterSchema = z.strictObject({
  year_from: z.coerce
    .number()
    .int()
    .min(1990, 'validation.invalid')
    .max(2024, 'validation.invalid')
    .optional(),
  year_to: z.coerce.number().int().min(1990, 'validation.invalid').max(2024, 'validation.invalid').optional(),
  organization_id: z.uuid('validation.invalid').optional(),
});

/** `GET /api/analytics/dashboard/old/`: the imported figures per year, and the indicators from them. */
export const ZDashboardOldSchema = z.object({
  organization_id: z.uuid(),
  organization_name: z.string(),
  years: z.array(
    z.object({
      year: z.number().int(),
      figures: z.record(z.string(), z.number().nullable()),
      ltif: z.number().nullable(),
      trir: z.number().nullable(),
      far: z.number().nullable(),
      mvcr: z.number().nullable(),
    }),
  ),
  by_organization: z.array(
    ZOrganizationRefSchema.extend({ figures: z.record(z.string(), z.number().nullable()) }),
  ),
});
export type TDashboardOld = z.infer<typeof ZDashboardOldSchema>;

/**
 * `GET /api/analytics/historical/template/` downloads the xlsx template (columns: organization
 * short name or BIN, year, then one column per key); `POST /api/analytics/historical/import/`
 * (admin, the file as multipart `file`) checks every row first: with any row error nothing is
 * saved and the answer lists the errors (`saved` 0); `?dry_run=true` only checks.
 */
export const ZHistoricalImportQuerySchema = z.strictObject({ dry_run: ZQueryBooleanSchema.optional() });
export const ZHistoricalImportRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export const ZHistoricalImportResultSchema = z.object({
  rows: z.number().int(),
  saved: z.number().int(),
  dry_run: z.boolean(),
  errors: z.array(ZHistoricalImportRowErrorSchema),
});
export type THistoricalImportResult = z.infer<typeof ZHistoricalImportResultSchema>;

// ---- One subsidiary --------------------------------------------------------------------------

/** `GET /api/analytics/emg/`: one subsidiary (by default the first demo subsidiary). */
export const ZEmgSchema = z.object({
  filter: ZAppliedFilterSchema,
  subsidiaries: z.array(ZOrganizationRefSchema),
  indicators: ZIndicatorRowSchema,
  pyramid: ZHealthSafetySchema.shape.pyramid,
  incidents_by_kind: z.array(ZBreakdownItemSchema),
  observations: ZCountSchema,
  events: ZEventClosureSchema,
  drill: ZDrillDownSchema.nullable(),
});
export type TEmg = z.infer<typeof ZEmgSchema>;
