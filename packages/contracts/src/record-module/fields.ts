import { z } from 'zod';
import { FORMAT_LOCALES, type TLanguage } from '../constants.ts';
import { type TTextTree, textAt } from '../texts.ts';

/**
 * The field-type registry's shared half: what a value of each type is (its zod schema), how it
 * is stored, filtered and written as text. The server adds columns and the web its cell, input
 * and display, each keyed by the same `kind`, so a module names a type and gets all of them.
 */
export const FIELD_KINDS = [
  'text',
  'long_text',
  'integer',
  'number',
  'money',
  'percent',
  'date',
  'datetime',
  'boolean',
  'choice',
  'multi_choice',
  'organization',
  'person',
  'people',
  'file',
  'reference',
  'point',
  'rows',
] as const;
export type TFieldKind = (typeof FIELD_KINDS)[number];

/** How a list may filter on a field: one value, a set, or a range (`_from`/`_to`). */
export type TFilterOperator = 'equals' | 'range' | 'subtree';

export type TPoint = { lat: number; lng: number };

/** One field of a record type. `V` is the value's type when it is present. */
export type TField<K extends TFieldKind = TFieldKind, V = unknown> = {
  kind: K;
  /** The value when present; a field that is not required also takes null. */
  value: z.ZodType<V>;
  required: boolean;
  /** Set by the server (a score, a count): shown, never sent. */
  computed: boolean;
  /** The values of a choice, named by `options.<field>.<value>` of the module's texts. */
  options?: readonly string[];
  /** The list a `reference` chooses from: `GET <source>` answering `[{id, name}]`. */
  source?: string;
  /** For a date: the field it may not come before (an end after its start). */
  notBefore?: string;
  /** The fields of one row, for `rows`. */
  row?: Record<string, TField>;
  /**
   * For `rows` whose rows are items others may name (a measure an event is raised from): the row
   * field that names one and the date field it is due by.
   */
  rowItem?: { label: string; due?: string };
  /** For an integer that names something (a year): written without thousands separators. */
  plain?: boolean;
  /** The operators a list filter on this field offers. */
  operators: readonly TFilterOperator[];
};

type TOptions = { required?: boolean; computed?: boolean };

const field = <K extends TFieldKind, V>(
  kind: K,
  value: z.ZodType<V>,
  options: TOptions,
  operators: readonly TFilterOperator[],
  extra: Pick<TField, 'options' | 'row' | 'rowItem' | 'source' | 'notBefore' | 'plain'> = {},
): TField<K, V> => ({
  ...extra,
  kind,
  value,
  required: options.required ?? false,
  computed: options.computed ?? false,
  operators,
});

const text = (max: number, required: boolean | undefined) => {
  const trimmed = z.string().trim();
  return (required ? trimmed.min(1, 'validation.required') : trimmed).max(max, 'validation.too_long');
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) =>
  DAY.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
export const ZDaySchema = z.string().refine(isDay, 'validation.date');

