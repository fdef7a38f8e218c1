import type { TLanguage } from '@hse/contracts/constants';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import { createSchemaOf, type TRecordItem } from '@hse/contracts/record-module/schemas';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { scopeOf, type TAuthUser } from '../access.ts';
import { langOf, type TApp } from '../app-types.ts';
import { jsonField, readMultipart, type TUpload } from '../attachments.ts';
import type { TDeps } from '../deps.ts';
import { newId } from '../ids.ts';
import { PUBLIC } from '../permissions.ts';
import { takeRateLimit } from '../rate-limit.ts';
import { attachFiles } from '../record-files.ts';
import { RECORD_ERRORS } from '../record-routes.ts';
import { callerOn, insertRecord, organizationInScope, type TRecordType } from '../records.ts';
import type { TModuleRow } from './module-rows.ts';
import { checkDateOrder, checkLinks, normalizedInput, yearOf } from './module-rules.ts';

/**
 * A record anyone may file, signed in or not (a Qorgau card, decision 019): the create route is
 * public, takes JSON or a multipart form (the record as JSON in `formField`, files in `file` parts,
 * stored with the record or not at all) and is counted against the client address's hourly limit
 * in the filing's transaction, so a refused filing counts nothing. A guest files for any existing
 * organization: they have no scope.
 */
export type TPublicCreate = {
  /** The multipart part that carries the record as JSON. */
  formField: string;
  /** The rate limit's bucket, and how many filings an address makes an hour. */
  bucket: string;
  perHour(config: TConfig): number;
  /** The largest file a filing takes. */
  fileMaxBytes(config: TConfig): number;
  /** Who the record is written as (null: nobody, for a guest or an anonymous filer) and what is kept. */
  filer(
    input: Record<string, unknown>,
    user: TAuthUser | null,
  ): { actor: TAuthUser | null; input: Record<string, unknown> };
  /** More checks in the filing's transaction, once its organization is known; throws 400 field errors. */
  check?(tx: DbOrTx, input: Record<string, unknown>, organizationId: string): Promise<void>;
  /** Runs in the filing's transaction after the record is written (tell whom it concerns). */
  filed?(tx: DbOrTx, deps: TDeps, row: TModuleRow, user: TAuthUser | null): Promise<void>;
};

/** Any existing organization: filing is not limited to a scope. */
const EVERYWHERE = { all: true } as const;

const PUBLIC_ERRORS = {
  ...RECORD_ERRORS,
  413: RECORD_ERRORS[400],
  415: RECORD_ERRORS[400],
  429: RECORD_ERRORS[400],
};

/** The public create route of a module whose hooks give `publicCreate`. */
export function registerPublicCreate(
  app: TApp,
  deps: TDeps,
  options: {
    module: TRecordModule;
    type: TRecordType<string, TModuleRow>;
    open: TPublicCreate;
    createSchema?: z.ZodType;
    item: z.ZodType<TRecordItem>;
    toItem(row: TModuleRow, lang: TLanguage, caller: TAuthUser & { member: boolean }): TRecordItem;
    guestItem?(row: TModuleRow, lang: TLanguage): TRecordItem;
  },
) {
  const { module, type, open } = options;
  const schema = options.createSchema ?? createSchemaOf(module);

  /** The record and its files from a multipart form, or the record alone from a JSON body. */
  async function submissionOf(request: FastifyRequest): Promise<{ body: unknown; uploads: TUpload[] }> {
    if (!request.isMultipart()) return { body: request.body ?? {}, uploads: [] };
    const { uploads, fields } = await readMultipart(request, open.fileMaxBytes(deps.config));
    return { body: jsonField(fields, open.formField), uploads };
  }

  app.post(
    `${module.resource}/`,
    {
      config: { permission: PUBLIC },
      schema: {
        tags: [module.key],
        summary: `File a record, signed in or not: JSON, or multipart with the record as JSON in \`${open.formField}\` and files in \`file\``,
        response: { 201: options.item, ...PUBLIC_ERRORS },
      },
    },
    async (request, reply) => {
      const { body, uploads } = await submissionOf(request);
      const user = request.user ?? null;
      const parsed = normalizedInput(module, schema.parse(body) as Record<string, unknown>);
      const { actor, input } = open.filer(parsed, user);
      const id = newId();
      // A retried filing (Idempotency-Key) gets back the record it already filed, not `id`.
      const { entityId } = await attachFiles(deps, {
        entityType: type.entityType,
        entityId: id,
        uploads,
        actorId: actor?.id ?? null,
        before: async (tx) => {
          await takeRateLimit(tx, request, {
            bucket: open.bucket,
            limit: open.perHour(deps.config),
            windowMs: 3_600_000,
          });
          const organization = String(input[module.organizationField]);
          const { id: organizationId } = await organizationInScope(tx, EVERYWHERE, organization);
          checkDateOrder(module, input);
          await checkLinks(tx, module, null, input);
          await open.check?.(tx, input, organizationId);
          await insertRecord(tx, deps, type, actor, {
            id,
            organizationId,
            year: yearOf(module, input),
            fields: input,
          });
          const row = await type.find(tx, id, false);
          if (row) await open.filed?.(tx, deps, row, user);
        },
      });
      const row = await type.find(deps.db, entityId, false);
      if (!row) throw new Error(`${module.key}: the record just filed is missing`);
      const lang = langOf(request);
      if (user)
        return reply
          .status(201)
          .send(options.toItem(row, lang, callerOn(user, await scopeOf(deps, user), row)));
      if (!options.guestItem) throw new Error(`${module.key}: a public create needs the hook guestItem`);
      return reply.status(201).send(options.guestItem(row, lang));
    },
  );
}
