import { EVENT_MODULE, type TEventStatus } from '@hse/contracts/events';
import { sql } from 'drizzle-orm';
import { index, uuid } from 'drizzle-orm/pg-core';
import { recordModuleTable } from './record-module-table.ts';

/**
 * Events (corrective and preventive measures, decision 050): columns from the manifest, and the
 * person the event is given to now (`assignee_id`: its responsible, or its approver while on
 * approval). The open ones (what may fall overdue) have an index of their own per organization and
 * due date, so the overdue list of a subsidiary reads only them.
 */
export const events = recordModuleTable<TEventStatus>(
  'events',
  EVENT_MODULE,
  {
    assigneeId: uuid('assignee_id'),
    // Where the source lies: the source itself, or the record holding it (a finding's audit, decision 050).
    sourceRecordId: uuid('source_record_id'),
  },
  (t) => [
    index('events_open_org_due_idx')
      .on(t.organizationId!, t.dueOn!, t.id!)
      .where(
        sql`${t.deletedAt} is null and ${t.status} <> 'approved' and ${t.executionStatus} in ('in_work', 'stopped')`,
      ),
    index('events_open_due_idx')
      .on(t.dueOn!, t.id!)
      .where(
        sql`${t.deletedAt} is null and ${t.status} <> 'approved' and ${t.executionStatus} in ('in_work', 'stopped')`,
      ),
    index('events_assignee_idx').on(t.assigneeId!).where(sql`${t.deletedAt} is null`),
    index('events_source_idx').on(t.sourceId!).where(sql`${t.deletedAt} is null`),
    index('events_source_record_idx').on(t.sourceRecordId!).where(sql`${t.deletedAt} is null`),
  ],
);
