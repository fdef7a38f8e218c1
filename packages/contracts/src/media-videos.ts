import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { MEDIA_VIDEO_MODULE_HEAD, VIDEO_SOURCES } from './media-video-module-head.ts';
import { MEDIA_VIDEO_TEXTS } from './media-video-texts.ts';
import { defineRecordModule } from './record-module/define.ts';
import { fields } from './record-module/fields.ts';
import { scopedActor, type TWorkflow } from './workflow.ts';

export { type TVideoSource, VIDEO_SOURCES } from './media-video-module-head.ts';

export const MEDIA_VIDEO_STATUSES = ['published'] as const;
export type TMediaVideoStatus = (typeof MEDIA_VIDEO_STATUSES)[number];

/** The HSE staff who keep videos: the admin anywhere, dotos and headdotos within their scope. */
const KEEPERS = ['admin', scopedActor('dotos'), scopedActor('headdotos')] as const;

/** A video is published as it is saved; its keepers change or remove it (decision 061). */
export const MEDIA_VIDEO_WORKFLOW: TWorkflow<TMediaVideoStatus> = {
  initial: 'published',
  states: MEDIA_VIDEO_STATUSES,
  actions: {},
  editable: { published: KEEPERS },
  deletable: { published: KEEPERS },
};

export const MEDIA_VIDEO_MODULE = defineRecordModule({
  ...MEDIA_VIDEO_MODULE_HEAD,
  texts: MEDIA_VIDEO_TEXTS,
  entityType: 'media_video',
  resource: '/api/media-videos',
  numberPrefix: 'VID',
  fields: {
    // Spec §3 Media video: name, language, iframe, link.
    name: fields.text({ required: true, max: 300 }),
    language: fields.choice(LANGUAGES, { required: true }),
    organization_id: fields.organization({ required: true }),
    published_on: fields.date({ required: true }),
    source: fields.choice(VIDEO_SOURCES, { required: true }),
    link: fields.text({ max: 2000 }),
    iframe: fields.longText({ max: 4000 }),
    poster_file_id: fields.file(),
    duration: fields.integer({ max: 24 * 3600 }),
    tags: fields.text({ max: 500 }),
    // Everyone in these organizations and below them sees the video, besides its own organization.
    targets: fields.rows({ organization_id: fields.organization({ required: true }) }, { max: 100 }),
    views: fields.integer({ computed: true }),
    has_video: fields.boolean({ computed: true }),
  },
  organizationField: 'organization_id',
  yearField: 'published_on',
  sections: [
    { key: 'general', fields: ['name', 'language', 'organization_id', 'published_on', 'duration', 'tags'] },
    { key: 'source', fields: ['source', 'link', 'iframe', 'poster_file_id', 'has_video'] },
    { key: 'audience', fields: ['targets', 'views'] },
  ],
  list: {
    columns: ['number', 'name', 'language', 'source', 'organization_id', 'published_on', 'duration', 'views'],
    narrowHidden: ['organization_id', 'source', 'duration'],
    filters: ['organization_id', 'language', 'source', 'published_on'],
    search: ['name', 'tags'],
    ordering: ['published_on', 'name', 'number', 'views', 'created_at'],
    defaultOrdering: '-published_on',
    thenBy: { name: 'published_on', views: 'published_on' },
  },
  workflow: MEDIA_VIDEO_WORKFLOW,
  parts: { files: true, comments: true, history: true, pdf: true },
});

/** `GET /api/media-videos/:id/video-url/`: where the player reads the file, and until when. */
export const ZVideoUrlSchema = z.object({ url: z.string(), expires_at: z.iso.datetime() });
export type TVideoUrl = z.infer<typeof ZVideoUrlSchema>;

/** The stored file of a video, as its player and its editor show it. */
export const ZVideoFileSchema = z.object({
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  uploaded_at: z.iso.datetime(),
});
export type TVideoFile = z.infer<typeof ZVideoFileSchema>;

/** `POST /api/media-videos/:id/view/`: the count after this reader's view. */
export const ZVideoViewSchema = z.object({ views: z.number().int() });

/** The stream's query: the signed ticket a `<video>` carries instead of a token. */
export const ZVideoStreamQuerySchema = z.strictObject({ ticket: z.string().max(200).optional() });
/** The upload's query: the file's name as the user chose it (the body is the bytes). */
export const ZVideoUploadQuerySchema = z.strictObject({
  name: z.string().trim().max(255, 'validation.too_long').optional(),
});

/** A host external videos may come from: a lower-case DNS name, no scheme, port or path. */
export const VIDEO_HOST_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const ZVideoHostInputSchema = z.strictObject({
  host: z.string().trim().toLowerCase().regex(VIDEO_HOST_PATTERN, 'errors.video_host_name'),
});
export type TVideoHostInput = z.infer<typeof ZVideoHostInputSchema>;
export const ZVideoHostSchema = z.object({ id: z.uuid(), host: z.string(), created_at: z.iso.datetime() });
export type TVideoHost = z.infer<typeof ZVideoHostSchema>;

/**
 * The `src` of a pasted iframe, or null when the code is not one iframe with one src: nothing
 * else of it is kept, the player builds its own iframe from the address.
 */
export function iframeSource(code: string): string | null {
  const trimmed = code.trim();
  const tags = trimmed.match(/<\s*iframe\b[^>]*>/gi) ?? [];
  if (tags.length !== 1 || !/^<\s*iframe\b/i.test(trimmed)) return null;
  const sources = [...(tags[0] ?? '').matchAll(/\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)];
  if (sources.length !== 1) return null;
  const [, double, single, bare] = sources[0] ?? [];
  return (double ?? single ?? bare ?? '').replace(/&amp;/g, '&').trim() || null;
}

/** The https address of an external video on one of `hosts`, or the message key that refuses it. */
export function externalVideoAddress(
  address: string,
  hosts: readonly string[],
): { url: string } | { error: 'errors.video_https' | 'errors.video_host' } {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { error: 'errors.video_https' };
  }
  if (url.protocol !== 'https:' || url.username || url.password) return { error: 'errors.video_https' };
  if (!hosts.includes(url.hostname.toLowerCase())) return { error: 'errors.video_host' };
  return { url: url.toString() };
}
