import { z } from 'zod';
import {
  DOCUMENT_AREAS,
  DOCUMENT_KEEPERS,
  DOCUMENT_MODULE_HEAD,
  type TDocumentArea,
} from './document-module-head.ts';
import { DOCUMENT_TEXTS } from './document-texts.ts';
import { defineRecordModule } from './record-module/define.ts';
import { fields } from './record-module/fields.ts';
import type { TWorkflow } from './workflow.ts';

export { DOCUMENT_AREAS, DOCUMENT_KEEPERS, type TDocumentArea };

export const DOCUMENT_LANGUAGES = ['ru', 'kk', 'en'] as const;
export const DOCUMENT_STATUSES = ['draft', 'approved'] as const;
export type TDocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * A document is prepared as a draft and approved by the HSE staff (or the administrator) of its
 * organization or above; both keep it afterwards: its validity changes, new versions come.
 */
export const DOCUMENT_WORKFLOW: TWorkflow<TDocumentStatus> = {
  initial: 'draft',
  states: DOCUMENT_STATUSES,
  actions: {
    approve: { from: ['draft'], to: 'approved', who: DOCUMENT_KEEPERS },
  },
  editable: { draft: DOCUMENT_KEEPERS, approved: DOCUMENT_KEEPERS },
  deletable: { draft: DOCUMENT_KEEPERS, approved: DOCUMENT_KEEPERS },
};

export const FOLDER_CHOICES_PATH = '/api/documents/folders/choices/';

export const DOCUMENT_MODULE = defineRecordModule({
  ...DOCUMENT_MODULE_HEAD,
  texts: DOCUMENT_TEXTS,
  entityType: 'document',
  resource: '/api/documents',
  numberPrefix: 'DOC',
  fields: {
    area: fields.choice(DOCUMENT_AREAS, { required: true }),
    folder_id: fields.reference(FOLDER_CHOICES_PATH),
    title_ru: fields.text({ required: true, max: 500 }),
    title_kk: fields.text({ max: 500 }),
    title_en: fields.text({ max: 500 }),
    doc_number: fields.text({ max: 100 }),
    approved_on: fields.date({ required: true }),
    valid_until: fields.date({ notBefore: 'approved_on' }),
    organization_id: fields.organization({ required: true }),
    language: fields.choice(DOCUMENT_LANGUAGES, { required: true }),
    versions_count: fields.integer({ computed: true }),
  },
  organizationField: 'organization_id',
  yearField: 'approved_on',
  sections: [
    { key: 'general', fields: ['area', 'folder_id', 'title_ru', 'title_kk', 'title_en', 'language'] },
    { key: 'validity', fields: ['doc_number', 'approved_on', 'valid_until', 'organization_id'] },
  ],
  list: {
    columns: [
      'number',
      'title_ru',
      'doc_number',
      'approved_on',
      'valid_until',
      'organization_id',
      'language',
      'versions_count',
      'status',
    ],
    narrowHidden: ['doc_number', 'organization_id', 'language', 'versions_count'],
    filters: ['area', 'folder_id', 'organization_id', 'language', 'status', 'valid_until', 'approved_on'],
    search: ['title_ru', 'title_kk', 'title_en', 'doc_number'],
    ordering: ['title_ru', 'approved_on', 'valid_until', 'number', 'created_at'],
    defaultOrdering: '-approved_on',
  },
  workflow: DOCUMENT_WORKFLOW,
  createRoles: DOCUMENT_KEEPERS,
  parts: { files: true, comments: true, history: true, pdf: true },
});

// ---- Validity ---------------------------------------------------------------------------------

/** Days before its end a document counts as ending soon, and its owners are reminded. */
export const DOCUMENT_ENDS_SOON_DAYS = 30;
export const DOCUMENT_VALIDITIES = ['valid', 'ends_soon', 'expired', 'unlimited'] as const;
export type TDocumentValidity = (typeof DOCUMENT_VALIDITIES)[number];

