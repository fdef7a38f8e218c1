import { DOCUMENT_MODULE, type TDocumentStatus } from '@hse/contracts/documents';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordModuleTable } from './record-module-table.ts';

/**
 * Safety documents by area (issue 16 §2): one row per document, its columns derived from the
 * manifest. The text search columns (`search_vector`, decision 063) are generated columns added
 * by hand-written SQL in the migration: drizzle does not declare a generated tsvector.
 */
export const documents = recordModuleTable<TDocumentStatus>('documents', DOCUMENT_MODULE, {}, (t, live) => [
  index('documents_area_folder_idx').on(t.area!, t.folderId!, t.approvedOn!).where(live),
  index('documents_valid_until_idx').on(t.validUntil!).where(live),
]);

/** An area's folders, a small tree: documents sit in one or at the area's top. */
export const documentFolders = pgTable(
  'document_folders',
  {
    id: uuid('id').primaryKey(),
    area: text('area').notNull(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('document_folders_area_idx').on(t.area, t.parentId).where(sql`${t.deletedAt} is null`)],
);

/**
 * The files of a document, one per version: an upload adds one and makes it current, the older
 * ones stay readable. `text` is what the extraction job read from the file, for the search.
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    textState: text('text_state').notNull().default('pending'),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
  },
  (t) => [
    uniqueIndex('document_versions_number_key').on(t.documentId, t.number),
    uniqueIndex('document_versions_current_key').on(t.documentId).where(sql`${t.isCurrent}`),
  ],
);
