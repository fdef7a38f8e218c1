import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * Organizations' own sub-categories under the nine life-saving rules (decision 020). A name is
 * unique per organization and rule in any letter case among the undeleted, in each language; each
 * of these indexes also serves the lookups by organization.
 */
export const vitalRuleSubcategories = pgTable(
  'vital_rule_subcategories',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    rule: text('rule').notNull(),
    nameRu: text('name_ru').notNull(),
    nameKk: text('name_kk').notNull(),
    nameEn: text('name_en').notNull(),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vital_rule_subcategories_name_ru_key')
      .on(t.organizationId, t.rule, sql`lower(${t.nameRu})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('vital_rule_subcategories_name_kk_key')
      .on(t.organizationId, t.rule, sql`lower(${t.nameKk})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('vital_rule_subcategories_name_en_key')
      .on(t.organizationId, t.rule, sql`lower(${t.nameEn})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);
