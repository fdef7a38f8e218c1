import { COMMITMENT_MODULE, type TCommitmentStatus } from '@hse/contracts/commitments';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordModuleTable } from './record-module-table.ts';

/**
 * Personal safety commitments (brief §6): one row per manager's commitment for a year, its
 * columns derived from the manifest; a manager keeps one live commitment a year.
 */
export const commitments = recordModuleTable<TCommitmentStatus>('commitments', COMMITMENT_MODULE, {}, (t) => [
  uniqueIndex('commitments_author_year_key').on(t.createdBy!, t.year!).where(sql`deleted_at is null`),
]);

/** What a commitment's author reports for a quarter: one live report a quarter, each versioned. */
export const commitmentFillings = pgTable(
  'commitment_fillings',
  {
    id: uuid('id').primaryKey(),
    commitmentId: uuid('commitment_id')
      .notNull()
      .references(() => commitments.id),
    period: text('period').notNull(),
    counts: jsonb('counts').notNull().default([]),
    comment: text('comment'),
    evidence: jsonb('evidence').notNull().default([]),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('commitment_fillings_commitment_idx')
      .on(t.commitmentId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('commitment_fillings_period_key')
      .on(t.commitmentId, t.period)
      .where(sql`${t.deletedAt} is null`),
  ],
);
