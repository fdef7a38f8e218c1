import { integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/** The columns every workflow record has (platform/records.ts works through them). */
export function recordColumns<S extends string>() {
  return {
    id: uuid('id').primaryKey(),
    number: text('number').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    status: text('status').$type<S>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  };
}
