import type { TLocalizedText } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import { FORM_ROUTE_TITLES } from '@hse/contracts/form-route-titles';
import type { TFormDefinition, TFormFieldSpec } from '@hse/contracts/forms/definition';
import {
  computeForm,
  type TFormComputed,
  type TFormRow,
  type TFormValues,
} from '@hse/contracts/forms/evaluate';
import { formatMessage } from '@hse/contracts/messages';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { attachment } from '../../platform/download.ts';
import { XLSX_DAY_FORMAT, XLSX_MIME } from '../../platform/xlsx-export.ts';
import { formulaPlaces, type TFormulaPlaces } from './form-workbook-formulas.ts';
import {
  FIRST_ROW,
  HEADER_ROW,
  META_SHEET,
  type TSheetLayout,
  totalRowOf,
  UNIT_COLUMN,
  VALUE_COLUMN,
  workbookLayout,
} from './form-workbook-layout.ts';

/**
 * A form's workbook (decision 071): the template of a period (empty, or the previous period's
 * values), a submission's export (its values, computed figures and totals) and a consolidation's
 * (no meta: it is read, not uploaded). Labels are locked, inputs unlocked and yellow, computed
 * cells grey; the sheet is protected without a password, so it guides rather than guards.
 * A file that can be uploaded carries its computed cells and totals as Excel formulas with the
 * server's figures as their cached results (decision 086); a consolidation's carries the figures.
 */

/** What the hidden sheet says the file is for: the upload reads it back. */
export type TWorkbookMeta = {
  form: string;
  version: number;
  organizationId: string;
  year: number;
  period: number;
  /** The language the sheets are named in, which the upload finds them by. */
  lang: TLanguage;
};

export type TWorkbookContent = {
  /** Second line of every sheet: the organization, period and version in words. */
  place: string;
  meta?: TWorkbookMeta;
  /** Values with computed ones filled in (an export) or inputs only (a template). */
  values?: TFormValues;
  totals?: Record<string, Record<string, number | null>>;
  /** Sheets added after the form's (a consolidation's list of submissions). */
  more?(workbook: ExcelJS.Workbook): void;
};

const INPUT_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
const COMPUTED_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEDEDED' } };
const THIN: Partial<ExcelJS.Borders> = {
  top: { style: 'thin' },
  bottom: { style: 'thin' },
  left: { style: 'thin' },
  right: { style: 'thin' },
};

