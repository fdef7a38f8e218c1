import { z } from 'zod';
import { ZAppliedFilterSchema, ZMonthPointSchema, ZOrganizationRefSchema, ZRateSchema } from './common.ts';

/** The lagging indicators of domain.md §3, each with its base (IOGP per million hours). */
export const MAIN_INDICATORS = ['ltif', 'trir', 'far', 'ltisr', 'mvcr'] as const;
export type TMainIndicator = (typeof MAIN_INDICATORS)[number];

export const INDICATOR_BASES: Record<TMainIndicator | 'observation_rate', number> = {
  ltif: 1_000_000,
  trir: 1_000_000,
  far: 100_000_000,
  ltisr: 1_000_000,
  mvcr: 1_000_000,
  observation_rate: 200_000,
};

/** Greenhouse gases' 100-year global warming potentials (IPCC AR5), t CO2e per t. */
export const GWP_AR5 = { co2: 1, ch4: 28, n2o: 265 } as const;

/**
 * One indicator of one organization: this period, the same months a year before, the twelve
 * months' rolling value ending at each month of the trend, and the year's target if an admin set one.
 */
export const ZIndicatorCardSchema = z.object({
  current: ZRateSchema,
  last_year: ZRateSchema,
  /** Twelve points: the rolling twelve months' value ending at each of the last twelve months. */
  trend: z.array(ZMonthPointSchema),
  target: z.number().nullable(),
  /** Lower is better for every lagging indicator: true when the current value is at most the target. */
  on_target: z.boolean().nullable(),
});
export type TIndicatorCard = z.infer<typeof ZIndicatorCardSchema>;

export const ZIndicatorRowSchema = ZOrganizationRefSchema.extend({
  indicators: z.object({
    ltif: ZIndicatorCardSchema,
    trir: ZIndicatorCardSchema,
    far: ZIndicatorCardSchema,
    ltisr: ZIndicatorCardSchema,
    mvcr: ZIndicatorCardSchema,
  }),
});
export type TIndicatorRow = z.infer<typeof ZIndicatorRowSchema>;

/** `GET /api/analytics/mainIndicators/`: the chosen organization first (the holding), then each subsidiary under it. */
export const ZMainIndicatorsSchema = z.object({
  filter: ZAppliedFilterSchema,
  rows: z.array(ZIndicatorRowSchema),
});
export type TMainIndicators = z.infer<typeof ZMainIndicatorsSchema>;

// ---- Targets ---------------------------------------------------------------------------------

/** A target an admin sets for a year, an organization and an indicator. */
export const ZTargetSchema = z.object({
  id: z.uuid(),
  year: z.number().int(),
  organization_id: z.uuid(),
  indicator: z.enum(MAIN_INDICATORS),
  value: z.number(),
  version: z.number().int(),
});
export type TTarget = z.infer<typeof ZTargetSchema>;

/** `GET /api/analytics/targets/?year=` (admin). */
export const ZTargetsQuerySchema = z.strictObject({
  year: z.coerce.number().int().min(2000, 'validation.invalid').max(2100, 'validation.invalid').optional(),
  organization_id: z.uuid('validation.invalid').optional(),
});
export const ZTargetListSchema = z.object({ results: z.array(ZTargetSchema) });

/**
 * `PUT /api/analytics/targets/` (admin): sets the target of a year, organization and indicator;
 * `value` null removes it. `version` is the one read when the target exists already.
 */
export const ZTargetWriteSchema = z.strictObject({
  year: z.number().int().min(2000, 'validation.invalid').max(2100, 'validation.invalid'),
  organization_id: z.uuid('validation.required'),
  indicator: z.enum(MAIN_INDICATORS, { message: 'validation.one_of' }),
  value: z.number().min(0, 'validation.invalid').max(1_000_000_000, 'validation.invalid').nullable(),
  version: z.number().int().min(1).optional(),
});
export type TTargetWrite = z.infer<typeof ZTargetWriteSchema>;
