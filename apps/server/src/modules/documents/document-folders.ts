import {
  DOCUMENT_KEEPERS,
  type TFolder,
  ZFolderCreateSchema,
  ZFolderDeleteSchema,
  ZFolderListQuerySchema,
  ZFolderParamsSchema,
  ZFolderSchema,
  ZFolderUpdateSchema,
} from '@hse/contracts/documents';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { documentFolders, documents } from '../../db/schema/index.ts';
import { scopeFilter, scopeOf } from '../../platform/access.ts';
import type { TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, conflict, fieldError, notFound, staleVersion } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { rolesOnly, SIGNED_IN } from '../../platform/permissions.ts';
import { RECORD_ERRORS } from '../../platform/record-routes.ts';

const KEEPERS = rolesOnly(...DOCUMENT_KEEPERS);
const live = isNull(documentFolders.deletedAt);

/** A live folder, or null. */
export async function folderOf(db: DbOrTx, id: string) {
  const [folder] = await db
    .select()
    .from(documentFolders)
    .where(and(eq(documentFolders.id, id), live));
  return folder ?? null;
}

/** A folder may not sit in itself or below itself: the tree stays a tree. */
async function checkParent(tx: DbOrTx, area: string, parentId: string | null, selfId: string | null) {
  let at = parentId;
  while (at) {
    if (at === selfId) throw fieldError('parent_id', 'errors.folder_cycle');
    const parent = await folderOf(tx, at);
    if (!parent) throw fieldError('parent_id', 'errors.not_found');
    if (parent.area !== area) throw fieldError('parent_id', 'errors.folder_other_area');
    at = parent.parentId;
  }
}

/**
 * The folders of the documents' areas (issue 16 §2): the same tree for every organization of the
 * holding, kept by the administrator and the HSE staff; each shows how many of the documents the
 * reader sees it holds.
 */
export function registerFolderRoutes(app: TApp, deps: TDeps, base: string, tags: string[]) {
  const { db } = deps;
  const folders = `${base}/folders`;

  async function answer(readerScope: Awaited<ReturnType<typeof scopeOf>>, where = sql`true`) {
    const scoped = scopeFilter(readerScope, documents.organizationId) ?? sql`true`;
    const rows = await db
      .select({
        id: documentFolders.id,
        area: documentFolders.area,
        parent_id: documentFolders.parentId,
        name: documentFolders.name,
        version: documentFolders.version,
        documents_count: sql<number>`(select count(*)::int from ${documents}
          where ${documents.deletedAt} is null and ${
            (documents as unknown as Record<string, never>).folderId
          } = ${documentFolders.id} and ${scoped})`,
      })
      .from(documentFolders)
      .where(and(live, where))
      .orderBy(asc(documentFolders.name), asc(documentFolders.id));
    return rows as TFolder[];
  }

  app.get(
    `${folders}/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: ZFolderListQuerySchema,
        response: { 200: z.array(ZFolderSchema), ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const scope = await scopeOf(deps, currentUser(request));
      const { area } = request.query;
      return answer(scope, area ? eq(documentFolders.area, area) : undefined);
    },
  );

  // The reference field's choices: every folder, named with its area's folders above it.
  app.get(
    `${folders}/choices/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        response: { 200: z.array(z.object({ id: z.uuid(), name: z.string() })), ...RECORD_ERRORS },
      },
    },
    async () => {
      const rows = await db
        .select({ id: documentFolders.id, name: documentFolders.name, parentId: documentFolders.parentId })
        .from(documentFolders)
        .where(live)
        .orderBy(asc(documentFolders.name));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const path = (row: (typeof rows)[number]): string => {
        const parent = row.parentId ? byId.get(row.parentId) : undefined;
        return parent ? `${path(parent)} / ${row.name}` : row.name;
      };
      return rows
        .map((row) => ({ id: row.id, name: path(row) }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  );

  app.post(
    `${folders}/`,
    {
      config: { permission: KEEPERS },
      schema: { tags, body: ZFolderCreateSchema, response: { 201: ZFolderSchema, ...RECORD_ERRORS } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { area, parent_id: parentId = null, name } = request.body;
      const id = newId();
      await db.transaction(async (tx) => {
        await checkParent(tx, area, parentId, null);
        await tx
          .insert(documentFolders)
          .values({ id, area, parentId, name, createdBy: user.id, updatedBy: user.id });
      });
      const [created] = await answer(await scopeOf(deps, user), eq(documentFolders.id, id));
      if (!created) throw notFound();
      return reply.status(201).send(created);
    },
  );

  app.patch(
    `${folders}/:folderId/`,
    {
      config: { permission: KEEPERS },
      schema: {
        tags,
        params: ZFolderParamsSchema,
        body: ZFolderUpdateSchema,
        response: { 200: ZFolderSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { folderId } = request.params;
      const { version, ...changes } = request.body;
      await db.transaction(async (tx) => {
        const [folder] = await tx
          .select()
          .from(documentFolders)
          .where(and(eq(documentFolders.id, folderId), live))
          .for('update');
        if (!folder) throw notFound();
        if (folder.version !== version) throw staleVersion();
        if (changes.parent_id !== undefined) await checkParent(tx, folder.area, changes.parent_id, folder.id);
        await tx
          .update(documentFolders)
          .set({
            ...(changes.name !== undefined ? { name: changes.name } : {}),
            ...(changes.parent_id !== undefined ? { parentId: changes.parent_id } : {}),
            version: folder.version + 1,
            updatedAt: new Date(),
            updatedBy: user.id,
          })
          .where(eq(documentFolders.id, folder.id));
      });
      const [updated] = await answer(await scopeOf(deps, user), eq(documentFolders.id, folderId));
      if (!updated) throw notFound();
      return updated;
    },
  );

  app.delete(
    `${folders}/:folderId/`,
    {
      config: { permission: KEEPERS },
      schema: {
        tags,
        params: ZFolderParamsSchema,
        body: ZFolderDeleteSchema,
        response: { 204: z.null(), ...RECORD_ERRORS },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await db.transaction(async (tx) => {
        const [folder] = await tx
          .select()
          .from(documentFolders)
          .where(and(eq(documentFolders.id, request.params.folderId), live))
          .for('update');
        if (!folder) throw notFound();
        if (folder.version !== request.body.version) throw staleVersion();
        // Any document counts, in the reader's scope or not: none may lose its folder.
        const [held] = await tx
          .execute<{ n: number }>(sql`select
            (select count(*)::int from ${documents} where ${documents.deletedAt} is null
              and ${(documents as unknown as Record<string, never>).folderId} = ${folder.id})
            + (select count(*)::int from ${documentFolders} where ${documentFolders.deletedAt} is null
              and ${documentFolders.parentId} = ${folder.id}) as n`)
          .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
        if (Number(held?.n ?? 0) > 0) throw conflict('errors.folder_not_empty');
        await tx
          .update(documentFolders)
          .set({
            deletedAt: new Date(),
            updatedAt: new Date(),
            updatedBy: user.id,
            version: folder.version + 1,
          })
          .where(eq(documentFolders.id, folder.id));
      });
      return reply.status(204).send(null);
    },
  );
}

/** The 400 of a document naming a folder of another area. */
export const folderOtherArea = () =>
  new AppError(400, 'errors.bad_request', {}, { folder_id: ['errors.folder_other_area'] });