/** A stored value as a cell shows it: a day as a date, a choice by its label. */
function cellValue(spec: TFormFieldSpec, value: unknown, lang: TLanguage): ExcelJS.CellValue {
  if (value === undefined || value === null || value === '') return null;
  if (spec.kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Date(`${value}T00:00:00Z`);
  if (spec.kind === 'choice')
    return spec.options.find((o) => o.value === value)?.label[lang] ?? String(value);
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}

function styleValueCell(cell: ExcelJS.Cell, spec: TFormFieldSpec, lang: TLanguage) {
  cell.border = THIN;
  if (spec.kind === 'computed') {
    cell.fill = COMPUTED_FILL;
    return;
  }
  cell.fill = INPUT_FILL;
  cell.protection = { locked: false };
  if (spec.kind === 'date') cell.numFmt = XLSX_DAY_FORMAT;
  if (spec.kind === 'text' || spec.kind === 'long_text') cell.numFmt = '@';
  const labels = spec.kind === 'choice' ? spec.options.map((o) => o.label[lang]) : [];
  // A list of choices where Excel can hold it (its formula is at most 255 characters, no commas).
  if (labels.length > 0 && labels.every((l) => !/[",]/.test(l)) && labels.join(',').length < 250)
    cell.dataValidation = { type: 'list', allowBlank: true, formulae: [`"${labels.join(',')}"`] };
}

/** Formulas for the computed cells, with the server's figures cached as their results. */
type TFormulas = { places: TFormulaPlaces; computed: TFormComputed };

const formulaCell = (formula: string | null, result: unknown): ExcelJS.CellValue => {
  if (formula === null) return null;
  return typeof result === 'number' ? { formula, result } : { formula };
};

const withUnit = (spec: TFormFieldSpec, lang: TLanguage) =>
  spec.unit ? `${spec.label[lang]}, ${spec.unit[lang]}` : spec.label[lang];

function heading(
  sheet: ExcelJS.Worksheet,
  definition: TFormDefinition,
  lang: TLanguage,
  place: string,
  label: string,
) {
  const title =
    (FORM_ROUTE_TITLES as Record<string, TLocalizedText | undefined>)[
      `form_${definition.code.replace('HSE_FRM_', '')}`
    ]?.[lang] ?? definition.code;
  sheet.getCell(1, 1).value = `${title} — ${definition.title[lang]}`;
  sheet.getCell(1, 1).font = { bold: true, size: 13 };
  sheet.getCell(2, 1).value = place;
  sheet.getCell(3, 1).value = label;
  sheet.getCell(3, 1).font = { bold: true };
}

function writeSection(
  sheet: ExcelJS.Worksheet,
  layout: Extract<TSheetLayout, { kind: 'section' }>,
  lang: TLanguage,
  values: TFormValues,
  formulas: TFormulas | undefined,
) {
  const header = sheet.getRow(HEADER_ROW);
  header.values = [
    formatMessage('forms.xlsx_indicator', lang),
    formatMessage('forms.xlsx_value', lang),
    formatMessage('forms.xlsx_unit', lang),
  ];
  header.font = { bold: true };
  sheet.getColumn(1).width = 60;
  sheet.getColumn(VALUE_COLUMN).width = 22;
  sheet.getColumn(UNIT_COLUMN).width = 16;
  for (const spec of layout.section.fields) {
    const row = layout.rowOf.get(spec.key) as number;
    sheet.getCell(row, 1).value = spec.label[lang];
    sheet.getCell(row, 1).alignment = { wrapText: true };
    sheet.getCell(row, UNIT_COLUMN).value = spec.unit?.[lang] ?? null;
    const cell = sheet.getCell(row, VALUE_COLUMN);
    cell.value =
      formulas && spec.kind === 'computed'
        ? formulaCell(formulas.places.inForm(spec), formulas.computed.values[spec.key])
        : cellValue(spec, values[spec.key], lang);
    styleValueCell(cell, spec, lang);
  }
}

function writeTable(
  sheet: ExcelJS.Worksheet,
  layout: Extract<TSheetLayout, { kind: 'table' }>,
  lang: TLanguage,
  values: TFormValues,
  totals: Record<string, number | null> | undefined,
  formulas: TFormulas | undefined,
) {
  const { table } = layout;
  const header = sheet.getRow(HEADER_ROW);
  header.values = [formatMessage('forms.xlsx_row', lang), ...table.columns.map((c) => withUnit(c, lang))];
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'top' };
  sheet.getColumn(1).width = table.rows.mode === 'fixed' ? 40 : 8;
  table.columns.forEach((_, i) => {
    sheet.getColumn(VALUE_COLUMN + i).width = 20;
  });
  const rows = Array.isArray(values[table.key]) ? (values[table.key] as TFormRow[]) : [];
  for (let i = 0; i < layout.lines; i++) {
    const declared = table.rows.mode === 'fixed' ? table.rows.rows[i] : undefined;
    const given = declared ? rows.find((r) => r.row === declared.key) : rows[i];
    const row = FIRST_ROW + i;
    sheet.getCell(row, 1).value = declared ? declared.label[lang] : i + 1;
    table.columns.forEach((spec, c) => {
      const cell = sheet.getCell(row, VALUE_COLUMN + c);
      const computed = formulas?.computed.values[table.key] as TFormRow[] | undefined;
      cell.value =
        formulas && spec.kind === 'computed'
          ? formulaCell(formulas.places.inRow(layout, row, spec), computed?.[i]?.[spec.key])
          : cellValue(spec, given?.[spec.key], lang);
      styleValueCell(cell, spec, lang);
    });
  }
  const row = totalRowOf(layout);
  if (row !== null) {
    sheet.getCell(row, 1).value = formatMessage('forms.xlsx_total', lang);
    sheet.getRow(row).font = { bold: true };
    table.columns.forEach((spec, c) => {
      const cell = sheet.getCell(row, VALUE_COLUMN + c);
      cell.value = formulas
        ? formulaCell(formulas.places.total(layout, spec), formulas.computed.totals[table.key]?.[spec.key])
        : (totals?.[spec.key] ?? null);
      cell.border = THIN;
      cell.fill = COMPUTED_FILL;
    });
  }
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: HEADER_ROW }];
}

export async function formWorkbook(
  definition: TFormDefinition,
  lang: TLanguage,
  content: TWorkbookContent,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'HSE';
  const values = content.values ?? {};
  const layouts = workbookLayout(definition, lang);
  const formulas = content.meta
    ? { places: formulaPlaces(layouts), computed: computeForm(definition, values) }
    : undefined;
  // Excel and LibreOffice recompute every formula on opening, cached results or not.
  if (formulas) workbook.calcProperties.fullCalcOnLoad = true;
  for (const layout of layouts) {
    const sheet = workbook.addWorksheet(layout.name);
    const label = layout.kind === 'section' ? layout.section.label[lang] : layout.table.label[lang];
    heading(sheet, definition, lang, content.place, label);
    if (layout.kind === 'section') writeSection(sheet, layout, lang, values, formulas);
    else writeTable(sheet, layout, lang, values, content.totals?.[layout.key], formulas);
    if (content.meta) {
      sheet.getCell(HEADER_ROW - 1, VALUE_COLUMN + 1).value = formatMessage('forms.xlsx_hint', lang);
      await sheet.protect('', { selectLockedCells: true, selectUnlockedCells: true, formatColumns: true });
    }
  }
  content.more?.(workbook);
  if (content.meta) {
    const meta = workbook.addWorksheet(META_SHEET, { state: 'veryHidden' });
    const { form, version, organizationId, year, period, lang: named } = content.meta;
    meta.addRows([
      ['form', form],
      ['version', version],
      ['organization_id', organizationId],
      ['year', year],
      ['period', period],
      ['lang', named],
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook as a download under its name (a route's reply, whatever its declared answers). */
export function sendWorkbook(reply: FastifyReply, filename: string, file: Buffer): FastifyReply {
  return attachment(reply, filename).type(XLSX_MIME).send(file);
}
