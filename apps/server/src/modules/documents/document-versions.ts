import { ZIdParamsSchema } from '@hse/contracts/common';
import {
  DOCUMENT_MIME_TYPES,
  DOCUMENT_MODULE,
  DOCUMENT_WORKFLOW,
  PREVIEW_MIME_TYPES,
  type TDocumentVersion,
  ZDocumentVersionSchema,
  ZVersionParamsSchema,
} from '@hse/contracts/documents';
import { isActor } from '@hse/contracts/workflow';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { documents, documentVersions, users } from '../../db/schema/index.ts';
import type { TApp } from '../../platform/app-types.ts';
import { readUploads, storedName, type TUpload } from '../../platform/attachments.ts';
import type { TDeps } from '../../platform/deps.ts';
import { attachment } from '../../platform/download.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import { newId } from '../../platform/ids.ts';
import { enqueueJob, registerJobKind } from '../../platform/jobs.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { EXTRAS_ERRORS } from '../../platform/record-extras.ts';
import type { TModuleRecord, TModuleRoutes } from '../../platform/record-module/module-hooks.ts';
import { fioOrEmpty } from '../../platform/record-names.ts';
import { extractText } from './document-text.ts';

export const EXTRACT_TEXT_JOB = 'documents.extract_text';

const MB = 1024 * 1024;

/** May the caller change this document (its workflow's `editable` for its state)? */
export const mayKeep = ({ row, caller }: TModuleRecord) =>
  isActor(DOCUMENT_WORKFLOW.editable[row.status as 'draft' | 'approved'], caller, row.createdBy);

const versionRows = (db: DbOrTx, documentId: string) =>
  db
    .select({
      id: documentVersions.id,
      number: documentVersions.number,
      name: documentVersions.name,
      mime: documentVersions.mime,
      size: documentVersions.size,
      storageKey: documentVersions.storageKey,
      isCurrent: documentVersions.isCurrent,
      textState: documentVersions.textState,
      createdAt: documentVersions.createdAt,
      lastName: users.lastName,
      firstName: users.firstName,
      middleName: users.middleName,
    })
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.createdBy))
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.number));

type TVersionRow = Awaited<ReturnType<typeof versionRows>>[number];

const toVersion = (row: TVersionRow): TDocumentVersion => ({
  id: row.id,
  number: row.number,
  name: row.name,
  mime: row.mime,
  size: row.size,
  is_current: row.isCurrent,
  previewable: PREVIEW_MIME_TYPES.includes(row.mime),
  text_state: row.textState as TDocumentVersion['text_state'],
  created_at: row.createdAt.toISOString(),
  created_by_fio: fioOrEmpty(row),
});

/**
 * A document's file refused in its own words: the limit it passed (413) or the types it may have
 * (415). Nothing was stored: the upload is checked before any byte is written.
 */
async function documentUpload(request: FastifyRequest, maxBytes: number): Promise<TUpload> {
  try {
    const uploads = await readUploads(request, maxBytes, DOCUMENT_MIME_TYPES);
    if (uploads.length !== 1) throw badRequest('errors.bad_request', { file: ['validation.required'] });
    return uploads[0] as TUpload;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 413)
      throw new AppError(413, 'errors.document_too_large', { limit: Math.max(1, Math.round(maxBytes / MB)) });
    if (error instanceof AppError && error.statusCode === 415)
      throw new AppError(415, 'errors.document_file_type');
    throw error;
  }
}

/**
 * Writes a version of a document: its bytes first, then in one transaction the row (current from
 * now), the count on the document, its history and the job that reads its text. Bytes of a failed
 * write are removed.
 */
