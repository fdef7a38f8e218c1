import type { TLocalizedText } from '@hse/contracts/common';
import { ZIdParamsSchema } from '@hse/contracts/common';
import { LANGUAGES, type TLanguage } from '@hse/contracts/constants';
import {
  dueOnOf,
  FORM_CHANGE_SHARE,
  FORM_SUBMISSION_MODULE,
  formChanges,
  periodKeyOf,
  periodRangeOf,
  periodsPerYear,
  type TFormPrevious,
  type TFormResults,
  type TFormSubmissionStatus,
  ZFormPreviousSchema,
  ZFormSubmissionCreateSchema,
  ZFormSubmissionSchema,
  ZFormSubmissionUpdateSchema,
} from '@hse/contracts/form-submissions';
import type { TFormDefinition } from '@hse/contracts/forms/definition';
import {
  checkFormRules,
  computeForm,
  submissionSchemaOf,
  type TFormValues,
} from '@hse/contracts/forms/evaluate';
import { formatMessage } from '@hse/contracts/messages';
import { describeIssue } from '@hse/contracts/validation';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { formSubmissions, organizations } from '../../db/schema/index.ts';
import type { TApp } from '../../platform/app-types.ts';
import { registerDeadlineSource } from '../../platform/deadlines.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { activeHoldingUsers } from '../../platform/notify.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { moduleItem } from '../../platform/record-module/module-item.ts';
import type { TModuleRow } from '../../platform/record-module/module-rows.ts';
import { registerRecordModule, type TRecordModuleHooks } from '../../platform/record-module/register.ts';
import { RECORD_ERRORS } from '../../platform/record-routes.ts';
import { registerFormCompleteness } from './form-completeness.ts';
import { registerFormConsolidation } from './form-consolidation.ts';
import { FORM_DEADLINES } from './form-deadlines.ts';
import { formDefinitionOf, latestFormDefinition, registerFormDefinitions } from './form-definitions.ts';
import { formPrintBlocks } from './form-print.ts';
import { registerFormWorkbookRoutes } from './form-workbook-routes.ts';

type TLocalizedErrors = Record<string, TLocalizedText[]>;

/** The manifest's columns, which the derived table does not type. */
const column = formSubmissions as unknown as Record<'formCode' | 'year' | 'period' | 'periodKey', PgColumn>;

/** Every field may be empty: a draft keeps what was typed so far (types and bounds still hold). */
export function draftOf(definition: TFormDefinition): TFormDefinition {
  return {
    ...definition,
    sections: definition.sections.map((section) => ({
      ...section,
      fields: section.fields.map((f) => (f.kind === 'computed' ? f : { ...f, required: false })),
      tables: section.tables.map((table) => ({
        ...table,
        columns: table.columns.map((c) => (c.kind === 'computed' ? c : { ...c, required: false })),
      })),
    })),
  };
}

const localized = (text: (lang: TLanguage) => string): TLocalizedText => ({
  ru: text('ru'),
  kk: text('kk'),
  en: text('en'),
});

/** The rules' messages of one level in the three languages, keyed `values.<where>`. */
function ruleMessages(
  definition: TFormDefinition,
  computed: ReturnType<typeof computeForm>,
  level: 'errors' | 'warnings',
): TLocalizedErrors {
  const byLang = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, checkFormRules(definition, computed, lang)[level]]),
  ) as Record<TLanguage, Record<string, string[]>>;
  return Object.fromEntries(
    Object.entries(byLang.ru).map(([where, messages]) => [
      `values.${where}`,
      messages.map((_, i) => localized((lang) => byLang[lang][where]?.[i] ?? messages[i] ?? '')),
    ]),
  );
}

/**
 * The values checked against the submission's definition: always their types and bounds; sending
 * (`complete`) also the required fields and the rules. Refuses with every message at once.
 */
function checkedValues(definition: TFormDefinition, values: unknown, complete: boolean) {
  const parsed = submissionSchemaOf(complete ? definition : draftOf(definition)).safeParse(values ?? {});
  if (!parsed.success) {
    const texts: TLocalizedErrors = {};
    for (const issue of parsed.error.issues) {
      const where = ['values', ...issue.path.map(String)].join('.');
      const { key, params } = describeIssue(issue);
      texts[where] = [...(texts[where] ?? []), localized((lang) => formatMessage(key, lang, params))];
    }
    throw new AppError(400, 'forms.values_invalid', {}, undefined, {}, { texts });
  }
  const computed = computeForm(definition, parsed.data);
  if (complete) {
    const errors = ruleMessages(definition, computed, 'errors');
    if (Object.keys(errors).length > 0)
      throw new AppError(400, 'forms.values_invalid', {}, undefined, {}, { texts: errors });
  }
  return { values: parsed.data, computed };
}

