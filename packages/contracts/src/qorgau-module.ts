import { z } from 'zod';
import { VITAL_RULES } from './observations.ts';
import {
  QORGAU_CATEGORIES,
  QORGAU_LIST_PARAMS,
  QORGAU_TYPES,
  QORGAU_WORKFLOW,
  ZBboxSchema,
} from './qorgau.ts';
import { QORGAU_TEXTS } from './qorgau-texts.ts';
import { defineRecordModule } from './record-module/define.ts';
import { fields } from './record-module/fields.ts';
import { listQuerySchemaOf } from './record-module/schemas.ts';
import type { TTextTree } from './texts.ts';
import { VITAL_RULE_TEXTS } from './vital-rule-texts.ts';

/** The card's texts as a manifest reads them (`options.<field>.<value>`, `titles.*`, `export.file`). */
const texts = {
  ...QORGAU_TEXTS,
  // The responsible person is named `assignee_fio` in the card's answer.
  fields: { ...QORGAU_TEXTS.fields, assignee_id: QORGAU_TEXTS.fields.assignee_fio },
  options: {
    observation_type: QORGAU_TEXTS.types,
    categories: QORGAU_TEXTS.categories,
    main_category: QORGAU_TEXTS.categories,
    vital_rule: VITAL_RULE_TEXTS,
  },
  titles: { list: QORGAU_TEXTS.list, create: QORGAU_TEXTS.card, record: QORGAU_TEXTS.card },
  export: { file: QORGAU_TEXTS.list },
} satisfies TTextTree;

const coordinate = (limit: number) => fields.number({ required: true, min: -limit, max: limit });

/**
 * A Qorgau card as a record module (decisions 019, 028): public (`publicRead`), filed through its
 * own route (a guest's multipart form), never edited; the list, its filters and the export are
 * the layer's. The filters keep the parameter names the map and its list always had.
 */
export const QORGAU_MODULE = defineRecordModule({
  key: 'qorgau',
  entityType: 'qorgau_card',
  resource: '/api/qorgau/cards',
  numberPrefix: 'QRG',
  texts,
  fields: {
    observation_type: fields.choice(QORGAU_TYPES, { required: true }),
    observed_at: fields.datetime({ required: true }),
    organization_id: fields.organization({ required: true }),
    department: fields.text({ max: 300 }),
    observed_company: fields.text({ max: 300 }),
    site: fields.text({ max: 300 }),
    object: fields.text({ max: 300 }),
    categories: fields.multiChoice(QORGAU_CATEGORIES, { required: true }),
    // The first category, kept apart: the map colours and filters by it.
    main_category: fields.choice(QORGAU_CATEGORIES, { required: true, computed: true }),
    vital_rule: fields.choice(VITAL_RULES),
    vital_rule_subcategory_id: fields.reference('/api/vital-rule-subcategories/'),
    description: fields.longText({ required: true, max: 5000 }),
    consequences: fields.longText({ max: 5000 }),
    measures_taken: fields.longText({ max: 5000 }),
    encouragement: fields.longText({ max: 5000 }),
    discussed: fields.boolean(),
    reported_to: fields.text({ max: 300 }),
    eliminated: fields.boolean(),
    latitude: coordinate(90),
    longitude: coordinate(180),
    anonymous: fields.boolean(),
    author_name: fields.text({ max: 200 }),
    author_phone: fields.text({ max: 30 }),
    assignee_id: fields.person({ computed: true }),
    resolution: fields.longText({ computed: true }),
    closed_at: fields.datetime({ computed: true }),
  },
  organizationField: 'organization_id',
  yearField: 'observed_at',
  sections: [
    {
      key: 'what',
      fields: ['observation_type', 'observed_at', 'categories', 'vital_rule', 'vital_rule_subcategory_id'],
    },
    {
      key: 'where',
      fields: [
        'organization_id',
        'department',
        'observed_company',
        'site',
        'object',
        'latitude',
        'longitude',
      ],
    },
    {
      key: 'actions',
      fields: ['consequences', 'measures_taken', 'encouragement', 'discussed', 'reported_to', 'eliminated'],
    },
    { key: 'author', fields: ['anonymous', 'author_name', 'author_phone'] },
    { key: 'handling', fields: ['assignee_id', 'resolution', 'closed_at'] },
  ],
  list: {
    // The export's columns, in this order.
    columns: [
      'number',
      'status',
      'observed_at',
      'observation_type',
      'main_category',
      'vital_rule',
      'vital_rule_subcategory_id',
      'organization_id',
      'site',
      'description',
      'latitude',
      'longitude',
      'created_by_fio',
    ],
    filters: ['observed_at', 'organization_id', 'categories', 'vital_rule', 'status', 'observation_type'],
    params: { observed_at_from: 'date_from', observed_at_to: 'date_to', categories: 'category' },
    search: ['site', 'description'],
    ordering: ['observed_at', 'number', 'status', 'created_at'],
    defaultOrdering: '-observed_at',
    thenBy: { status: 'observed_at' },
  },
  workflow: QORGAU_WORKFLOW,
  // A registered card waits for its handlers; once sent to work, for the person it was given to.
  myWork: { waits: { in_work: ['assignee'] }, summary: 'description' },
  publicRead: true,
  parts: { files: true, comments: true, history: true, pdf: true },
  routes: { list: '/qorgau', create: '/qorgau-create', record: '/qorgau-view/:id' },
});

const {
  page: _page,
  page_size: _size,
  ordering: _ordering,
  ...listFilters
} = listQuerySchemaOf(QORGAU_MODULE).shape;

/** The map's query: the list's filters as the manifest declares them, "mine", and a box at a zoom. */
export const ZQorgauMapQuerySchema = z.object({
  ...listFilters,
  ...QORGAU_LIST_PARAMS,
  bbox: ZBboxSchema,
  zoom: z.coerce.number().int().min(0).max(22),
});
