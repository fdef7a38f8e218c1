import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The code a short name gives registration numbers (`dog p` → `DOG-P`), as SQL: the unique index
 * and the numbering read it the same way.
 */
export const seriesCodeOf = (column: unknown) =>
  sql`upper(regexp_replace(btrim(${column}), '\\s+', '-', 'g'))`;

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey(),
    parentId: uuid('parent_id').references((): AnyPgColumn => organizations.id),
    kind: text('kind', { enum: ['holding', 'subsidiary', 'division'] }).notNull(),
    nameRu: text('name_ru').notNull(),
    nameKk: text('name_kk').notNull(),
    nameEn: text('name_en').notNull(),
    shortName: text('short_name').notNull().default(''),
    bin: text('bin').notNull().default(''),
    // Where the organization's main site is: the Qorgau map shows it and places a card there.
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('organizations_parent_idx').on(t.parentId).where(sql`${t.deletedAt} is null`),
    // Deleted organizations keep theirs: their records carry it in their numbers.
    uniqueIndex('organizations_short_name_key')
      .on(seriesCodeOf(t.shortName))
      .where(sql`${t.shortName} <> ''`),
  ],
);
