import type { TQorgauStatus } from '@hse/contracts/qorgau';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './record-columns.ts';
import { users } from './users.ts';
import { vitalRuleSubcategories } from './vital-rule-subcategories.ts';

/**
 * A Qorgau card (domain.md §3a). `created_by` is null for a guest and for an author who chose
 * anonymity; a guest's name and phone, if given, are kept apart from the staff directory.
 */
export const qorgauCards = pgTable(
  'qorgau_cards',
  {
    ...recordColumns<TQorgauStatus>(),
    observationType: text('observation_type').notNull(),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    // The first category, kept as a column: the map colours by it and filters through an index.
    mainCategory: text('main_category').notNull(),
    vitalRule: text('vital_rule'),
    vitalRuleSubcategoryId: uuid('vital_rule_subcategory_id').references(() => vitalRuleSubcategories.id),
    department: text('department').notNull().default(''),
    observedCompany: text('observed_company').notNull().default(''),
    site: text('site').notNull().default(''),
    object: text('object').notNull().default(''),
    description: text('description').notNull(),
    consequences: text('consequences').notNull().default(''),
    measuresTaken: text('measures_taken').notNull().default(''),
    encouragement: text('encouragement').notNull().default(''),
    discussed: boolean('discussed').notNull().default(false),
    reportedTo: text('reported_to').notNull().default(''),
    eliminated: boolean('eliminated').notNull().default(false),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    authorName: text('author_name').notNull().default(''),
    authorPhone: text('author_phone').notNull().default(''),
    assigneeId: uuid('assignee_id').references(() => users.id),
    resolution: text('resolution').notNull().default(''),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('qorgau_cards_number_key').on(t.number),
    // The map asks for a box and most often a period: one GiST index takes both (the date through
    // btree_gist), so a box of many years' cards is not read whole to keep one quarter's.
    index('qorgau_cards_place_time_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`, t.observedAt)
      .where(sql`${t.deletedAt} is null`),
    index('qorgau_cards_observed_idx').on(t.observedAt).where(sql`${t.deletedAt} is null`),
    index('qorgau_cards_org_idx').on(t.organizationId, t.observedAt).where(sql`${t.deletedAt} is null`),
  ],
);
