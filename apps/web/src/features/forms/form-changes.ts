import { NUMERIC_FORM_KINDS, type TFormDefinition } from '@hse/contracts/forms/definition';
import type { TFormComputed, TFormRow } from '@hse/contracts/forms/evaluate';

const numeric = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** A value and the same one of the previous period, where the form keeps one to compare. */
export type TFormChange = {
  previous: number;
  current: number | null;
  share: number | null;
  flagged: boolean;
};

/**
 * How far a value moved from the previous period's: its share of the old value (none when that
 * was 0), flagged above `limit` or when a 0 became something. Free tables' rows are not the
 * same rows from one period to the next, so only their totals are compared.
 */
export function changeOf(current: number | null, previous: number | null, limit: number): TFormChange | null {
  if (previous === null) return null;
  if (current === null) return { previous, current, share: null, flagged: false };
  const share = previous === 0 ? null : Math.abs(current - previous) / Math.abs(previous);
  const flagged = share === null ? current !== 0 : share > limit + 1e-9;
  return { previous, current, share, flagged };
}

/**
 * Every comparable value of a form against the previous period, by where it is shown: `field`,
 * `table.<row index>.<column>` for a fixed row's cell, `table.total.<column>` for a total.
 */
export function formChanges(
  definition: TFormDefinition,
  current: TFormComputed,
  previous: TFormComputed,
  limit: number,
): Map<string, TFormChange> {
  const changes = new Map<string, TFormChange>();
  const put = (path: string, now: unknown, before: unknown) => {
    const change = changeOf(numeric(now), numeric(before), limit);
    if (change) changes.set(path, change);
  };
  for (const section of definition.sections) {
    for (const spec of section.fields)
      if (NUMERIC_FORM_KINDS.includes(spec.kind))
        put(spec.key, current.values[spec.key], previous.values[spec.key]);
    for (const table of section.tables) {
      const numericColumns = table.columns.filter((c) => NUMERIC_FORM_KINDS.includes(c.kind));
      if (table.rows.mode === 'fixed') {
        const nowRows = (current.values[table.key] as TFormRow[] | undefined) ?? [];
        const beforeRows = (previous.values[table.key] as TFormRow[] | undefined) ?? [];
        table.rows.rows.forEach((declared, index) => {
          const now = nowRows.find((r) => r.row === declared.key);
          const before = beforeRows.find((r) => r.row === declared.key);
          for (const column of numericColumns)
            put(`${table.key}.${index}.${column.key}`, now?.[column.key], before?.[column.key]);
        });
      }
      for (const column of numericColumns)
        put(
          `${table.key}.total.${column.key}`,
          current.totals[table.key]?.[column.key],
          previous.totals[table.key]?.[column.key],
        );
    }
  }
  return changes;
}
