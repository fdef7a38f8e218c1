import { doublePrecision, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
