import type { TLanguage } from '@hse/contracts/constants';
import type { TFormDefinition, TFormSection, TFormTable } from '@hse/contracts/forms/definition';

/**
 * Where a form's values sit in its workbook (decision 071), the one layout the template, the
 * export and the upload share: a sheet per section that has fields (label, value, unit by row)
 * and a sheet per table (a row per fixed row or free line, a column per column). Rows 1–3 name
 * the form, the place and the sheet; row 4 is the header; values start on row 5.
 */

export const HEADER_ROW = 4;
export const FIRST_ROW = 5;
/** A section's values column (B) and units column (C); a table's columns start at B. */
export const VALUE_COLUMN = 2;
export const UNIT_COLUMN = 3;
/** The hidden sheet that names the form, version, organization and period the file is for. */
export const META_SHEET = 'hse_meta';

export type TSheetLayout =
  | { kind: 'section'; name: string; key: string; section: TFormSection; rowOf: Map<string, number> }
  | {
      kind: 'table';
      name: string;
      key: string;
      table: TFormTable;
      columnOf: Map<string, number>;
      lines: number;
    };

/** Sheet names Excel accepts: none of `[]:*?/\`, at most 31 characters, each once. */
function sheetName(index: number, label: string, taken: Set<string>): string {
  const clean = label
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let name = `${index}. ${clean}`.slice(0, 31).trim();
  while (taken.has(name.toLowerCase())) name = `${name.slice(0, 28)}~${taken.size}`;
  taken.add(name.toLowerCase());
  return name;
}

/** How many lines a free table offers: all it may hold. */
export const linesOf = (table: TFormTable) =>
  table.rows.mode === 'fixed' ? table.rows.rows.length : table.rows.max;

export function workbookLayout(definition: TFormDefinition, lang: TLanguage): TSheetLayout[] {
  const taken = new Set<string>([META_SHEET]);
  const sheets: TSheetLayout[] = [];
  for (const section of definition.sections) {
    if (section.fields.length > 0)
      sheets.push({
        kind: 'section',
        name: sheetName(sheets.length + 1, section.label[lang], taken),
        key: section.key,
        section,
        rowOf: new Map(section.fields.map((field, i) => [field.key, FIRST_ROW + i])),
      });
    for (const table of section.tables)
      sheets.push({
        kind: 'table',
        name: sheetName(sheets.length + 1, table.label[lang], taken),
        key: table.key,
        table,
        columnOf: new Map(table.columns.map((column, i) => [column.key, VALUE_COLUMN + i])),
        lines: linesOf(table),
      });
  }
  return sheets;
}

/** The row of a table's totals, under all its lines, or null when the table has none. */
export const totalRowOf = (sheet: Extract<TSheetLayout, { kind: 'table' }>) =>
  sheet.table.totalRow ? FIRST_ROW + sheet.lines : null;

/** A column's letters: 1 → A, 28 → AB. */
export function columnLetter(column: number): string {
  let n = column;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

export type TCellPlace = { sheet: string; row: number; column: number };

/**
 * The cell of a value's path (`field`, `table.<index>.<column>`); `sheetRows` maps a free
 * table's value index to the sheet's row it was read from (empty lines are skipped).
 */
export function placeOf(
  layout: readonly TSheetLayout[],
  path: readonly string[],
  sheetRows: Record<string, number[]> = {},
): TCellPlace | undefined {
  const [key, index, columnKey] = path;
  for (const sheet of layout) {
    if (sheet.kind === 'section') {
      const row = sheet.rowOf.get(String(key));
      if (row !== undefined && path.length === 1) return { sheet: sheet.name, row, column: VALUE_COLUMN };
      continue;
    }
    if (sheet.key !== key) continue;
    if (index === undefined || !/^\d+$/.test(index)) return { sheet: sheet.name, row: HEADER_ROW, column: 1 };
    const i = Number(index);
    const row = sheetRows[sheet.key]?.[i] ?? FIRST_ROW + i;
    const column = (columnKey && sheet.columnOf.get(columnKey)) || 1;
    return { sheet: sheet.name, row, column };
  }
  return undefined;
}
