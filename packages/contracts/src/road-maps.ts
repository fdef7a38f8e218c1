import { z } from 'zod';
import { defineChildModule, type TChildItem } from './record-module/children.ts';
import { defineRecordModule } from './record-module/define.ts';
import { fields } from './record-module/fields.ts';
import { ROAD_MAP_AGREEING_ROLES, ROAD_MAP_MODULE_HEAD } from './road-map-module-head.ts';
import { ROAD_MAP_TEXTS } from './road-map-texts.ts';
import type { TActor, TWorkflow } from './workflow.ts';

export { ROAD_MAP_AGREEING_ROLES };

/** The agreeing roles as workflow actors: of the holding itself, the administrator anywhere (decision 057). */
const AGREEING: readonly TActor[] = ['holding:dotos', 'holding:headdotos', 'admin'];

export const ROAD_MAP_STATUSES = ['draft', 'on_agreement', 'revision', 'approved'] as const;
export type TRoadMapStatus = (typeof ROAD_MAP_STATUSES)[number];

export const ROAD_MAP_CATEGORIES = [
  'occupational_safety',
  'industrial_safety',
  'fire_safety',
  'environment',
  'transport_safety',
  'health',
  'training',
] as const;
export type TRoadMapCategory = (typeof ROAD_MAP_CATEGORIES)[number];
export const ROAD_MAP_WORK_TYPES = [
  'organizational',
  'technical',
  'training',
  'procurement',
  'inspection',
] as const;
export const ROAD_MAP_RISKS = ['low', 'medium', 'high'] as const;

/**
 * Issue 14 §2: the subsidiary's staff (`member`) write the map and send it to agreement; the
 * holding's HSE staff agree it or return it with a comment (holding actors, decision 057: the
 * same roles in a subsidiary do not agree). Once approved, only the items' progress changes.
 */
export const ROAD_MAP_WORKFLOW: TWorkflow<TRoadMapStatus> = {
  initial: 'draft',
  states: ROAD_MAP_STATUSES,
  actions: {
    send_to_agreement: { from: ['draft', 'revision'], to: 'on_agreement', who: ['member'] },
    approve: { from: ['on_agreement'], to: 'approved', who: AGREEING },
    for_revision: {
      from: ['on_agreement'],
      to: 'revision',
      who: AGREEING,
      commentRequired: true,
    },
  },
  editable: { draft: ['member'], revision: ['member'] },
  deletable: { draft: ['member'] },
};

export const ROAD_MAP_MODULE = defineRecordModule({
  ...ROAD_MAP_MODULE_HEAD,
  // The whole wording; the head carries only what the shell shows.
  texts: ROAD_MAP_TEXTS,
  entityType: 'road_map',
  resource: '/api/road-maps',
  numberPrefix: 'RM',
  fields: {
    organization_id: fields.organization({ required: true }),
    year: fields.integer({ required: true, min: 2000, max: 2100, plain: true }),
    title: fields.text({ max: 300 }),
    items_count: fields.integer({ computed: true }),
    budget_total: fields.money({ computed: true }),
    needed_total: fields.money({ computed: true }),
    progress: fields.percent({ computed: true }),
  },
  organizationField: 'organization_id',
  yearField: 'year',
  sections: [
    { key: 'general', fields: ['organization_id', 'year', 'title'] },
    { key: 'totals', fields: ['items_count', 'budget_total', 'needed_total', 'progress'] },
  ],
  list: {
    columns: [
      'number',
      'year',
      'organization_id',
      'title',
      'items_count',
      'budget_total',
      'needed_total',
      'progress',
      'status',
    ],
    narrowHidden: ['title', 'items_count', 'needed_total'],
    filters: ['organization_id', 'year', 'status', 'progress'],
    search: ['title'],
    ordering: ['year', 'number', 'budget_total', 'progress', 'status', 'created_at'],
    defaultOrdering: '-year',
  },
  workflow: ROAD_MAP_WORKFLOW,
  parts: { files: true, comments: true, history: true, pdf: true },
});

