import { type TLocalizedText, ZErrorSchema } from '@hse/contracts/common';
import type { TMessageKey } from '@hse/contracts/messages';

type TFieldErrors = Record<string, TMessageKey[]>;

/**
 * What an error carries besides its keys: field messages that are data, not message keys (a
 * form's rule, written in three languages by its designer), and fields of the body beside
 * `detail` and `errors` (`existing_id` of a duplicate).
 */
export type TErrorMore = {
  texts?: Record<string, TLocalizedText[]>;
  body?: {
    existing_id?: string;
    /** Errors of an uploaded spreadsheet by cell, already in the reader's language. */
    cells?: { sheet: string; row: number; column: string; cell: string; message: string }[];
  };
};

/** An error the client caused or may see; the handler translates `key` into the caller's language. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: TMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: TFieldErrors,
    readonly headers: Record<string, string> = {},
    readonly more: TErrorMore = {},
  ) {
    super(key);
  }
}

/** The error answers most routes declare in their schema: a route spreads it and adds its own (429, 413…). */
export const ERROR_RESPONSES = {
  400: ZErrorSchema,
  401: ZErrorSchema,
  403: ZErrorSchema,
  404: ZErrorSchema,
  409: ZErrorSchema,
};

export const badRequest = (key: TMessageKey = 'errors.bad_request', fieldErrors?: TFieldErrors) =>
  new AppError(400, key, {}, fieldErrors);
export const fieldError = (field: string, key: TMessageKey) =>
  new AppError(400, 'errors.bad_request', {}, { [field]: [key] });
export const unauthenticated = () => new AppError(401, 'errors.unauthenticated');
export const forbidden = () => new AppError(403, 'errors.forbidden');
export const notFound = () => new AppError(404, 'errors.not_found');
export const conflict = (key: TMessageKey = 'errors.stale_version', fieldErrors?: TFieldErrors) =>
  new AppError(409, key, {}, fieldErrors);
export const staleVersion = () => conflict('errors.stale_version');

/**
 * Rethrows what reading a multipart body failed with: the parser's own refusals (a limit, 413)
 * and ours as they are; anything else (no boundary, a body cut before its end) as the client's 400.
 */
export function rethrowMalformedBody(error: unknown): never {
  if (error instanceof AppError) throw error;
  const status = (error as { statusCode?: number } | undefined)?.statusCode;
  if (status !== undefined && status >= 400 && status < 500) throw error;
  throw badRequest();
}
