import { LANGUAGES, type TLanguage } from '@hse/contracts/constants';
import type { TFormFieldSpec } from '@hse/contracts/forms/definition';
import type { TFormRow, TFormValues } from '@hse/contracts/forms/evaluate';
import type { TMessageKey } from '@hse/contracts/messages';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/errors.ts';
import {
  FIRST_ROW,
  META_SHEET,
  type TCellPlace,
  type TSheetLayout,
  totalRowOf,
  VALUE_COLUMN,
} from './form-workbook-layout.ts';
import type { TWorkbookMeta } from './form-workbook-write.ts';

/**
 * An uploaded workbook read back into a submission's values by the layout it was written with
 * (decision 071). A cell that cannot be the kind of its field (letters where a number goes, a day
 * Excel cannot read) is a problem at that cell; the values then go through the same schema and
 * rules as the filler's.
 */

export type TCellProblem = TCellPlace & { key: TMessageKey; params?: Record<string, string | number> };

const notTemplate = () => new AppError(400, 'forms.upload_not_template');

export async function loadWorkbook(data: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    // ExcelJS's own Buffer type predates Node's generic one.
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw notTemplate();
  }
  return workbook;
}

/** What the hidden sheet says, or a 400 when it is not one of our templates. */
export function metaOf(workbook: ExcelJS.Workbook): TWorkbookMeta {
  const sheet = workbook.getWorksheet(META_SHEET);
  if (!sheet) throw notTemplate();
  const pairs = new Map<string, string>();
  sheet.eachRow((row) => {
    pairs.set(String(plain(row.getCell(1).value) ?? ''), String(plain(row.getCell(2).value) ?? ''));
  });
  const number = (key: string) => {
    const n = Number(pairs.get(key));
    return Number.isInteger(n) ? n : Number.NaN;
  };
  const meta = {
    form: pairs.get('form') ?? '',
    version: number('version'),
    organizationId: pairs.get('organization_id') ?? '',
    year: number('year'),
    period: number('period'),
    lang: (pairs.get('lang') ?? '') as TLanguage,
  };
  if (
    !/^HSE_FRM_\d{1,2}$/.test(meta.form) ||
    !/^[0-9a-f-]{36}$/i.test(meta.organizationId) ||
    [meta.version, meta.year, meta.period].some(Number.isNaN) ||
    !LANGUAGES.includes(meta.lang)
  )
    throw notTemplate();
  return meta;
}

/** A cell's value without Excel's wrappers: a formula's result, rich text's words, a link's text. */
function plain(value: ExcelJS.CellValue): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('result' in value) return plain((value.result ?? null) as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return null;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

type TRead = { value?: unknown; problem?: TMessageKey };

/** A cell's value as its field's kind wants it; nothing for an empty cell. */
function readCell(spec: TFormFieldSpec, raw: ExcelJS.CellValue): TRead {
  const value = plain(raw);
  if (value === null || (typeof value === 'string' && value.trim() === '')) return {};
  switch (spec.kind) {
    case 'integer':
    case 'number':
    case 'money':
    case 'percent': {
      if (typeof value === 'number') return { value };
      const text = typeof value === 'string' ? value.replace(/[\s\u00a0%]/g, '').replace(',', '.') : '';
      const n = text === '' ? Number.NaN : Number(text);
      return Number.isFinite(n) ? { value: n } : { problem: 'validation.number' };
    }
    case 'date': {
      if (value instanceof Date) return { value: dayOf(value) };
      if (typeof value === 'number' && value > 0 && value < 100_000)
        return { value: dayOf(new Date(Date.UTC(1899, 11, 30) + Math.round(value) * 86_400_000)) };
      const text = String(value).trim();
      const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
      if (dotted)
        return { value: `${dotted[3]}-${dotted[2]?.padStart(2, '0')}-${dotted[1]?.padStart(2, '0')}` };
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? { value: text } : { problem: 'validation.date' };
    }
    case 'choice': {
      const text = String(value).trim().toLowerCase();
      const option = spec.options.find(
        (o) => o.value === text || LANGUAGES.some((lang) => o.label[lang].trim().toLowerCase() === text),
      );
      return { value: option ? option.value : String(value).trim() };
    }
    case 'computed':
      return {};
    default:
      return { value: value instanceof Date ? dayOf(value) : String(value).trim() };
  }
}

export type TReadValues = {
  values: TFormValues;
  /** Each free table's value index → the sheet row it came from. */
  sheetRows: Record<string, number[]>;
  problems: TCellProblem[];
};

/** The values of every sheet of the layout; a missing sheet is a problem of its own. */
export function readValues(layout: readonly TSheetLayout[], workbook: ExcelJS.Workbook): TReadValues {
  const values: TFormValues = {};
  const sheetRows: Record<string, number[]> = {};
  const problems: TCellProblem[] = [];
  for (const place of layout) {
    const sheet = workbook.getWorksheet(place.name);
    if (!sheet) {
      problems.push({ sheet: place.name, row: 1, column: 1, key: 'forms.upload_sheet_missing' });
      continue;
    }
    const take = (spec: TFormFieldSpec, row: number, column: number, into: Record<string, unknown>) => {
      const read = readCell(spec, sheet.getCell(row, column).value);
      if (read.problem) problems.push({ sheet: place.name, row, column, key: read.problem });
      else if (read.value !== undefined) into[spec.key] = read.value;
      return read.value !== undefined || read.problem !== undefined;
    };
    if (place.kind === 'section') {
      for (const spec of place.section.fields)
        take(spec, place.rowOf.get(spec.key) as number, VALUE_COLUMN, values);
      continue;
    }
    const { table } = place;
    const rows: TFormRow[] = [];
    const from: number[] = [];
    for (let i = 0; i < place.lines; i++) {
      const rowNumber = FIRST_ROW + i;
      const row: TFormRow = table.rows.mode === 'fixed' ? { row: table.rows.rows[i]?.key } : {};
      let filled = false;
      for (const spec of table.columns)
        filled = take(spec, rowNumber, place.columnOf.get(spec.key) as number, row) || filled;
      if (table.rows.mode === 'fixed' || filled) {
        rows.push(row);
        from.push(rowNumber);
      }
    }
    // A free table's lines beyond its maximum: Excel lets a user type below the template's.
    // The total row under them is the template's own formulas, never read.
    if (table.rows.mode === 'free') {
      const totalRow = totalRowOf(place);
      for (let r = FIRST_ROW + place.lines; r <= sheet.rowCount; r++)
        if (
          r !== totalRow &&
          table.columns.some((_, c) => plain(sheet.getCell(r, VALUE_COLUMN + c).value) !== null)
        )
          problems.push({ sheet: place.name, row: r, column: 1, key: 'forms.upload_too_many_rows' });
    }
    values[table.key] = rows;
    sheetRows[table.key] = from;
  }
  return { values, sheetRows, problems };
}
