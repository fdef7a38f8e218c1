import type { TObservationStatus } from '@hse/contracts/observations';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './record-columns.ts';

/**
 * What the three observation tables share: the checklist and its count of findings, kept as a
 * column so that lists filter and order by it without reading the checklist.
 */
const observationColumns = () => ({
  ...recordColumns<TObservationStatus>(),
  checks: jsonb('checks').$type<Record<string, string>>().notNull().default({}),
  atRiskCount: integer('at_risk_count').notNull().default(0),
  checkComments: jsonb('check_comments').$type<Record<string, string>>().notNull().default({}),
});

export const pnbrObservations = pgTable(
  'pnbr_observations',
  {
    ...observationColumns(),
    observer: text('observer').notNull(),
    observed: text('observed').notNull().default(''),
    monitoredCompany: text('monitored_company').notNull().default(''),
    monitoredDepartment: text('monitored_department').notNull().default(''),
    task: text('task').notNull().default(''),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
    observedCount: integer('observed_count').notNull(),
    place: text('place').notNull(),
    placeDetail: text('place_detail').notNull().default(''),
    discussed: text('discussed').notNull().default(''),
    workStopped: boolean('work_stopped').notNull().default(false),
    description: text('description').notNull().default(''),
    comment: text('comment').notNull().default(''),
  },
  (t) => [
    uniqueIndex('pnbr_observations_number_key').on(t.number),
    index('pnbr_observations_org_idx').on(t.organizationId, t.observedAt).where(sql`${t.deletedAt} is null`),
  ],
);

export const worksObservations = pgTable(
  'works_observations',
  {
    ...observationColumns(),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
    structuralDivision: text('structural_division').notNull(),
    organizationVerification: text('organization_verification').notNull().default(''),
    description: text('description').notNull().default(''),
    comment: text('comment').notNull().default(''),
  },
  (t) => [
    uniqueIndex('works_observations_number_key').on(t.number),
    index('works_observations_org_idx').on(t.organizationId, t.observedAt).where(sql`${t.deletedAt} is null`),
  ],
);

export const drivingObservations = pgTable(
  'driving_observations',
  {
    ...observationColumns(),
    driver: text('driver').notNull(),
    vehicle: text('vehicle').notNull(),
    drivingExperience: real('driving_experience'),
    tripDate: date('trip_date').notNull(),
    // Times of day on the trip's date, as the driver's clock showed them: they have no zone.
    startTime: text('start_time'),
    startPlace: text('start_place').notNull().default(''),
    endTime: text('end_time'),
    endPlace: text('end_place').notNull().default(''),
    comment: text('comment').notNull().default(''),
  },
  (t) => [
    uniqueIndex('driving_observations_number_key').on(t.number),
    index('driving_observations_org_idx').on(t.organizationId, t.tripDate).where(sql`${t.deletedAt} is null`),
  ],
);
