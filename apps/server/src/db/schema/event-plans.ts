import {
  EVENT_PLAN_MODULE,
  EVENT_PLAN_PART_MODULE,
  type TEventPlanPartStatus,
  type TEventPlanStatus,
} from '@hse/contracts/event-plans';
import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordModuleTable } from './record-module-table.ts';

/**
 * The holding's consolidated plans of measures (issue 14 §3, decision 056): one live plan a year,
 * columns derived from the manifest.
 */
export const eventPlans = recordModuleTable<TEventPlanStatus>(
  'event_plans',
  EVENT_PLAN_MODULE,
  {},
  (t, live) => [uniqueIndex('event_plans_org_year_key').on(t.organizationId!, t.year!).where(live)],
);

/** A subsidiary's part of a consolidated plan: one live part per plan and organization. */
export const eventPlanParts = recordModuleTable<TEventPlanPartStatus>(
  'event_plan_parts',
  EVENT_PLAN_PART_MODULE,
  {},
  (t, live) => [uniqueIndex('event_plan_parts_plan_org_key').on(t.planId!, t.organizationId!).where(live)],
);

/** A part's items (decision 038): each becomes an event when the part is agreed. */
export const eventPlanItems = pgTable(
  'event_plan_items',
  {
    id: uuid('id').primaryKey(),
    eventPlanPartId: uuid('event_plan_part_id')
      .notNull()
      .references(() => eventPlanParts.id),
    title: text('title').notNull(),
    description: text('description'),
    responsibleId: uuid('responsible_id').notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    cost: doublePrecision('cost'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('event_plan_items_part_idx').on(t.eventPlanPartId, t.createdAt).where(sql`${t.deletedAt} is null`),
  ],
);
