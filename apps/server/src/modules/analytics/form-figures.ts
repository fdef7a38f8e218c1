import { FORM_SUBMISSION_MODULE } from '@hse/contracts/form-submissions';
import { formDefinition } from '@hse/contracts/forms/catalogue/index';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { currentMonthIndex, drill, monthOf, rowsOf, type TAnalyticsContext, uuids } from './context.ts';

/** The statuses whose figures count: sent to the holding or accepted; drafts and returned ones do not. */
const COUNTED = sql`('sent', 'accepted')`;

export type TFormPeriodKind = 'month' | 'quarter' | 'year';

export const periodKindOf = (code: string): TFormPeriodKind =>
  (formDefinition(code)?.period as TFormPeriodKind | undefined) ?? 'month';

/** The first and last month index a submission's period covers. */
export function monthsOfPeriod(kind: TFormPeriodKind, year: number, period: number): [number, number] {
  if (kind === 'month') return [year * 12 + period - 1, year * 12 + period - 1];
  if (kind === 'quarter') return [year * 12 + (period - 1) * 3, year * 12 + (period - 1) * 3 + 2];
  return [year * 12, year * 12 + 11];
}

export const periodLabel = (kind: TFormPeriodKind, year: number, period: number) =>
  kind === 'month'
    ? `${year}-${String(period).padStart(2, '0')}`
    : kind === 'quarter'
      ? `${year}-Q${period}`
      : `${year}`;

/**
 * A numeric field of a submission's results: a scalar's key (`hours_total`) or a table's total
 * (`spills.volume`), as a JSON path.
 */
export function pathOf(field: string): string[] {
  const parts = field.split('.');
  return parts.length === 1 ? ['values', field] : ['totals', ...parts];
}

export type TFormRow = {
  organizationId: string;
  year: number;
  period: number;
  first: number;
  last: number;
  values: Record<string, number | null>;
};

/**
 * The counted submissions of a form in the subtree whose period overlaps the months, with the
 * fields asked for. A period counts whole: a quarter's figure is in when any of its months is.
 */
export async function formRows(
  db: DbOrTx,
  code: string,
  fields: Record<string, string>,
  orgIds: readonly string[],
  from: number,
  to: number,
): Promise<TFormRow[]> {
  const kind = periodKindOf(code);
  const names = Object.keys(fields);
  const selects = names.map((name, i) => {
    const path = `{${pathOf(fields[name] as string).join(',')}}`;
    return sql`case when jsonb_typeof(s.results #> ${path}::text[]) = 'number' then (s.results #>> ${path}::text[])::float8 end as ${sql.identifier(`f${i}`)}`;
  });
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select s.organization_id, s.year, s.period${names.length ? sql`, ${sql.join(selects, sql`, `)}` : sql``}
      from form_submissions s
      where s.deleted_at is null and s.form_code = ${code} and s.status in ${COUNTED}
        and s.organization_id = any(${uuids(orgIds)})
        and s.year between ${Math.floor(from / 12)} and ${Math.floor(to / 12)}`,
  );
  const out: TFormRow[] = [];
  for (const r of rows) {
    const year = Number(r.year);
    const period = Number(r.period);
    const [first, last] = monthsOfPeriod(kind, year, period);
    if (last < from || first > to) continue;
    const values: Record<string, number | null> = {};
    names.forEach((name, i) => {
      const v = r[`f${i}`];
      values[name] = v === null || v === undefined ? null : Number(v);
    });
    out.push({ organizationId: String(r.organization_id), year, period, first, last, values });
  }
  return out;
}

export const sumOf = (rows: readonly TFormRow[], name: string, orgIds?: ReadonlySet<string>) =>
  rows.reduce(
    (total, r) => (orgIds && !orgIds.has(r.organizationId) ? total : total + (r.values[name] ?? 0)),
    0,
  );

/**
 * The organizations expected to file a form: the subsidiaries of the subtree (the chosen one
 * itself when it is a subsidiary). A division files none, so under it every period is missing.
 */
export function filersOf(
  ctx: Pick<TAnalyticsContext, 'orgs' | 'org'>,
  within?: ReadonlySet<string>,
): string[] {
  if (ctx.org.kind === 'subsidiary' && (!within || within.has(ctx.org.id))) return [ctx.org.id];
  return [...ctx.orgs.values()]
    .filter((o) => o.kind === 'subsidiary' && (!within || within.has(o.id)))
    .map((o) => o.id);
}

/**
 * The periods of the months a filer has no counted submission for; only periods already over
 * are expected. An empty list of filers (a division) misses every period.
 */
export function missingPeriods(
  code: string,
  rows: readonly TFormRow[],
  filers: readonly string[],
  from: number,
  to: number,
  now = new Date(),
): string[] {
  const kind = periodKindOf(code);
  const current = currentMonthIndex(now);
  const have = new Set(rows.map((r) => `${r.organizationId}:${r.year}:${r.period}`));
  const missing: string[] = [];
  const seen = new Set<string>();
  for (let m = from; m <= to; m++) {
    const year = Math.floor(m / 12);
    const period = kind === 'month' ? (m % 12) + 1 : kind === 'quarter' ? Math.floor((m % 12) / 3) + 1 : 1;
    const [, last] = monthsOfPeriod(kind, year, period);
    if (last >= current) continue;
    const label = periodLabel(kind, year, period);
    if (seen.has(label)) continue;
    seen.add(label);
    if (filers.length === 0 || filers.some((id) => !have.has(`${id}:${year}:${period}`))) missing.push(label);
  }
  return missing;
}

/** The months (`YYYY-MM`) of a monthly form's missing periods, as a rate's `missing_months` lists them. */
export const missingMonths = (labels: readonly string[]) => labels.filter((l) => /^\d{4}-\d{2}$/.test(l));

/** The form's submissions in the list: one year's when the period is in one year. */
export const formDrill = (code: string, organizationId: string, from: number, to: number) =>
  drill(FORM_SUBMISSION_MODULE.routes.list, FORM_SUBMISSION_MODULE.resource, {
    form_code: code,
    organization_id: organizationId,
    year: Math.floor(from / 12) === Math.floor(to / 12) ? String(Math.floor(from / 12)) : undefined,
  });

export { monthOf };
