import { ZIdParamsSchema } from '@hse/contracts/common';
import { type TRecordFile, ZFileParamsSchema, ZRecordFileSchema } from '@hse/contracts/records';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { recordFiles, users } from '../db/schema/index.ts';
import type { TApp } from './app-types.ts';
import { readUploads, storedName, type TUpload, thumbnailOf } from './attachments.ts';
import { currentUser } from './auth-plugin.ts';
import type { TDeps } from './deps.ts';
import { attachment } from './download.ts';
import { forbidden, notFound } from './errors.ts';
import { recordHistory } from './history.ts';
import { newId } from './ids.ts';
import { PUBLIC, SIGNED_IN } from './permissions.ts';
import { EXTRAS_ERRORS as errors, type TRecordExtrasOptions } from './record-extras.ts';
import { fioOrEmpty as fio } from './record-names.ts';

/**
 * Files of the records of one type: attached by who may edit the record (its `can_edit`), read by
 * who sees it; photos get thumbnails; every attach and removal is in the record's history.
 */
export function registerRecordFiles(app: TApp, deps: TDeps, options: TRecordExtrasOptions) {
  const { db, storage, config } = deps;
  const { base, entityType, tags, access } = options;
  const readPermission = options.guestRead ? PUBLIC : SIGNED_IN;

  const fileRows = (id: string) =>
    db
      .select({
        id: recordFiles.id,
        name: recordFiles.name,
        mime: recordFiles.mime,
        size: recordFiles.size,
        storageKey: recordFiles.storageKey,
        thumbnailKey: recordFiles.thumbnailKey,
        createdAt: recordFiles.createdAt,
        lastName: users.lastName,
        firstName: users.firstName,
        middleName: users.middleName,
      })
      .from(recordFiles)
      .leftJoin(users, eq(users.id, recordFiles.createdBy))
      .where(
        and(
          eq(recordFiles.entityType, entityType),
          eq(recordFiles.entityId, id),
          isNull(recordFiles.deletedAt),
        ),
      )
      .orderBy(asc(recordFiles.createdAt), asc(recordFiles.id));

  // Guests see what a file is, never who on the staff attached it.
  const toFile = (r: Awaited<ReturnType<typeof fileRows>>[number], guest = false): TRecordFile => ({
    id: r.id,
    name: r.name,
    mime: r.mime,
    size: r.size,
    has_thumbnail: r.thumbnailKey !== null,
    created_at: r.createdAt.toISOString(),
    created_by_fio: guest ? '' : fio(r),
  });

  async function oneFile(request: FastifyRequest, id: string, fileId: string) {
    const rights = await access(request, id);
    const file = (await fileRows(id)).find((f) => f.id === fileId);
    if (!file) throw notFound();
    return { rights, file };
  }

  app.get(
    `${base}/:id/files/`,
    {
      config: { permission: readPermission },
      schema: { tags, params: ZIdParamsSchema, response: { 200: z.array(ZRecordFileSchema), ...errors } },
    },
    async (request) => {
      await access(request, request.params.id);
      return (await fileRows(request.params.id)).map((row) => toFile(row, !request.user));
    },
  );

  app.post(
    `${base}/:id/files/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Attach files (multipart, field `file`); photos get thumbnails',
        params: ZIdParamsSchema,
        response: { 201: z.array(ZRecordFileSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const rights = await access(request, id);
      if (!rights.canEdit) throw forbidden();
      const uploads = await readUploads(request, config.UPLOAD_MAX_BYTES, options.fileTypes);
      const { fileIds: ids } = await attachFiles(deps, {
        entityType,
        entityId: id,
        uploads,
        actorId: currentUser(request).id,
      });
      const files = (await fileRows(id)).filter((f) => ids.includes(f.id)).map((f) => toFile(f));
      return reply.status(201).send(files);
    },
  );

  app.get(
    `${base}/:id/files/:fileId/`,
    { config: { permission: readPermission }, schema: { tags, params: ZFileParamsSchema } },
    async (request, reply) => {
      const { file } = await oneFile(request, request.params.id, request.params.fileId);
      const data = await storage.get(file.storageKey);
      if (!data) throw notFound();
      return attachment(reply, storedName(file.name, file.mime))
        .type(file.mime)
        .header('Cache-Control', 'private, no-store')
        .send(data);
    },
  );

  app.get(
    `${base}/:id/files/:fileId/thumbnail/`,
    { config: { permission: readPermission }, schema: { tags, params: ZFileParamsSchema } },
    async (request, reply) => {
      const { file } = await oneFile(request, request.params.id, request.params.fileId);
      const data = file.thumbnailKey ? await storage.get(file.thumbnailKey) : null;
      if (!data) throw notFound();
      return reply.type('image/jpeg').header('Cache-Control', 'private, no-store').send(data);
    },
  );

  app.delete(
    `${base}/:id/files/:fileId/`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: ZFileParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const { rights, file } = await oneFile(request, request.params.id, request.params.fileId);
      if (!rights.canEdit) throw forbidden();
      await db.transaction(async (tx) => {
        await tx.update(recordFiles).set({ deletedAt: new Date() }).where(eq(recordFiles.id, file.id));
        await recordHistory(tx, {
          entityType,
          entityId: request.params.id,
          action: 'file_delete',
          actorId: currentUser(request).id,
          changes: { files: { from: [file.name], to: null } },
        });
      });
      return reply.status(204).send(null);
    },
  );
}

/**
 * Stores checked uploads as files of a record: the bytes first, then in one transaction the
 * work the caller adds (`before`, e.g. the record itself when it is filed with its files), the
 * file rows and the history entry. A failure removes the bytes it wrote: bytes without a row
 * would never be found again.
 */
export async function attachFiles(
  { db, storage }: Pick<TDeps, 'db' | 'storage'>,
  input: {
    entityType: string;
    entityId: string;
    uploads: TUpload[];
    actorId: string | null;
    before?: (tx: DbOrTx) => Promise<void>;
  },
): Promise<{ entityId: string; fileIds: string[] }> {
  const { entityType, entityId, uploads, actorId } = input;
  const stored: { id: string; key: string; thumbnail: string | null }[] = [];
  try {
    for (const upload of uploads) {
      const fileId = newId();
      const key = `records/${entityType}/${entityId}/${fileId}`;
      await storage.put(key, upload.data);
      const small = await thumbnailOf(upload);
      const thumbnail = small ? `${key}.thumb.jpg` : null;
      if (small && thumbnail) await storage.put(thumbnail, small);
      stored.push({ id: fileId, key, thumbnail });
    }
    // The transaction names what it wrote: a retried request (Idempotency-Key) that finds it
    // already done gets these names back instead of writing again.
    const done = await db.transaction(async (tx) => {
      const written = { entityId, fileIds: stored.map((file) => file.id) };
      await input.before?.(tx);
      if (uploads.length === 0) return written;
      for (const [i, upload] of uploads.entries()) {
        const file = stored[i] as (typeof stored)[number];
        await tx.insert(recordFiles).values({
          id: file.id,
          entityType,
          entityId,
          name: upload.name,
          mime: upload.mime,
          size: upload.data.length,
          storageKey: file.key,
          thumbnailKey: file.thumbnail,
          createdBy: actorId,
        });
      }
      await recordHistory(tx, {
        entityType,
        entityId,
        action: 'file_add',
        actorId,
        changes: { files: { from: null, to: uploads.map((u) => u.name) } },
      });
      return written;
    });
    // Bytes stored again by a retry whose files were already written are nobody's.
    if (done.fileIds.join() !== stored.map((file) => file.id).join()) await removeStored(storage, stored);
    return done;
  } catch (error) {
    await removeStored(storage, stored);
    throw error;
  }
}

async function removeStored(storage: TDeps['storage'], stored: { key: string; thumbnail: string | null }[]) {
  for (const { key, thumbnail } of stored) {
    await storage.remove(key);
    if (thumbnail) await storage.remove(thumbnail);
  }
}

/** The files of a record still attached among `ids` (a photo or evidence a part of it names). */
export async function liveRecordFiles(
  db: DbOrTx,
  entityType: string,
  recordId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: recordFiles.id })
    .from(recordFiles)
    .where(
      and(
        eq(recordFiles.entityType, entityType),
        eq(recordFiles.entityId, recordId),
        inArray(recordFiles.id, [...ids]),
        isNull(recordFiles.deletedAt),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
