import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The wording and pictogram of each of the nine life-saving rules as the administrator keeps
 * them (decision 064). The rules themselves stay the code's fixed taxonomy (decision 020); a rule
 * without a row reads its built-in name and no description yet.
 */
export const vitalRules = pgTable(
  'vital_rules',
  {
    // Its history's entity id; the rule's key names it everywhere else.
    id: uuid('id').primaryKey(),
    rule: text('rule').notNull(),
    titleRu: text('title_ru').notNull(),
    titleKk: text('title_kk').notNull(),
    titleEn: text('title_en').notNull(),
    textRu: text('text_ru').notNull().default(''),
    textKk: text('text_kk').notNull().default(''),
    textEn: text('text_en').notNull().default(''),
    pictogramKey: text('pictogram_key'),
    pictogramMime: text('pictogram_mime'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [uniqueIndex('vital_rules_rule_key').on(t.rule)],
);
