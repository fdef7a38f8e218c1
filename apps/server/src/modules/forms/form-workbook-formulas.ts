import type { TFormExpr, TFormFieldSpec } from '@hse/contracts/forms/definition';
import {
  columnLetter,
  FIRST_ROW,
  type TSheetLayout,
  totalRowOf,
  VALUE_COLUMN,
} from './form-workbook-layout.ts';

/**
 * A definition's formulas as Excel formulas (decision 086), so a template filled offline shows its
 * computed figures and totals as the user types. They only show: the upload never reads these
 * cells, the server recomputes everything with the contracts' `evaluate`. Where Excel and
 * `evaluate` differ (an empty cell is 0 to Excel, "no value" to the form) the server's figure wins.
 */

/** A sheet's name as a formula quotes it: `'1. Staff'!`, an apostrophe doubled. */
const sheetPrefix = (name: string) => `'${name.replace(/'/g, "''")}'!`;

type TTableSheet = Extract<TSheetLayout, { kind: 'table' }>;
type TComputedSpec = Extract<TFormFieldSpec, { kind: 'computed' }>;

/** Where each reference of the definition sits in the workbook. */
export type TFormulaPlaces = {
  /** A formula of a table's own column, reading the cells of one sheet row. */
  inRow(sheet: TTableSheet, row: number, spec: TComputedSpec): string;
  /** A formula of a section's computed field, reading fields, totals and fixed rows' cells. */
  inForm(spec: TComputedSpec): string;
  /** A table's total-row cell of a column: a sum, or a computed column over the sums. */
  total(sheet: TTableSheet, column: TFormFieldSpec): string | null;
};

/** The numeric kinds a total row sums; a computed column is recomputed, a percent not summed. */
const SUMMED = new Set<TFormFieldSpec['kind']>(['integer', 'number', 'money']);

export function formulaPlaces(layout: readonly TSheetLayout[]): TFormulaPlaces {
  const fields = new Map<string, string>();
  const tables = new Map<string, TTableSheet>();
  for (const sheet of layout) {
    if (sheet.kind === 'section')
      for (const [key, row] of sheet.rowOf)
        fields.set(key, `${sheetPrefix(sheet.name)}$${columnLetter(VALUE_COLUMN)}$${row}`);
    else tables.set(sheet.key, sheet);
  }

  const letterOf = (sheet: TTableSheet, column: string) => {
    const index = sheet.columnOf.get(column);
    return index === undefined ? null : columnLetter(index);
  };
  const rangeOf = (sheet: TTableSheet, column: string, prefix: string) => {
    const letter = letterOf(sheet, column);
    return letter && `${prefix}${letter}${FIRST_ROW}:${letter}${FIRST_ROW + sheet.lines - 1}`;
  };
  /** A column's total as a formula of its own: its total row's cell when the sheet has one. */
  const totalOf = (sheet: TTableSheet, column: string, prefix: string): string | null => {
    const totalRow = totalRowOf(sheet);
    const letter = letterOf(sheet, column);
    if (letter && totalRow !== null) return `${prefix}${letter}${totalRow}`;
    const spec = sheet.table.columns.find((c) => c.key === column);
    if (!spec) return null;
    if (spec.kind === 'computed')
      return render(spec.formula, (ref) => totalOf(sheet, ref, prefix), spec.digits);
    return SUMMED.has(spec.kind) ? `SUM(${rangeOf(sheet, column, prefix)})` : null;
  };
  const readForm = (ref: string): string | null => {
    const parts = ref.split('.');
    if (parts.length === 1) return fields.get(ref) ?? null;
    const sheet = tables.get(parts[0] as string);
    if (!sheet) return null;
    const prefix = sheetPrefix(sheet.name);
    if (parts.length === 2) return totalOf(sheet, parts[1] as string, prefix);
    const { rows } = sheet.table;
    const index = rows.mode === 'fixed' ? rows.rows.findIndex((r) => r.key === parts[1]) : -1;
    const letter = letterOf(sheet, parts[2] as string);
    return index < 0 || !letter ? null : `${prefix}${letter}${FIRST_ROW + index}`;
  };

  return {
    inRow: (sheet, row, spec) =>
      render(
        spec.formula,
        (ref) => {
          const letter = letterOf(sheet, ref);
          return letter && `${letter}${row}`;
        },
        spec.digits,
      ),
    inForm: (spec) => render(spec.formula, readForm, spec.digits),
    total: (sheet, column) => {
      if (column.kind === 'computed')
        return render(column.formula, (ref) => totalOf(sheet, ref, ''), column.digits);
      return SUMMED.has(column.kind) ? `SUM(${rangeOf(sheet, column.key, '')})` : null;
    },
  };
}

/**
 * An expression as Excel writes it (no leading `=`), rounded to the field's digits; a division by
 * zero or an unknown reference shows an empty cell, as the form shows no value.
 */
function render(expr: TFormExpr, read: (ref: string) => string | null, digits?: number): string {
  const text = (e: TFormExpr): string => {
    if (typeof e === 'number') return e < 0 ? `(${e})` : String(e);
    if (typeof e === 'string') return read(e) ?? 'NA()';
    if ('sum' in e) return `SUM(${e.sum.map((ref) => read(ref) ?? 0).join(',')})`;
    return `(${e.args.map(text).join(e.op)})`;
  };
  const body = text(expr);
  return `IFERROR(${digits === undefined ? body : `ROUND(${body},${digits})`},"")`;
}
