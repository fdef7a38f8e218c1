import type { TChecklistSection } from '@hse/contracts/audits';
import type { TLocalizedText } from '@hse/contracts/common';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One version of an audit checklist template (decision 029). An edit adds the next version of the
 * family and marks this one superseded: the audits made with it keep reading it as it was. Only
 * one version of a family is current, which the partial unique index holds against racing edits.
 */
export const auditTemplates = pgTable(
  'audit_templates',
  {
    id: uuid('id').primaryKey(),
    familyId: uuid('family_id').notNull(),
    version: integer('version').notNull(),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
    sections: jsonb('sections').$type<TChecklistSection[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    /** When a newer version replaced it; null for the current version. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('audit_templates_family_version_key').on(t.familyId, t.version),
    uniqueIndex('audit_templates_current_key').on(t.familyId).where(sql`${t.supersededAt} is null`),
  ],
);
