import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { TApp } from './app-types.ts';
import { attachment } from './download.ts';
import { AppError } from './errors.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * Videos in and out without holding them (decision 061): an upload is piped to a temporary file,
 * counted and checked by its leading bytes as it arrives; a download is read from the file range
 * by range as the player asks for it.
 */

/** The video types a player plays everywhere, as their leading bytes tell them. */
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/ogg'] as const;
export type TVideoMime = (typeof VIDEO_MIME_TYPES)[number];

/** Enough of a file's start for every signature file-type reads for these types. */
const HEAD_BYTES = 4100;

/** The body types a streamed upload route takes as a raw stream instead of a parsed body. */
const RAW_TYPES = ['application/octet-stream', ...VIDEO_MIME_TYPES];

/**
 * Makes the routes registered in `register` receive video bodies as streams, outside the JSON
 * body limit: only these routes, so that every other route keeps its limit.
 */
export function streamedBodies(app: TApp, register: (scope: TApp) => void) {
  app.register(async (scope) => {
    scope.addContentTypeParser(RAW_TYPES, (_request, payload, done) => done(null, payload));
    register(scope as unknown as TApp);
  });
}

export type TStreamedUpload = {
  /** The temporary file's key: `adopt` it into storage in the commit, or `discard` it. */
  temporaryKey: string;
  size: number;
  mime: TVideoMime;
  /** SHA-256 of the bytes, hex: the file's entity tag. */
  sha256: string;
};

const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

/**
 * The request's body streamed into a temporary file of `storage`: 413 as soon as it passes
 * `maxBytes` (or its Content-Length says it will), 415 as soon as its leading bytes are not a
 * video type; on any refusal or failure the temporary file is removed and nothing stays.
 */
export async function receiveVideo(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  maxBytes: number,
): Promise<TStreamedUpload> {
  const tooLarge = () => new AppError(413, 'errors.video_too_large', { max: megabytes(maxBytes) });
  const body = request.body;
  if (!body || typeof (body as NodeJS.ReadableStream).pipe !== 'function')
    throw new AppError(415, 'errors.video_type');
  const declared = Number(request.headers['content-length']);
  // The rest of a refused body is not read: the connection closes after the answer.
  if (Number.isFinite(declared) && declared > maxBytes) {
    reply.header('Connection', 'close');
    throw tooLarge();
  }
  const { key, stream } = await storage.temporary();
  const hash = createHash('sha256');
  let size = 0;
  let head: Buffer = Buffer.alloc(0);
  let mime: TVideoMime | undefined;
  const checkHead = async () => {
    const detected = await fileTypeFromBuffer(head);
    const found = VIDEO_MIME_TYPES.find((type) => type === detected?.mime);
    if (!found) throw new AppError(415, 'errors.video_type');
    mime = found;
  };
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(tooLarge());
      hash.update(chunk);
      if (mime) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < HEAD_BYTES) return callback(null, chunk);
      checkHead().then(
        () => callback(null, chunk),
        (error: unknown) => callback(error as Error),
      );
    },
    flush(callback) {
      if (mime) return callback();
      if (size === 0) return callback(new AppError(415, 'errors.video_empty'));
      checkHead().then(
        () => callback(),
        (error: unknown) => callback(error as Error),
      );
    },
  });
  const source = body as Readable;
  try {
    await new Promise<void>((resolve, reject) => {
      let failed = false;
      // The request is not destroyed: a refusal is still answered (413, 415) and the connection
      // closed after it; what the client still sends is read and dropped meanwhile.
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        source.unpipe(counter);
        source.resume();
        counter.destroy();
        stream.destroy();
        reject(error);
      };
      source.on('error', fail);
      counter.on('error', fail);
      stream.on('error', fail);
      stream.on('close', () => (failed ? undefined : resolve()));
      source.pipe(counter).pipe(stream);
    });
  } catch (error) {
    await storage.remove(key);
    if (error instanceof AppError) reply.header('Connection', 'close');
    throw error;
  }
  if (!mime) {
    await storage.remove(key);
    throw new AppError(415, 'errors.video_type');
  }
  return { temporaryKey: key, size, mime, sha256: hash.digest('hex') };
}

