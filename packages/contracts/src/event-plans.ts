import {
  EVENT_PLAN_HOLDING_ROLES,
  EVENT_PLAN_MODULE_HEAD,
  EVENT_PLAN_PART_MODULE_HEAD,
} from './event-plan-module-head.ts';
import { EVENT_PLAN_PART_TEXTS, EVENT_PLAN_TEXTS } from './event-plan-texts.ts';
import { defineChildModule, type TChildItem } from './record-module/children.ts';
import { defineRecordModule } from './record-module/define.ts';
import { fields } from './record-module/fields.ts';
import type { TActor, TWorkflow } from './workflow.ts';

export { EVENT_PLAN_HOLDING_ROLES };

/**
 * The holding's HSE staff as workflow actors (decision 057): the same roles in a subsidiary write
 * their own part but neither keep the plan nor agree a part. The administrator acts anywhere.
 */
export const EVENT_PLAN_HOLDING: readonly TActor[] = ['holding:dotos', 'holding:headdotos', 'admin'];

// ---- The holding's consolidated plan of a year ---------------------------------------------

export const EVENT_PLAN_STATUSES = ['draft', 'in_work'] as const;
export type TEventPlanStatus = (typeof EVENT_PLAN_STATUSES)[number];

/**
 * Decision 056: the holding's HSE staff write the plan and send it to work, which gives every
 * active subsidiary a draft part and tells its HSE staff. The plan stays open to them (its
 * deadline may move); its parts carry the agreement.
 */
export const EVENT_PLAN_WORKFLOW: TWorkflow<TEventPlanStatus> = {
  initial: 'draft',
  states: EVENT_PLAN_STATUSES,
  actions: {
    send_to_work: { from: ['draft'], to: 'in_work', who: EVENT_PLAN_HOLDING },
  },
  editable: { draft: EVENT_PLAN_HOLDING, in_work: EVENT_PLAN_HOLDING },
  deletable: { draft: EVENT_PLAN_HOLDING },
};

export const EVENT_PLAN_MODULE = defineRecordModule({
  ...EVENT_PLAN_MODULE_HEAD,
  // The whole wording; the head carries only what the shell shows.
  texts: EVENT_PLAN_TEXTS,
  entityType: 'event_plan',
  resource: '/api/event-plans',
  numberPrefix: 'EP',
  fields: {
    organization_id: fields.organization({ required: true }),
    year: fields.integer({ required: true, min: 2000, max: 2100, plain: true }),
    title: fields.text({ max: 300 }),
    send_by: fields.date({ required: true }),
    description: fields.longText({ max: 4000 }),
    parts_count: fields.integer({ computed: true }),
    sent_count: fields.integer({ computed: true }),
    agreed_count: fields.integer({ computed: true }),
    late_count: fields.integer({ computed: true }),
  },
  organizationField: 'organization_id',
  yearField: 'year',
  sections: [
    { key: 'general', fields: ['organization_id', 'year', 'title', 'send_by', 'description'] },
    { key: 'totals', fields: ['parts_count', 'sent_count', 'agreed_count', 'late_count'] },
  ],
  list: {
    columns: [
      'number',
      'year',
      'title',
      'send_by',
      'parts_count',
      'sent_count',
      'agreed_count',
      'late_count',
      'status',
    ],
    narrowHidden: ['title', 'sent_count', 'late_count'],
    filters: ['year', 'status'],
    search: ['title'],
    ordering: ['year', 'number', 'send_by', 'status', 'created_at'],
    defaultOrdering: '-year',
  },
  workflow: EVENT_PLAN_WORKFLOW,
  parts: { files: true, comments: true, history: true, pdf: true },
});

// ---- A subsidiary's part of the plan -------------------------------------------------------

export const EVENT_PLAN_PART_STATUSES = ['draft', 'on_agreement', 'revision', 'approved'] as const;
export type TEventPlanPartStatus = (typeof EVENT_PLAN_PART_STATUSES)[number];

/**
 * Brief §6: draft → on_agreement → approved | revision → on_agreement. The subsidiary's staff
 * (`member`) write their part and send it; the holding's HSE staff agree it or return it with a
 * comment (holding actors, decision 057). On approval its items become
 * events (decision 050).
 */
export const EVENT_PLAN_PART_WORKFLOW: TWorkflow<TEventPlanPartStatus> = {
  initial: 'draft',
  states: EVENT_PLAN_PART_STATUSES,
  actions: {
    send_to_agreement: { from: ['draft', 'revision'], to: 'on_agreement', who: ['member'] },
    approve: { from: ['on_agreement'], to: 'approved', who: EVENT_PLAN_HOLDING },
    for_revision: {
      from: ['on_agreement'],
      to: 'revision',
      who: EVENT_PLAN_HOLDING,
      commentRequired: true,
    },
  },
  editable: { draft: ['member'], revision: ['member'] },
  // The holding takes out the part of a subsidiary that has nothing to plan this year.
  deletable: { draft: EVENT_PLAN_HOLDING },
};

