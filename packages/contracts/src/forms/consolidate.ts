import type { TFormDefinition, TFormFieldSpec, TFormTable } from './definition.ts';
import { computeForm, type TFormComputed, type TFormRow, type TFormValues } from './evaluate.ts';

/**
 * A form consolidated over submissions (decision 072): several subsidiaries, one or several
 * periods. Quantities (integer, number, money) are summed field by field and cell by cell, over
 * subsidiaries always and over periods unless the field is a stock (decision 088); the
 * computed fields, ratios among them, are then recomputed from the sums by `computeForm`, so a
 * consolidated ratio is a ratio of totals, never a sum or mean of ratios. Percentages typed by the
 * filler, texts, dates and choices have no sum and stay empty. A free table's rows (sources,
 * installations) are listed one after another, each subsidiary's as it sent them.
 */

/** Kinds whose values add up across subsidiaries and periods. */
const QUANTITY_KINDS: readonly TFormFieldSpec['kind'][] = ['integer', 'number', 'money'];
const isQuantity = (spec: TFormFieldSpec) => QUANTITY_KINDS.includes(spec.kind);

const numeric = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The sum of the present numbers, empty when none is; rounded against binary drift. */
function sumOf(values: readonly unknown[]): number | null {
  const present = values.map(numeric).filter((v): v is number => v !== null);
  if (present.length === 0) return null;
  return Math.round(present.reduce((a, b) => a + b, 0) * 1e6) / 1e6;
}

/** How the values of one cell over several submissions make one. */
type TCombine = (spec: TFormFieldSpec, values: readonly unknown[]) => number | null;

const summing: TCombine = (_, values) => sumOf(values);

/** One organization's periods, in order: a flow summed, a stock its last value, a balance its first. */
const overPeriods: TCombine = (spec, values) => {
  const aggregate = ('aggregate' in spec && spec.aggregate) || 'sum';
  if (aggregate === 'sum') return sumOf(values);
  const present = values.map(numeric).filter((v): v is number => v !== null);
  return (aggregate === 'last' ? present.at(-1) : present[0]) ?? null;
};

function combinedTable(table: TFormTable, each: readonly TFormValues[], combine: TCombine): TFormRow[] {
  const rowsOf = (values: TFormValues) =>
    Array.isArray(values[table.key]) ? (values[table.key] as TFormRow[]) : [];
  if (table.rows.mode === 'free') return each.flatMap((values) => rowsOf(values).map((row) => ({ ...row })));
  return table.rows.rows.map((declared) => {
    const row: TFormRow = { row: declared.key };
    const matching = each.map((values) => rowsOf(values).find((r) => r.row === declared.key) ?? {});
    for (const column of table.columns)
      if (isQuantity(column)) {
        const value = combine(
          column,
          matching.map((r) => (r as TFormRow)[column.key]),
        );
        if (value !== null) row[column.key] = value;
      }
    return row;
  });
}

function combineValues(definition: TFormDefinition, each: readonly TFormValues[], combine: TCombine) {
  const combined: TFormValues = {};
  for (const section of definition.sections) {
    for (const spec of section.fields.filter(isQuantity)) {
      const value = combine(
        spec,
        each.map((values) => values[spec.key]),
      );
      if (value !== null) combined[spec.key] = value;
    }
    for (const table of section.tables) combined[table.key] = combinedTable(table, each, combine);
  }
  return combined;
}

/** The inputs of several subsidiaries' submissions of one definition, added up cell by cell. */
export const sumFormValues = (definition: TFormDefinition, each: readonly TFormValues[]): TFormValues =>
  combineValues(definition, each, summing);

/**
 * One organization's submissions of successive periods (in period order) as one: each quantity by
 * its field's aggregation kind (decision 088).
 */
export const overPeriodValues = (definition: TFormDefinition, each: readonly TFormValues[]): TFormValues =>
  combineValues(definition, each, overPeriods);

/** A submission: its group (the organization), its period key (`2024-03`, `2024-Q1`), its values. */
export type TConsolidationPart<K extends string = string> = { key: K; period?: string; values: TFormValues };

export type TFormConsolidated<K extends string = string> = {
  /** Everything together: summed inputs, computed fields and totals recomputed from them. */
  total: TFormComputed;
  /** Each part (a subsidiary) on its own: its periods summed, computed the same way. */
  parts: { key: K; computed: TFormComputed; count: number }[];
};

/**
 * Consolidates submissions grouped by a key (the organization): each group's periods combined by
 * the fields' aggregation kinds and computed, then the groups summed and computed for the total,
 * so its ratios are the holding's own, not a sum or mean of the groups' ratios.
 */
export function consolidateForm<K extends string>(
  definition: TFormDefinition,
  submissions: readonly TConsolidationPart<K>[],
): TFormConsolidated<K> {
  const groups = new Map<K, TConsolidationPart<K>[]>();
  for (const submission of submissions) {
    const list = groups.get(submission.key) ?? [];
    list.push(submission);
    groups.set(submission.key, list);
  }
  const parts = [...groups].map(([key, list]) => {
    const inOrder = list.toSorted((a, b) => (a.period ?? '').localeCompare(b.period ?? ''));
    const values = overPeriodValues(
      definition,
      inOrder.map((s) => s.values),
    );
    return { key, values, count: list.length };
  });
  return {
    total: computeForm(
      definition,
      sumFormValues(
        definition,
        parts.map((p) => p.values),
      ),
    ),
    parts: parts.map(({ key, values, count }) => ({ key, computed: computeForm(definition, values), count })),
  };
}
