import type { TLocalizedText } from '@hse/contracts/common';
import { sql } from 'drizzle-orm';
import {
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The table of a versioned reference list (decision 043): one row per version of a family, its
 * trilingual title and the list's content columns. Only one version of a family is current, which
 * the partial unique index holds against racing edits; the platform names both indexes by the table.
 */
export function versionedListTable<C extends Record<string, PgColumnBuilderBase>>(name: string, content: C) {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey(),
      familyId: uuid('family_id').notNull(),
      version: integer('version').notNull(),
      title: jsonb('title').$type<TLocalizedText>().notNull(),
      ...content,
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      createdBy: uuid('created_by'),
      /** When a newer version replaced it; null for the current version. */
      supersededAt: timestamp('superseded_at', { withTimezone: true }),
    },
    (t) => [
      uniqueIndex(`${name}_family_version_key`).on(t.familyId, t.version),
      uniqueIndex(`${name}_current_key`).on(t.familyId).where(sql`${t.supersededAt} is null`),
    ],
  );
}
