import type { TLocalizedText } from '@hse/contracts/common';
import type { TFormDefinition, TFormFieldKind, TFormFieldSpec } from '@hse/contracts/forms/definition';

/**
 * The designer's changes to a definition, each a new definition (the page keeps the old one for
 * "discard"). A list of fields is named by where it is: a section's fields or a table's columns.
 */
export type TFieldList = { section: number; table?: number };

/** Kinds the designer offers for a field or a column. */
export const DESIGNER_KINDS: readonly TFormFieldKind[] = [
  'integer',
  'number',
  'money',
  'percent',
  'text',
  'long_text',
  'date',
  'choice',
  'organization',
  'person',
  'computed',
];

const clone = (definition: TFormDefinition): TFormDefinition => structuredClone(definition);

function listOf(definition: TFormDefinition, at: TFieldList): TFormFieldSpec[] {
  const section = definition.sections[at.section];
  if (!section) return [];
  if (at.table === undefined) return section.fields;
  return section.tables[at.table]?.columns ?? [];
}

export function changeFields(
  definition: TFormDefinition,
  at: TFieldList,
  change: (fields: TFormFieldSpec[]) => void,
): TFormDefinition {
  const next = clone(definition);
  change(listOf(next, at));
  return next;
}

/** Moves a field by one place (`-1` up, `1` down); at either end nothing moves. */
export const moveField = (definition: TFormDefinition, at: TFieldList, index: number, by: -1 | 1) =>
  changeFields(definition, at, (fields) => {
    const to = index + by;
    if (to < 0 || to >= fields.length) return;
    const [moved] = fields.splice(index, 1);
    if (moved) fields.splice(to, 0, moved);
  });

export const removeField = (definition: TFormDefinition, at: TFieldList, index: number) =>
  changeFields(definition, at, (fields) => {
    fields.splice(index, 1);
  });

/** A key not yet used anywhere in the definition: `field_2`, `field_3`… */
export function freeKey(definition: TFormDefinition): string {
  const used = new Set(
    definition.sections.flatMap((s) => [
      ...s.fields.map((f) => f.key),
      ...s.tables.flatMap((t) => [t.key, ...t.columns.map((c) => c.key)]),
    ]),
  );
  let n = 1;
  while (used.has(`field_${n}`)) n++;
  return `field_${n}`;
}

export const addField = (definition: TFormDefinition, at: TFieldList, label: TLocalizedText) =>
  changeFields(definition, at, (fields) => {
    fields.push({ kind: 'integer', key: freeKey(definition), label });
  });

/**
 * The field as another kind: its key, label, unit and "required" kept, what only the old kind had
 * dropped; a new choice gets one option, a new computed field the formula 0 (the editor's to write).
 */
export function withKind(
  spec: TFormFieldSpec,
  kind: TFormFieldKind,
  option?: TLocalizedText,
): TFormFieldSpec {
  if (spec.kind === kind) return spec;
  const { key, label, unit } = spec;
  if (kind === 'computed') return { kind, key, label, ...(unit ? { unit } : {}), formula: 0 };
  const required = 'required' in spec ? spec.required : undefined;
  const base = { key, label, ...(unit ? { unit } : {}), ...(required ? { required } : {}) };
  // A stock stays a stock when an integer becomes a number or money.
  const aggregate = 'aggregate' in spec ? spec.aggregate : undefined;
  if (aggregate && (kind === 'integer' || kind === 'number' || kind === 'money'))
    return { ...base, kind, aggregate };
  if (kind === 'choice')
    return { ...base, kind, options: [{ value: 'option_1', label: option ?? { ...label } }] };
  return { ...base, kind } as TFormFieldSpec;
}

export const updateField = (
  definition: TFormDefinition,
  at: TFieldList,
  index: number,
  change: (spec: TFormFieldSpec) => TFormFieldSpec,
) =>
  changeFields(definition, at, (fields) => {
    const spec = fields[index];
    if (spec) fields[index] = change(spec);
  });
