import type { TDenominator, TDrillDown, TRate } from '@hse/contracts/analytics/index';
import { round } from './context.ts';

/**
 * numerator × base / denominator; with no denominator (no form, or zero hours) the value is null
 * and the answer names what is missing instead of dividing by zero.
 */
export function rateOf(
  numerator: number,
  denominator: number | null,
  base: number,
  what: TDenominator,
  more: { missingMonths?: string[]; drill?: TDrillDown | null; denominatorDrill?: TDrillDown | null } = {},
): TRate {
  const has = denominator !== null && denominator > 0;
  return {
    value: has ? round((numerator * base) / denominator) : null,
    numerator: round(numerator),
    denominator: denominator === null ? null : round(denominator),
    base,
    missing: has ? null : what,
    missing_months: more.missingMonths ?? [],
    drill: more.drill ?? null,
    denominator_drill: more.denominatorDrill ?? null,
  };
}

/** A share in percent, or null when the whole is empty. */
export const percent = (part: number, whole: number) => (whole > 0 ? round((part * 100) / whole, 1) : null);
