import type { TRole } from '../roles.ts';
import type { TTextTree } from '../texts.ts';
import type { TWorkflow } from '../workflow.ts';
import type { TField, TFilterOperator } from './fields.ts';
import type { TMyWorkRule } from './my-work-rule.ts';

/** Columns every record answers besides its fields, usable in a list, a filter or an order. */
export const COMMON_COLUMNS = [
  'number',
  'status',
  'organization_id',
  'created_at',
  'created_by_fio',
] as const;
export type TCommonColumn = (typeof COMMON_COLUMNS)[number];

/** The record's web pages, spec §2 names: the list, the new record, one record. */
export type TModuleRoutes = {
  list: string;
  create: string;
  /** With `:id`; the same screen as create while the record may be edited, read-only after. */
  record: string;
};

/**
 * A record type declared once (style practice 1): the server's routes, the web's list, editor
 * and view, the export and the PDF are all derived from it. Texts are keys of `texts`, a tree in
 * ru/kk/en: `fields.<field>`, `options.<field>.<value>`, `sections.<key>`, `statuses.<state>`,
 * `titles.list|create|record`, `export.file`.
 */
export type TRecordModule<
  F extends Record<string, TField> = Record<string, TField>,
  S extends string = string,
> = {
  /** The module's name: i18n namespace, cache tag, folder. */
  key: string;
  /** The history's and the files' entity type. */
  entityType: string;
  /** `/api/<resource>`. */
  resource: string;
  /** Registration numbers `<prefix>-<year>-<n>`, a series per organization and year. */
  numberPrefix: string;
  texts: TTextTree;
  fields: F;
  /** The field whose value is the record's organization (its scope). */
  organizationField: keyof F & string;
  /** The date field whose year numbers the record. */
  yearField: keyof F & string;
  sections: readonly { key: string; fields: readonly (keyof F & string)[] }[];
  list: {
    columns: readonly (keyof F | TCommonColumn)[];
    /** Columns a narrow screen leaves out. */
    narrowHidden?: readonly (keyof F | TCommonColumn)[];
    filters: readonly (keyof F | 'status')[];
    /** Text fields the search box looks in (besides the number). */
    search: readonly (keyof F & string)[];
    ordering: readonly (keyof F | TCommonColumn)[];
    /** `field` or `-field`. */
    defaultOrdering: string;
    /**
     * A query parameter named otherwise than `x`, `x_from`, `x_to` (an API that had its names
     * before the layer): `{ occurred_at_from: 'occurred_from' }`.
     */
    params?: Readonly<Record<string, string>>;
    /** The column that orders rows equal in an ordering column, before the id: `{ status: 'occurred_at' }`. */
    thenBy?: Readonly<Partial<Record<string, keyof F | TCommonColumn>>>;
    /**
     * An ordering the API names otherwise than its field (an API that had its names before the
     * layer): `{ trip_date: 'observed_at' }`. `ordering`, `defaultOrdering` and `thenBy` still name fields.
     */
    orderingNames?: Readonly<Partial<Record<keyof F | TCommonColumn, string>>>;
    /**
     * A column the list's answer names otherwise than its field (an API that had its names before
     * the layer): `{ place: 'subject' }`. The derived list item and the web's columns read it there.
     */
    answerNames?: Readonly<Partial<Record<keyof F, string>>>;
    /**
     * Yes/no query parameters of the module's own that no field holds (its server hooks apply
     * them): `['at_risk']`. The web keeps them in the address and offers each as a toggle named
     * by `filters.<param>` of the module's texts.
     */
    flags?: readonly string[];
    /**
     * Query parameters of the module's own that narrow the list to a few values of a choice inside
     * its records (its server hooks check and apply them), by the choice whose values they take:
     * `{ victim_outcome: 'outcome' }`. An analytics figure's list opens with one; the web keeps it
     * in the address and shows it as a chip named by `filters.<param>`, to be taken off.
     */
    narrows?: Readonly<Record<string, string>>;
  };
  workflow: TWorkflow<S>;
  /**
   * A public record type: anyone reads its list and records, guests included, and a signed-in
   * reader beyond their scope; handling still follows the scope and the workflow.
   */
  publicRead?: boolean;
  /** Who may create records; reading and acting follow the scope and the workflow. */
  createRoles?: readonly TRole[];
  /** Who sees the module in the menu and reaches its list (absent: everyone signed in). */
  menuRoles?: readonly TRole[];
  parts: {
    files: boolean;
    comments: boolean;
    history: boolean;
    pdf: boolean;
    /**
     * The types its files may be, where fewer than the platform's allow-list (a poster is an image
     * or a PDF); checked by content, 415 otherwise.
     */
    fileTypes?: readonly string[];
  };
  routes: TModuleRoutes;
  /**
   * "My work" (decision 054): whom its records wait for is derived from `workflow`; this refines
   * it where the workflow lets more people act than the record waits for, and names the summary
   * and due date fields an item shows.
   */
  myWork?: TMyWorkRule<S>;
};

/**
 * What a shell needs of a manifest before the module's pages load (its routes, who sees it, its
 * texts): plain data, no zod, so a module file can keep it apart for the web's first download.
 */
export type TRecordModuleHead = Pick<TRecordModule, 'key' | 'texts' | 'routes' | 'menuRoles' | 'createRoles'>;

export function defineRecordModule<F extends Record<string, TField>, S extends string>(
  module: TRecordModule<F, S>,
): TRecordModule<F, S> {
  for (const section of module.sections)
    for (const name of section.fields)
      if (!(name in module.fields)) throw new Error(`${module.key}: section ${section.key} names ${name}`);
  return module;
}

/** A list filter and the query parameters it reads. */
export type TListFilter = {
  name: string;
  operator: TFilterOperator | 'status';
  params: readonly string[];
  field?: TField;
};

/** The filters a module's list offers, with their parameters: `x`, or `x_from` and `x_to`. */
export function listFiltersOf(module: TRecordModule): TListFilter[] {
  const param = (name: string) => module.list.params?.[name] ?? name;
  return module.list.filters.map((name) => {
    const key = String(name);
    if (key === 'status') return { name: key, operator: 'status', params: [param(key)] };
    const field = module.fields[key];
    if (!field) throw new Error(`${module.key}: filter on unknown field ${key}`);
    const operator = field.operators[0];
    if (!operator) throw new Error(`${module.key}: ${key} (${field.kind}) cannot be filtered`);
    return {
      name: key,
      operator,
      field,
      params: operator === 'range' ? [param(`${key}_from`), param(`${key}_to`)] : [param(key)],
    };
  });
}

/** An ordering (`field` or `-field`) as the API names it (`list.orderingNames`). */
export function orderingParamOf(module: TRecordModule, ordering: string): string {
  const desc = ordering.startsWith('-');
  const field = desc ? ordering.slice(1) : ordering;
  return `${desc ? '-' : ''}${module.list.orderingNames?.[field] ?? field}`;
}

/** The field of an ordering the API names (`list.orderingNames`): the inverse of `orderingParamOf`. */
export function orderingFieldOf(module: TRecordModule, ordering: string): string {
  const desc = ordering.startsWith('-');
  const name = desc ? ordering.slice(1) : ordering;
  const renamed = Object.entries(module.list.orderingNames ?? {}).find(([, param]) => param === name);
  return `${desc ? '-' : ''}${renamed ? renamed[0] : name}`;
}
