import { type TLocalizedText, ZIdParamsSchema } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import {
  FORM_SUBMISSION_MODULE,
  periodKeyOf,
  periodsPerYear,
  previousPeriodOf,
  type TFormResults,
  ZFormSubmissionSchema,
} from '@hse/contracts/form-submissions';
import { ZFormTemplateQuerySchema, ZFormUploadErrorSchema } from '@hse/contracts/form-workbooks';
import type { TFormDefinition } from '@hse/contracts/forms/definition';
import type { TFormValues } from '@hse/contracts/forms/evaluate';
import { formatMessage } from '@hse/contracts/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { formSubmissions, organizations } from '../../db/schema/index.ts';
import { inScope, scopeOf } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { readMultipart } from '../../platform/attachments.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { recordWriterOf } from '../../platform/record-module/record-writers.ts';
import type { TModuleRecord, TModuleRoutes } from '../../platform/record-module/register.ts';
import { RECORD_ERRORS } from '../../platform/record-routes.ts';
import { organizationInScope, updateRecord } from '../../platform/records.ts';
import { XLSX_MIME } from '../../platform/xlsx-export.ts';
import { latestFormDefinition } from './form-definitions.ts';
import { checkedUpload } from './form-workbook-check.ts';
import { workbookLayout } from './form-workbook-layout.ts';
import { loadWorkbook, metaOf, readValues } from './form-workbook-read.ts';
import { formWorkbook, sendWorkbook } from './form-workbook-write.ts';

/** What the submissions' module lends these routes: its definitions and its values check. */
export type TFormWorkbookOps = {
  draftOf(definition: TFormDefinition): TFormDefinition;
  definitionOfRow(db: DbOrTx, row: Record<string, unknown>): Promise<TFormDefinition>;
  checkUpdate(tx: DbOrTx, before: Record<string, unknown>, merged: Record<string, unknown>): Promise<void>;
};

/** A form's file is small; a larger upload is refused before it is read through (413). */
const FORM_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

const column = formSubmissions as unknown as Record<'formCode' | 'year' | 'period', PgColumn>;

type TPlace = { form: string; organizationId: string; year: number; period: number };

/** The live submission of a form, organization and period, if there is one. */
async function liveSubmissionId(db: DbOrTx, place: TPlace): Promise<string | undefined> {
  const [row] = await db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.organizationId, place.organizationId),
        eq(column.formCode, place.form),
        eq(column.year, place.year),
        eq(column.period, place.period),
        isNull(formSubmissions.deletedAt),
      ),
    );
  return row?.id;
}

async function organizationName(db: DbOrTx, id: string, lang: TLanguage): Promise<string> {
  const [row] = await db
    .select({ ru: organizations.nameRu, kk: organizations.nameKk, en: organizations.nameEn })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row ? (row as TLocalizedText)[lang] : '';
}

