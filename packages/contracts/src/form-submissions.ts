/**
 * The periodic HSE forms' submissions and definitions: the API contract (issue 15 §1–2,
 * decisions 058 and 060). The web builds its screens on this file; what follows is stable.
 *
 * Definitions (`/api/form-definitions/`, every signed-in user reads, the administrator publishes):
 * - `GET /api/form-definitions/` → `TFormDefinitionSummary[]`: the latest version of each form,
 *   ordered by number, with its titles, period and due days.
 * - `GET /api/form-definitions/<code>/` → `TFormDefinitionRecord` of the latest version;
 *   `GET /api/form-definitions/<code>/<version>/` of that version (404 when there is none).
 * - `POST /api/form-definitions/<code>/` (admin) with a whole `TFormDefinition` whose `code` is
 *   the address's and whose `version` is the latest + 1 → 201 `TFormDefinitionRecord`. A problem
 *   of the definition (`definitionProblems`, the schema) → 400 `{detail, errors}` keyed by its
 *   path (`sections.0.fields.2.key`); another version published meanwhile → 409. Submissions keep
 *   the version they were filled in.
 *
 * Submissions (`/api/form-submissions/`, a record module, `FORM_SUBMISSION_MODULE`):
 * - The record routes of every module: list (filters `form_code`, `organization_id`,
 *   `year_from`/`year_to`, `period_from`/`period_to`, `status`, `late`; search by number),
 *   `export.xlsx`, create, read, `PATCH` with `version`, delete (a draft), actions
 *   (`POST <id>/actions/<action>/` with `{version, comment?}`), history, comments, files, PDF.
 * - Create: `TFormSubmissionCreate` (organization, form code, year, period, values, note). The form's
 *   latest definition version is taken and kept. The period is the month (1–12), quarter (1–4)
 *   or year (1) of the form's `period`; a period that has not begun is refused.
 * - A second live submission of the same form, organization and period → 409
 *   `{detail, errors: {period: [...]}, existing_id}` (`ZErrorSchema.existing_id`, the existing
 *   submission's id, to link to it).
 * - Values: what `submissionSchemaOf(definition)` takes. A draft (create, PATCH) saves incomplete
 *   values: their types and bounds are checked, required fields and rules are not. Sending
 *   (`save_and_send`) checks everything. Refusals: 400 `{detail, errors}` keyed
 *   `values.<field>` and `values.<table>.<row index>.<column>` (a rule's message in the
 *   reader's language; a fixed table's row order is the definition's).
 * - The answer (`TFormSubmission`) holds `values` as sent, `results` (`computeForm` of the
 *   submission's version: computed fields and cells filled in, each table's totals), `warnings`
 *   (rules of level `warning`, keyed as errors are), `period_key` (`2026-03`, `2026-Q1`, `2026`),
 *   `due_on`, `sent_at` (the first sending), `late` (sent after `due_on`), `previous_id` (the
 *   previous period's submission of the form and organization, or null).
 * - Workflow: draft → `save_and_send` → sent → `approve` → accepted (final) | `for_revision`
 *   (comment required) → revision → `save_and_send` → sent. The subsidiary's staff (`member`)
 *   fill and send; the holding's HSE staff (`holding:dotos`, `holding:headdotos`) and the
 *   administrator accept or return (decision 057).
 * - `GET /api/form-submissions/<id>/previous/` → `TFormPrevious`: the previous period's
 *   submission (its values and results) and the numbers that changed by more than
 *   `FORM_CHANGE_SHARE`, for the reviewer.
 */
import { z } from 'zod';
import { ZVersionSchema } from './common.ts';
import { FORM_SUBMISSION_MODULE_HEAD } from './form-submission-module-head.ts';
import { FORM_SUBMISSION_TEXTS } from './form-submission-texts.ts';
import {
  FORM_PERIODS,
  NUMERIC_FORM_KINDS,
  type TFormDefinition,
  type TFormPeriod,
  ZFormDefinitionSchema,
} from './forms/definition.ts';
import type { TFormComputed, TFormRow, TFormValues } from './forms/evaluate.ts';
import { defineRecordModule } from './record-module/define.ts';
import { fields, inputShape } from './record-module/fields.ts';
import { itemSchemaOf, type TRecordItem } from './record-module/schemas.ts';
import { HSE_ROLES, type TRole } from './roles.ts';
import type { TActor, TWorkflow } from './workflow.ts';

