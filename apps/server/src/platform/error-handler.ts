import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { DEFAULT_LANGUAGE } from '@hse/contracts/constants';
import { formatMessage, type TMessageKey } from '@hse/contracts/messages';
import { describeIssue } from '@hse/contracts/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db-unavailable.ts';
import { AppError } from './errors.ts';
import { languageOf } from './i18n.ts';

/** Fastify's own client errors, answered in the brief's shape instead of its English texts. */
const FRAMEWORK_ERRORS: Record<string, { status: number; key: TMessageKey }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'errors.file_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'errors.file_too_large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'errors.file_too_large' },
  FST_PARTS_LIMIT: { status: 413, key: 'errors.file_too_large' },
  FST_FILES_LIMIT: { status: 413, key: 'errors.file_too_large' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, key: 'errors.file_type' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'errors.bad_request' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'errors.bad_request' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'errors.bad_request' },
};

function send(reply: FastifyReply, request: FastifyRequest, status: number, key: TMessageKey, extra = {}) {
  const lang = languageOf(request.headers['accept-language']);
  return reply.status(status).send({ detail: formatMessage(key, lang), ...extra });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    if (error instanceof AppError) {
      let errors = error.fieldErrors
        ? Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, keys]) => [
              field,
              keys.map((k) => formatMessage(k, lang)),
            ]),
          )
        : undefined;
      for (const [field, texts] of Object.entries(error.more.texts ?? {}))
        errors = { ...errors, [field]: [...(errors?.[field] ?? []), ...texts.map((text) => text[lang])] };
      reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        detail: formatMessage(error.key, lang, error.params),
        ...(errors ? { errors } : {}),
        ...error.more.body,
      });
    }
    // A body checked by its module, not by the route (a multipart field that holds JSON).
    if (error instanceof z.ZodError) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.issues) {
        const field = issue.path.join('.') || 'non_field_errors';
        const { key, params } = describeIssue(issue);
        errors[field] = [...(errors[field] ?? []), formatMessage(key, lang, params)];
      }
      return reply.status(400).send({ detail: formatMessage('errors.bad_request', lang), errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const item of error.validation) {
        const field = item.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        const issue = {
          code: item.keyword,
          message: item.message,
          ...item.params,
        } as unknown as z.core.$ZodIssue;
        const { key, params } = describeIssue(issue);
        const text = formatMessage(key, lang, params);
        errors[field] = [...(errors[field] ?? []), text];
      }
      return reply.status(400).send({ detail: formatMessage('errors.bad_request', lang), errors });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return send(reply, request, known.status, known.key);
    if (error.statusCode === 429) return send(reply, request, 429, 'errors.too_many_attempts');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, request, error.statusCode, 'errors.bad_request');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, request, 503, 'errors.database_unavailable');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, 'errors.internal');
  });
}

/**
 * Fastify's refusals before any route runs (a malformed address, a path parameter over its length
 * limit): the brief's shape in the caller's language, keeping Fastify's status but not echoing the
 * address it names.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return send(reply, request, status, 'errors.bad_request');
  request.log.error({ err: error }, 'framework error');
  return send(reply, request, 500, 'errors.internal');
}

/**
 * A request Node could not parse as HTTP (bad framing, headers too large, a timeout): answered on
 * the socket like Fastify does, but in the brief's shape. No header was read, so the text is in
 * the default language.
 */
export function clientErrorReply(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = Buffer.from(JSON.stringify({ detail: formatMessage('errors.bad_request', DEFAULT_LANGUAGE) }));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${body.length}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body.toString()}`,
    );
  socket.destroy(error);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers while the server closes, in its own shape (the health check). */
    answersWhileClosing?: boolean;
  }
}

/**
 * A request that arrives on an open connection while the server closes (a restart) is answered
 * 503 in the brief's shape, where Fastify's own `return503OnClosing` would answer in its own.
 */
export function registerClosingAnswer(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Synchronous: it runs on every request, where an async hook costs promises and microtasks.
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing || request.routeOptions.config.answersWhileClosing) {
      done();
      return;
    }
    reply.header('Connection', 'close');
    send(reply, request, 503, 'errors.server_closing');
  });
}