/** The registry's builders: `fields.text({ required: true, max: 200 })` and so on. */
export const fields = {
  text: (o: TOptions & { max?: number } = {}) => field('text', text(o.max ?? 500, o.required), o, []),
  longText: (o: TOptions & { max?: number } = {}) =>
    field('long_text', text(o.max ?? 10_000, o.required), o, []),
  integer: (o: TOptions & { min?: number; max?: number; plain?: boolean } = {}) =>
    field(
      'integer',
      z
        .number('validation.number')
        .int('validation.integer')
        .min(o.min ?? 0, 'validation.too_small')
        .max(o.max ?? 1_000_000_000, 'validation.too_big'),
      o,
      ['range'],
      o.plain ? { plain: true } : {},
    ),
  number: (o: TOptions & { min?: number; max?: number } = {}) =>
    field(
      'number',
      z
        .number('validation.number')
        .min(o.min ?? 0, 'validation.too_small')
        .max(o.max ?? 1e12, 'validation.too_big'),
      o,
      ['range'],
    ),
  /** Thousands of tenge, to the tenge. */
  money: (o: TOptions = {}) =>
    field(
      'money',
      z
        .number('validation.number')
        .min(0, 'validation.too_small')
        .max(1e12, 'validation.too_big')
        .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'validation.money_precision'),
      o,
      ['range'],
    ),
  percent: (o: TOptions = {}) =>
    field(
      'percent',
      z.number('validation.number').min(0, 'validation.too_small').max(100, 'validation.too_big'),
      o,
      ['range'],
    ),
  date: (o: TOptions & { notBefore?: string } = {}) =>
    field('date', ZDaySchema, o, ['range'], o.notBefore ? { notBefore: o.notBefore } : {}),
  datetime: (o: TOptions = {}) =>
    field('datetime', z.iso.datetime({ offset: true, message: 'validation.date' }), o, ['range']),
  boolean: (o: TOptions = {}) => field('boolean', z.boolean(), o, ['equals']),
  choice: <const T extends readonly [string, ...string[]]>(options: T, o: TOptions = {}) =>
    field('choice', z.enum(options, 'validation.one_of'), o, ['equals'], { options }),
  multiChoice: <const T extends readonly [string, ...string[]]>(
    options: T,
    o: TOptions & { max?: number } = {},
  ) =>
    field(
      'multi_choice',
      z.array(z.enum(options, 'validation.one_of')).max(options.length, 'validation.too_big'),
      o,
      ['equals'],
      { options },
    ),
  organization: (o: TOptions = {}) => field('organization', z.uuid('validation.required'), o, ['subtree']),
  person: (o: TOptions = {}) => field('person', z.uuid('validation.required'), o, ['equals']),
  /** Several people (co-executors), in the order chosen, each at most once. */
  people: (o: TOptions & { max?: number } = {}) =>
    field(
      'people',
      z
        .array(z.uuid('validation.required'))
        .max(o.max ?? 50, 'validation.too_big')
        .refine((ids) => new Set(ids).size === ids.length, 'validation.person_repeated')
        .refine((ids) => !o.required || ids.length > 0, 'validation.required'),
      o,
      ['equals'],
    ),
  /** An attachment of the record, by id. */
  file: (o: TOptions = {}) => field('file', z.uuid('validation.required'), o, []),
  /** A record of another resource, chosen from `source`; it never changes once set. */
  reference: (source: string, o: TOptions = {}) =>
    field('reference', z.uuid('validation.required'), o, ['equals'], { source }),
  point: (o: TOptions = {}) =>
    field(
      'point',
      z.object({
        lat: z.number('validation.number').min(-90, 'validation.latitude').max(90, 'validation.latitude'),
        lng: z.number('validation.number').min(-180, 'validation.longitude').max(180, 'validation.longitude'),
      }),
      o,
      [],
    ),
  rows: <const R extends Record<string, TField>>(
    row: R,
    o: TOptions & { max?: number; item?: { label: keyof R & string; due?: keyof R & string } } = {},
  ) =>
    field(
      'rows',
      z
        .array(z.strictObject(inputShape(row)))
        .max(o.max ?? 200, 'validation.too_big')
        .refine((rows) => !o.required || rows.length > 0, 'validation.required'),
      o,
      [],
      o.item ? { row, rowItem: o.item } : { row },
    ),
} satisfies Record<string, (...args: never[]) => TField>;

/** A value as a client sends it: required fields as they are, the others also null or left out. */
export function inputOf(f: TField): z.ZodType {
  return f.required ? f.value : f.value.nullable().optional();
}

/** The input shape of a set of fields, computed ones left out (the server sets them). */
export function inputShape(of: Record<string, TField>): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.entries(of)
      .filter(([, f]) => !f.computed)
      .map(([name, f]) => [name, inputOf(f)]),
  );
}

/** The answer's shape of a set of fields: every one present, null where empty. */
export function outputShape(of: Record<string, TField>): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.entries(of).map(([name, f]) => [name, isListKind(f.kind) ? f.value : f.value.nullable()]),
  );
}

/** Kinds whose value is a list: never null, only empty. */
export const isListKind = (kind: TFieldKind) =>
  kind === 'rows' || kind === 'multi_choice' || kind === 'people';

/** What a text needs to write a value: the module's texts, the reader's language and zone. */
export type TDisplayContext = {
  texts: TTextTree;
  lang: TLanguage;
  timeZone: string;
  /** Names of the organizations and people a record refers to, by id. */
  names?: Record<string, string>;
};

/**
 * A value as one line of text, the same in the web's view, the PDF and the Excel export:
 * choices by their names, dates in the reader's language, numbers with their separators.
 */
export function displayValue(name: string, f: TField, value: unknown, ctx: TDisplayContext): string {
  if (value === null || value === undefined || value === '') return '';
  const locale = FORMAT_LOCALES[ctx.lang];
  const option = (v: string) => textAt(ctx.texts, `options.${name}.${v}`, ctx.lang);
  switch (f.kind) {
    case 'integer':
    case 'number':
      return new Intl.NumberFormat(locale, { useGrouping: !f.plain }).format(Number(value));
    case 'money':
      return new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 3 }).format(
        Number(value),
      );
    case 'percent':
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Number(value))} %`;
    case 'date':
      return new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date(`${String(value)}T00:00:00Z`));
    case 'datetime':
      return new Intl.DateTimeFormat(locale, {
        timeZone: ctx.timeZone,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(String(value)));
    case 'boolean':
      return textAt(YES_NO, value ? 'yes' : 'no', ctx.lang);
    case 'choice':
      return option(String(value));
    case 'multi_choice':
      return (value as string[]).map(option).join(', ');
    case 'organization':
    case 'person':
    case 'reference':
      return ctx.names?.[String(value)] ?? String(value);
    case 'people':
      return (value as string[]).map((id) => ctx.names?.[id] ?? id).join(', ');
    case 'point': {
      const p = value as TPoint;
      return `${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}`;
    }
    case 'rows':
      return String((value as unknown[]).length);
    default:
      return String(value);
  }
}

const YES_NO: TTextTree = {
  yes: { ru: 'Да', kk: 'Иә', en: 'Yes' },
  no: { ru: 'Нет', kk: 'Жоқ', en: 'No' },
};
