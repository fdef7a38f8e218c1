import { z } from 'zod';
import { EVENT_MODULE_HEAD } from './event-module-head.ts';
import { EVENT_TEXTS } from './event-texts.ts';
import { defineRecordModule } from './record-module/define.ts';
import { fields } from './record-module/fields.ts';
import { listItemSchemaOf } from './record-module/schemas.ts';
import { ZRecordSummarySchema } from './record-module/summary.ts';
import type { TWorkflow } from './workflow.ts';

/** The records an event may be raised from, by their entity types (decision 050). */
export const EVENT_SOURCE_TYPES = [
  'incident',
  'investigation_report',
  'investigation_act',
  'bulletin',
  'audit',
  'audit_finding',
  'pnbr_observation',
  'works_observation',
  'driving_observation',
  'qorgau_card',
  // A subsidiary's plan of measures: its items become events when it is agreed (decision 056).
  'event_plan_part',
] as const;
export type TEventSourceType = (typeof EVENT_SOURCE_TYPES)[number];

/** Spec §4: the execution statuses of an event. */
export const EXECUTION_STATUSES = ['in_work', 'stopped', 'done', 'not_applicable'] as const;
export type TExecutionStatus = (typeof EXECUTION_STATUSES)[number];
/** Execution statuses that need a comment saying why. */
export const COMMENTED_EXECUTION: readonly TExecutionStatus[] = ['stopped', 'not_applicable'];

export const EVENT_STATUSES = ['in_work', 'on_approval', 'revision', 'approved'] as const;
export type TEventStatus = (typeof EVENT_STATUSES)[number];

/**
 * Decision 050: the record is given (`assignee`) to whoever must act on it now: its responsible
 * person while it is in work or back on revision, its approver while it is on approval. The
 * responsible reports execution (`send_for_approval`); the approver approves it or returns it
 * for revision with a comment. The author and the HSE staff keep the measure itself while it is
 * being done.
 */
export const EVENT_WORKFLOW: TWorkflow<TEventStatus> = {
  initial: 'in_work',
  states: EVENT_STATUSES,
  actions: {
    send_for_approval: { from: ['in_work', 'revision'], to: 'on_approval', who: ['assignee'] },
    approve: { from: ['on_approval'], to: 'approved', who: ['assignee'] },
    for_revision: { from: ['on_approval'], to: 'revision', who: ['assignee'], commentRequired: true },
  },
  editable: {
    in_work: ['author', 'assignee', 'dotos', 'headdotos'],
    revision: ['author', 'assignee', 'dotos', 'headdotos'],
  },
  deletable: { in_work: ['author', 'dotos', 'headdotos'] },
};

export const EVENT_MODULE = defineRecordModule({
  ...EVENT_MODULE_HEAD,
  // The whole wording; the head carries only what the shell shows.
  texts: EVENT_TEXTS,
  entityType: 'event',
  resource: '/api/events',
  numberPrefix: 'EVT',
  fields: {
    title: fields.text({ required: true, max: 500 }),
    description: fields.longText({ max: 4000 }),
    source_type: fields.choice(EVENT_SOURCE_TYPES),
    source_id: fields.reference('/api/events/sources/'),
    /** The source's row an event is raised from (`measures.2`, a measure of an act), set once. */
    source_row: fields.text({ max: 100 }),
    organization_id: fields.organization({ required: true }),
    responsible_id: fields.person({ required: true }),
    co_executor_ids: fields.people({ max: 20 }),
    approver_id: fields.person({ required: true }),
    due_on: fields.date({ required: true }),
    cost: fields.money(),
    execution_status: fields.choice(EXECUTION_STATUSES, { required: true }),
    execution_comment: fields.longText({ max: 2000 }),
    report: fields.longText({ max: 4000 }),
    done_on: fields.date(),
    overdue: fields.boolean({ computed: true }),
  },
  organizationField: 'organization_id',
  yearField: 'due_on',
  sections: [
    // The source is set from the record an event is raised from, and shown as a link to it.
    { key: 'general', fields: ['title', 'description', 'organization_id'] },
    { key: 'people', fields: ['responsible_id', 'co_executor_ids', 'approver_id'] },
    { key: 'execution', fields: ['due_on', 'cost', 'execution_status', 'execution_comment', 'overdue'] },
    { key: 'report', fields: ['report', 'done_on'] },
  ],
  list: {
    columns: [
      'number',
      'title',
      'organization_id',
      'responsible_id',
      'due_on',
      'execution_status',
      'overdue',
      'status',
    ],
    narrowHidden: ['organization_id', 'responsible_id', 'execution_status'],
    filters: [
      'organization_id',
      'status',
      'execution_status',
      'responsible_id',
      'co_executor_ids',
      'approver_id',
      'source_type',
      'due_on',
    ],
    search: ['title', 'description'],
    ordering: ['due_on', 'number', 'status', 'execution_status', 'created_at'],
    defaultOrdering: 'due_on',
    thenBy: { status: 'due_on', execution_status: 'due_on' },
    // Past its due date and neither done, approved nor found not applicable (decision 050).
    flags: ['overdue'],
  },
  workflow: EVENT_WORKFLOW,
  // In "my work" an event shows its title and its due date (decision 054).
  myWork: { summary: 'title', due: 'due_on' },
  parts: { files: true, comments: true, history: true, pdf: true },
});

/** Whether an event is overdue on `today` (YYYY-MM-DD): the list's filter says the same in SQL. */
export function isEventOverdue(
  event: { status: string; execution_status: string; due_on: string },
  today: string,
): boolean {
  return (
    event.due_on < today &&
    event.status !== 'approved' &&
    event.execution_status !== 'done' &&
    event.execution_status !== 'not_applicable'
  );
}

/** `GET /api/events/raise-from/?source_type=&source_id=`: a new event's values taken from its source. */
/** A row of a source's `rows` field that declares its items: `<field>.<index>`. */
export const EVENT_SOURCE_ROW = /^[a-z][a-z0-9_]*\.\d{1,3}$/;

export const ZEventSourceQuerySchema = z.strictObject({
  source_type: z.enum(EVENT_SOURCE_TYPES, 'validation.one_of'),
  source_id: z.uuid('validation.invalid'),
  source_row: z.string().regex(EVENT_SOURCE_ROW, 'validation.invalid').optional(),
});
export type TEventSourceQuery = z.infer<typeof ZEventSourceQuerySchema>;

export const ZEventPrefillSchema = z.object({
  title: z.string(),
  organization_id: z.uuid(),
  source_type: z.enum(EVENT_SOURCE_TYPES),
  source_id: z.uuid(),
  source_row: z.string().nullable(),
  /** The item's due date, where it has one (a finding's, a measure's deadline). */
  due_on: z.string().nullable(),
  source: ZRecordSummarySchema,
});
export type TEventPrefill = z.infer<typeof ZEventPrefillSchema>;

/**
 * A row of the events' list: the list's columns and where it was raised from, so that a record's
 * items show their own events (a discrepancy's, a measure's row).
 */
export const ZEventListItemSchema = listItemSchemaOf(EVENT_MODULE).extend({
  source_id: z.uuid().nullable(),
  source_row: z.string().nullable(),
});