/** The items' fields the plan holds: written while the map is a draft or on revision. */
export const ROAD_MAP_PLAN_FIELDS = [
  'category',
  'event_number',
  'work_type',
  'name',
  'responsible',
  'finish_form',
  'count',
  'unit',
  'budget',
  'needed_funding',
  'risk',
  'due_on',
] as const;
/** The items' progress: also reported through the year once the map is approved. */
export const ROAD_MAP_PROGRESS_FIELDS = ['fact', 'percent', 'comment'] as const;
/** Spec §5: every one of them filled in every item before the map goes to agreement. */
export const ROAD_MAP_ITEM_FIELDS = [...ROAD_MAP_PLAN_FIELDS, ...ROAD_MAP_PROGRESS_FIELDS] as const;
export type TRoadMapItemField = (typeof ROAD_MAP_ITEM_FIELDS)[number];

/** A map's items (spec §3 Roadmap item), child records of the map (decision 038), a category each. */
export const ROAD_MAP_ITEMS = defineChildModule({
  key: 'items',
  item: 'item',
  parent: ROAD_MAP_MODULE,
  fields: {
    category: fields.choice(ROAD_MAP_CATEGORIES, { required: true }),
    event_number: fields.text({ max: 20 }),
    work_type: fields.choice(ROAD_MAP_WORK_TYPES),
    name: fields.longText({ required: true, max: 1000 }),
    responsible: fields.text({ max: 300 }),
    finish_form: fields.text({ max: 300 }),
    count: fields.number({ max: 1_000_000_000 }),
    unit: fields.text({ max: 40 }),
    budget: fields.money(),
    needed_funding: fields.money(),
    risk: fields.choice(ROAD_MAP_RISKS),
    due_on: fields.date(),
    fact: fields.number({ max: 1_000_000_000 }),
    percent: fields.percent(),
    comment: fields.longText({ max: 2000 }),
  },
  sections: [
    {
      key: 'plan',
      fields: ROAD_MAP_PLAN_FIELDS,
      flag: 'can_edit',
      writers: ROAD_MAP_WORKFLOW.editable,
    },
    {
      key: 'progress',
      fields: ROAD_MAP_PROGRESS_FIELDS,
      flag: 'can_report',
      writers: { draft: ['member'], revision: ['member'], approved: ['member'] },
    },
  ],
  label: 'name',
});
export type TRoadMapItem = TChildItem & {
  category: TRoadMapCategory;
  event_number: string | null;
  work_type: (typeof ROAD_MAP_WORK_TYPES)[number] | null;
  name: string;
  responsible: string | null;
  finish_form: string | null;
  count: number | null;
  unit: string | null;
  budget: number | null;
  needed_funding: number | null;
  risk: (typeof ROAD_MAP_RISKS)[number] | null;
  due_on: string | null;
  fact: number | null;
  percent: number | null;
  comment: string | null;
  can_edit: boolean;
  can_report: boolean;
};

// ---- Totals: per category and for the map, agreed (frozen on approval) and actual ----------

/** The figures of an item or a total: planned quantity, done, percent done, money. */
export const ZRoadMapFiguresSchema = z.object({
  count: z.number().nullable(),
  fact: z.number().nullable(),
  percent: z.number().nullable(),
  budget: z.number(),
  needed_funding: z.number(),
});
export type TRoadMapFigures = z.infer<typeof ZRoadMapFiguresSchema>;

export const ZRoadMapTotalsSchema = z.object({
  items: z.number().int(),
  budget: z.number(),
  needed_funding: z.number(),
  /** The items' mean percent done; null without items. */
  percent: z.number().nullable(),
});
export type TRoadMapTotals = z.infer<typeof ZRoadMapTotalsSchema>;

export const ZRoadMapSummarySchema = z.object({
  year: z.number().int(),
  /** Whether the map is approved: `agreed` holds the figures it was approved with. */
  agreed: z.boolean(),
  categories: z.array(
    z.object({
      category: z.enum(ROAD_MAP_CATEGORIES),
      items: z.array(
        z.object({
          id: z.uuid(),
          event_number: z.string().nullable(),
          name: z.string(),
          unit: z.string().nullable(),
          actual: ZRoadMapFiguresSchema,
          agreed: ZRoadMapFiguresSchema.nullable(),
        }),
      ),
      totals: ZRoadMapTotalsSchema,
      agreed_totals: ZRoadMapTotalsSchema.nullable(),
    }),
  ),
  totals: ZRoadMapTotalsSchema,
  agreed_totals: ZRoadMapTotalsSchema.nullable(),
});
export type TRoadMapSummary = z.infer<typeof ZRoadMapSummarySchema>;

/** The refusal's field key of an item's empty field: `items.<item id>.<field>`. */
export const roadMapMissingKey = (itemId: string, field: string) => `items.${itemId}.${field}`;
