import type { TRecordTaskStatus } from '@hse/contracts/record-tasks';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Follow-up tasks raised from a finding of any record (an at-risk check of an observation, later a
 * discrepancy of an audit): one person must do something by a day. The record's organization is
 * copied here so the tasks of a scope are found without reading every record type's table.
 */
export const recordTasks = pgTable(
  'record_tasks',
  {
    id: uuid('id').primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** The check or finding the task follows from (a vital rule such as `hot_work`), if any. */
    findingKey: text('finding_key'),
    description: text('description').notNull(),
    assigneeId: uuid('assignee_id')
      .notNull()
      .references(() => users.id),
    // A deadline is a calendar day where the work happens, not a moment: it has no zone.
    dueDate: date('due_date').notNull(),
    status: text('status').$type<TRecordTaskStatus>().notNull().default('open'),
    doneComment: text('done_comment').notNull().default(''),
    doneAt: timestamp('done_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('record_tasks_entity_idx').on(t.entityType, t.entityId).where(sql`${t.deletedAt} is null`),
    index('record_tasks_assignee_idx')
      .on(t.assigneeId, t.status, t.dueDate, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);