export const EVENT_PLAN_PART_MODULE = defineRecordModule({
  ...EVENT_PLAN_PART_MODULE_HEAD,
  texts: EVENT_PLAN_PART_TEXTS,
  entityType: 'event_plan_part',
  resource: '/api/event-plan-parts',
  numberPrefix: 'EPP',
  fields: {
    plan_id: fields.reference('/api/event-plans/choices/', { required: true }),
    organization_id: fields.organization({ required: true }),
    title: fields.text({ max: 300 }),
    // The plan's year and deadline, copied when the part is made and kept with the plan's.
    year: fields.integer({ computed: true, plain: true }),
    send_by: fields.date({ computed: true }),
    approver_id: fields.person(),
    note: fields.longText({ max: 4000 }),
    items_count: fields.integer({ computed: true }),
    cost_total: fields.money({ computed: true }),
    /** The day it was first sent to agreement. */
    sent_on: fields.date({ computed: true }),
    /** Never sent and past the plan's deadline (decision 056), computed when read. */
    late: fields.boolean({ computed: true }),
  },
  organizationField: 'organization_id',
  yearField: 'year',
  sections: [
    {
      key: 'general',
      fields: ['plan_id', 'organization_id', 'title', 'year', 'send_by', 'approver_id', 'note'],
    },
    { key: 'totals', fields: ['items_count', 'cost_total', 'sent_on', 'late'] },
  ],
  list: {
    columns: [
      'number',
      'year',
      'organization_id',
      'items_count',
      'cost_total',
      'send_by',
      'sent_on',
      'late',
      'status',
    ],
    narrowHidden: ['year', 'cost_total', 'send_by', 'sent_on'],
    filters: ['plan_id', 'organization_id', 'status'],
    search: ['title', 'note'],
    ordering: ['year', 'number', 'status', 'sent_on', 'created_at'],
    defaultOrdering: '-year',
    flags: ['late'],
  },
  workflow: EVENT_PLAN_PART_WORKFLOW,
  // In "my work" a part shows its organization; it waits for the subsidiary while a draft.
  parts: { files: true, comments: true, history: true, pdf: true },
});

/** A part's items (decision 038): each becomes an event when the part is approved. */
export const EVENT_PLAN_ITEMS = defineChildModule({
  key: 'items',
  item: 'item',
  parent: EVENT_PLAN_PART_MODULE,
  fields: {
    title: fields.text({ required: true, max: 500 }),
    description: fields.longText({ max: 4000 }),
    responsible_id: fields.person({ required: true }),
    due_on: fields.date(),
    cost: fields.money(),
  },
  sections: [
    {
      key: 'plan',
      fields: ['title', 'description', 'responsible_id', 'due_on', 'cost'],
      flag: 'can_edit',
      writers: EVENT_PLAN_PART_WORKFLOW.editable,
    },
  ],
  label: 'title',
});
export type TEventPlanItem = TChildItem & {
  title: string;
  description: string | null;
  responsible_id: string;
  responsible_name: string;
  due_on: string | null;
  cost: number | null;
  can_edit: boolean;
};

/** An item's fields a part is not sent without (besides its title and responsible person). */
export const EVENT_PLAN_ITEM_SEND_FIELDS = ['title', 'responsible_id', 'due_on'] as const;

/** The refusal's field key of an item's empty field: `items.<item id>.<field>`. */
export const eventPlanMissingKey = (itemId: string, field: string) => `items.${itemId}.${field}`;

/**
 * How a subsidiary's part stands in the consolidated plan: its state, or `late` when it was never
 * sent and the plan's deadline has passed, or `not_started` when the subsidiary has none.
 */
export const PART_STANDINGS = [
  'not_started',
  'draft',
  'on_agreement',
  'revision',
  'approved',
  'late',
] as const;
export type TPartStanding = (typeof PART_STANDINGS)[number];

/** Whether a part is late on `today` (YYYY-MM-DD): never sent, and its plan's deadline has passed. */
export const isPartLate = (part: { sent_on: string | null; send_by: string | null }, today: string) =>
  part.sent_on === null && part.send_by !== null && part.send_by < today;

export function standingOf(
  part: { status: string; sent_on: string | null; send_by: string | null } | null,
  today: string,
): TPartStanding {
  if (!part) return 'not_started';
  if (isPartLate(part, today)) return 'late';
  return part.status as TPartStanding;
}
