import { z } from 'zod';
import { ZLocalizedTextSchema } from '../common.ts';

/**
 * What every dashboard answer is built of (issue 21). A figure is computed on the server for the
 * caller's scope and carries its drill-down: the list that shows the records it counts, with the
 * filters that list takes, so that the list's total equals the figure.
 */

/** The dashboards of the Analytics menu, as `GET /api/analytics/<key>/` names them. */
export const ANALYTICS_DASHBOARDS = [
  'mainIndicators',
  'healthSafety',
  'environmentalProtection',
  'greenhouseEmissions',
  'advancedIndicators',
  'roadMaps',
  'eventsPlan',
  'survey',
  'allForms',
  'dashboard/new',
  'dashboard/old',
  'emg',
] as const;
export type TAnalyticsDashboard = (typeof ANALYTICS_DASHBOARDS)[number];

/** The API path of a dashboard's figures. */
export const analyticsPath = (dashboard: TAnalyticsDashboard) => `/api/analytics/${dashboard}/`;

/** Who reads analytics (spec §6): others are refused with 403. */
export const ANALYTICS_ROLES = ['admin', 'dotos', 'headdotos'] as const;

const ZMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalid');

/**
 * The filter every dashboard takes: a period of whole months (`from` and `to` inclusive, `YYYY-MM`;
 * by default January of this year to this month) and an organization whose subtree is counted (by
 * default the caller's own). Unknown query parameters are refused.
 */
export const analyticsFilterShape = {
  from: ZMonthSchema.optional(),
  to: ZMonthSchema.optional(),
  organization_id: z.uuid('validation.invalid').optional(),
};
export const ZAnalyticsFilterSchema = z.strictObject(analyticsFilterShape);
export type TAnalyticsFilter = z.infer<typeof ZAnalyticsFilterSchema>;

/** The filter as the server applied it, defaults filled in. */
export const ZAppliedFilterSchema = z.object({
  from: z.string(),
  to: z.string(),
  organization_id: z.uuid(),
  organization_name: z.string(),
});
export type TAppliedFilter = z.infer<typeof ZAppliedFilterSchema>;

/**
 * Where a figure opens: the web route of a list (`route`), the API list it reads (`resource`) and
 * the query both take. `count` of `resource` with `query` equals the figure it belongs to (for a
 * count); for a sum the list shows the records summed.
 */
export const ZDrillDownSchema = z.object({
  route: z.string(),
  resource: z.string(),
  query: z.record(z.string(), z.string()),
});
export type TDrillDown = z.infer<typeof ZDrillDownSchema>;

/** A number of records. */
export const ZCountSchema = z.object({ value: z.number(), drill: ZDrillDownSchema.nullable() });
export type TCount = z.infer<typeof ZCountSchema>;

/** What a rate is divided by; read from the periodic forms (domain.md §3, §4). */
export const DENOMINATORS = ['hours_worked', 'km_driven', 'events_due'] as const;
export type TDenominator = (typeof DENOMINATORS)[number];

/**
 * A rate: numerator × base / denominator. When the forms give no denominator for the period,
 * `value` is null and `missing` names it; `missing_months` lists the months of the period no
 * accepted form covers (the value is then computed from the months that are covered).
 */
export const ZRateSchema = z.object({
  value: z.number().nullable(),
  numerator: z.number(),
  denominator: z.number().nullable(),
  /** 1,000,000 hours for LTIF and TRIR (IOGP), 100,000,000 for FAR, 200,000 for observation rate. */
  base: z.number(),
  missing: z.enum(DENOMINATORS).nullable(),
  missing_months: z.array(z.string()),
  drill: ZDrillDownSchema.nullable(),
  denominator_drill: ZDrillDownSchema.nullable(),
});
export type TRate = z.infer<typeof ZRateSchema>;

/** A sum of a form's numeric field over the period, with the submissions it came from. */
export const ZSumSchema = z.object({
  value: z.number(),
  /** Months or quarters of the period no accepted submission covers. */
  missing_periods: z.array(z.string()),
  drill: ZDrillDownSchema.nullable(),
});
export type TSum = z.infer<typeof ZSumSchema>;

/**
 * One bar of a breakdown. `key` is a code the web translates (a kind, a rule, an outcome) or an
 * id; `label` is given where the server has the words (organizations, questions, installations).
 */
export const ZBreakdownItemSchema = z.object({
  key: z.string(),
  label: ZLocalizedTextSchema.nullable(),
  value: z.number(),
  drill: ZDrillDownSchema.nullable(),
});
export type TBreakdownItem = z.infer<typeof ZBreakdownItemSchema>;

/** A month of a trend (`YYYY-MM`). */
export const ZMonthPointSchema = z.object({
  month: z.string(),
  value: z.number().nullable(),
});
export type TMonthPoint = z.infer<typeof ZMonthPointSchema>;

/** An organization a row of the answer is about, named in three languages. */
export const ZOrganizationRefSchema = z.object({
  organization_id: z.uuid(),
  organization_name: ZLocalizedTextSchema,
  kind: z.enum(['holding', 'subsidiary', 'division']),
});
export type TOrganizationRef = z.infer<typeof ZOrganizationRefSchema>;