/** What a stored video is sent as. */
export type TStoredMedia = {
  key: string;
  size: number;
  mime: string;
  /** Strong entity tag of the bytes (their hash). */
  etag: string;
  modifiedAt: Date;
  filename: string;
};

/** `bytes=a-b`, `bytes=a-`, `bytes=-n`; one range only (a player never asks for more). */
export function parseRange(
  header: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== '' && Number(to) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

const httpDate = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000).toUTCString();

/**
 * A stored file sent as a player asks for it (RFC 9110): 304 when the player's copy is current,
 * 206 with the range asked for, 416 when it lies outside the file, 200 with the whole file
 * otherwise; read from storage as it is sent.
 */
export function sendStoredMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  media: TStoredMedia,
) {
  const etag = `"${media.etag}"`;
  const lastModified = httpDate(media.modifiedAt);
  attachment(reply, media.filename)
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('Last-Modified', lastModified)
    // The address carries a ticket of its own: nothing shared may keep the bytes.
    .header('Cache-Control', 'private, max-age=0, must-revalidate')
    .header('X-Content-Type-Options', 'nosniff');
  const noneMatch = request.headers['if-none-match'];
  const modifiedSince = request.headers['if-modified-since'];
  const current = noneMatch
    ? noneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
    : modifiedSince !== undefined && Date.parse(modifiedSince) >= Date.parse(lastModified);
  if (current) return reply.status(304).send();
  const rangeHeader = request.headers.range;
  const ifRange = request.headers['if-range'];
  // A range of another version of the file would splice two videos: the whole file then.
  const rangeApplies =
    rangeHeader !== undefined && (ifRange === undefined || ifRange === etag || ifRange === lastModified);
  const range = rangeApplies ? parseRange(rangeHeader, media.size) : null;
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${media.size}`);
    throw new AppError(416, 'errors.range_not_satisfiable', {}, undefined, {
      'Content-Range': `bytes */${media.size}`,
    });
  }
  reply.type(media.mime);
  if (!range) {
    reply.header('Content-Length', String(media.size));
    return reply.status(200).send(storage.open(media.key));
  }
  reply
    .header('Content-Range', `bytes ${range.start}-${range.end}/${media.size}`)
    .header('Content-Length', String(range.end - range.start + 1));
  return reply.status(206).send(storage.open(media.key, range));
}

/**
 * Signed media addresses (decision 061): a `<video>` cannot send the Authorization header, so
 * the address carries a ticket naming the file, the reader and when it stops working, signed
 * with HMAC-SHA256; the server checks it without a lookup.
 */
export function mediaTickets(secret: string | undefined, lifeMinutes: number) {
  const key = secret ?? randomBytes(32).toString('hex');
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    /** A ticket for `subject` (what it opens) read by `userId`. */
    issue(subject: string, userId: string, now = Date.now()) {
      const expires = Math.floor(now / 1000) + lifeMinutes * 60;
      const payload = `${subject}.${userId}.${expires}`;
      return { ticket: `${userId}.${expires}.${sign(payload)}`, expiresAt: new Date(expires * 1000) };
    },
    /** The reader a ticket for `subject` was given to; 403 when it is forged, of another file or expired. */
    check(subject: string, ticket: string | undefined, now = Date.now()): string {
      const refused = new AppError(403, 'errors.media_ticket');
      const [userId = '', expires = '', signature = ''] = (ticket ?? '').split('.');
      if (!/^[0-9a-f-]{36}$/.test(userId) || !/^\d{1,12}$/.test(expires)) throw refused;
      const expected = Buffer.from(sign(`${subject}.${userId}.${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused;
      if (Number(expires) * 1000 <= now) throw refused;
      return userId;
    },
  };
}
export type TMediaTickets = ReturnType<typeof mediaTickets>;