/** What a submission stores beside its values: the computed results and the rules' warnings. */
function resultsOf(definition: TFormDefinition, values: TFormValues) {
  const computed = computeForm(definition, values);
  return {
    results: { values: computed.values, totals: computed.totals } satisfies TFormResults,
    warnings: ruleMessages(definition, computed, 'warnings'),
  };
}

/** The definition each create was checked against, for the columns it then writes. */
const placedDefinitions = new WeakMap<object, TFormDefinition>();
/** Versions read by the checks of this process: `derive`, which cannot wait, reads them here. */
const checkedDefinitions = new Map<string, TFormDefinition>();
const versionKey = (code: unknown, version: unknown) => `${String(code)}@${String(version)}`;

/** A day as the organization's clock shows it (`YYYY-MM-DD`). */
const dayIn = (moment: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    moment,
  );

/** A new submission's place: a subsidiary, a period of the form that has begun, not filled yet. */
async function checkPlace(tx: DbOrTx, merged: Record<string, unknown>, timeZone: string) {
  const organizationId = String(merged.organization_id);
  const [org] = await tx
    .select({ kind: organizations.kind })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (org?.kind !== 'subsidiary') throw fieldError('organization_id', 'forms.subsidiary_only');
  const code = String(merged.form_code);
  const definition = await latestFormDefinition(tx, code);
  if (!definition) throw fieldError('form_code', 'validation.one_of');
  const year = Number(merged.year);
  const period = Number(merged.period);
  if (period > periodsPerYear(definition.period)) throw fieldError('period', 'forms.period_invalid');
  if (periodRangeOf(definition.period, year, period).start > dayIn(new Date(), timeZone))
    throw fieldError('period', 'forms.period_not_started');
  const [other] = await tx
    .select({ id: formSubmissions.id, number: formSubmissions.number })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.organizationId, organizationId),
        eq(column.formCode, code),
        eq(column.year, year),
        eq(column.period, period),
        isNull(formSubmissions.deletedAt),
      ),
    );
  if (other)
    throw new AppError(
      409,
      'forms.submission_exists',
      { number: other.number },
      { period: ['forms.submission_exists_field'] },
      {},
      { body: { existing_id: other.id } },
    );
  return definition;
}

/** The submission's own definition version; it never changes under the submission. */
async function definitionOfRow(tx: DbOrTx, row: Record<string, unknown>) {
  const definition = await formDefinitionOf(tx, String(row.formCode), Number(row.definitionVersion));
  if (!definition) throw new Error(`no definition ${versionKey(row.formCode, row.definitionVersion)}`);
  checkedDefinitions.set(versionKey(row.formCode, row.definitionVersion), definition);
  return definition;
}

/**
 * The previous period's live submission of the same form and organization: the period before in
 * the year, or the last one of the year before (12 months, 4 quarters, or the year).
 */
const previousIdColumn = sql<string | null>`(select p.id from form_submissions p
  where p.organization_id = ${formSubmissions.organizationId} and p.form_code = ${column.formCode}
    and p.deleted_at is null
    and case when ${column.period} > 1
      then p.year = ${column.year} and p.period = ${column.period} - 1
      else p.year = ${column.year} - 1 and p.period = (case
        when ${column.periodKey} like '%Q%' then 4
        when length(${column.periodKey}) = 7 then 12 else 1 end) end
  limit 1)`;

const authorOf = async (_tx: DbOrTx, row: TModuleRow) => (row.createdBy ? [row.createdBy] : []);

