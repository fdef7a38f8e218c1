import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { audits } from './audits.ts';

/**
 * The discrepancies an audit found: the auditors' part (requirement, evidence, severity, who in
 * the audited organization answers for it and by when) and the organization's (causes and
 * corrective actions). Each is edited at its own version; the audit keeps their live count.
 */
export const auditFindings = pgTable(
  'audit_findings',
  {
    id: uuid('id').primaryKey(),
    auditId: uuid('audit_id')
      .notNull()
      .references(() => audits.id),
    /** The checklist question it answers to, if any (kept across template versions). */
    questionId: text('question_id'),
    requirement: text('requirement').notNull(),
    evidence: text('evidence').notNull(),
    severity: text('severity').notNull(),
    responsibleId: uuid('responsible_id').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    causes: text('causes').notNull().default(''),
    correctiveActions: text('corrective_actions').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('audit_findings_audit_idx').on(t.auditId, t.createdAt).where(sql`${t.deletedAt} is null`)],
);
