import { FORMAT_LOCALES, type TLanguage } from '@hse/contracts/constants';

// Chromium's trimmed calendar data has no Kazakh month names (it prints "M01"), so the platform
// keeps its own; Russian and English come from the browser.
const KK_LONG = [
  'қаңтар',
  'ақпан',
  'наурыз',
  'сәуір',
  'мамыр',
  'маусым',
  'шілде',
  'тамыз',
  'қыркүйек',
  'қазан',
  'қараша',
  'желтоқсан',
];
const KK_SHORT = [
  'қаң.',
  'ақп.',
  'нау.',
  'сәу.',
  'мам.',
  'мау.',
  'шіл.',
  'там.',
  'қыр.',
  'қаз.',
  'қар.',
  'жел.',
];

/** A month's name in the reader's language; `month` counts from 1. */
export function monthName(lang: TLanguage, month: number, width: 'long' | 'short' = 'long'): string {
  if (lang === 'kk') return (width === 'long' ? KK_LONG : KK_SHORT)[month - 1] ?? String(month);
  return new Intl.DateTimeFormat(FORMAT_LOCALES[lang], { month: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

/** A month of a year, short: "мар. 2025 г.", "Mar 2025", "2025 ж. нау.". */
export function shortMonthOfYear(lang: TLanguage, year: number, month: number): string {
  if (lang === 'kk') return `${year} ж. ${monthName('kk', month, 'short')}`;
  return new Intl.DateTimeFormat(FORMAT_LOCALES[lang], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}
