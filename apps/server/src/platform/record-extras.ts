import { ZErrorSchema } from '@hse/contracts/common';
import type { FastifyRequest } from 'fastify';

/**
 * Answers 404 for a record the caller may not see; says whether they may change its files and
 * whether they may comment on it (not everyone who reads a public record takes part in it).
 */
export type TRecordAccessCheck = (
  request: FastifyRequest,
  id: string,
) => Promise<{ canEdit: boolean; canComment: boolean }>;

export type TRecordExtrasOptions = {
  base: string;
  entityType: string;
  tags: string[];
  access: TRecordAccessCheck;
  /** Files of a public record (a Qorgau card) are read without signing in; `access` decides. */
  guestRead?: boolean;
  /** The types its files may be, fewer than the allow-list (the manifest's `parts.fileTypes`). */
  fileTypes?: readonly string[];
};

export const EXTRAS_ERRORS = {
  400: ZErrorSchema,
  401: ZErrorSchema,
  403: ZErrorSchema,
  404: ZErrorSchema,
  409: ZErrorSchema,
  413: ZErrorSchema,
  415: ZErrorSchema,
};
