import type { TChecklistAnswer } from '@hse/contracts/record-module/checklist';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { audits } from './audits.ts';

/**
 * The checklist answers of one audit, by question id, as one document (decision 029): the
 * checklist is written whole by one form and read whole by its page and the PDF, and kept apart
 * from the audit's row so its lists never carry it. The audit's version guards it.
 */
export const auditAnswers = pgTable('audit_answers', {
  auditId: uuid('audit_id')
    .primaryKey()
    .references(() => audits.id),
  answers: jsonb('answers').$type<Record<string, TChecklistAnswer>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});