export function registerFormWorkbookRoutes(
  app: TApp,
  deps: TDeps,
  routes: TModuleRoutes,
  ops: TFormWorkbookOps,
) {
  const { base, tags } = routes;
  const tryRead = (request: FastifyRequest, id: string | undefined) =>
    id ? routes.read(request, id).catch(() => null) : Promise.resolve(null);

  const send = async (
    definition: TFormDefinition,
    lang: TLanguage,
    place: TPlace,
    content: { values?: TFormValues; totals?: TFormResults['totals'] },
  ) => {
    const name = await organizationName(deps.db, place.organizationId, lang);
    const periodKey = periodKeyOf(definition.period, place.year, place.period);
    return formWorkbook(definition, lang, {
      ...content,
      place: formatMessage('forms.xlsx_place', lang, {
        organization: name,
        period: periodKey,
        version: definition.version,
      }),
      meta: { ...place, version: definition.version, lang },
    });
  };

  // The template of a period: the submission's own values and version when it exists, else empty
  // in the latest version, or with the previous period's values to start from (`previous=true`).
  app.get(
    `${base}/template/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: ZFormTemplateQuerySchema.extend({
          previous: z.enum(['true', 'false'], 'validation.one_of').optional(),
        }),
        response: RECORD_ERRORS,
      },
    },
    async (request, reply) => {
      const query = request.query;
      const user = currentUser(request);
      // Another organization's template is not there for the caller, as its records are not.
      if (!inScope(await scopeOf(deps, user), query.organization_id)) throw notFound();
      const place = {
        form: query.form,
        organizationId: query.organization_id,
        year: query.year,
        period: query.period,
      };
      const existing = await tryRead(request, await liveSubmissionId(deps.db, place));
      const definition = existing
        ? await ops.definitionOfRow(deps.db, existing.row)
        : await latestFormDefinition(deps.db, query.form);
      if (!definition) throw notFound();
      if (query.period > periodsPerYear(definition.period))
        throw fieldError('period', 'forms.period_invalid');
      let values = existing ? (existing.row.values as TFormValues) : undefined;
      if (!existing && query.previous === 'true') {
        const before = previousPeriodOf(definition.period, query.year, query.period);
        const previous = await tryRead(request, await liveSubmissionId(deps.db, { ...place, ...before }));
        values = previous ? (previous.row.values as TFormValues) : undefined;
      }
      const lang = langOf(request);
      const file = await send(definition, lang, place, { values });
      return sendWorkbook(
        reply,
        `${query.form}_${periodKeyOf(definition.period, query.year, query.period)}.xlsx`,
        file,
      );
    },
  );

  // One submission with its computed figures and totals, in the version it was filled in; the
  // file is also a template: filled again and uploaded, it updates the draft.
  app.get(
    `${base}/:id/xlsx/`,
    { config: { permission: SIGNED_IN }, schema: { tags, params: ZIdParamsSchema, response: RECORD_ERRORS } },
    async (request, reply) => {
      const { row } = await routes.read(request, request.params.id);
      const definition = await ops.definitionOfRow(deps.db, row);
      const results = row.results as TFormResults;
      const place = {
        form: String(row.formCode),
        organizationId: row.organizationId,
        year: Number(row.year),
        period: Number(row.period),
      };
      const file = await send(definition, langOf(request), place, results);
      return sendWorkbook(reply, `${row.number}.xlsx`, file);
    },
  );

  app.post(
    `${base}/upload/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        response: {
          200: ZFormSubmissionSchema,
          201: ZFormSubmissionSchema,
          ...RECORD_ERRORS,
          400: ZFormUploadErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const max = Math.min(FORM_UPLOAD_MAX_BYTES, deps.config.UPLOAD_MAX_BYTES);
      const { uploads, fields } = await readMultipart(request, max, [XLSX_MIME]);
      const upload = uploads[0];
      if (!upload) throw new AppError(400, 'errors.bad_request', {}, { file: ['validation.required'] });
      const workbook = await loadWorkbook(upload.data);
      const meta = metaOf(workbook);
      const user = currentUser(request);
      const scope = await scopeOf(deps, user);
      await organizationInScope(deps.db, scope, meta.organizationId);
      const existing = await tryRead(request, await liveSubmissionId(deps.db, meta));
      const definition = existing
        ? await ops.definitionOfRow(deps.db, existing.row)
        : await latestFormDefinition(deps.db, meta.form);
      if (!definition) throw new AppError(400, 'forms.upload_not_template');
      if (meta.version !== definition.version)
        throw new AppError(409, 'forms.upload_version', {
          version: meta.version,
          current: definition.version,
        });
      const layout = workbookLayout(definition, meta.lang);
      const lang = langOf(request);
      const values = checkedUpload(
        definition,
        ops.draftOf(definition),
        layout,
        readValues(layout, workbook),
        lang,
      );
      let record: TModuleRecord;
      if (existing) {
        const version = z.coerce.number().int().min(1).safeParse(fields.version);
        // Without the version read, the upload does not overwrite the draft someone else may be filling.
        if (!version.success)
          throw new AppError(
            409,
            'forms.submission_exists',
            { number: existing.row.number },
            { version: ['errors.stale_version'] },
            {},
            { body: { existing_id: existing.row.id } },
          );
        await updateRecord(
          deps,
          routes.type,
          user,
          scope,
          existing.row.id,
          { version: version.data, values },
          ops.checkUpdate,
        );
        record = await routes.read(request, existing.row.id);
      } else {
        const write = recordWriterOf(deps, FORM_SUBMISSION_MODULE.entityType);
        if (!write) throw new Error('form submissions have no writer');
        const id = await deps.db.transaction((tx) =>
          write(tx, user, {
            organization_id: meta.organizationId,
            form_code: meta.form,
            year: meta.year,
            period: meta.period,
            values,
          }),
        );
        record = await routes.read(request, id);
      }
      return reply.status(existing ? 200 : 201).send(routes.item(record, lang));
    },
  );
}
