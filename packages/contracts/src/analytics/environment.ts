import { z } from 'zod';
import { ZLocalizedTextSchema } from '../common.ts';
import {
  ZAppliedFilterSchema,
  ZBreakdownItemSchema,
  ZCountSchema,
  ZDrillDownSchema,
  ZOrganizationRefSchema,
  ZSumSchema,
} from './common.ts';

/**
 * `GET /api/analytics/environmentalProtection/`: from the forms HSE_FRM_16 (air emissions, t),
 * 18 (water, m³), 19 (waste, t) and 20 (spills), and the environmental incidents of the register.
 */
export const ZEnvironmentalSchema = z.object({
  filter: ZAppliedFilterSchema,
  spills: z.object({
    count: ZSumSchema,
    volume_m3: ZSumSchema,
    recovered_m3: ZSumSchema,
    area_ha: ZSumSchema,
  }),
  emissions_t: ZSumSchema,
  waste: z.object({ generated_t: ZSumSchema, recovered_t: ZSumSchema, disposed_t: ZSumSchema }),
  water: z.object({ intake_m3: ZSumSchema, discharge_m3: ZSumSchema, reused_m3: ZSumSchema }),
  environmental_incidents: ZCountSchema,
  /** Environmental incidents by subsidiary. */
  incidents_by_organization: z.array(ZBreakdownItemSchema),
  /** Spill volume by subsidiary, m³. */
  spills_by_organization: z.array(ZBreakdownItemSchema),
});
export type TEnvironmental = z.infer<typeof ZEnvironmentalSchema>;

/** The installation threshold of the national quota system, t CO2e a year. */
export const GHG_INSTALLATION_THRESHOLD = 20_000;

export const ZGhgTotalsSchema = z.object({ scope1: z.number(), scope2: z.number(), total: z.number() });

/**
 * `GET /api/analytics/greenhouseEmissions/`: scope 1 and 2 in t CO2e from HSE_FRM_17, with the
 * AR5 potentials (CO2 1, CH4 28, N2O 265).
 */
export const ZGreenhouseSchema = z.object({
  filter: ZAppliedFilterSchema,
  totals: ZGhgTotalsSchema,
  missing_periods: z.array(z.string()),
  drill: ZDrillDownSchema.nullable(),
  /** Tonnes of each gas (scope 1) and their CO2e. */
  by_gas: z.array(
    z.object({ gas: z.enum(['co2', 'ch4', 'n2o']), tonnes: z.number(), co2e: z.number(), gwp: z.number() }),
  ),
  by_organization: z.array(ZOrganizationRefSchema.extend(ZGhgTotalsSchema.shape)),
  installations: z.array(
    z.object({
      organization_id: z.uuid(),
      organization_name: ZLocalizedTextSchema,
      name: z.string(),
      co2e: z.number(),
      /** The yearly estimate the forms give (the period's CO2 scaled to a year). */
      year_estimate: z.number(),
      above_threshold: z.boolean(),
    }),
  ),
  threshold: z.number(),
  /** Each year up to the period's, from the first with data, for the trend against previous years. */
  by_year: z.array(ZGhgTotalsSchema.extend({ year: z.number().int() })),
});
export type TGreenhouse = z.infer<typeof ZGreenhouseSchema>;
