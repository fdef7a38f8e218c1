import { PHOTO_MAX_BYTES } from '@hse/contracts/constants';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, rethrowMalformedBody } from './errors.ts';

/**
 * Reads the `photo` part of a multipart request and accepts only a JPEG (by its bytes, not its
 * name) of at most 300 KB: 413 when larger, 415 otherwise.
 */
export async function readJpegPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, 'validation.photo_format');
  return readPhoto(request).catch(rethrowMalformedBody);
}

async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
  if (part?.fieldname !== 'photo')
    throw new AppError(400, 'errors.bad_request', {}, { photo: ['validation.required'] });
  const data = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'validation.photo_too_large');
    throw error;
  });
  if (part.file.truncated) throw new AppError(413, 'validation.photo_too_large');
  const type = await fileTypeFromBuffer(data);
  if (type?.mime !== 'image/jpeg') throw new AppError(415, 'validation.photo_format');
  return data;
}
