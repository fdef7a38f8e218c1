import type { TLocalizedText } from '@hse/contracts/common';
import { FORMAT_LOCALES, type TLanguage } from '@hse/contracts/constants';
import type { TFormResults } from '@hse/contracts/form-submissions';
import type { TFormDefinition, TFormFieldSpec, TFormTable } from '@hse/contracts/forms/definition';
import type { TFormRow } from '@hse/contracts/forms/evaluate';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { printDates, type TPrintBlock } from '../../platform/record-pdf.ts';
import { formDefinitionOf } from './form-definitions.ts';

/** The printed table's own words; the form's labels and units are its definition's. */
const PRINT_WORDS = {
  total: { ru: 'Итого', kk: 'Барлығы', en: 'Total' },
  row: { ru: 'Строка', kk: 'Жол', en: 'Row' },
  yes: { ru: 'Да', kk: 'Иә', en: 'Yes' },
} satisfies Record<string, TLocalizedText>;

const NUMERIC = new Set(['integer', 'number', 'money', 'percent', 'computed']);

/** A label with its unit: «Отработанные человеко-часы, ч». */
const titled = (spec: { label: TLocalizedText; unit?: TLocalizedText }, lang: TLanguage) =>
  spec.unit?.[lang] ? `${spec.label[lang]}, ${spec.unit[lang]}` : spec.label[lang];

function formatter(lang: TLanguage, timeZone: string) {
  const dates = printDates(lang, timeZone);
  const numbers = new Map<number, Intl.NumberFormat>();
  const number = (value: number, digits = 6) => {
    let format = numbers.get(digits);
    if (!format) {
      format = new Intl.NumberFormat(FORMAT_LOCALES[lang], { maximumFractionDigits: digits });
      numbers.set(digits, format);
    }
    return format.format(value);
  };
  return (spec: TFormFieldSpec, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '';
    if (NUMERIC.has(spec.kind)) {
      const n = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(n)) return '';
      return number(n, spec.kind === 'computed' ? spec.digits : undefined);
    }
    if (spec.kind === 'choice')
      return spec.options.find((option) => option.value === value)?.label[lang] ?? String(value);
    if (spec.kind === 'date') return dates.day(String(value)) ?? '';
    if (typeof value === 'boolean') return value ? PRINT_WORDS.yes[lang] : '';
    return String(value);
  };
}

function tableBlock(
  table: TFormTable,
  rows: readonly TFormRow[],
  totals: Record<string, number | null> | undefined,
  lang: TLanguage,
  format: ReturnType<typeof formatter>,
): TPrintBlock {
  const fixed = table.rows.mode === 'fixed' ? table.rows.rows : null;
  const head = [fixed ? PRINT_WORDS.row[lang] : '№', ...table.columns.map((column) => titled(column, lang))];
  const body = rows.map((row, index) => [
    fixed ? (fixed.find((r) => r.key === row.row)?.label[lang] ?? String(row.row ?? '')) : String(index + 1),
    ...table.columns.map((column) => format(column, row[column.key])),
  ]);
  if (table.totalRow && body.length > 0)
    body.push([
      PRINT_WORDS.total[lang],
      ...table.columns.map((column) =>
        NUMERIC.has(column.kind) && column.kind !== 'percent' ? format(column, totals?.[column.key]) : '',
      ),
    ]);
  return { title: table.label[lang], table: { head, rows: body } };
}

/**
 * What a submission's PDF prints after the manifest's fields (decision 074): each section of the
 * definition version it was filled in, its fields with units, and each table with its rows and
 * total row, computed values as the server stored them, in the reader's language.
 */
export async function formPrintBlocks(
  db: DbOrTx,
  item: TRecordItem,
  lang: TLanguage,
  timeZone: string,
): Promise<TPrintBlock[]> {
  const definition: TFormDefinition | undefined = await formDefinitionOf(
    db,
    String(item.form_code),
    Number(item.definition_version),
  );
  if (!definition) return [];
  const results = (item.results ?? { values: {}, totals: {} }) as TFormResults;
  const values = { ...((item.values ?? {}) as Record<string, unknown>), ...results.values };
  const format = formatter(lang, timeZone);
  return definition.sections.flatMap((section): TPrintBlock[] => [
    {
      title: section.label[lang],
      fields: section.fields.map((spec) => ({
        label: titled(spec, lang),
        value: format(spec, values[spec.key]),
      })),
    },
    ...section.tables.map((table) => {
      const rows = Array.isArray(values[table.key]) ? (values[table.key] as TFormRow[]) : [];
      return tableBlock(table, rows, results.totals[table.key], lang, format);
    }),
  ]);
}
