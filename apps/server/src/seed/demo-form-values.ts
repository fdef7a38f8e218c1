import type { TFormDefinition, TFormFieldSpec, TFormTable } from '@hse/contracts/forms/definition';
import { checkFormRules, computeForm, type TFormRow, type TFormValues } from '@hse/contracts/forms/evaluate';
import type { TRandom } from './demo-random.ts';

/**
 * Values of a form that keep every rule: drawn at random, then the cells a rule names are set to
 * zero until none refuses (a part within its whole is 0 at worst), and as a last resort every
 * number of the form is 0. Used by the demo data and the tests; deterministic for a seeded draw.
 */

type TScale = { big: boolean };

function cellOf(spec: TFormFieldSpec, rng: TRandom, day: string, scale: TScale): unknown {
  switch (spec.kind) {
    case 'integer':
      return Math.min(
        spec.max ?? 1_000_000,
        Math.max(
          spec.min ?? 0,
          rng.weighted({ 0: 3, small: 4, big: 1 }) === '0' ? 0 : rng.int(1, scale.big ? 400 : 12),
        ),
      );
    case 'number':
      return Math.min(
        spec.max ?? 1e9,
        Math.max(spec.min ?? 0, Math.round(rng.next() * (scale.big ? 5000 : 40) * 10) / 10),
      );
    case 'money':
      return Math.round(rng.next() * 20_000 * 1000) / 1000;
    case 'percent':
      return rng.int(0, 100);
    case 'text':
      // A short code (a BIN) gets digits, a name its words.
      return spec.max !== undefined && spec.max < 16 ? '180240012345'.slice(0, spec.max) : 'Данные по учёту';
    case 'long_text':
      return null;
    case 'date':
      return day;
    case 'choice':
      return spec.options[0]?.value ?? null;
    case 'organization':
    case 'person':
    case 'computed':
      return null;
  }
}

const isInputNumber = (spec: TFormFieldSpec) =>
  spec.kind === 'integer' || spec.kind === 'number' || spec.kind === 'money' || spec.kind === 'percent';

function rowOf(table: TFormTable, rng: TRandom, day: string, scale: TScale): TFormRow {
  const row: TFormRow = {};
  for (const column of table.columns)
    if (column.kind !== 'computed') row[column.key] = cellOf(column, rng, day, scale);
  return row;
}

/** Every number of the form set to 0 (required text, dates and choices kept). */
function zeroed(definition: TFormDefinition, values: TFormValues): TFormValues {
  const out: TFormValues = { ...values };
  for (const section of definition.sections) {
    for (const spec of section.fields) if (isInputNumber(spec)) out[spec.key] = 0;
    for (const table of section.tables) {
      const rows = (out[table.key] as TFormRow[] | undefined) ?? [];
      out[table.key] = rows.map((row) => {
        const copy = { ...row };
        for (const column of table.columns) if (isInputNumber(column)) copy[column.key] = 0;
        return copy;
      });
    }
  }
  return out;
}

export function demoFormValues(definition: TFormDefinition, rng: TRandom, day: string): TFormValues {
  const scale = { big: rng.next() < 0.5 };
  const values: TFormValues = {};
  for (const section of definition.sections) {
    for (const spec of section.fields)
      if (spec.kind !== 'computed') {
        const value = cellOf(spec, rng, day, scale);
        if (value !== null || ('required' in spec && spec.required)) values[spec.key] = value;
      }
    for (const table of section.tables)
      values[table.key] =
        table.rows.mode === 'fixed'
          ? table.rows.rows.map((row) => ({ ...rowOf(table, rng, day, scale), row: row.key }))
          : Array.from({ length: rng.int(1, Math.min(3, table.rows.max)) }, () =>
              rowOf(table, rng, day, scale),
            );
  }
  const tables = new Map(definition.sections.flatMap((s) => s.tables).map((t) => [t.key, t]));
  const tried = new Set<string>();
  for (let round = 0; round < 40; round++) {
    const { errors } = checkFormRules(definition, computeForm(definition, values), 'ru');
    const where = Object.keys(errors);
    if (where.length === 0) return values;
    for (const at of where) {
      const [first, index, column] = at.split('.');
      const table = tables.get(first as string);
      const rows = table ? ((values[table.key] as TFormRow[]) ?? []) : [];
      const row = rows[Number(index)];
      if (table && !row) return zeroed(definition, values);
      if (table && row && column) {
        // Once the cell alone did not help, the row's numbers all go to 0.
        if (tried.has(at))
          for (const c of table.columns)
            if (isInputNumber(c)) row[c.key] = 0;
            else row[column] = 0;
      } else if (!tried.has(at)) values[first as string] = 0;
      else return zeroed(definition, values);
      tried.add(at);
    }
  }
  return zeroed(definition, values);
}
