import type {
  BUSINESS_DIRECTIONS,
  INCIDENT_CLASSIFICATIONS,
  TIncidentKind,
  TIncidentStatus,
  TVictim,
} from '@hse/contracts/incidents';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './record-columns.ts';

type TTransport = { vehicle: string; plate_number: string; owner: string };
type TDriver = {
  full_name: string;
  license_number: string;
  experience_years: number | null;
  alcohol_test: string;
};

/** Incident messages: the short first message and the full record are one row (domain.md §5). */
export const incidents = pgTable(
  'incidents',
  {
    ...recordColumns<TIncidentStatus>(),
    kind: text('kind').$type<TIncidentKind>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    liquidatedAt: timestamp('liquidated_at', { withTimezone: true }),
    location: text('location').notNull(),
    description: text('description').notNull(),
    measures: text('measures').notNull().default(''),
    contractor: text('contractor').notNull().default(''),
    businessDirection: text('business_direction').$type<(typeof BUSINESS_DIRECTIONS)[number]>(),
    area: text('area').notNull().default(''),
    workType: text('work_type').notNull().default(''),
    impact: text('impact').notNull().default(''),
    notifiedBodies: text('notified_bodies').notNull().default(''),
    preliminaryCauses: text('preliminary_causes').notNull().default(''),
    classification: text('classification').$type<(typeof INCIDENT_CLASSIFICATIONS)[number]>(),
    victims: jsonb('victims').$type<TVictim[]>().notNull().default([]),
    victimsCount: integer('victims_count').notNull().default(0),
    transport: jsonb('transport').$type<TTransport>(),
    driver: jsonb('driver').$type<TDriver>(),
    needsSpecialInvestigation: boolean('needs_special_investigation').notNull().default(false),
  },
  (t) => [
    uniqueIndex('incidents_number_key').on(t.number),
    // The list's usual question (a subtree, one type, a period) is counted from this index alone:
    // it holds the draft rule's columns too, so no row is read to count.
    index('incidents_org_kind_occurred_idx')
      .on(t.organizationId, t.kind, t.occurredAt, t.status, t.createdBy)
      .where(sql`${t.deletedAt} is null`),
    index('incidents_org_occurred_idx')
      .on(t.organizationId, t.occurredAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('incidents_occurred_idx').on(t.occurredAt, t.id).where(sql`${t.deletedAt} is null`),
    // Its page, newest first: the type's rows of the period in list order, read until 20 are in
    // scope, rather than every type's (decision 109).
    index('incidents_kind_occurred_idx').on(t.kind, t.occurredAt, t.id).where(sql`${t.deletedAt} is null`),
  ],
);
