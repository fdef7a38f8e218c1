import { z } from 'zod';
import type { TLanguage } from '../constants.ts';
import { fields, inputOf, type TField } from '../record-module/fields.ts';
import {
  NUMERIC_FORM_KINDS,
  type TFormComparison,
  type TFormDefinition,
  type TFormExpr,
  type TFormFieldSpec,
  type TFormTable,
} from './definition.ts';

/**
 * A submission's values and what a definition makes of them (decision 058): the computed fields,
 * each table's totals, and the rules' errors and warnings. The same code runs in the browser, as
 * the user types, and on the server, which trusts nothing the browser computed.
 *
 * Values: a field's value under its key; a table's rows as an array under the table's key, each
 * row an object of its columns, a fixed table's rows in the declared order with their `row` key.
 */
export type TFormRow = Record<string, unknown> & { row?: string };
export type TFormValues = Record<string, unknown>;

/** The registry's field for a spec: its value's schema and its messages are the records' own. */
export function fieldOfSpec(spec: TFormFieldSpec): TField {
  const o = { required: 'required' in spec ? spec.required === true : false };
  switch (spec.kind) {
    case 'integer':
      return fields.integer({ ...o, min: spec.min, max: spec.max });
    case 'number':
      return fields.number({ ...o, min: spec.min, max: spec.max });
    case 'money':
      return fields.money(o);
    case 'percent':
      return fields.percent(o);
    case 'text':
      return fields.text({ ...o, max: spec.max });
    case 'long_text':
      return fields.longText({ ...o, max: spec.max });
    case 'date':
      return fields.date(o);
    case 'choice': {
      const [first, ...rest] = spec.options.map((option) => option.value);
      return fields.choice([first as string, ...rest], o);
    }
    case 'organization':
      return fields.organization(o);
    case 'person':
      return fields.person(o);
    case 'computed':
      return fields.number({ computed: true, min: -1e15, max: 1e15 });
  }
}

const isInput = (spec: TFormFieldSpec) => spec.kind !== 'computed';

/** What a client sends for a definition: its fields and tables' rows, computed values left out. */
export function submissionSchemaOf(definition: TFormDefinition): z.ZodType<TFormValues> {
  const shape: Record<string, z.ZodType> = {};
  for (const section of definition.sections) {
    for (const spec of section.fields.filter(isInput)) shape[spec.key] = inputOf(fieldOfSpec(spec));
    for (const table of section.tables) shape[table.key] = rowsSchemaOf(table);
  }
  return z.strictObject(shape);
}

function rowsSchemaOf(table: TFormTable): z.ZodType {
  const cells = Object.fromEntries(
    table.columns.filter(isInput).map((spec) => [spec.key, inputOf(fieldOfSpec(spec))]),
  );
  if (table.rows.mode === 'free')
    return z.array(z.strictObject(cells)).max(table.rows.max, 'validation.too_big');
  const keys = table.rows.rows.map((row) => row.key);
  return z
    .array(z.strictObject({ ...cells, row: z.enum(keys as [string, ...string[]], 'validation.one_of') }))
    .refine((rows) => rows.length === keys.length && rows.every((row, i) => row.row === keys[i]), {
      message: 'forms.rows_fixed',
    })
    .optional();
}

// ---- Formulas -------------------------------------------------------------------------------

