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

/** The types a record's files may have; a module with its own list gives it to `readMultipart`. */
type TAllowed = readonly string[];

/**
 * Plain text has no signature: a file no signature names is taken as text when it is valid UTF-8
 * without control characters other than tabs, line and page breaks.
 */
function looksLikeText(data: Buffer): boolean {
  if (data.length === 0) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f)
        return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** A file part checked by its bytes against the allow-list (415) and the size limit (413). */
async function checkedUpload(part: MultipartFile, allowed: TAllowed): Promise<TUpload> {
  const data = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'errors.file_too_large');
    throw error;
  });
  if (part.file.truncated) throw new AppError(413, 'errors.file_too_large');
  const detected = await fileTypeFromBuffer(data);
  const mime = detected
    ? (CONTAINER_ALIASES[detected.mime] ?? detected.mime)
    : allowed.includes('text/plain') && looksLikeText(data)
      ? 'text/plain'
      : undefined;
  if (!mime || !allowed.includes(mime)) throw new AppError(415, 'errors.file_type');
  return { name: storedName(part.filename, mime), mime, data };
}

/**
 * The `file` parts of a multipart request, each checked, and its other fields as text. Nothing
 * is stored here: a refused batch leaves nothing behind.
 */
export async function readMultipart(
  request: FastifyRequest,
  maxBytes: number,
  allowed: TAllowed = ATTACHMENT_MIME_TYPES,
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
        const upload = await checkedUpload(part, allowed);
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
export async function readUploads(
  request: FastifyRequest,
  maxBytes: number,
  allowed: TAllowed = ATTACHMENT_MIME_TYPES,
): Promise<TUpload[]> {
  const { uploads } = await readMultipart(request, maxBytes, allowed);
  if (uploads.length === 0)
    throw new AppError(400, 'errors.bad_request', {}, { file: ['validation.required'] });
  return uploads;
}

/**
 * The extensions a file of each allowed type may carry, the usual one first. The old Office
 * formats share one container, so any of theirs goes with it.
 */
const EXTENSIONS: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'text/plain': ['txt'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'image/heic': ['heic', 'heif'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc', 'xls', 'ppt'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'video/mp4': ['mp4', 'm4v'],
  'video/quicktime': ['mov'],
  'video/webm': ['webm'],
};

/** Longest name kept, extension included: long enough to read, short for every file system. */
const NAME_MAX = 120;

/** What ends a name as an extension would (`.html`, `.exe`), not a date's year (`12.03.2025`). */
const extensionOf = (name: string) => {
  const last = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return /[a-z]/.test(last) ? last : '';
};

/**
 * The name a file is kept and offered under: no folders; no control or format characters (a
 * right-to-left override makes `invoice‮gnp.exe` read as `invoiceexe.png`); none that Windows
 * refuses; its length capped; and its extension one of its detected type's, so that PNG bytes sent
 * as `report.html` are downloaded as `report.png`, not opened as a page (ASVS 5.2.2).
 */
export function storedName(filename: string, mime: string): string {
  const allowed = EXTENSIONS[mime] ?? [];
  let name = (filename.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const extension = extensionOf(name);
  if (extension && !allowed.includes(extension)) name = name.slice(0, -extension.length - 1);
  const kept = allowed.includes(extensionOf(name)) ? extensionOf(name) : (allowed[0] ?? 'bin');
  if (extensionOf(name) === kept) name = name.slice(0, -kept.length - 1);
  const stem = name.slice(0, NAME_MAX - kept.length - 1).replace(/[\s.]+$/, '') || 'file';
  return `${stem}.${kept}`;
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
