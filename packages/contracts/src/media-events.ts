import { MEDIA_EVENT_KINDS, MEDIA_EVENT_MODULE_HEAD } from './media-event-module-head.ts';
import { MEDIA_EVENT_TEXTS } from './media-event-texts.ts';
import { MEDIA_WORKFLOW, mediaTargetsField } from './media-library.ts';
import { defineRecordModule } from './record-module/define.ts';
import { fields } from './record-module/fields.ts';

/** Photos a browser shows and the web's video formats (decision 064). */
export const MEDIA_EVENT_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'video/mp4',
  'video/webm',
  'video/quicktime',
] as const;

/**
 * Safety days, campaigns and trainings (issue 16 §1): when and where, whose, what happened, and
 * their photos and videos as the record's files; kept and published as visual aids are.
 */
export const MEDIA_EVENT_MODULE = defineRecordModule({
  ...MEDIA_EVENT_MODULE_HEAD,
  texts: MEDIA_EVENT_TEXTS,
  entityType: 'media_event',
  resource: '/api/media-events',
  numberPrefix: 'ME',
  fields: {
    title: fields.text({ required: true, max: 300 }),
    kind: fields.choice(MEDIA_EVENT_KINDS, { required: true }),
    held_on: fields.date({ required: true }),
    place: fields.text({ max: 300 }),
    organization_id: fields.organization({ required: true }),
    targets: mediaTargetsField(),
    description: fields.longText({ max: 4000 }),
    views: fields.integer({ computed: true }),
  },
  organizationField: 'organization_id',
  yearField: 'held_on',
  sections: [
    { key: 'general', fields: ['title', 'kind', 'held_on', 'place', 'organization_id', 'targets'] },
    { key: 'story', fields: ['description', 'views'] },
  ],
  list: {
    columns: ['number', 'title', 'kind', 'held_on', 'place', 'organization_id', 'views', 'status'],
    narrowHidden: ['place', 'organization_id', 'views'],
    filters: ['organization_id', 'status', 'kind', 'held_on'],
    search: ['title', 'place', 'description'],
    ordering: ['held_on', 'number', 'views', 'created_at'],
    defaultOrdering: '-held_on',
  },
  workflow: MEDIA_WORKFLOW,
  parts: { files: true, comments: true, history: true, pdf: true, fileTypes: MEDIA_EVENT_FILE_TYPES },
});
