import { z } from 'zod';
import { ZLocalizedTextSchema } from '../common.ts';

/**
 * A periodic HSE form as data (decision 058): what the administrator's designer writes, what a
 * submission keeps the version of, what the server validates and the web draws. Everything here
 * is plain JSON, so a definition is stored in a row and travels as it is; the field kinds are the
 * registry's (`record-module/fields.ts`), made into its fields by `fieldOfSpec`.
 */

export const FORM_PERIODS = ['month', 'quarter', 'year'] as const;
export type TFormPeriod = (typeof FORM_PERIODS)[number];

/** A code of the spec's catalogue: HSE_FRM_1 … HSE_FRM_26. */
export const ZFormCodeSchema = z.string().regex(/^HSE_FRM_([1-9]|1\d|2[0-6])$/, 'validation.invalid');

/** Keys of fields, tables, columns and rows: what values, errors and formulas are keyed by. */
const ZKeySchema = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'validation.invalid');

/**
 * A formula: a number, a reference, arithmetic over formulas or the sum of references.
 * A reference names a field (`hours`), a table column's total (`staff.hours`), or a cell of a
 * fixed row (`staff.contractors.hours`); inside a table's own column it names the row's cells.
 * Empty values count as 0 in a sum; a division by zero gives no value.
 */
export type TFormExpr =
  | number
  | string
  | { op: '+' | '-' | '*' | '/'; args: readonly TFormExpr[] }
  | { sum: readonly string[] };
export const ZFormExprSchema: z.ZodType<TFormExpr> = z.lazy(() =>
  z.union([
    z.number(),
    z.string().regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*){0,2}$/, 'validation.invalid'),
    z.strictObject({
      op: z.enum(['+', '-', '*', '/']),
      args: z.array(ZFormExprSchema).min(2).max(20),
    }),
    z.strictObject({ sum: z.array(z.string()).min(1).max(50) }),
  ]),
);

const base = {
  key: ZKeySchema,
  label: ZLocalizedTextSchema,
  /** The unit shown beside the label: people, h, km, t, t CO2e, m³, thousand tenge. */
  unit: ZLocalizedTextSchema.optional(),
  required: z.boolean().optional(),
};
const bounds = { min: z.number().optional(), max: z.number().optional() };

/**
 * How a quantity adds up over a range of periods (decision 088): a flow (hours worked, km driven,
 * tonnes emitted) is summed; a stock (headcount, vehicles, installations, an annual plan, a figure
 * since the year's start) is the last period's value, an opening balance the first period's.
 * Subsidiaries are summed either way. Absent means `sum`.
 */
export const FORM_AGGREGATES = ['sum', 'last', 'first'] as const;
export type TFormAggregate = (typeof FORM_AGGREGATES)[number];
const quantity = { aggregate: z.enum(FORM_AGGREGATES).optional() };

export const ZFormFieldSpecSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('integer'), ...base, ...bounds, ...quantity }),
  z.strictObject({ kind: z.literal('number'), ...base, ...bounds, ...quantity }),
  z.strictObject({ kind: z.literal('money'), ...base, ...quantity }),
  z.strictObject({ kind: z.literal('percent'), ...base }),
  z.strictObject({ kind: z.literal('text'), ...base, max: z.number().int().positive().optional() }),
  z.strictObject({ kind: z.literal('long_text'), ...base, max: z.number().int().positive().optional() }),
  z.strictObject({ kind: z.literal('date'), ...base }),
  z.strictObject({
    kind: z.literal('choice'),
    ...base,
    options: z
      .array(z.strictObject({ value: ZKeySchema, label: ZLocalizedTextSchema }))
      .min(1)
      .max(100),
  }),
  z.strictObject({ kind: z.literal('organization'), ...base }),
  z.strictObject({ kind: z.literal('person'), ...base }),
  /** Shown, never typed: the server computes it from the formula (a sum, a ratio). */
  z.strictObject({
    kind: z.literal('computed'),
    key: ZKeySchema,
    label: ZLocalizedTextSchema,
    unit: ZLocalizedTextSchema.optional(),
    formula: ZFormExprSchema,
    /** Digits after the point it is rounded to. */
    digits: z.number().int().min(0).max(6).optional(),
  }),
]);
export type TFormFieldSpec = z.infer<typeof ZFormFieldSpecSchema>;
export type TFormFieldKind = TFormFieldSpec['kind'];

/** Kinds whose values are summed in totals and read by formulas. */
export const NUMERIC_FORM_KINDS: readonly TFormFieldKind[] = [
  'integer',
  'number',
  'money',
  'percent',
  'computed',
];

/**
 * A repeating table: fixed rows (categories of workers, pollutants) or rows the user adds
 * (sources, installations), each with the same columns; a total row under it sums its numeric
 * columns and recomputes its computed ones from those sums (a ratio of totals, not a sum of ratios).
 */
export const ZFormTableSchema = z.strictObject({
  key: ZKeySchema,
  label: ZLocalizedTextSchema,
  rows: z.discriminatedUnion('mode', [
    z.strictObject({
      mode: z.literal('fixed'),
      rows: z
        .array(z.strictObject({ key: ZKeySchema, label: ZLocalizedTextSchema }))
        .min(1)
        .max(100),
    }),
    z.strictObject({ mode: z.literal('free'), max: z.number().int().min(1).max(1000) }),
  ]),
  columns: z.array(ZFormFieldSpecSchema).min(1).max(30),
  totalRow: z.boolean(),
});
export type TFormTable = z.infer<typeof ZFormTableSchema>;