export { FORM_SUBMISSION_MODULE_HEAD };

/** The spec's codes, HSE_FRM_1 … HSE_FRM_26, in their order. */
export const FORM_CODES = Array.from({ length: 26 }, (_, i) => `HSE_FRM_${i + 1}`) as [string, ...string[]];

/** A change from the previous period larger than this share of it is flagged for the reviewer. */
export const FORM_CHANGE_SHARE = 0.5;

export const FORM_SUBMISSION_STATUSES = ['draft', 'sent', 'accepted', 'revision'] as const;
export type TFormSubmissionStatus = (typeof FORM_SUBMISSION_STATUSES)[number];

/** Who accepts or returns: the holding's HSE staff, the administrator anywhere (decision 057). */
const REVIEWERS: readonly TActor[] = ['holding:dotos', 'holding:headdotos', 'admin'];

/**
 * Who at a subsidiary is reminded of a form not sent by its due day (decision 073): its HSE staff,
 * with whoever began the submission.
 */
export const FORM_REMINDED_ROLES: readonly TRole[] = HSE_ROLES;

/** The brief's machine: draft → sent → accepted | revision; accepted is final. */
export const FORM_SUBMISSION_WORKFLOW: TWorkflow<TFormSubmissionStatus> = {
  initial: 'draft',
  states: FORM_SUBMISSION_STATUSES,
  actions: {
    save_and_send: { from: ['draft', 'revision'], to: 'sent', who: ['member'] },
    approve: { from: ['sent'], to: 'accepted', who: REVIEWERS },
    for_revision: { from: ['sent'], to: 'revision', who: REVIEWERS, commentRequired: true },
  },
  editable: { draft: ['member'], revision: ['member'] },
  deletable: { draft: ['member'] },
};

export const FORM_SUBMISSION_MODULE = defineRecordModule({
  ...FORM_SUBMISSION_MODULE_HEAD,
  texts: FORM_SUBMISSION_TEXTS,
  entityType: 'form_submission',
  resource: '/api/form-submissions',
  numberPrefix: 'FRM',
  fields: {
    organization_id: fields.organization({ required: true }),
    form_code: fields.choice(FORM_CODES, { required: true }),
    year: fields.integer({ required: true, min: 2000, max: 2100, plain: true }),
    period: fields.integer({ required: true, min: 1, max: 12, plain: true }),
    period_key: fields.text({ computed: true, max: 10 }),
    definition_version: fields.integer({ computed: true, min: 1, plain: true }),
    due_on: fields.date({ computed: true }),
    sent_at: fields.datetime({ computed: true }),
    late: fields.boolean({ computed: true }),
    /** The filler's explanation for the reviewer (a change from the previous period). */
    note: fields.text({ max: 1000 }),
  },
  organizationField: 'organization_id',
  yearField: 'year',
  sections: [
    { key: 'general', fields: ['organization_id', 'form_code', 'year', 'period', 'note'] },
    { key: 'state', fields: ['period_key', 'definition_version', 'due_on', 'sent_at', 'late'] },
  ],
  list: {
    columns: ['number', 'form_code', 'organization_id', 'period_key', 'due_on', 'sent_at', 'late', 'status'],
    narrowHidden: ['due_on', 'sent_at', 'late'],
    filters: ['form_code', 'organization_id', 'year', 'period', 'status', 'late'],
    search: [],
    ordering: ['year', 'period', 'form_code', 'number', 'due_on', 'sent_at', 'status', 'created_at'],
    defaultOrdering: '-year',
    thenBy: { year: 'period' },
  },
  workflow: FORM_SUBMISSION_WORKFLOW,
  parts: { files: true, comments: true, history: true, pdf: true },
});

// ---- Periods --------------------------------------------------------------------------------