/** A document's validity on a calendar day (`YYYY-MM-DD`): it is valid through its last day. */
export function documentValidity(validUntil: string | null | undefined, today: string): TDocumentValidity {
  if (!validUntil) return 'unlimited';
  if (validUntil < today) return 'expired';
  const soon = new Date(`${today}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + DOCUMENT_ENDS_SOON_DAYS);
  return validUntil <= soon.toISOString().slice(0, 10) ? 'ends_soon' : 'valid';
}

// ---- Folders ----------------------------------------------------------------------------------

export const ZDocumentAreaSchema = z.enum(DOCUMENT_AREAS);

export const ZFolderSchema = z.object({
  id: z.uuid(),
  area: ZDocumentAreaSchema,
  parent_id: z.uuid().nullable(),
  name: z.string(),
  version: z.number().int(),
  documents_count: z.number().int(),
});
export type TFolder = z.infer<typeof ZFolderSchema>;

const folderName = z.string().trim().min(1, 'validation.required').max(200, 'validation.too_long');

export const ZFolderCreateSchema = z.strictObject({
  area: ZDocumentAreaSchema,
  parent_id: z.uuid('validation.required').nullable().optional(),
  name: folderName,
});
export type TFolderCreate = z.infer<typeof ZFolderCreateSchema>;

export const ZFolderUpdateSchema = z.strictObject({
  name: folderName.optional(),
  parent_id: z.uuid('validation.required').nullable().optional(),
  version: z.number().int(),
});
export type TFolderUpdate = z.infer<typeof ZFolderUpdateSchema>;

export const ZFolderDeleteSchema = z.strictObject({ version: z.number().int() });
export const ZFolderParamsSchema = z.object({ folderId: z.uuid() });
export const ZFolderListQuerySchema = z.object({ area: ZDocumentAreaSchema.optional() });

// ---- Versions ---------------------------------------------------------------------------------

/** What became of the text of a version's file: read for the search, or not. */
export const DOCUMENT_TEXT_STATES = ['pending', 'done', 'none', 'failed'] as const;

export const ZDocumentVersionSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  is_current: z.boolean(),
  /** PDF and images open in the browser; other files are downloaded. */
  previewable: z.boolean(),
  text_state: z.enum(DOCUMENT_TEXT_STATES),
  created_at: z.string(),
  created_by_fio: z.string(),
});
export type TDocumentVersion = z.infer<typeof ZDocumentVersionSchema>;

export const ZVersionParamsSchema = z.object({ id: z.uuid(), versionId: z.uuid() });

/** Types a browser shows itself: a preview opens them inline. */
export const PREVIEW_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** What a document's file may be, by its content (decision 063). */
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'text/plain',
] as const;
/** What the file input offers: the same list by extension. */
export const DOCUMENT_ACCEPT = '.pdf,.docx,.xlsx,.pptx,.odt,.jpg,.jpeg,.png,.webp,.gif,.txt';

// ---- Search -----------------------------------------------------------------------------------

/** Marks around a matched word in a snippet: characters a document's text does not hold. */
export const SNIPPET_START = '\u27e6';
export const SNIPPET_END = '\u27e7';

export const ZDocumentSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'validation.required').max(200, 'validation.too_long'),
  area: ZDocumentAreaSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZDocumentSearchHitSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  area: ZDocumentAreaSchema,
  folder_id: z.uuid().nullable(),
  folder_name: z.string().nullable(),
  title: z.string(),
  doc_number: z.string().nullable(),
  valid_until: z.string().nullable(),
  validity: z.enum(DOCUMENT_VALIDITIES),
  /** The matched words between SNIPPET_START and SNIPPET_END, from the title or the text. */
  snippet: z.string(),
});
export type TDocumentSearchHit = z.infer<typeof ZDocumentSearchHitSchema>;
export const ZDocumentSearchAnswerSchema = z.object({ results: z.array(ZDocumentSearchHitSchema) });
export type TDocumentSearchAnswer = z.infer<typeof ZDocumentSearchAnswerSchema>;
