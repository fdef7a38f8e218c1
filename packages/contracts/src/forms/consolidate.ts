import type { TFormDefinition, TFormFieldSpec, TFormTable } from './definition.ts';
import { computeForm, type TFormComputed, type TFormRow, type TFormValues } from './evaluate.ts';

/**
 * A form consolidated over submissions (decision 072): several subsidiaries, one or several
 * periods. Quantities (integer, number, money) are summed field by field and cell by cell; the
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

function summedTable(table: TFormTable, each: readonly TFormValues[]): TFormRow[] {
  const rowsOf = (values: TFormValues) =>
    Array.isArray(values[table.key]) ? (values[table.key] as TFormRow[]) : [];
  if (table.rows.mode === 'free') return each.flatMap((values) => rowsOf(values).map((row) => ({ ...row })));
  return table.rows.rows.map((declared) => {
    const row: TFormRow = { row: declared.key };
    const matching = each.map((values) => rowsOf(values).find((r) => r.row === declared.key) ?? {});
    for (const column of table.columns)
      if (isQuantity(column)) {
        const sum = sumOf(matching.map((r) => (r as TFormRow)[column.key]));
        if (sum !== null) row[column.key] = sum;
      }
    return row;
  });
}

/** The inputs of several submissions of one definition, added up as the module says above. */
export function sumFormValues(definition: TFormDefinition, each: readonly TFormValues[]): TFormValues {
  const summed: TFormValues = {};
  for (const section of definition.sections) {
    for (const spec of section.fields.filter(isQuantity)) {
      const sum = sumOf(each.map((values) => values[spec.key]));
      if (sum !== null) summed[spec.key] = sum;
    }
    for (const table of section.tables) summed[table.key] = summedTable(table, each);
  }
  return summed;
}

export type TConsolidationPart<K extends string = string> = { key: K; values: TFormValues };

export type TFormConsolidated<K extends string = string> = {
  /** Everything together: summed inputs, computed fields and totals recomputed from them. */
  total: TFormComputed;
  /** Each part (a subsidiary) on its own: its periods summed, computed the same way. */
  parts: { key: K; computed: TFormComputed; count: number }[];
};

/**
 * Consolidates submissions grouped by a key (the organization): each group's periods summed and
 * computed, then every submission summed and computed for the total. The total is computed from
 * the submissions' inputs, not from the groups' results, so its ratios are the holding's own.
 */
export function consolidateForm<K extends string>(
  definition: TFormDefinition,
  submissions: readonly TConsolidationPart<K>[],
): TFormConsolidated<K> {
  const groups = new Map<K, TFormValues[]>();
  for (const submission of submissions) {
    const list = groups.get(submission.key) ?? [];
    list.push(submission.values);
    groups.set(submission.key, list);
  }
  return {
    total: computeForm(
      definition,
      sumFormValues(
        definition,
        submissions.map((s) => s.values),
      ),
    ),
    parts: [...groups].map(([key, list]) => ({
      key,
      computed: computeForm(definition, sumFormValues(definition, list)),
      count: list.length,
    })),
  };
}
