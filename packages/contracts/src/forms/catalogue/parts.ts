import type { z } from 'zod';
import type { TLocalizedText } from '../../common.ts';
import { OBSERVATION_TEXTS } from '../../observation-texts.ts';
import { VITAL_RULES } from '../../observations.ts';
import type {
  TFormAggregate,
  TFormComparison,
  TFormExpr,
  TFormFieldSpec,
  TFormRule,
  TFormTable,
  ZFormDefinitionSchema,
  ZFormSectionSchema,
} from '../definition.ts';

/**
 * The small vocabulary the catalogue's definitions are written in. Each helper returns the plain
 * JSON a designer would store: nothing here is a new kind of data, only less typing.
 */

export type TFormDefinitionInput = z.input<typeof ZFormDefinitionSchema>;
type TSectionInput = z.input<typeof ZFormSectionSchema>;

export const l = (ru: string, kk: string, en: string): TLocalizedText => ({ ru, kk, en });

/** Units shown beside labels. */
export const UNIT = {
  people: l('чел.', 'адам', 'people'),
  units: l('ед.', 'бірлік', 'units'),
  pieces: l('шт.', 'дана', 'pcs'),
  hours: l('ч', 'сағ', 'h'),
  days: l('дн.', 'күн', 'days'),
  km: l('км', 'км', 'km'),
  t: l('т', 'т', 't'),
  co2e: l('т CO2-экв.', 'т CO2 баламасы', 't CO2e'),
  tce: l('т у.т.', 'т ш.о.', 'tce'),
  m3: l('м³', 'м³', 'm³'),
  ha: l('га', 'га', 'ha'),
  kzt: l('тыс. тенге', 'мың теңге', 'thousand tenge'),
  percent: l('%', '%', '%'),
} as const;

type TNumberOptions = {
  unit?: TLocalizedText;
  required?: boolean;
  min?: number;
  max?: number;
  aggregate?: TFormAggregate;
};

export const integer = (key: string, label: TLocalizedText, o: TNumberOptions = {}): TFormFieldSpec => ({
  kind: 'integer',
  key,
  label,
  ...o,
});
export const number = (key: string, label: TLocalizedText, o: TNumberOptions = {}): TFormFieldSpec => ({
  kind: 'number',
  key,
  label,
  ...o,
});
/** Thousands of tenge, as the registry's money is. */
export const money = (
  key: string,
  label: TLocalizedText,
  o: { required?: boolean; aggregate?: TFormAggregate } = {},
): TFormFieldSpec => ({
  kind: 'money',
  key,
  label,
  unit: UNIT.kzt,
  ...o,
});
export const text = (key: string, label: TLocalizedText, o: { required?: boolean; max?: number } = {}) =>
  ({ kind: 'text', key, label, ...o }) satisfies TFormFieldSpec;
export const longText = (key: string, label: TLocalizedText) =>
  ({ kind: 'long_text', key, label, max: 4000 }) satisfies TFormFieldSpec;
export const date = (key: string, label: TLocalizedText, o: { required?: boolean } = {}) =>
  ({ kind: 'date', key, label, ...o }) satisfies TFormFieldSpec;
export const choice = (
  key: string,
  label: TLocalizedText,
  options: readonly [string, TLocalizedText][],
  o: { required?: boolean } = {},
): TFormFieldSpec => ({
  kind: 'choice',
  key,
  label,
  options: options.map(([value, optionLabel]) => ({ value, label: optionLabel })),
  ...o,
});
export const computed = (
  key: string,
  label: TLocalizedText,
  formula: TFormExpr,
  o: { unit?: TLocalizedText; digits?: number } = {},
): TFormFieldSpec => ({ kind: 'computed', key, label, formula, ...o });

export const YES_NO: [string, TLocalizedText][] = [
  ['yes', l('Да', 'Иә', 'Yes')],
  ['no', l('Нет', 'Жоқ', 'No')],
];

// ---- Formulas -------------------------------------------------------------------------------

export const add = (...args: TFormExpr[]): TFormExpr => ({ op: '+', args });
export const sub = (...args: TFormExpr[]): TFormExpr => ({ op: '-', args });
export const mul = (...args: TFormExpr[]): TFormExpr => ({ op: '*', args });
export const div = (a: TFormExpr, b: TFormExpr): TFormExpr => ({ op: '/', args: [a, b] });
/** `part` as a percent of `whole`; no value when the whole is zero or empty. */
export const percentOf = (part: TFormExpr, whole: TFormExpr): TFormExpr => mul(100, div(part, whole));

/** A comparison: `cmp('injured', '>=', 'fatalities')`. */
export const cmp = (left: TFormExpr, op: TFormComparison['op'], right: TFormExpr): TFormComparison => ({
  left,
  op,
  right,
});

// ---- Tables, sections, rules ----------------------------------------------------------------

export const fixedTable = (
  key: string,
  label: TLocalizedText,
  rows: readonly (readonly [string, TLocalizedText])[],
  columns: TFormFieldSpec[],
  totalRow = true,
): TFormTable => ({
  key,
  label,
  rows: { mode: 'fixed', rows: rows.map(([rowKey, rowLabel]) => ({ key: rowKey, label: rowLabel })) },
  columns,
  totalRow,
});

export const freeTable = (
  key: string,
  label: TLocalizedText,
  max: number,
  columns: TFormFieldSpec[],
  totalRow = true,
): TFormTable => ({ key, label, rows: { mode: 'free', max }, columns, totalRow });

export const section = (
  key: string,
  label: TLocalizedText,
  content: { fields?: TFormFieldSpec[]; tables?: TFormTable[] },
): TSectionInput => ({ key, label, fields: content.fields ?? [], tables: content.tables ?? [] });

/** The free-text remarks every form ends with. */
export const remarks = (): TSectionInput =>
  section('remarks_section', l('Примечания', 'Ескертпелер', 'Remarks'), {
    fields: [
      longText('remarks', l('Пояснения к отчёту', 'Есепке түсініктемелер', 'Explanations to the report')),
    ],
  });

export const rule = (
  key: string,
  check: TFormComparison,
  at: string[],
  message: TLocalizedText,
  o: { level?: TFormRule['level']; table?: string; when?: TFormComparison } = {},
): TFormRule => ({
  key,
  level: o.level ?? 'error',
  ...(o.table ? { table: o.table } : {}),
  ...(o.when ? { when: o.when } : {}),
  check,
  at,
  message,
});

/** The nine IOGP life-saving rules as fixed rows, named as the observations name them. */
export const VITAL_RULE_ROWS: [string, TLocalizedText][] = VITAL_RULES.map((rule) => [
  rule,
  { ...OBSERVATION_TEXTS.vital_rules[rule] },
]);
