/**
 * The holding's completeness matrix of the periodic forms (issue 15 §3, decision 073): for one
 * period, the subsidiaries the caller sees × the forms of that periodicity, each cell the state of
 * that subsidiary's submission of that form for that period.
 *
 * `GET /api/form-submissions/completeness/?period=<period key>` (every signed-in user):
 * - `period`: a period key as submissions carry it: `2026-03` (a month), `2026-Q1` (a quarter),
 *   `2026` (a year). The key names the periodicity; `periodicity` may be sent too and must then
 *   agree with it. Without `period`, the last month that has ended (in the server's TIME_ZONE).
 *   A malformed or disagreeing one → 400 `{detail, errors: {period: [...]}}`.
 * - Answer `TFormCompleteness`: `forms` (the columns: every form whose latest definition has that
 *   periodicity, by number, with its title in the reader's language and its due day for the
 *   period), `rows` (the subsidiaries in the caller's scope by name: the holding's HSE staff and
 *   the administrator see all of them, a subsidiary's user their own), each with one cell per
 *   form in the columns' order.
 * - A cell: `state` — `accepted`, `sent`, `revision` (returned for revision), `draft` (begun, not
 *   sent) or `missing` (no live submission); `late` — sent after its due day (the submission's
 *   `late`), or not sent (missing, draft, revision) while its due day has passed; `submission_id`
 *   and `number` of the submission (null when missing).
 */
import { z } from 'zod';
import { FORM_PERIODS, type TFormPeriod } from './forms/definition.ts';

export const FORM_CELL_STATES = ['accepted', 'sent', 'revision', 'draft', 'missing'] as const;
export type TFormCellState = (typeof FORM_CELL_STATES)[number];

/** `2026-03`, `2026-Q1` or `2026`. */
export const FORM_PERIOD_KEY_PATTERN = /^(\d{4})(?:-(0[1-9]|1[0-2])|-Q([1-4]))?$/;

/** A period key's periodicity, year and number; undefined when it is not one. */
export function parsePeriodKey(
  key: string,
): { periodicity: TFormPeriod; year: number; period: number } | undefined {
  const match = FORM_PERIOD_KEY_PATTERN.exec(key);
  if (!match) return undefined;
  const year = Number(match[1]);
  if (year < 2000 || year > 2100) return undefined;
  if (match[2]) return { periodicity: 'month', year, period: Number(match[2]) };
  if (match[3]) return { periodicity: 'quarter', year, period: Number(match[3]) };
  return { periodicity: 'year', year, period: 1 };
}

export const ZFormCompletenessQuerySchema = z.object({
  period: z
    .string()
    .max(10)
    .refine((key) => parsePeriodKey(key) !== undefined, { message: 'forms.period_key_invalid' })
    .optional(),
  periodicity: z.enum(FORM_PERIODS).optional(),
});
export type TFormCompletenessQuery = z.infer<typeof ZFormCompletenessQuerySchema>;

export const ZFormCompletenessCellSchema = z.object({
  form_code: z.string(),
  state: z.enum(FORM_CELL_STATES),
  late: z.boolean(),
  submission_id: z.uuid().nullable(),
  number: z.string().nullable(),
});
export type TFormCompletenessCell = z.infer<typeof ZFormCompletenessCellSchema>;

export const ZFormCompletenessSchema = z.object({
  period_key: z.string(),
  periodicity: z.enum(FORM_PERIODS),
  year: z.number().int(),
  period: z.number().int(),
  /** The server's day (TIME_ZONE) the `late` of unsent cells was judged on. */
  today: z.string(),
  forms: z.array(
    z.object({
      code: z.string(),
      /** The form's number, 1–26. */
      number: z.number().int(),
      title: z.string(),
      due_on: z.string(),
    }),
  ),
  rows: z.array(
    z.object({
      organization_id: z.uuid(),
      organization_name: z.string(),
      cells: z.array(ZFormCompletenessCellSchema),
    }),
  ),
});
export type TFormCompleteness = z.infer<typeof ZFormCompletenessSchema>;
