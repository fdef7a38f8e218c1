import type { TLocalizedText } from '@hse/contracts/common';
import type {
  TFormDefinition,
  TFormExpr,
  TFormFieldSpec,
  TFormRule,
  TFormSection,
  TFormTable,
} from '@hse/contracts/forms/definition';
import { NUMERIC_FORM_KINDS, referencesOf } from '@hse/contracts/forms/definition';

/**
 * The designer's changes to a definition's structure (decision 074): sections, tables and their
 * rows, a choice's options, formulas and rules. Each returns a new definition; the old one stays
 * the page's "discard".
 */

const clone = (definition: TFormDefinition): TFormDefinition => structuredClone(definition);

/** Moves an item of a list by one place; at either end nothing moves. */
export function moveIn<T>(list: T[], index: number, by: -1 | 1) {
  const to = index + by;
  if (to < 0 || to >= list.length) return;
  const [moved] = list.splice(index, 1);
  if (moved !== undefined) list.splice(to, 0, moved);
}

/** Every key the definition uses, of any kind: a new one is taken outside them. */
export function usedKeys(definition: TFormDefinition): Set<string> {
  return new Set([
    ...definition.sections.flatMap((s) => [
      s.key,
      ...s.fields.map((f) => f.key),
      ...s.tables.flatMap((t) => [
        t.key,
        ...t.columns.map((c) => c.key),
        ...(t.rows.mode === 'fixed' ? t.rows.rows.map((r) => r.key) : []),
      ]),
    ]),
    ...definition.rules.map((r) => r.key),
  ]);
}

export function freeKeyIn(used: Set<string>, prefix: string): string {
  let n = 1;
  while (used.has(`${prefix}_${n}`)) n++;
  return `${prefix}_${n}`;
}

export function change(definition: TFormDefinition, edit: (next: TFormDefinition) => void): TFormDefinition {
  const next = clone(definition);
  edit(next);
  return next;
}

export const addSection = (definition: TFormDefinition, label: TLocalizedText) =>
  change(definition, (next) => {
    next.sections.push({ key: freeKeyIn(usedKeys(definition), 'section'), label, fields: [], tables: [] });
  });

export const moveSection = (definition: TFormDefinition, s: number, by: -1 | 1) =>
  change(definition, (next) => moveIn(next.sections, s, by));

export const removeSection = (definition: TFormDefinition, s: number) =>
  change(definition, (next) => {
    next.sections.splice(s, 1);
  });

export const updateSection = (
  definition: TFormDefinition,
  s: number,
  edit: (section: TFormSection) => void,
) =>
  change(definition, (next) => {
    const section = next.sections[s];
    if (section) edit(section);
  });

/** A new table: one integer column, fixed rows (one to start with) or up to 50 free ones, a total row. */
export function addTable(
  definition: TFormDefinition,
  s: number,
  mode: 'fixed' | 'free',
  texts: { table: TLocalizedText; column: TLocalizedText; row: TLocalizedText },
) {
  const used = usedKeys(definition);
  const key = freeKeyIn(used, 'table');
  used.add(key);
  const column = freeKeyIn(used, 'column');
  used.add(column);
  const table: TFormTable = {
    key,
    label: texts.table,
    rows:
      mode === 'fixed'
        ? { mode, rows: [{ key: freeKeyIn(used, 'row'), label: texts.row }] }
        : { mode, max: 50 },
    columns: [{ kind: 'integer', key: column, label: texts.column }],
    totalRow: true,
  };
  return updateSection(definition, s, (section) => {
    section.tables.push(table);
  });
}

export const updateTable = (
  definition: TFormDefinition,
  s: number,
  ti: number,
  edit: (table: TFormTable) => void,
) =>
  updateSection(definition, s, (section) => {
    const table = section.tables[ti];
    if (table) edit(table);
  });

export const moveTable = (definition: TFormDefinition, s: number, ti: number, by: -1 | 1) =>
  updateSection(definition, s, (section) => moveIn(section.tables, ti, by));

export const removeTable = (definition: TFormDefinition, s: number, ti: number) =>
  updateSection(definition, s, (section) => {
    section.tables.splice(ti, 1);
  });

/** Fixed rows or free ones: fixed ones keep the rows they had, or start with one. */
export function withRowMode(
  table: TFormTable,
  mode: 'fixed' | 'free',
  firstRow: { key: string; label: TLocalizedText },
): TFormTable['rows'] {
  if (table.rows.mode === mode) return table.rows;
  return mode === 'free' ? { mode, max: 50 } : { mode, rows: [firstRow] };
}

/**
 * A column with each row's total: a computed column summing the row's numeric input cells (the
 * table's total row then sums it too). Null when the table has no such cells.
 */
export function rowTotalColumn(table: TFormTable, key: string, label: TLocalizedText): TFormFieldSpec | null {
  const cells = table.columns
    .filter((c) => c.kind !== 'computed' && c.kind !== 'percent' && NUMERIC_FORM_KINDS.includes(c.kind))
    .map((c) => c.key);
  const [first, second, ...more] = cells;
  if (first === undefined) return null;
  const formula: TFormExpr = second === undefined ? first : { op: '+', args: [first, second, ...more] };
  return { kind: 'computed', key, label, formula };
}

/** A choice's options, changed in place by the caller's edit; at least one always stays. */
export function withOptions(
  spec: TFormFieldSpec,
  edit: (options: { value: string; label: TLocalizedText }[]) => void,
): TFormFieldSpec {
  if (spec.kind !== 'choice') return spec;
  const options = structuredClone(spec.options);
  edit(options);
  return options.length > 0 ? { ...spec, options } : spec;
}

export const freeOptionValue = (spec: TFormFieldSpec) =>
  freeKeyIn(new Set(spec.kind === 'choice' ? spec.options.map((o) => o.value) : []), 'option');

/** The formula of a computed field; other kinds are left as they are. */
export const withFormula = (spec: TFormFieldSpec, formula: TFormExpr): TFormFieldSpec =>
  spec.kind === 'computed' ? { ...spec, formula } : spec;

/** A new rule: "left ≥ 0" on the form, shown at its left operand, an error. */
export function addRule(definition: TFormDefinition, left: string, message: TLocalizedText) {
  return change(definition, (next) => {
    next.rules.push({
      key: freeKeyIn(usedKeys(definition), 'rule'),
      level: 'error',
      check: { left, op: '>=', right: 0 },
      at: [left],
      message,
    });
  });
}

export const updateRule = (definition: TFormDefinition, r: number, edit: (rule: TFormRule) => TFormRule) =>
  change(definition, (next) => {
    const rule = next.rules[r];
    if (rule) next.rules[r] = edit(rule);
  });

export const removeRule = (definition: TFormDefinition, r: number) =>
  change(definition, (next) => {
    next.rules.splice(r, 1);
  });

/** Where a rule's message shows: the references of its left side, else of its right, as they are. */
export function placesOf(rule: TFormRule): string[] {
  const refs = referencesOf(rule.check.left);
  const places = refs.length > 0 ? refs : referencesOf(rule.check.right);
  return places.length > 0 ? places.slice(0, 10) : rule.at;
}

/** The rule on the form or on each row of a table: its operands start again from the first choice. */
export function withRuleTable(rule: TFormRule, table: string | undefined, firstRef: string): TFormRule {
  const { table: _old, when: _when, ...rest } = rule;
  return {
    ...rest,
    ...(table ? { table } : {}),
    check: { left: firstRef, op: rule.check.op, right: 0 },
    at: [firstRef],
  };
}