export const ZFormSectionSchema = z.strictObject({
  key: ZKeySchema,
  label: ZLocalizedTextSchema,
  fields: z.array(ZFormFieldSpecSchema).max(60).default([]),
  tables: z.array(ZFormTableSchema).max(10).default([]),
});
export type TFormSection = z.infer<typeof ZFormSectionSchema>;

const ZComparisonSchema = z.strictObject({
  left: ZFormExprSchema,
  op: z.enum(['<', '<=', '=', '>=', '>', '!=']),
  right: ZFormExprSchema,
});
export type TFormComparison = z.infer<typeof ZComparisonSchema>;

/**
 * A rule the values must keep ("injured ≥ fatalities", "hours above zero when there is
 * headcount"), with its message in three languages. `table` checks it on each row of that table,
 * its references naming the row's cells. An error refuses the submission; a warning is shown and
 * sent to the reviewer (an installation above the quota threshold). A rule whose references are
 * empty is not checked: a required field says so itself.
 */
export const ZFormRuleSchema = z.strictObject({
  key: ZKeySchema,
  level: z.enum(['error', 'warning']),
  table: ZKeySchema.optional(),
  when: ZComparisonSchema.optional(),
  check: ZComparisonSchema,
  /** Where the message is shown: the fields (or the row's columns) it is about. */
  at: z.array(z.string()).min(1).max(10),
  message: ZLocalizedTextSchema,
});
export type TFormRule = z.infer<typeof ZFormRuleSchema>;

export const ZFormDefinitionSchema = z
  .strictObject({
    code: ZFormCodeSchema,
    version: z.number().int().min(1),
    title: ZLocalizedTextSchema,
    period: z.enum(FORM_PERIODS),
    /** Days after the period's end a submission is due by. */
    dueDays: z.number().int().min(0).max(120),
    sections: z.array(ZFormSectionSchema).min(1).max(20),
    rules: z.array(ZFormRuleSchema).max(100).default([]),
  })
  .superRefine((definition, ctx) => {
    for (const problem of definitionProblems(definition))
      ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  });
export type TFormDefinition = z.infer<typeof ZFormDefinitionSchema>;

/** Every field, table and column key once in a definition, and each formula's references known. */
export function definitionProblems(definition: {
  sections: readonly TFormSection[];
  rules: readonly TFormRule[];
}): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const seen = new Set<string>();
  const claim = (key: string, path: (string | number)[]) => {
    if (seen.has(key)) problems.push({ path, message: 'forms.key_repeated' });
    seen.add(key);
  };
  const tables = new Map<string, TFormTable>();
  definition.sections.forEach((section, s) => {
    section.fields.forEach((field, f) => {
      claim(field.key, ['sections', s, 'fields', f, 'key']);
    });
    section.tables.forEach((table, tIndex) => {
      claim(table.key, ['sections', s, 'tables', tIndex, 'key']);
      tables.set(table.key, table);
      const columns = new Set<string>();
      table.columns.forEach((column, c) => {
        if (columns.has(column.key))
          problems.push({
            path: ['sections', s, 'tables', tIndex, 'columns', c, 'key'],
            message: 'forms.key_repeated',
          });
        columns.add(column.key);
      });
    });
  });
  const scalar = new Set(definition.sections.flatMap((s) => s.fields.map((f) => f.key)));
  const known = (ref: string, rowOf?: TFormTable) => {
    const parts = ref.split('.');
    if (rowOf) return parts.length === 1 && rowOf.columns.some((c) => c.key === ref);
    if (parts.length === 1) return scalar.has(ref);
    const table = tables.get(parts[0] as string);
    if (!table) return false;
    const column = parts[parts.length - 1] as string;
    if (!table.columns.some((c) => c.key === column)) return false;
    if (parts.length === 2) return true;
    return table.rows.mode === 'fixed' && table.rows.rows.some((r) => r.key === parts[1]);
  };
  const checkExpr = (expr: TFormExpr, path: (string | number)[], rowOf?: TFormTable) => {
    for (const ref of referencesOf(expr))
      if (!known(ref, rowOf)) problems.push({ path, message: 'forms.unknown_reference' });
  };
  definition.sections.forEach((section, s) => {
    section.fields.forEach((field, f) => {
      if (field.kind === 'computed') checkExpr(field.formula, ['sections', s, 'fields', f, 'formula']);
    });
    section.tables.forEach((table, tIndex) => {
      table.columns.forEach((column, c) => {
        if (column.kind === 'computed')
          checkExpr(column.formula, ['sections', s, 'tables', tIndex, 'columns', c, 'formula'], table);
      });
    });
  });
  definition.rules.forEach((rule, r) => {
    const rowOf = rule.table ? tables.get(rule.table) : undefined;
    if (rule.table && !rowOf) problems.push({ path: ['rules', r, 'table'], message: 'forms.unknown_table' });
    for (const comparison of [rule.check, ...(rule.when ? [rule.when] : [])]) {
      checkExpr(comparison.left, ['rules', r], rowOf);
      checkExpr(comparison.right, ['rules', r], rowOf);
    }
  });
  return problems;
}

/** The references a formula reads. */
export function referencesOf(expr: TFormExpr): string[] {
  if (typeof expr === 'number') return [];
  if (typeof expr === 'string') return [expr];
  if ('sum' in expr) return [...expr.sum];
  return expr.args.flatMap(referencesOf);
}
