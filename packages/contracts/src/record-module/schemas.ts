import { z } from 'zod';
import { listQuerySchema, patchOf, ZVersionSchema } from '../common.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
import { ZRecordAccessSchema } from '../workflow.ts';
import { listFiltersOf, orderingParamOf, type TListFilter, type TRecordModule } from './define.ts';
import { inputShape, outputShape, type TField, ZDaySchema } from './fields.ts';

const NAMED_KINDS = new Set(['organization', 'person', 'reference']);

/**
 * The answer names what a field refers to beside its id: `lead_auditor_id` → `lead_auditor_name`,
 * `organization_id` → `organization_name` (a field not ending in `_id` gets `<field>_name`).
 */
export const nameKeyOf = (field: string) => `${field.replace(/_id$/, '')}_name`;

/** A `people` field's names beside its ids, in their order: `co_executor_ids` → `co_executor_names`. */
export const namesKeyOf = (field: string) => `${field.replace(/_ids$/, '')}_names`;

/** The `<x>_name` siblings of the fields that refer to an organization, a person or a record. */
function namesShape(of: Record<string, TField>): Record<string, z.ZodType> {
  return Object.fromEntries([
    ...Object.entries(of)
      .filter(([, f]) => NAMED_KINDS.has(f.kind))
      .map(([name]) => [nameKeyOf(name), z.string().nullable()]),
    ...Object.entries(of)
      .filter(([, f]) => f.kind === 'people')
      .map(([name]) => [namesKeyOf(name), z.array(z.string())]),
  ]);
}

/** Ids and names of what a record refers to, for `displayValue`'s `names`. */
export function namesOf(module: TRecordModule, record: Record<string, unknown>): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [name, f] of Object.entries(module.fields)) {
    const id = record[name];
    const label = record[nameKeyOf(name)];
    if (NAMED_KINDS.has(f.kind) && typeof id === 'string' && typeof label === 'string') names[id] = label;
    const labels = record[namesKeyOf(name)];
    if (f.kind === 'people' && Array.isArray(id) && Array.isArray(labels))
      for (const [i, person] of id.entries()) if (typeof labels[i] === 'string') names[person] = labels[i];
  }
  return names;
}

/** What every record answers besides its own fields. */
export const ZRecordCommonSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.string(),
  organization_id: z.uuid(),
  organization_name: z.string(),
  created_at: z.string(),
  created_by: z.uuid().nullable(),
  created_by_fio: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
  ...ZRecordAccessSchema.shape,
});
export type TRecordCommon = z.infer<typeof ZRecordCommonSchema>;
/** A record of a declared type: the common part typed, its fields as the manifest says. */
export type TRecordItem = TRecordCommon & Record<string, unknown>;

export const ZRecordListCommonSchema = ZRecordCommonSchema.pick({
  id: true,
  number: true,
  status: true,
  organization_id: true,
  organization_name: true,
  created_at: true,
  created_by_fio: true,
});
export type TRecordListItem = z.infer<typeof ZRecordListCommonSchema> & Record<string, unknown>;

/** `POST /api/<resource>/`: the fields a client writes, checked strictly. */
export function createSchemaOf(module: TRecordModule) {
  return z.strictObject(inputShape(module.fields));
}

/** `PATCH /api/<resource>/<id>/`: any of them, with the version read. */
export function updateSchemaOf(module: TRecordModule) {
  return z.strictObject({ ...patchOf(createSchemaOf(module)).shape, version: ZVersionSchema });
}

export function itemSchemaOf(module: TRecordModule) {
  return ZRecordCommonSchema.extend({ ...outputShape(module.fields), ...namesShape(module.fields) });
}

const listFieldsOf = (module: TRecordModule) =>
  Object.fromEntries(Object.entries(module.fields).filter(([name]) => module.list.columns.includes(name)));

export function listItemSchemaOf(module: TRecordModule) {
  const listed = listFieldsOf(module);
  const answerName = (name: string) => module.list.answerNames?.[name] ?? name;
  const shape = Object.entries(outputShape(listed)).map(([name, schema]) => [answerName(name), schema]);
  return ZRecordListCommonSchema.extend({ ...Object.fromEntries(shape), ...namesShape(listed) });
}

const ZQueryNumberSchema = z.coerce.number('validation.number').finite('validation.number');

/** The schema of one filter parameter as the server takes it from the query string. */
function paramSchema(module: TRecordModule, filter: TListFilter): z.ZodType {
  if (filter.operator === 'status')
    return z.enum(module.workflow.states as [string, ...string[]], 'validation.one_of');
  const field = filter.field;
  switch (field?.kind) {
    case 'date':
    case 'datetime':
      return ZDaySchema;
    case 'integer':
    case 'number':
    case 'money':
    case 'percent':
      return ZQueryNumberSchema;
    case 'boolean':
      return z.enum(['true', 'false'], 'validation.one_of').transform((v) => v === 'true');
    case 'choice':
    case 'multi_choice':
      return z.enum(field.options as [string, ...string[]], 'validation.one_of');
    default:
      return z.uuid('validation.invalid');
  }
}

/** `GET /api/<resource>/?…`: paging, ordering, search and the module's filters, strictly. */
export function listQuerySchemaOf(module: TRecordModule) {
  const shape: Record<string, z.ZodType> = {};
  for (const filter of listFiltersOf(module))
    for (const param of filter.params) shape[param] = paramSchema(module, filter).optional();
  const ordering = module.list.ordering.map((f) => orderingParamOf(module, String(f))) as [
    string,
    ...string[],
  ];
  return z.strictObject({ ...listQuerySchema(ordering).shape, ...shape });
}

/** The filters' and search's parameters of a list query (what the export takes too). */
export type TListQuery = Record<string, string>;

/**
 * The list's state read from the address bar, leniently: a parameter that would not pass the
 * server's check is left out rather than refused, so an old or hand-edited link still opens.
 */
export function parseListQuery(module: TRecordModule, search: URLSearchParams): TListQuery {
  const query: TListQuery = {};
  const orderings = module.list.ordering.flatMap((f) => {
    const name = orderingParamOf(module, String(f));
    return [name, `-${name}`];
  });
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = String(page);
  const size = Number(search.get('page_size'));
  if (Number.isInteger(size) && size >= 1 && size <= PAGE_SIZE_MAX && size !== PAGE_SIZE_DEFAULT)
    query.page_size = String(size);
  const ordering = search.get('ordering');
  if (ordering && orderings.includes(ordering)) query.ordering = ordering;
  const text = search.get('search')?.trim();
  if (text) query.search = text.slice(0, 200);
  for (const filter of listFiltersOf(module))
    for (const param of filter.params) {
      const value = search.get(param);
      if (value !== null && paramSchema(module, filter).safeParse(value).success) query[param] = value;
    }
  // Codes only, leniently: the server checks each against its list.
  for (const param of Object.keys(module.list.narrows ?? {})) {
    const value = search.get(param);
    if (value && /^[a-z0-9_]+(,[a-z0-9_]+){0,19}$/.test(value)) query[param] = value;
  }
  for (const flag of module.list.flags ?? []) {
    const value = search.get(flag);
    if (value === 'true' || value === 'false') query[flag] = value;
  }
  return query;
}
