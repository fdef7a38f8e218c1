import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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
  (t) => [index('organizations_parent_idx').on(t.parentId).where(sql`${t.deletedAt} is null`)],
);