/** How many periods of a kind a year has: 12 months, 4 quarters, 1 year. */
export const periodsPerYear = (period: TFormPeriod) => ({ month: 12, quarter: 4, year: 1 })[period];

/** The period's key: `2026-03` (a month), `2026-Q1` (a quarter), `2026` (a year). */
export function periodKeyOf(period: TFormPeriod, year: number, n: number): string {
  if (period === 'month') return `${year}-${String(n).padStart(2, '0')}`;
  if (period === 'quarter') return `${year}-Q${n}`;
  return String(year);
}

const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** The period's first and last days (`YYYY-MM-DD`). */
export function periodRangeOf(period: TFormPeriod, year: number, n: number): { start: string; end: string } {
  const months = period === 'month' ? 1 : period === 'quarter' ? 3 : 12;
  const first = (n - 1) * months;
  return {
    start: dayText(new Date(Date.UTC(year, first, 1))),
    end: dayText(new Date(Date.UTC(year, first + months, 0))),
  };
}

/** The day a submission is due by: the period's last day and then the definition's due days. */
export function dueOnOf(period: TFormPeriod, year: number, n: number, dueDays: number): string {
  const end = new Date(`${periodRangeOf(period, year, n).end}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + dueDays);
  return dayText(end);
}

/** The period before: the last one of the previous year after the first. */
export function previousPeriodOf(
  period: TFormPeriod,
  year: number,
  n: number,
): { year: number; period: number } {
  return n > 1 ? { year, period: n - 1 } : { year: year - 1, period: periodsPerYear(period) };
}

// ---- Values and their answer ----------------------------------------------------------------

/** A submission's values as a client sends them; the definition's schema checks them on the server. */
export const ZFormValuesSchema = z.record(z.string().max(40), z.unknown());

/** `computeForm`'s result as stored: computed fields and cells filled in, each table's totals. */
export const ZFormResultsSchema = z.object({
  values: z.record(z.string(), z.unknown()),
  totals: z.record(z.string(), z.record(z.string(), z.number().nullable())),
});
export type TFormResults = z.infer<typeof ZFormResultsSchema>;

/** Messages by where they are shown: `values.<field>`, `values.<table>.<row index>.<column>`. */
export const ZFormMessagesSchema = z.record(z.string(), z.array(z.string()));

const createShape = inputShape(FORM_SUBMISSION_MODULE.fields);

export const ZFormSubmissionCreateSchema = z.strictObject({
  ...createShape,
  values: ZFormValuesSchema.optional(),
});
export type TFormSubmissionCreate = z.input<typeof ZFormSubmissionCreateSchema>;

/** A PATCH: the values and the note (form, organization and period are fixed once created), with the version read. */
export const ZFormSubmissionUpdateSchema = z.strictObject({
  values: ZFormValuesSchema.optional(),
  note: createShape.note as z.ZodType<string | null | undefined>,
  version: ZVersionSchema,
});
export type TFormSubmissionUpdate = z.input<typeof ZFormSubmissionUpdateSchema>;

export const ZFormSubmissionSchema = itemSchemaOf(FORM_SUBMISSION_MODULE).extend({
  values: ZFormValuesSchema,
  results: ZFormResultsSchema,
  warnings: ZFormMessagesSchema,
  previous_id: z.uuid().nullable(),
});
/** One submission as the API answers it (`ZFormSubmissionSchema`), its fields typed. */
export type TFormSubmission = TRecordItem & {
  status: TFormSubmissionStatus;
  form_code: string;
  year: number;
  period: number;
  period_key: string | null;
  definition_version: number;
  due_on: string | null;
  sent_at: string | null;
  late: boolean | null;
  note: string | null;
  values: TFormValues;
  results: TFormResults;
  warnings: Record<string, string[]>;
  previous_id: string | null;
};

// ---- The previous period --------------------------------------------------------------------

export const ZFormChangeSchema = z.object({
  /** `field`, `<table>.<row index>.<column>` (a fixed row) or `<table>.total.<column>`. */
  key: z.string(),
  previous: z.number(),
  current: z.number(),
  /** |current − previous| / |previous|; null when the previous value was 0. */
  share: z.number().nullable(),
});
export type TFormChange = z.infer<typeof ZFormChangeSchema>;

export const ZFormPreviousSchema = z.object({
  /** The share above which a change is listed (`FORM_CHANGE_SHARE`). */
  share: z.number(),
  previous: z
    .object({
      id: z.uuid(),
      number: z.string(),
      status: z.enum(FORM_SUBMISSION_STATUSES),
      year: z.number().int(),
      period: z.number().int(),
      period_key: z.string(),
      definition_version: z.number().int(),
      values: ZFormValuesSchema,
      results: ZFormResultsSchema,
    })
    .nullable(),
  changes: z.array(ZFormChangeSchema),
});
export type TFormPrevious = z.infer<typeof ZFormPreviousSchema>;

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The numbers of `current` that differ from `previous` by more than `share` of it: fields
 * (computed ones too), fixed rows' cells (matched by row key) and tables' totals. Free rows are
 * compared through their totals only: their rows are not the same things from period to period.
 */
export function formChanges(
  definition: TFormDefinition,
  current: TFormComputed | TFormResults,
  previous: TFormComputed | TFormResults,
  share = FORM_CHANGE_SHARE,
): TFormChange[] {
  const changes: TFormChange[] = [];
  const compare = (key: string, now: unknown, before: unknown) => {
    const c = numberOf(now);
    const p = numberOf(before);
    if (c === null || p === null || c === p) return;
    const ratio = p === 0 ? null : Math.abs(c - p) / Math.abs(p);
    if (ratio === null || ratio > share) changes.push({ key, previous: p, current: c, share: ratio });
  };
  for (const section of definition.sections) {
    for (const spec of section.fields)
      if (NUMERIC_FORM_KINDS.includes(spec.kind))
        compare(spec.key, current.values[spec.key], previous.values[spec.key]);
    for (const table of section.tables) {
      const numeric = table.columns.filter((column) => NUMERIC_FORM_KINDS.includes(column.kind));
      if (table.rows.mode === 'fixed') {
        const rowsNow = (current.values[table.key] as TFormRow[] | undefined) ?? [];
        const rowsBefore = (previous.values[table.key] as TFormRow[] | undefined) ?? [];
        rowsNow.forEach((row, index) => {
          const before = rowsBefore.find((r) => r.row === row.row);
          if (before)
            for (const column of numeric)
              compare(`${table.key}.${index}.${column.key}`, row[column.key], before[column.key]);
        });
      }
      for (const column of numeric)
        compare(
          `${table.key}.total.${column.key}`,
          current.totals[table.key]?.[column.key],
          previous.totals[table.key]?.[column.key],
        );
    }
  }
  return changes;
}

// ---- Definitions ----------------------------------------------------------------------------

export const ZFormCodeParamsSchema = z.object({ code: z.enum(FORM_CODES, 'validation.one_of') });
export const ZFormVersionParamsSchema = ZFormCodeParamsSchema.extend({
  version: z.coerce.number('validation.number').int('validation.integer').min(1).max(100_000),
});

export const ZFormDefinitionSummarySchema = z.object({
  code: z.string(),
  version: z.number().int(),
  title: z.object({ ru: z.string(), kk: z.string(), en: z.string() }),
  period: z.enum(FORM_PERIODS),
  due_days: z.number().int(),
  published_at: z.string(),
});
export type TFormDefinitionSummary = z.infer<typeof ZFormDefinitionSummarySchema>;

export const ZFormDefinitionRecordSchema = z.object({
  definition: ZFormDefinitionSchema,
  published_at: z.string(),
  /** Who published it; null for the catalogue's version 1. */
  published_by_fio: z.string().nullable(),
  /** Every version of the form, oldest first. */
  versions: z.array(z.number().int()),
});
export type TFormDefinitionRecord = z.infer<typeof ZFormDefinitionRecordSchema>;

/** `POST /api/form-definitions/<code>/`: the whole definition, its version the latest + 1. */
export const ZFormDefinitionPublishSchema = ZFormDefinitionSchema;
