import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The last registration number given per record type, series code and year. Taking the next one
 * is an upsert that locks this row, so concurrent creators wait for each other and never share one.
 */
export const registrationCounters = pgTable(
  'registration_counters',
  {
    prefix: text('prefix').notNull(),
    /**
     * The code the numbers carry (`DOG-P`, or '' without one): a series belongs to its code, not
     * to an organization, so a code given up and taken again continues where it stopped.
     */
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.series, t.year] })],
);

/** Comments on any record, in the order they were written. */
export const recordComments = pgTable(
  'record_comments',
  {
    id: uuid('id').primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    authorId: uuid('author_id').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('record_comments_entity_idx').on(t.entityType, t.entityId, t.createdAt)],
);

/** Files attached to any record; the bytes live in the file storage under `storage_key`. */
export const recordFiles = pgTable(
  'record_files',
  {
    id: uuid('id').primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('record_files_entity_idx').on(t.entityType, t.entityId).where(sql`${t.deletedAt} is null`)],
);
