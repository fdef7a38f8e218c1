import { FORMAT_LOCALES, type TLanguage } from '@hse/contracts/constants';
import type { TChartData } from './chart-types';

/** A figure in the reader's number format (ru and kk: "12 345,6"; en: "12,345.6"). */
export function formatNumber(value: number, lang: TLanguage, digits = 0): string {
  return new Intl.NumberFormat(FORMAT_LOCALES[lang], {
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
  }).format(value);
}

/** The table's rows: one per category, a cell per series. */
export function tableRows(data: TChartData) {
  return data.categories.map((category, row) => ({
    category,
    cells: data.series.map((series) => ({
      value: series.values[row] ?? null,
      link: series.links?.[row] ?? null,
    })),
  }));
}

/**
 * The data as tab-separated text for the clipboard: a spreadsheet pastes it into cells. Figures
 * keep a plain point so that any locale's spreadsheet reads them as numbers.
 */
export function toTsv(data: TChartData, headers: { category: string; missing: string }): string {
  const head = [headers.category, ...data.series.map((series) => series.name)];
  const rows = tableRows(data).map((row) => [
    row.category,
    ...row.cells.map((cell) => (cell.value === null ? headers.missing : String(cell.value))),
  ]);
  return [head, ...rows]
    .map((cells) => cells.map((cell) => cell.replace(/[\t\n]/g, ' ')).join('\t'))
    .join('\n');
}

/** A file name from a chart's title: letters of any script kept, the rest joined by dashes. */
export function fileNameOf(title: string): string {
  return title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'chart';
}
