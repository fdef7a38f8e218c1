import type { TChecklistSection } from '@hse/contracts/record-module/checklist';
import { jsonb } from 'drizzle-orm/pg-core';
import { versionedListTable } from './versioned-list-table.ts';

/**
 * One version of an audit checklist template (decisions 029, 043): the audits made with it keep
 * reading it as it was whatever versions follow.
 */
export const auditTemplates = versionedListTable('audit_templates', {
  sections: jsonb('sections').$type<TChecklistSection[]>().notNull(),
});
