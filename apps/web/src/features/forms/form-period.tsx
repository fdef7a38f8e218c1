import type { TLanguage } from '@hse/contracts/constants';
import { periodsPerYear } from '@hse/contracts/form-submissions';
import type { TFormPeriod } from '@hse/contracts/forms/definition';
import type { TFunction } from 'i18next';
import { monthName } from '../../components/month-names';

/** A period's name in the reader's language: «март 2026», «1 квартал 2026», «2026». */
export function periodName(
  t: TFunction,
  lang: TLanguage,
  kind: TFormPeriod,
  year: number,
  n: number,
): string {
  if (kind === 'month') {
    return `${monthName(lang, n)} ${year}`;
  }
  if (kind === 'quarter') return `${t('form_screens:page.quarter', { n })} ${year}`;
  return String(year);
}

/** The options of a period within a year: the months, the quarters, or the year itself. */
export function periodOptions(t: TFunction, lang: TLanguage, kind: TFormPeriod) {
  return Array.from({ length: periodsPerYear(kind) }, (_, i) => {
    const n = i + 1;
    if (kind === 'year') return { value: n, label: t('form_screens:page.whole_year') };
    if (kind === 'quarter') return { value: n, label: t('form_screens:page.quarter', { n }) };
    return { value: n, label: monthName(lang, n) };
  });
}

/** The period a form is usually filled for: the last one that has ended. */
export function lastEndedPeriod(kind: TFormPeriod, today = new Date()): { year: number; period: number } {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  if (kind === 'year') return { year: year - 1, period: 1 };
  const current = kind === 'month' ? month : Math.ceil(month / 3);
  return current > 1 ? { year, period: current - 1 } : { year: year - 1, period: periodsPerYear(kind) };
}

/** A period given in an address (`?year=2026&period=3`), when it is one of the form's. */
export function placeFromSearch(
  search: URLSearchParams,
  kind: TFormPeriod,
): { year: number; period: number } | undefined {
  const year = Number(search.get('year'));
  const period = Number(search.get('period'));
  if (!Number.isInteger(year) || year < 2000 || year > 2100) return undefined;
  if (!Number.isInteger(period) || period < 1 || period > periodsPerYear(kind)) return undefined;
  return { year, period };
}
