import { z } from 'zod';
import {
  ZAppliedFilterSchema,
  ZBreakdownItemSchema,
  ZCountSchema,
  ZDrillDownSchema,
  ZOrganizationRefSchema,
  ZRateSchema,
  ZSumSchema,
} from './common.ts';

/** Events due in the period: done by their date, done late, and still open past it. */
export const ZEventClosureSchema = z.object({
  due: ZCountSchema,
  on_time: ZCountSchema,
  late: ZCountSchema,
  overdue: ZCountSchema,
  /** Done on time / due, %; null when nothing fell due. */
  on_time_percent: z.number().nullable(),
});
export type TEventClosure = z.infer<typeof ZEventClosureSchema>;

/** `GET /api/analytics/advancedIndicators/`: the leading indicators (domain.md §3). */
export const ZAdvancedIndicatorsSchema = z.object({
  filter: ZAppliedFilterSchema,
  /** PNBR + Qorgau + works + driving observations × 200,000 / hours worked. */
  observation_rate: ZRateSchema,
  observations: z.object({
    total: ZCountSchema,
    by_kind: z.array(ZBreakdownItemSchema),
    /** Checks marked at risk, by life-saving rule (PNBR and works observations, Qorgau cards' rule). */
    by_rule: z.array(ZBreakdownItemSchema),
    /** Observations with every check safe, and with one at risk or more. */
    by_outcome: z.array(ZBreakdownItemSchema),
  }),
  audits: z.object({
    done: ZCountSchema,
    /** Mean score of the approved audits, %; null when none has a score. */
    average_score: z.number().nullable(),
    by_organization: z.array(ZBreakdownItemSchema),
  }),
  /** People trained (HSE_FRM_10). */
  trainings: ZSumSchema,
  events: ZEventClosureSchema,
  qorgau: z.object({ total: ZCountSchema, closed: ZCountSchema, closed_percent: z.number().nullable() }),
});
export type TAdvancedIndicators = z.infer<typeof ZAdvancedIndicatorsSchema>;

// ---- Road maps and event plans ---------------------------------------------------------------

export const ZRoadMapsFilterSchema = z.strictObject({
  year: z.coerce.number().int().min(2000, 'validation.invalid').max(2100, 'validation.invalid').optional(),
  organization_id: z.uuid('validation.invalid').optional(),
});

const ZRoadMapRowSchema = ZOrganizationRefSchema.extend({
  maps: ZCountSchema,
  items: z.number(),
  /** Items reported at 100 %. */
  done: z.number(),
  /** Mean reported execution of the items, %. */
  execution_percent: z.number().nullable(),
  budget_planned: z.number(),
  /** Funding still needed, as the items report it. */
  needed_funding: z.number(),
  overdue_items: z.number(),
  by_status: z.array(ZBreakdownItemSchema),
});

/** `GET /api/analytics/roadMaps/?year=`: the subsidiaries' road maps of a year (thousands of tenge). */
export const ZRoadMapsAnalyticsSchema = z.object({
  year: z.number().int(),
  organization_id: z.uuid(),
  rows: z.array(ZRoadMapRowSchema),
  totals: ZRoadMapRowSchema.omit({ organization_id: true, organization_name: true, kind: true }),
});
export type TRoadMapsAnalytics = z.infer<typeof ZRoadMapsAnalyticsSchema>;

export const ZOverdueEventSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  title: z.string(),
  organization_id: z.uuid(),
  organization_name: z.string(),
  responsible_id: z.uuid().nullable(),
  responsible_name: z.string(),
  due_on: z.string(),
  days_overdue: z.number().int(),
});

/** `GET /api/analytics/eventsPlan/`: events due in the period by subsidiary and execution status. */
export const ZEventsPlanAnalyticsSchema = z.object({
  filter: ZAppliedFilterSchema,
  closure: ZEventClosureSchema,
  by_status: z.array(ZBreakdownItemSchema),
  by_organization: z.array(
    ZOrganizationRefSchema.extend({
      due: z.number(),
      on_time: z.number(),
      overdue: z.number(),
      cost: z.number(),
      drill: ZDrillDownSchema.nullable(),
    }),
  ),
  /** Planned cost of the events due, thousands of tenge; spent is the cost of the done ones. */
  budget_planned: z.number(),
  budget_spent: z.number(),
  /** The most overdue open events (at most 50), with who answers for them. */
  overdue_events: z.array(ZOverdueEventSchema),
});
export type TEventsPlanAnalytics = z.infer<typeof ZEventsPlanAnalyticsSchema>;
