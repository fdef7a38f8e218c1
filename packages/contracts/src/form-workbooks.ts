import { z } from 'zod';
import { FORM_CODES, FORM_SUBMISSION_STATUSES } from './form-submissions.ts';

/**
 * The periodic forms in Excel (decisions 071, 072): a form's template for a period, a
 * submission's export, the upload of a filled one and its errors by cell, and the consolidation
 * of a form over subsidiaries and periods.
 */

/** `GET /api/form-submissions/template/`: the form, the period and the subsidiary it is for. */
export const ZFormTemplateQuerySchema = z.object({
  form: z.enum(FORM_CODES, 'validation.one_of'),
  organization_id: z.uuid('validation.invalid'),
  year: z.coerce.number().int().min(2000, 'validation.too_small').max(2100, 'validation.too_big'),
  period: z.coerce.number().int().min(1, 'validation.too_small').max(12, 'validation.too_big'),
});
export type TFormTemplateQuery = z.infer<typeof ZFormTemplateQuerySchema>;

/** One error of an uploaded file: where it is (the sheet, the row and column, `C7`) and what. */
export const ZFormCellErrorSchema = z.object({
  sheet: z.string(),
  row: z.number().int(),
  column: z.string(),
  cell: z.string(),
  message: z.string(),
});
export type TFormCellError = z.infer<typeof ZFormCellErrorSchema>;

/** The answer refusing an upload: every error at once, and `errors` keyed `<sheet>!<cell>`. */
export const ZFormUploadErrorSchema = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  cells: z.array(ZFormCellErrorSchema).optional(),
});
export type TFormUploadError = z.infer<typeof ZFormUploadErrorSchema>;

/** The statuses a consolidation counts: accepted, and sent ones too when asked. */
export const FORM_CONSOLIDATED_STATUSES = ['accepted', 'sent'] as const;

/** A period key of any kind: `2026-03`, `2026-Q1`, `2026`. */
const ZPeriodKeySchema = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2])|-Q[1-4])?$/, 'validation.invalid');

/** `GET /api/form-submissions/consolidation/`: a form over a range of periods under an organization. */
export const ZFormConsolidationQuerySchema = z.object({
  form: z.enum(FORM_CODES, 'validation.one_of'),
  from: ZPeriodKeySchema,
  to: ZPeriodKeySchema,
  /** The organization whose subtree is consolidated; the caller's own when left out. */
  org: z.uuid('validation.invalid').optional(),
  /** Sent submissions counted beside the accepted ones (a preliminary figure). */
  sent: z.enum(['true', 'false'], 'validation.one_of').optional(),
});
export type TFormConsolidationQuery = z.infer<typeof ZFormConsolidationQuerySchema>;

const ZComputedSchema = z.object({
  values: z.record(z.string(), z.unknown()),
  totals: z.record(z.string(), z.record(z.string(), z.number().nullable())),
});

export const ZFormConsolidationSubmissionSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  period_key: z.string(),
  status: z.enum(FORM_SUBMISSION_STATUSES),
  definition_version: z.number().int(),
});

export const ZFormConsolidationSchema = z.object({
  form: z.string(),
  /** The definition version the consolidation is computed with: the latest. */
  definition_version: z.number().int(),
  from: z.string(),
  to: z.string(),
  organization_id: z.uuid(),
  organization_name: z.string(),
  statuses: z.array(z.enum(FORM_SUBMISSION_STATUSES)),
  total: ZComputedSchema,
  subsidiaries: z.array(
    z.object({
      organization_id: z.uuid(),
      organization_name: z.string(),
      computed: ZComputedSchema,
      submissions: z.array(ZFormConsolidationSubmissionSchema),
    }),
  ),
});
export type TFormConsolidation = z.infer<typeof ZFormConsolidationSchema>;
