import { ZIdParamsSchema } from '@hse/contracts/common';
import {
  type TComment,
  type TComments,
  ZCommentCreateSchema,
  ZCommentSchema,
  ZCommentsSchema,
} from '@hse/contracts/records';
import { and, asc, eq } from 'drizzle-orm';
import { recordComments, users } from '../db/schema/index.ts';
import type { TApp } from './app-types.ts';
import { currentUser } from './auth-plugin.ts';
import type { TDeps } from './deps.ts';
import { AppError } from './errors.ts';
import { newId } from './ids.ts';
import { SIGNED_IN } from './permissions.ts';
import { EXTRAS_ERRORS as errors, type TRecordExtrasOptions } from './record-extras.ts';
import { fioOrEmpty as fio } from './record-names.ts';
import { insertWithJournal } from './write-statement.ts';

/**
 * Comments on the records of one type: anyone who sees a record reads them; writing one needs the
 * record within the caller's reach, so a public record is not discussed by every reader.
 */
export function registerRecordComments(app: TApp, { db, cache }: TDeps, options: TRecordExtrasOptions) {
  const { base, entityType, tags, access } = options;

  const listComments = async (id: string): Promise<TComment[]> => {
    const rows = await db
      .select({
        id: recordComments.id,
        authorId: recordComments.authorId,
        text: recordComments.text,
        createdAt: recordComments.createdAt,
        lastName: users.lastName,
        firstName: users.firstName,
        middleName: users.middleName,
      })
      .from(recordComments)
      .leftJoin(users, eq(users.id, recordComments.authorId))
      .where(and(eq(recordComments.entityType, entityType), eq(recordComments.entityId, id)))
      .orderBy(asc(recordComments.createdAt), asc(recordComments.id));
    return rows.map((r) => ({
      id: r.id,
      author_id: r.authorId,
      author_fio: fio(r),
      text: r.text,
      created_at: r.createdAt.toISOString(),
    }));
  };

  app.get(
    `${base}/:id/comments/`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZCommentsSchema, ...errors } },
    },
    async (request): Promise<TComments> => {
      const rights = await access(request, request.params.id);
      return { results: await listComments(request.params.id), can_comment: rights.canComment };
    },
  );

  app.post(
    `${base}/:id/comments/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZCommentCreateSchema,
        response: { 201: ZCommentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rights = await access(request, request.params.id);
      if (!rights.canComment) throw new AppError(403, 'errors.comment_out_of_scope');
      const author = currentUser(request);
      // One statement, alone (no `begin` or `commit`, decision 100), which writes the comment and
      // a retried comment's key (Idempotency-Key) at once. It names what it wrote, so the answer
      // needs no read of the record's comments (a replay returns the same).
      const comment = { id: newId(), created_at: new Date().toISOString() };
      const written = await db.transaction(async (tx) => {
        const values = {
          id: comment.id,
          entityType,
          entityId: request.params.id,
          authorId: author.id,
          text: request.body.text,
          createdAt: new Date(comment.created_at),
        };
        await insertWithJournal(tx, cache, recordComments, values, undefined, {
          result: comment,
          last: true,
        });
        return comment;
      });
      const created: TComment = {
        ...written,
        author_id: author.id,
        author_fio: author.fio,
        text: request.body.text,
      };
      return reply.status(201).send(created);
    },
  );
}
