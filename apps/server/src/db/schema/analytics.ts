import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/** The targets an admin sets per year, organization and lagging indicator (issue 21). */
export const analyticsTargets = pgTable(
  'analytics_targets',
  {
    id: uuid('id').primaryKey(),
    year: integer('year').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    indicator: text('indicator').notNull(),
    value: doublePrecision('value').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [uniqueIndex('analytics_targets_key').on(t.year, t.organizationId, t.indicator)],
);

/**
 * Figures of the years before the register (before 2025), imported from Excel by an admin: one
 * value per organization, year and key. A new import of the same cell replaces it.
 */
export const analyticsHistory = pgTable(
  'analytics_history',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    year: integer('year').notNull(),
    key: text('key').notNull(),
    value: doublePrecision('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
  },
  (t) => [uniqueIndex('analytics_history_key').on(t.organizationId, t.year, t.key)],
);

/*
 * The rollups (decision 087): the register's counts by organization, UTC month (index since year 0,
 * `year × 12 + month − 1`) and type, kept by triggers in the writing statement's transaction
 * (migration 0032), so they equal a direct count at every commit. No foreign key: a cell is a
 * count, not a record, and an organization is never removed while records point at it.
 */

/** Sent, undeleted incident messages and their injured people by outcome and severity. */
export const analyticsIncidentMonths = pgTable(
  'analytics_incident_months',
  {
    organizationId: uuid('organization_id').notNull(),
    month: integer('month').notNull(),
    kind: text('kind').notNull(),
    incidents: integer('incidents').notNull().default(0),
    injured: integer('injured').notNull().default(0),
    fatality: integer('fatality').notNull().default(0),
    lwdc: integer('lwdc').notNull().default(0),
    rwc: integer('rwc').notNull().default(0),
    mtc: integer('mtc').notNull().default(0),
    fac: integer('fac').notNull().default(0),
    light: integer('light').notNull().default(0),
    severe: integer('severe').notNull().default(0),
    fatal: integer('fatal').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month, t.kind] })],
);

/**
 * Observations by source: `pnbr`, `works`, `driving` (sent ones: a draft is its author's alone)
 * and Qorgau cards by `category` (their observation type); `at_risk` counts observations with a
 * finding at risk, `closed` closed cards.
 */
export const analyticsObservationMonths = pgTable(
  'analytics_observation_months',
  {
    organizationId: uuid('organization_id').notNull(),
    month: integer('month').notNull(),
    source: text('source').notNull(),
    category: text('category').notNull().default(''),
    total: integer('total').notNull().default(0),
    atRisk: integer('at_risk').notNull().default(0),
    closed: integer('closed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month, t.source, t.category] })],
);

/** Life-saving rules found at risk: sent PNBR and works checks marked at risk, and Qorgau cards' rule. */
export const analyticsRuleMonths = pgTable(
  'analytics_rule_months',
  {
    organizationId: uuid('organization_id').notNull(),
    month: integer('month').notNull(),
    rule: text('rule').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month, t.rule] })],
);

/**
 * What healthSafety breaks injuries down by, per organization, UTC month and incident type
 * (migration 0034, decision 090): `dimension` is `cause` (key: the md5 of the trimmed preliminary
 * causes, `label` the text itself), `activity` (the business direction), `hour` (the quarter of
 * the day, 0–3, in the zone of analytics_time_zone) or `body_part` (a victim's). `incidents`
 * counts sent messages, `injured` their victims (of that body part, for `body_part`).
 */
export const analyticsIncidentBreakdowns = pgTable(
  'analytics_incident_breakdowns',
  {
    organizationId: uuid('organization_id').notNull(),
    month: integer('month').notNull(),
    kind: text('kind').notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    label: text('label').notNull().default(''),
    incidents: integer('incidents').notNull().default(0),
    injured: integer('injured').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month, t.kind, t.dimension, t.key] })],
);

/**
 * Sent accidents with the moment their investigation was signed (the first act or report of the
 * message on approval or approved), for the Labour Code's deadline: one narrow row an accident.
 */
export const analyticsAccidents = pgTable(
  'analytics_accidents',
  {
    incidentId: uuid('incident_id').primaryKey(),
    organizationId: uuid('organization_id').notNull(),
    month: integer('month').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The Labour Code's deadline on the holidays table's calendar, counted again when it changes. */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('analytics_accidents_org_month_idx').on(t.organizationId, t.month),
    // The accidents whose deadline may still be ahead: few, whatever the register's size.
    index('analytics_accidents_open_deadline_idx').on(t.deadline).where(sql`${t.doneAt} is null`),
  ],
);

/** The accidents of analytics_accidents summed per organization and month, kept by its own triggers. */
export const analyticsAccidentMonths = pgTable(
  'analytics_accident_months',
  {
    organizationId: uuid('organization_id').notNull(),
    month: integer('month').notNull(),
    accidents: integer('accidents').notNull().default(0),
    done: integer('done').notNull().default(0),
    onTime: integer('on_time').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month] })],
);

/** The zone whose clock the `hour` breakdown reads; the server sets it from TIME_ZONE at start. */
export const analyticsTimeZone = pgTable('analytics_time_zone', {
  id: boolean('id').primaryKey().default(true),
  timeZone: text('time_zone').notNull(),
});
