import type { TLanguage } from '@hse/contracts/constants';
import { FORM_SUBMISSION_MODULE, type TFormSubmissionStatus } from '@hse/contracts/form-submissions';
import {
  type TFormConsolidation,
  type TFormConsolidationQuery,
  ZFormConsolidationQuerySchema,
  ZFormConsolidationSchema,
} from '@hse/contracts/form-workbooks';
import { consolidateForm } from '@hse/contracts/forms/consolidate';
import type { TFormPeriod } from '@hse/contracts/forms/definition';
import type { TFormValues } from '@hse/contracts/forms/evaluate';
import { formatMessage } from '@hse/contracts/messages';
import { textAt } from '@hse/contracts/texts';
import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { formSubmissions, organizations } from '../../db/schema/index.ts';
import { descendantsOf, inScope, scopeOf } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import type { TModuleRoutes } from '../../platform/record-module/register.ts';
import { RECORD_ERRORS } from '../../platform/record-routes.ts';
import { latestFormDefinition } from './form-definitions.ts';
import { formWorkbook, sendWorkbook } from './form-workbook-write.ts';

/**
 * A form consolidated across an organization's subtree for a range of periods (decision 072):
 * accepted submissions, and sent ones when asked; quantities summed (a stock over periods by its
 * aggregation kind, decision 088) and ratios recomputed in the latest version of the form
 * (`consolidateForm`); each subsidiary's figures and submissions beside.
 */

const column = formSubmissions as unknown as Record<
  'formCode' | 'periodKey' | 'values' | 'definitionVersion',
  PgColumn
>;

const statusName = (status: string, lang: TLanguage) =>
  textAt(FORM_SUBMISSION_MODULE.texts, `statuses.${status}`, lang);

const PERIOD_PATTERNS: Record<TFormPeriod, RegExp> = {
  month: /^\d{4}-\d{2}$/,
  quarter: /^\d{4}-Q\d$/,
  year: /^\d{4}$/,
};

async function consolidation(
  deps: TDeps,
  request: FastifyRequest,
  query: TFormConsolidationQuery,
): Promise<TFormConsolidation> {
  const lang = langOf(request);
  const user = currentUser(request);
  const definition = await latestFormDefinition(deps.db, query.form);
  if (!definition) throw notFound();
  for (const field of ['from', 'to'] as const)
    if (!PERIOD_PATTERNS[definition.period].test(query[field]))
      throw fieldError(field, 'forms.consolidation_period');
  if (query.from > query.to) throw fieldError('to', 'forms.consolidation_order');
  const rootId = query.org ?? user.organizationId;
  // Outside the caller's sight the organization is not there (404), as its records are not.
  if (!inScope(await scopeOf(deps, user), rootId)) throw notFound();
  const subtree = await descendantsOf(deps, rootId);
  // An organization that is not there (or was removed) has no subtree: nothing to consolidate.
  if (subtree.length === 0) throw notFound();
  const root = { id: rootId };
  const statuses: TFormSubmissionStatus[] = query.sent === 'true' ? ['accepted', 'sent'] : ['accepted'];
  const rows = await deps.db
    .select({
      id: formSubmissions.id,
      number: formSubmissions.number,
      status: formSubmissions.status,
      organizationId: formSubmissions.organizationId,
      periodKey: column.periodKey,
      definitionVersion: column.definitionVersion,
      values: column.values,
      nameRu: organizations.nameRu,
      nameKk: organizations.nameKk,
      nameEn: organizations.nameEn,
    })
    .from(formSubmissions)
    .innerJoin(organizations, eq(organizations.id, formSubmissions.organizationId))
    .where(
      and(
        eq(column.formCode, query.form),
        inArray(formSubmissions.organizationId, subtree),
        inArray(formSubmissions.status, statuses),
        gte(column.periodKey, query.from),
        lte(column.periodKey, query.to),
        isNull(formSubmissions.deletedAt),
      ),
    )
    .orderBy(asc(organizations.nameRu), asc(column.periodKey));
  const nameOf = (row: { nameRu: string; nameKk: string; nameEn: string }, l: TLanguage) =>
    ({ ru: row.nameRu, kk: row.nameKk, en: row.nameEn })[l];
  const consolidated = consolidateForm(
    definition,
    rows.map((row) => ({
      key: row.organizationId,
      period: String(row.periodKey),
      values: (row.values ?? {}) as TFormValues,
    })),
  );
  const [rootName] = await deps.db
    .select({ nameRu: organizations.nameRu, nameKk: organizations.nameKk, nameEn: organizations.nameEn })
    .from(organizations)
    .where(eq(organizations.id, root.id));
  return {
    form: query.form,
    definition_version: definition.version,
    from: query.from,
    to: query.to,
    organization_id: root.id,
    organization_name: rootName ? nameOf(rootName, lang) : '',
    statuses,
    total: consolidated.total,
    subsidiaries: consolidated.parts.map((part) => {
      const own = rows.filter((row) => row.organizationId === part.key);
      return {
        organization_id: part.key,
        organization_name: own[0] ? nameOf(own[0], lang) : '',
        computed: part.computed,
        submissions: own.map((row) => ({
          id: row.id,
          number: row.number,
          period_key: String(row.periodKey),
          status: row.status as TFormSubmissionStatus,
          definition_version: Number(row.definitionVersion),
        })),
      };
    }),
  };
}

export function registerFormConsolidation(app: TApp, deps: TDeps, routes: TModuleRoutes) {
  const { base, tags } = routes;
  app.get(
    `${base}/consolidation/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: ZFormConsolidationQuerySchema,
        response: { 200: ZFormConsolidationSchema, ...RECORD_ERRORS },
      },
    },
    (request) => consolidation(deps, request, request.query),
  );

  app.get(
    `${base}/consolidation/export.xlsx`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, querystring: ZFormConsolidationQuerySchema, response: RECORD_ERRORS },
    },
    async (request, reply) => {
      const result = await consolidation(deps, request, request.query);
      const lang = langOf(request);
      const definition = await latestFormDefinition(deps.db, result.form);
      if (!definition) throw notFound();
      const file = await formWorkbook(definition, lang, {
        place: formatMessage('forms.xlsx_consolidated', lang, {
          organization: result.organization_name,
          from: result.from,
          to: result.to,
          version: result.definition_version,
        }),
        values: result.total.values,
        totals: result.total.totals,
        more: (workbook) => {
          const sheet = workbook.addWorksheet(formatMessage('forms.xlsx_submissions', lang).slice(0, 31));
          sheet.columns = [
            { header: formatMessage('forms.xlsx_organization', lang), width: 50 },
            { header: formatMessage('forms.xlsx_number', lang), width: 22 },
            { header: formatMessage('forms.xlsx_period', lang), width: 12 },
            { header: formatMessage('forms.xlsx_status', lang), width: 16 },
          ];
          sheet.getRow(1).font = { bold: true };
          for (const part of result.subsidiaries)
            for (const s of part.submissions)
              sheet.addRow([part.organization_name, s.number, s.period_key, statusName(s.status, lang)]);
        },
      });
      return sendWorkbook(reply, `${result.form}_${result.from}_${result.to}.xlsx`, file);
    },
  );
}
