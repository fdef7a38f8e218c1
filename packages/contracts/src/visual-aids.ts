import { MEDIA_LANGUAGES, MEDIA_WORKFLOW, mediaTargetsField } from './media-library.ts';
import { VITAL_RULES } from './observations.ts';
import { defineRecordModule } from './record-module/define.ts';
import { fields } from './record-module/fields.ts';
import { VISUAL_AID_KINDS, VISUAL_AID_MODULE_HEAD } from './visual-aid-module-head.ts';
import { VISUAL_AID_TEXTS } from './visual-aid-texts.ts';

/** Images a browser shows and PDFs: what a poster, a leaflet or a presentation is (decision 064). */
export const VISUAL_AID_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/**
 * Posters, leaflets and presentations (issue 16 §1): a title in each language, the file with its
 * preview, the golden rules it teaches, and its audience: the organization and those within it.
 */
export const VISUAL_AID_MODULE = defineRecordModule({
  ...VISUAL_AID_MODULE_HEAD,
  texts: VISUAL_AID_TEXTS,
  entityType: 'visual_aid',
  resource: '/api/visual-aids',
  numberPrefix: 'VA',
  fields: {
    title_ru: fields.text({ required: true, max: 300 }),
    title_kk: fields.text({ required: true, max: 300 }),
    title_en: fields.text({ required: true, max: 300 }),
    kind: fields.choice(VISUAL_AID_KINDS, { required: true }),
    language: fields.choice(MEDIA_LANGUAGES, { required: true }),
    organization_id: fields.organization({ required: true }),
    targets: mediaTargetsField(),
    vital_rules: fields.multiChoice(VITAL_RULES),
    tags: fields.text({ max: 300 }),
    description: fields.longText({ max: 4000 }),
    published_on: fields.date({ required: true }),
    views: fields.integer({ computed: true }),
  },
  organizationField: 'organization_id',
  yearField: 'published_on',
  sections: [
    { key: 'general', fields: ['title_ru', 'title_kk', 'title_en', 'kind', 'language', 'published_on'] },
    {
      key: 'audience',
      fields: ['organization_id', 'targets', 'vital_rules', 'tags', 'description', 'views'],
    },
  ],
  list: {
    columns: ['number', 'title_ru', 'kind', 'language', 'organization_id', 'published_on', 'views', 'status'],
    narrowHidden: ['organization_id', 'language', 'views'],
    filters: ['organization_id', 'status', 'kind', 'language', 'vital_rules', 'published_on'],
    search: ['title_ru', 'title_kk', 'title_en', 'tags', 'description'],
    ordering: ['published_on', 'number', 'views', 'created_at'],
    defaultOrdering: '-published_on',
  },
  workflow: MEDIA_WORKFLOW,
  parts: { files: true, comments: true, history: true, pdf: true, fileTypes: VISUAL_AID_FILE_TYPES },
});
