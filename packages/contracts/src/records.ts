import { z } from 'zod';

/** A comment on any record: `GET|POST /api/<resource>/<id>/comments/`. */
export const ZCommentSchema = z.object({
  id: z.uuid(),
  author_id: z.uuid(),
  author_fio: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type TComment = z.infer<typeof ZCommentSchema>;

/**
 * A record's discussion as `GET …/comments/` answers it, and whether the caller may add to it:
 * a public record (a Qorgau card) is read by everyone signed in, discussed only within its reach.
 */
export const ZCommentsSchema = z.object({
  results: z.array(ZCommentSchema),
  can_comment: z.boolean(),
});
export type TComments = z.infer<typeof ZCommentsSchema>;

export const ZCommentCreateSchema = z.object({
  text: z.string().trim().min(1, 'validation.required').max(4000, 'validation.too_long'),
});
export type TCommentCreate = z.input<typeof ZCommentCreateSchema>;

/**
 * A file of any record: `GET|POST /api/<resource>/<id>/files/` (multipart, field `file`, one or
 * more), `GET|DELETE …/files/<fileId>/`, `GET …/files/<fileId>/thumbnail/` for photos.
 */
export const ZRecordFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  has_thumbnail: z.boolean(),
  created_at: z.string(),
  created_by_fio: z.string(),
});
export type TRecordFile = z.infer<typeof ZRecordFileSchema>;

export const ZFileParamsSchema = z.object({ id: z.uuid(), fileId: z.uuid() });

/** What records accept as attachments, checked by the bytes, not the name (brief: allow-list). */
export const ATTACHMENT_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'video/mp4',
  'video/quicktime',
  'video/webm',
] as const;
/** For the file picker's `accept`; the server decides by content. */
export const ATTACHMENT_ACCEPT =
  'image/*,video/mp4,video/quicktime,video/webm,application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx';

/** A time zone the runtime knows (IANA name, as the browser's Intl reports it). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * `GET /api/<resource>/<id>/pdf/`: the record as a PDF in the caller's language. Times are shown
 * in the organization's zone (the server's TIME_ZONE), or in `tz` when a client asks for another.
 */
export const ZRecordPdfQuerySchema = z.object({
  tz: z.string().max(64).refine(isTimeZone, 'validation.invalid').optional(),
});
export type TRecordPdfQuery = z.input<typeof ZRecordPdfQuerySchema>;
