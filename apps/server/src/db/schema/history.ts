import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type THistoryChanges = Record<string, { from: unknown; to: unknown }>;

/** The audit trail of every record type, written in the transaction of the change. */
export const history = pgTable(
  'history',
  {
    id: uuid('id').primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes').$type<THistoryChanges>(),
    comment: text('comment'),
  },
  (t) => [index('history_entity_idx').on(t.entityType, t.entityId, t.at)],
);