export async function addVersion(
  deps: Pick<TDeps, 'db' | 'storage' | 'cache'>,
  input: { documentId: string; upload: TUpload; actorId: string | null; text?: string | null },
): Promise<string> {
  const id = newId();
  const key = `documents/${input.documentId}/${id}`;
  await deps.storage.put(key, input.upload.data);
  try {
    await deps.db.transaction(async (tx) => {
      // The document's row is the lock: two uploads at once get the numbers one after another.
      await tx.execute(
        sql`select 1 from ${documents} where ${documents.id} = ${input.documentId} for update`,
      );
      const [last] = await tx
        .select({ number: documentVersions.number })
        .from(documentVersions)
        .where(eq(documentVersions.documentId, input.documentId))
        .orderBy(desc(documentVersions.number))
        .limit(1);
      const number = (last?.number ?? 0) + 1;
      await tx
        .update(documentVersions)
        .set({ isCurrent: false })
        .where(and(eq(documentVersions.documentId, input.documentId), eq(documentVersions.isCurrent, true)));
      const known = input.text !== undefined;
      await tx.insert(documentVersions).values({
        id,
        documentId: input.documentId,
        number,
        name: input.upload.name,
        mime: input.upload.mime,
        size: input.upload.data.length,
        storageKey: key,
        isCurrent: true,
        textState: known ? (input.text === null ? 'none' : 'done') : 'pending',
        text: known ? input.text : null,
        createdBy: input.actorId,
      });
      await tx.execute(
        sql`update ${documents} set versions_count = ${number}, updated_at = now() where ${documents.id} = ${input.documentId}`,
      );
      await recordHistory(tx, {
        entityType: DOCUMENT_MODULE.entityType,
        entityId: input.documentId,
        action: 'file_add',
        actorId: input.actorId,
        changes: { files: { from: null, to: [input.upload.name] } },
      });
      if (!known) await enqueueJob(tx, { kind: EXTRACT_TEXT_JOB, key: id, payload: { versionId: id } });
      await deps.cache.invalidate(tx, [DOCUMENT_MODULE.key]);
    });
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
  return id;
}

/** Reads a version's text for the search; safe to run twice (a version read already is left). */
export function registerTextExtraction() {
  registerJobKind(EXTRACT_TEXT_JOB, {
    maxAttempts: 3,
    async run({ deps, job, log }) {
      const { versionId } = job.payload as { versionId: string };
      const [version] = await deps.db
        .select({
          mime: documentVersions.mime,
          key: documentVersions.storageKey,
          state: documentVersions.textState,
        })
        .from(documentVersions)
        .where(eq(documentVersions.id, versionId));
      if (version?.state !== 'pending') return;
      const data = await deps.storage.get(version.key);
      if (!data) throw new Error(`version ${versionId}: file missing`);
      let text: string | null;
      let state: 'done' | 'none' | 'failed';
      try {
        text = await extractText(version.mime, data);
        state = text === null ? 'none' : 'done';
      } catch (error) {
        // A damaged file stays damaged: no retry; it is still found by its title.
        log.warn({ err: error, versionId }, 'document text unreadable');
        text = null;
        state = 'failed';
      }
      await deps.db
        .update(documentVersions)
        .set({ text, textState: state })
        .where(and(eq(documentVersions.id, versionId), eq(documentVersions.textState, 'pending')));
    },
  });
}

/** The versions of a document: listed and read by who reads it, added by who keeps it. */
export function registerVersionRoutes(app: TApp, deps: TDeps, routes: TModuleRoutes) {
  const { base, tags } = routes;

  async function oneVersion(request: FastifyRequest, id: string, versionId: string) {
    const record = await routes.read(request, id);
    const version = (await versionRows(deps.db, id)).find((row) => row.id === versionId);
    if (!version) throw notFound();
    return { record, version };
  }

  app.get(
    `${base}/:id/versions/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: ZIdParamsSchema,
        response: { 200: z.array(ZDocumentVersionSchema), ...EXTRAS_ERRORS },
      },
    },
    async (request) => {
      await routes.read(request, request.params.id);
      return (await versionRows(deps.db, request.params.id)).map(toVersion);
    },
  );

  app.post(
    `${base}/:id/versions/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Upload a new version of the document (multipart, field `file`); it becomes current',
        params: ZIdParamsSchema,
        response: { 201: ZDocumentVersionSchema, ...EXTRAS_ERRORS, 415: EXTRAS_ERRORS[413] },
      },
    },
    async (request, reply) => {
      const record = await routes.read(request, request.params.id);
      if (!mayKeep(record)) throw forbidden();
      const upload = await documentUpload(request, deps.config.DOCUMENT_MAX_BYTES);
      const versionId = await addVersion(deps, {
        documentId: record.row.id,
        upload,
        actorId: record.user.id,
      });
      const created = (await versionRows(deps.db, record.row.id)).find((row) => row.id === versionId);
      return reply.status(201).send(toVersion(created as TVersionRow));
    },
  );

  // An older version made current again (a new one was a mistake); the others stay as they are.
  app.post(
    `${base}/:id/versions/:versionId/current/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: ZVersionParamsSchema,
        response: { 200: ZDocumentVersionSchema, ...EXTRAS_ERRORS },
      },
    },
    async (request) => {
      const { record, version } = await oneVersion(request, request.params.id, request.params.versionId);
      if (!mayKeep(record)) throw forbidden();
      if (!version.isCurrent)
        await deps.db.transaction(async (tx) => {
          await tx.execute(
            sql`select 1 from ${documents} where ${documents.id} = ${record.row.id} for update`,
          );
          await tx
            .update(documentVersions)
            .set({ isCurrent: false })
            .where(and(eq(documentVersions.documentId, record.row.id), eq(documentVersions.isCurrent, true)));
          await tx
            .update(documentVersions)
            .set({ isCurrent: true })
            .where(eq(documentVersions.id, version.id));
          await recordHistory(tx, {
            entityType: DOCUMENT_MODULE.entityType,
            entityId: record.row.id,
            action: 'update',
            actorId: record.user.id,
            changes: { current_version: { from: null, to: version.number } },
          });
        });
      return toVersion({ ...version, isCurrent: true });
    },
  );

  async function sendVersion(
    request: FastifyRequest,
    reply: FastifyReply,
    params: { id: string; versionId: string },
    inline: boolean,
  ) {
    const { version } = await oneVersion(request, params.id, params.versionId);
    if (inline && !PREVIEW_MIME_TYPES.includes(version.mime)) throw new AppError(415, 'errors.no_preview');
    const data = await deps.storage.get(version.storageKey);
    if (!data) throw notFound();
    const name = storedName(version.name, version.mime);
    // The brief's header either way; a preview is `inline` so that the browser shows it.
    attachment(reply, name);
    if (inline)
      reply.header(
        'Content-Disposition',
        String(reply.getHeader('Content-Disposition')).replace(/^attachment/, 'inline'),
      );
    return reply
      .type(version.mime)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(data);
  }

  app.get(
    `${base}/:id/versions/:versionId/file/`,
    { config: { permission: SIGNED_IN }, schema: { tags, params: ZVersionParamsSchema } },
    (request, reply) => sendVersion(request, reply, request.params, false),
  );
  // PDF and images shown by the browser itself, in a frame of the documents' screen.
  app.get(
    `${base}/:id/versions/:versionId/preview/`,
    { config: { permission: SIGNED_IN }, schema: { tags, params: ZVersionParamsSchema } },
    (request, reply) => sendVersion(request, reply, request.params, true),
  );
}
