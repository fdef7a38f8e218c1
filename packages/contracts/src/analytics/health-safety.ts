import { z } from 'zod';
import { INCIDENT_KINDS } from '../incidents.ts';
import {
  analyticsFilterShape,
  ZAppliedFilterSchema,
  ZBreakdownItemSchema,
  ZCountSchema,
  ZMonthPointSchema,
} from './common.ts';

/** The dashboard's own filter: one incident type (by default the injuries of every type). */
export const ZHealthSafetyFilterSchema = z.strictObject({
  ...analyticsFilterShape,
  kind: z.enum(INCIDENT_KINDS, { message: 'validation.one_of' }).optional(),
});
export type THealthSafetyFilter = z.infer<typeof ZHealthSafetyFilterSchema>;

/** What injuries are broken down by; the hour bands are of the incident's local time (Asia/Almaty). */
export const INJURY_DIMENSIONS = [
  'severity',
  'outcome',
  'kind',
  'cause',
  'body_part',
  'activity',
  'time_of_day',
  'organization',
] as const;
export const TIME_OF_DAY_BANDS = ['00-06', '06-12', '12-18', '18-24'] as const;

/** The safety pyramid, from the top: every level counts people or records of the period. */
export const ZSafetyPyramidSchema = z.object({
  fatalities: ZCountSchema,
  lti: ZCountSchema,
  rwc: ZCountSchema,
  mtc: ZCountSchema,
  first_aid: ZCountSchema,
  near_misses: ZCountSchema,
  unsafe_acts: ZCountSchema,
  unsafe_conditions: ZCountSchema,
});

/**
 * Investigations of accidents against the Labour Code (art. 186–190): 10 working days from the
 * accident for the commission's act; `due` counts accidents of the period whose deadline has come.
 */
export const ZInvestigationTimelinessSchema = z.object({
  accidents: ZCountSchema,
  due: z.number(),
  on_time: z.number(),
  late: z.number(),
  overdue_open: ZCountSchema,
  on_time_percent: z.number().nullable(),
});

/** `GET /api/analytics/healthSafety/`. Counts of injuries are of injured people; of incidents, of messages. */
export const ZHealthSafetySchema = z.object({
  filter: ZAppliedFilterSchema,
  /** Injured people of the period. */
  injured: ZCountSchema,
  incidents: ZCountSchema,
  breakdowns: z.object({
    severity: z.array(ZBreakdownItemSchema),
    outcome: z.array(ZBreakdownItemSchema),
    kind: z.array(ZBreakdownItemSchema),
    cause: z.array(ZBreakdownItemSchema),
    body_part: z.array(ZBreakdownItemSchema),
    activity: z.array(ZBreakdownItemSchema),
    time_of_day: z.array(ZBreakdownItemSchema),
    organization: z.array(ZBreakdownItemSchema),
  }),
  pyramid: ZSafetyPyramidSchema,
  /** Near misses per injury (recordable and first aid); null when there was no injury. */
  near_miss_ratio: z.number().nullable(),
  investigations: ZInvestigationTimelinessSchema,
  /** Injured people per month of the period. */
  by_month: z.array(ZMonthPointSchema),
});
export type THealthSafety = z.infer<typeof ZHealthSafetySchema>;