/** What form submissions add to their manifest on the server. */
export const FORM_SUBMISSION_HOOKS = (deps: TDeps): TRecordModuleHooks => ({
  createSchema: ZFormSubmissionCreateSchema,
  updateSchema: ZFormSubmissionUpdateSchema,
  // The version is read with the record's fields so that `derive` knows it; no body sends it.
  ownFields: { values: 'values', definition_version: 'definitionVersion' },
  readColumns: { previousId: previousIdColumn },
  createConflicts: { form_submissions_period_key: 'forms.submission_exists' },
  check: async (tx, { before, merged }) => {
    if (!before) {
      const definition = await checkPlace(tx, merged, deps.config.TIME_ZONE);
      checkedValues(definition, merged.values, false);
      placedDefinitions.set(merged, definition);
      return;
    }
    checkedValues(await definitionOfRow(tx, before), merged.values, false);
  },
  createColumns: async (_tx, { merged }) => {
    const definition = placedDefinitions.get(merged);
    if (!definition) throw new Error('create not checked');
    const year = Number(merged.year);
    const period = Number(merged.period);
    return {
      definitionVersion: definition.version,
      periodKey: periodKeyOf(definition.period, year, period),
      dueOn: dueOnOf(definition.period, year, period, definition.dueDays),
      late: false,
      ...resultsOf(definition, (merged.values ?? {}) as TFormValues),
    };
  },
  // On a change of the values (a create's are written by `createColumns`).
  derive: (merged) => {
    if (!merged.definition_version) return {};
    const definition = checkedDefinitions.get(versionKey(merged.form_code, merged.definition_version));
    if (!definition) throw new Error('values not checked');
    return resultsOf(definition, (merged.values ?? {}) as TFormValues);
  },
  beforeAction: async (tx, row, action) => {
    if (action === 'save_and_send') checkedValues(await definitionOfRow(tx, row), row.values, true);
  },
  // Late: first sent after the due day, as the organization's calendar counts days.
  actionColumns: async (_tx, _deps, row, action) => {
    if (action !== 'save_and_send' || row.sentAt) return {};
    const now = new Date();
    return { sentAt: now, late: dayIn(now, deps.config.TIME_ZONE) > String(row.dueOn) };
  },
  notifications: {
    save_and_send: {
      key: 'notifications.form_sent',
      recipients: (tx) => activeHoldingUsers(tx, ['dotos', 'headdotos']),
    },
    for_revision: { key: 'notifications.form_revision', recipients: authorOf },
    approve: { key: 'notifications.form_accepted', recipients: authorOf },
  },
  link: (row) => `/form-edit/${row.id}/${String(row.formCode)}`,
  printBlocks: (item, lang, timeZone) => formPrintBlocks(deps.db, item, lang, timeZone),
  itemSchema: ZFormSubmissionSchema,
  item: (row, lang, caller) => {
    const warnings = (row.warnings ?? {}) as Record<string, TLocalizedText[]>;
    return {
      ...moduleItem(FORM_SUBMISSION_MODULE, row, lang, caller),
      values: (row.values ?? {}) as TFormValues,
      results: (row.results ?? { values: {}, totals: {} }) as TFormResults,
      warnings: Object.fromEntries(
        Object.entries(warnings).map(([where, texts]) => [where, texts.map((t) => t[lang])]),
      ),
      previous_id: (row.previousId as string | null | undefined) ?? null,
    };
  },
  routes: (app, routes) => {
    registerFormWorkbookRoutes(app, deps, routes, {
      draftOf,
      definitionOfRow,
      checkUpdate: async (tx, before, merged) => {
        checkedValues(await definitionOfRow(tx, before), merged.values, false);
      },
    });
    registerFormConsolidation(app, deps, routes);
    registerFormCompleteness(app, deps, routes);
    app.get(
      `${routes.base}/:id/previous/`,
      {
        config: { permission: SIGNED_IN },
        schema: {
          tags: routes.tags,
          params: ZIdParamsSchema,
          response: { 200: ZFormPreviousSchema, ...RECORD_ERRORS },
        },
      },
      async (request): Promise<TFormPrevious> => {
        const { row } = await routes.read(request, request.params.id);
        const none = { share: FORM_CHANGE_SHARE, previous: null, changes: [] };
        if (!row.previousId) return none;
        // The previous one is read as its own record: outside the caller's sight it is not there.
        const previous = await routes.read(request, String(row.previousId)).catch(() => null);
        if (!previous) return none;
        const definition = await definitionOfRow(deps.db, row);
        const before = previous.row;
        const results = before.results as TFormResults;
        return {
          share: FORM_CHANGE_SHARE,
          previous: {
            id: before.id,
            number: before.number,
            status: before.status as TFormSubmissionStatus,
            year: Number(before.year),
            period: Number(before.period),
            period_key: String(before.periodKey),
            definition_version: Number(before.definitionVersion),
            values: (before.values ?? {}) as TFormValues,
            results,
          },
          changes: formChanges(definition, row.results as TFormResults, results),
        };
      },
    );
  },
});

/** Form submissions: the generic record routes from the manifest, the definitions, the previous period. */
export function registerFormSubmissions(app: TApp, deps: TDeps) {
  registerFormDefinitions(app, deps);
  if (deps.config.FORM_REMINDERS) registerDeadlineSource(FORM_DEADLINES);
  return registerRecordModule(
    app,
    deps,
    FORM_SUBMISSION_MODULE,
    formSubmissions,
    FORM_SUBMISSION_HOOKS(deps),
  );
}
