import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Requests counted against a per-address limit (public filing of Qorgau cards, public answers),
 * kept in the database so that every app process counts the same (brief §7).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: uuid('id').primaryKey(),
    bucket: text('bucket').notNull(),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_bucket_address_at_idx').on(t.bucket, t.address, t.at)],
);
