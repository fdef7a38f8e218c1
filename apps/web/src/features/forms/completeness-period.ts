import { parsePeriodKey } from '@hse/contracts/form-completeness';
import { periodKeyOf, periodsPerYear } from '@hse/contracts/form-submissions';
import type { TFormPeriod } from '@hse/contracts/forms/definition';
import { lastEndedPeriod } from './form-period';

/** The matrix's period as the address keeps it (`?period=2026-03`), or the last month that ended. */
export type TMatrixPeriod = { periodicity: TFormPeriod; year: number; period: number; key: string };

export function matrixPeriodOf(search: URLSearchParams, today = new Date()): TMatrixPeriod {
  const given = parsePeriodKey(search.get('period') ?? '');
  if (given) return { ...given, key: periodKeyOf(given.periodicity, given.year, given.period) };
  return withPeriodicity('month', today);
}

/** The last ended period of another periodicity, as the picker switches to it. */
export function withPeriodicity(periodicity: TFormPeriod, today = new Date()): TMatrixPeriod {
  const { year, period } = lastEndedPeriod(periodicity, today);
  return { periodicity, year, period, key: periodKeyOf(periodicity, year, period) };
}

/** The same periodicity in another year or period (kept within the year's periods). */
export function movedTo(current: TMatrixPeriod, year: number, period: number): TMatrixPeriod {
  const n = Math.min(Math.max(1, period), periodsPerYear(current.periodicity));
  return { ...current, year, period: n, key: periodKeyOf(current.periodicity, year, n) };
}

/** A cell's address: the submission, or a new one of that form, organization and period. */
export function cellHref(
  cell: { form_code: string; submission_id: string | null },
  organizationId: string,
  place: { year: number; period: number },
): string {
  if (cell.submission_id) return `/form-edit/${cell.submission_id}/${cell.form_code}`;
  const search = new URLSearchParams({
    organization_id: organizationId,
    year: String(place.year),
    period: String(place.period),
  });
  return `/forms/${cell.form_code}?${search.toString()}`;
}
