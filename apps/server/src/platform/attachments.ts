import type { MultipartFile } from '@fastify/multipart';
import { ATTACHMENT_MIME_TYPES } from '@hse/contracts/records';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError, badRequest, rethrowMalformedBody } from './errors.ts';
import { idempotencyPart } from './idempotency.ts';
import { refuseNul } from './nul-guard.ts';

export type TUpload = { name: string; mime: string; data: Buffer };

/** Office formats file-type names by their container; these are what a user means by them. */
const CONTAINER_ALIASES: Record<string, string> = {
  'application/x-cfb': 'application/msword',
};

/** A file part checked by its bytes against the allow-list (415) and the size limit (413). */
async function checkedUpload(part: MultipartFile): Promise<TUpload> {
  const data = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'errors.file_too_large');
    throw error;
  });
  if (part.file.truncated) throw new AppError(413, 'errors.file_too_large');
  const detected = await fileTypeFromBuffer(data);
  const mime = detected ? (CONTAINER_ALIASES[detected.mime] ?? detected.mime) : undefined;
  if (!mime || !(ATTACHMENT_MIME_TYPES as readonly string[]).includes(mime))
    throw new AppError(415, 'errors.file_type');
  return { name: cleanName(part.filename), mime, data };
}

/**
 * The `file` parts of a multipart request, each checked, and its other fields as text. Nothing
 * is stored here: a refused batch leaves nothing behind.
 */
export async function readMultipart(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ uploads: TUpload[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError(415, 'errors.file_type');
  const uploads: TUpload[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 10 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
          idempotencyPart('field', part.fieldname, part.value);
        }
      } else if (part.fieldname === 'file') {
        const upload = await checkedUpload(part);
        idempotencyPart('file', part.fieldname, upload.data, upload.name);
        uploads.push(upload);
      } else await part.toBuffer().catch(() => undefined);
    }
  } catch (error) {
    rethrowMalformedBody(error);
  }
  refuseNul(fields);
  return { uploads, fields };
}

/** A form field that holds JSON (a record sent with its files), parsed and checked for NUL. */
export function jsonField(fields: Record<string, string>, name: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(fields[name] ?? '');
  } catch {
    throw badRequest('errors.bad_request', { [name]: ['validation.required'] });
  }
  refuseNul(value);
  return value;
}

/** Every `file` part of a request that attaches files; at least one is required. */
export async function readUploads(request: FastifyRequest, maxBytes: number): Promise<TUpload[]> {
  const { uploads } = await readMultipart(request, maxBytes);
  if (uploads.length === 0)
    throw new AppError(400, 'errors.bad_request', {}, { file: ['validation.required'] });
  return uploads;
}

/** A name safe to show and to send back: no folders, no control characters. */
function cleanName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/\p{Cc}/gu, '').trim();
  return cleaned.slice(-200) || 'file';
}

const THUMBNAIL_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** A small JPEG of a photo for lists and cards; null for other files or an unreadable image. */
export async function thumbnailOf(upload: TUpload): Promise<Buffer | null> {
  if (!THUMBNAIL_TYPES.has(upload.mime)) return null;
  try {
    return await sharp(upload.data)
      .rotate()
      .resize(320, 320, { fit: 'inside' })
      .jpeg({ quality: 75 })
      .toBuffer();
  } catch {
    return null;
  }
}
