import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Background work kept in the database (decision 049): any number of server processes claim it
 * with `FOR UPDATE SKIP LOCKED`, so none runs a job twice and a killed process loses none (its
 * lease runs out and another takes the job again).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Enqueueing the same key again is a no-op: a recurring job's key names its period. */
    key: text('key').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set when the attempts ran out: the job is kept, with its last error, and not tried again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_kind_key').on(t.kind, t.key),
    // What a worker looks for: open jobs by the moment they are due.
    index('jobs_open_idx').on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);

/** Kazakhstan's public holidays and the weekend days moved to be worked, kept by the administrator. */
export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    /** `holiday`: a day off; `working_day`: a Saturday or Sunday worked in exchange for a moved day off. */
    kind: text('kind').$type<'holiday' | 'working_day'>().notNull(),
    nameRu: text('name_ru').notNull(),
    nameKk: text('name_kk').notNull(),
    nameEn: text('name_en').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('holidays_day_key').on(t.day).where(sql`${t.deletedAt} is null`)],
);

/**
 * Each deadline notice sent: one row per source, item, stage and person, so a scan that runs twice,
 * or in two processes at once, tells nobody twice.
 */
export const deadlineNotices = pgTable(
  'deadline_notices',
  {
    source: text('source').notNull(),
    itemId: text('item_id').notNull(),
    stage: text('stage').notNull(),
    userId: uuid('user_id').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** The notification that told of it: one a day per person, the day's notices gathered in it. */
    notificationId: uuid('notification_id'),
  },
  (t) => [
    uniqueIndex('deadline_notices_key').on(t.source, t.itemId, t.stage, t.userId),
    index('deadline_notices_user_idx').on(t.userId, t.sentAt),
  ],
);
