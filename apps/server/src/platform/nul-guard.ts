import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * The place of the first NUL character (`\u0000`) in a value, its keys included, as a field
 * path (`victims.0.full_name`); undefined when there is none. PostgreSQL stores no NUL in text or
 * JSON, so a string holding one would fail the write (or the search) with a server error.
 */
export function nulPath(value: unknown, path: readonly string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? [...path] : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  // A raw body is bytes, not text: a Buffer, or the request's stream that a streamed upload
  // receives, whose fields point back at it.
  if (Buffer.isBuffer(value) || value instanceof Stream) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')];
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** Throws a field error when `value` holds a NUL character anywhere. */
export function refuseNul(value: unknown): void {
  const path = nulPath(value);
  if (path)
    throw badRequest('errors.bad_request', {
      [path.join('.') || 'non_field_errors']: ['validation.nul_character'],
    });
}

/**
 * Refuses a NUL character in any string a request brings, before its route validates or reads it:
 * path parameters, the query and a parsed body. Multipart forms are read by their routes, which
 * check their fields with `refuseNul` (attachments.ts).
 */
export function registerNulGuard(app: FastifyInstance) {
  // Synchronous: it runs on every request, where an async hook costs promises and microtasks.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseNul(request.params);
      refuseNul(request.query);
      refuseNul(request.body);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