const numeric = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const round = (value: number | null, digits = 6) => {
  if (value === null) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** A sum that is empty only when every part is. */
function sumOf(parts: readonly (number | null)[]): number | null {
  const present = parts.filter((p): p is number => p !== null);
  return present.length === 0 ? null : present.reduce((a, b) => a + b, 0);
}

export function evaluate(expr: TFormExpr, read: (ref: string) => number | null): number | null {
  if (typeof expr === 'number') return expr;
  if (typeof expr === 'string') return read(expr);
  if ('sum' in expr) return sumOf(expr.sum.map(read));
  const args = expr.args.map((arg) => evaluate(arg, read));
  switch (expr.op) {
    case '+':
      return sumOf(args);
    case '-': {
      if (args.every((a) => a === null)) return null;
      const [first, ...rest] = args.map((a) => a ?? 0);
      return rest.reduce((a, b) => a - b, first as number);
    }
    case '*':
      return args.some((a) => a === null) ? null : args.reduce<number>((a, b) => a * (b as number), 1);
    case '/': {
      if (args.some((a) => a === null)) return null;
      const [first, ...rest] = args as number[];
      if (rest.some((b) => b === 0)) return null;
      return rest.reduce((a, b) => a / b, first as number);
    }
  }
}

// ---- Computing a submission -----------------------------------------------------------------

export type TFormComputed = {
  /** The values with every computed field and cell filled in. */
  values: TFormValues;
  /** Each table's total row: numeric columns summed, computed ones recomputed from the sums. */
  totals: Record<string, Record<string, number | null>>;
};

const tablesOf = (definition: TFormDefinition) => definition.sections.flatMap((s) => s.tables);
const fieldsOf = (definition: TFormDefinition) => definition.sections.flatMap((s) => s.fields);

/** A table's rows as entered, a fixed table's completed to its declared rows. */
function rowsOf(table: TFormTable, value: unknown): TFormRow[] {
  const given = Array.isArray(value) ? (value as TFormRow[]) : [];
  if (table.rows.mode === 'free') return given.map((row) => ({ ...row }));
  return table.rows.rows.map((declared) => ({
    ...(given.find((row) => row.row === declared.key) ?? {}),
    row: declared.key,
  }));
}

/** Reads a row's cells, computing computed columns on demand (a cycle gives no value). */
function rowReader(table: TFormTable, row: Record<string, unknown>) {
  const busy = new Set<string>();
  const read = (ref: string): number | null => {
    const spec = table.columns.find((c) => c.key === ref);
    if (!spec) return null;
    if (spec.kind !== 'computed') return numeric(row[ref]);
    if (busy.has(ref)) return null;
    busy.add(ref);
    const value = round(evaluate(spec.formula, read), spec.digits);
    busy.delete(ref);
    return value;
  };
  return read;
}

export function computeForm(definition: TFormDefinition, input: TFormValues): TFormComputed {
  const values: TFormValues = { ...input };
  const totals: TFormComputed['totals'] = {};
  for (const table of tablesOf(definition)) {
    const rows = rowsOf(table, input[table.key]).map((row) => {
      const read = rowReader(table, row);
      for (const column of table.columns) if (column.kind === 'computed') row[column.key] = read(column.key);
      return row;
    });
    values[table.key] = rows;
    const sums: Record<string, number | null> = {};
    for (const column of table.columns)
      if (NUMERIC_FORM_KINDS.includes(column.kind) && column.kind !== 'percent' && column.kind !== 'computed')
        sums[column.key] = round(sumOf(rows.map((row) => numeric(row[column.key]))));
    const readTotal = rowReader(table, sums);
    for (const column of table.columns)
      if (column.kind === 'computed') sums[column.key] = readTotal(column.key);
    totals[table.key] = sums;
  }
  const scalarSpecs = new Map(fieldsOf(definition).map((spec) => [spec.key, spec]));
  const busy = new Set<string>();
  const read = (ref: string): number | null => {
    const parts = ref.split('.');
    if (parts.length === 1) {
      const spec = scalarSpecs.get(ref);
      if (spec?.kind !== 'computed') return numeric(values[ref]);
      if (busy.has(ref)) return null;
      busy.add(ref);
      const value = round(evaluate(spec.formula, read), spec.digits);
      busy.delete(ref);
      return value;
    }
    const [tableKey, rowKey, column] = parts.length === 2 ? [parts[0], null, parts[1]] : parts;
    if (rowKey === null) return totals[tableKey as string]?.[column as string] ?? null;
    const row = (values[tableKey as string] as TFormRow[] | undefined)?.find((r) => r.row === rowKey);
    return row ? numeric(row[column as string]) : null;
  };
  for (const spec of scalarSpecs.values()) if (spec.kind === 'computed') values[spec.key] = read(spec.key);
  return { values, totals };
}

// ---- Rules ----------------------------------------------------------------------------------

export type TFormFindings = {
  /** Messages that refuse the submission, by where they are shown (`field`, `table.<row>.<column>`). */
  errors: Record<string, string[]>;
  /** Messages shown and passed to the reviewer; they refuse nothing. */
  warnings: Record<string, string[]>;
};

function holds(comparison: TFormComparison, read: (ref: string) => number | null): boolean | null {
  const left = evaluate(comparison.left, read);
  const right = evaluate(comparison.right, read);
  if (left === null || right === null) return null;
  const close = Math.abs(left - right) <= 1e-9 * Math.max(1, Math.abs(left), Math.abs(right));
  switch (comparison.op) {
    case '<':
      return left < right && !close;
    case '<=':
      return left <= right || close;
    case '=':
      return close;
    case '>=':
      return left >= right || close;
    case '>':
      return left > right && !close;
    case '!=':
      return !close;
  }
}

/** The rules' messages for computed values, in the reader's language. */
export function checkFormRules(
  definition: TFormDefinition,
  computed: TFormComputed,
  lang: TLanguage,
): TFormFindings {
  const findings: TFormFindings = { errors: {}, warnings: {} };
  const add = (level: 'error' | 'warning', path: string, message: string) => {
    const bucket = level === 'error' ? findings.errors : findings.warnings;
    const list = bucket[path] ?? [];
    if (!list.includes(message)) list.push(message);
    bucket[path] = list;
  };
  const tables = new Map(tablesOf(definition).map((table) => [table.key, table]));
  const globalRead = (ref: string): number | null => {
    const parts = ref.split('.');
    if (parts.length === 1) return numeric(computed.values[ref]);
    if (parts.length === 2) return computed.totals[parts[0] as string]?.[parts[1] as string] ?? null;
    const row = (computed.values[parts[0] as string] as TFormRow[] | undefined)?.find(
      (r) => r.row === parts[1],
    );
    return row ? numeric(row[parts[2] as string]) : null;
  };
  for (const rule of definition.rules) {
    const table = rule.table ? tables.get(rule.table) : undefined;
    const message = rule.message[lang];
    if (table) {
      const rows = (computed.values[table.key] as TFormRow[] | undefined) ?? [];
      rows.forEach((row, index) => {
        const read = (ref: string) => numeric(row[ref]);
        if (rule.when && holds(rule.when, read) !== true) return;
        if (holds(rule.check, read) === false)
          for (const at of rule.at) add(rule.level, `${table.key}.${index}.${at}`, message);
      });
      continue;
    }
    if (rule.when && holds(rule.when, globalRead) !== true) continue;
    if (holds(rule.check, globalRead) === false) for (const at of rule.at) add(rule.level, at, message);
  }
  return findings;
}
