import { ZErrorSchema, ZHistoryEntrySchema, ZIdParamsSchema, ZVersionSchema } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import { ZRecordPdfQuerySchema } from '@hse/contracts/records';
import { ZWorkflowActionBodySchema, ZWorkflowActionParamsSchema } from '@hse/contracts/workflow';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { scopeOf, type TAuthUser, type TScope } from './access.ts';
import { langOf, type TApp } from './app-types.ts';
import { currentUser } from './auth-plugin.ts';
import type { TDeps } from './deps.ts';
import { notFound } from './errors.ts';
import { listHistory } from './history.ts';
import { PUBLIC, SIGNED_IN } from './permissions.ts';
import { registerRecordComments } from './record-comments.ts';
import { registerRecordFiles } from './record-files.ts';
import { sendPdf, type TPrintable } from './record-pdf.ts';
import { registerRecordTasks } from './record-tasks.ts';
import {
  actOnRecord,
  callerOn,
  deleteRecord,
  mayTakePart,
  readRecord,
  type TRecordRow,
  type TRecordType,
} from './records.ts';

export const RECORD_ERRORS = {
  400: ZErrorSchema,
  401: ZErrorSchema,
  403: ZErrorSchema,
  404: ZErrorSchema,
  409: ZErrorSchema,
};

/**
 * The routes every workflow record has, the same for each type (brief §4): read, change, delete,
 * workflow actions, history, comments and files. A module adds its list, export and create.
 */
export function registerRecordRoutes<
  S extends string,
  R extends TRecordRow<S>,
  A extends { can_edit: boolean },
>(
  app: TApp,
  deps: TDeps,
  options: {
    base: string;
    tags: string[];
    type: TRecordType<S, R>;
    /** The record's answer schema and how a row becomes it for this caller. */
    item: z.ZodType<A>;
    /** `caller.member`: the record's organization lies in the caller's scope. */
    toItem(row: R, lang: TLanguage, caller: TAuthUser & { member: boolean }): A;
    update: {
      schema: z.ZodType;
      apply(scope: TScope, caller: TAuthUser, id: string, body: never): Promise<void>;
    };
    /** The record as print shows it: `GET …/:id/pdf/` answers it as a PDF. */
    print?(item: A, lang: TLanguage, timeZone: string): TPrintable | Promise<TPrintable>;
    /** Which of comments, files and history the type has (all unless it says otherwise). */
    parts?: { comments: boolean; files: boolean; history: boolean; fileTypes?: readonly string[] };
    /**
     * A public record (a Qorgau card) is read, with its files, without signing in: a guest gets
     * this answer, which leaves out what only staff may see.
     */
    guest?: {
      toItem(row: R, lang: TLanguage): A;
      /** Whether a guest may read this record at all (404 if not), as the type's lists decide. */
      readable?(row: R): boolean;
    };
  },
) {
  const { db } = deps;
  const { base, tags, type, toItem, update, print } = options;
  // Fastify cannot infer an answer type from a schema known only as a type parameter; the schema
  // still documents and (in tests) checks every answer.
  const item = options.item as z.ZodType;
  const answer = async (scope: TScope, user: TAuthUser, id: string, lang: TLanguage) => {
    const row = await readRecord(deps, type, scope, user, id);
    return toItem(row, lang, callerOn(user, scope, row));
  };
  const { guest } = options;
  const guestAnswer = async (id: string, lang: TLanguage) => {
    const row = await type.find(db, id, false);
    if (!row || !guest || (guest.readable && !guest.readable(row))) throw notFound();
    return guest.toItem(row, lang);
  };
  /** The caller's answer: a signed-in user's, or a guest's where the type has one (else 401). */
  const answerFor = async (request: FastifyRequest, id: string) => {
    if (!request.user && guest) return guestAnswer(id, langOf(request));
    const user = currentUser(request);
    return answer(await scopeOf(deps, user), user, id, langOf(request));
  };

  const extras = {
    base,
    entityType: type.entityType,
    tags,
    access: async (request: FastifyRequest, id: string) => {
      if (!request.user && guest) {
        await guestAnswer(id, langOf(request));
        return { canEdit: false, canComment: false };
      }
      const user = currentUser(request);
      const scope = await scopeOf(deps, user);
      const row = await readRecord(deps, type, scope, user, id);
      const canComment = await mayTakePart(deps, type, row, scope, user);
      return {
        // Worked out from the whole answer of the record, so only when asked: a comment needs only
        // `canComment`.
        get canEdit() {
          return toItem(row, langOf(request), callerOn(user, scope, row)).can_edit;
        },
        canComment,
      };
    },
    guestRead: guest !== undefined,
  };
  const parts = options.parts ?? { comments: true, files: true, history: true };
  if (parts.comments) registerRecordComments(app, deps, extras);
  if (parts.files) registerRecordFiles(app, deps, { ...extras, fileTypes: parts.fileTypes });
  if (type.tasks) registerRecordTasks(app, deps, { base, tags, type, tasks: type.tasks });

  app.get(
    `${base}/:id/`,
    {
      config: { permission: guest ? PUBLIC : SIGNED_IN },
      schema: { tags, params: ZIdParamsSchema, response: { 200: item, ...RECORD_ERRORS } },
    },
    (request) => answerFor(request, request.params.id),
  );

  if (print)
    app.get(
      `${base}/:id/pdf/`,
      {
        config: { permission: SIGNED_IN },
        schema: {
          tags,
          summary:
            'The record as a PDF in the caller’s language, times in the organization’s zone or the one asked for',
          params: ZIdParamsSchema,
          querystring: ZRecordPdfQuerySchema,
          response: RECORD_ERRORS,
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const lang = langOf(request);
        const record = await answer(await scopeOf(deps, user), user, request.params.id, lang);
        const timeZone = request.query.tz ?? deps.config.TIME_ZONE;
        return sendPdf(reply, await print(record, lang, timeZone), lang, timeZone);
      },
    );

  app.patch(
    `${base}/:id/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: update.schema,
        response: { 200: item, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const scope = await scopeOf(deps, user);
      await update.apply(scope, user, request.params.id, request.body as never);
      return answer(scope, user, request.params.id, langOf(request));
    },
  );

  app.delete(
    `${base}/:id/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: z.object({ version: ZVersionSchema }),
        response: { 204: z.null(), ...RECORD_ERRORS },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await deleteRecord(
        deps,
        type,
        user,
        await scopeOf(deps, user),
        request.params.id,
        request.body.version,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/:id/actions/:action/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'A workflow action; the answer carries the actions allowed next',
        params: ZWorkflowActionParamsSchema,
        body: ZWorkflowActionBodySchema,
        response: { 200: item, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const scope = await scopeOf(deps, user);
      await actOnRecord(deps, type, user, scope, request.params.id, request.params.action, request.body);
      return answer(scope, user, request.params.id, langOf(request));
    },
  );

  if (!parts.history) return;
  app.get(
    `${base}/:id/history/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: ZIdParamsSchema,
        response: { 200: z.array(ZHistoryEntrySchema), ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await readRecord(deps, type, await scopeOf(deps, user), user, request.params.id);
      return listHistory(db, type.entityType, request.params.id);
    },
  );
}
