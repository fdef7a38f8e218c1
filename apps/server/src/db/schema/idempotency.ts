import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The keys of writes a client may retry (`Idempotency-Key`), written in the transaction of the
 * change: a retried request finds its key and is answered again instead of being done twice.
 * Kept at least 24 hours (platform/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: `user:<id>`, or for a guest `guest:<payload hash>`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Hash of the method, path and payload: the same key with another payload is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** What the change's transaction returned, to rebuild the answer if it was never stored. */
    result: jsonb('result').$type<{ value?: unknown }>().notNull(),
    /** The answer sent, once it was sent. */
    status: integer('status'),
    body: jsonb('body').$type<{ value?: unknown }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
