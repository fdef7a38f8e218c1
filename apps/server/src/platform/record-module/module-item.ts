import type { TLanguage } from '@hse/contracts/constants';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import type { TField } from '@hse/contracts/record-module/fields';
import { isListKind } from '@hse/contracts/record-module/fields';
import {
  nameKeyOf,
  namesKeyOf,
  type TRecordItem,
  type TRecordListItem,
} from '@hse/contracts/record-module/schemas';
import { recordAccess, type TWorkflowCaller } from '@hse/contracts/workflow';
import { columnKeyOf } from '../../db/schema/record-module-table.ts';
import { authorFio, organizationNameIn } from '../record-names.ts';
import { nameColumnOf, type TModuleRow } from './module-rows.ts';

const NAMED = new Set(['organization', 'person', 'reference']);

/** A column's value as the API answers it: moments as ISO text, empty lists as [], else null. */
export function apiValue(f: TField, value: unknown): unknown {
  if (value === null || value === undefined) return isListKind(f.kind) ? [] : null;
  if (value instanceof Date) return value.toISOString();
  if ((f.kind === 'point' || f.kind === 'rows') && typeof value === 'string') return JSON.parse(value);
  return value;
}

/** A name read by a subselect: text, or `{ru, kk, en}` (Russian where the language has none). */
function nameIn(value: unknown, lang: TLanguage): string | null {
  if (value === null || value === undefined) return null;
  const named = typeof value === 'string' && value.startsWith('{') ? JSON.parse(value) : value;
  if (typeof named === 'string') return named;
  const texts = named as Record<TLanguage, string | null>;
  return texts[lang] || texts.ru || null;
}

/** A `people` field's names, in the order of its ids (a JSON array, text from some drivers). */
function namesIn(value: unknown): string[] {
  const names = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(names) ? names.map(String) : [];
}

/** The values of some fields of a row, with the `<x>_name` of those that name something. */
function fieldsOf(
  module: TRecordModule,
  names: readonly string[],
  row: TModuleRow,
  lang: TLanguage,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const f = module.fields[name] as TField;
    if (name === module.organizationField) {
      out[name] = row.organizationId;
      out[nameKeyOf(name)] = organizationNameIn(row, lang);
      continue;
    }
    out[name] = apiValue(f, row[columnKeyOf(name)]);
    if (NAMED.has(f.kind)) out[nameKeyOf(name)] = nameIn(row[nameColumnOf(name)], lang);
    if (f.kind === 'people') out[namesKeyOf(name)] = namesIn(row[nameColumnOf(name)]);
  }
  return out;
}

/** A record's answer for one caller: every field, their names, what the caller may do. */
export function moduleItem(
  module: TRecordModule,
  row: TModuleRow,
  lang: TLanguage,
  caller: TWorkflowCaller,
): TRecordItem {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    organization_id: row.organizationId,
    organization_name: organizationNameIn(row, lang),
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    created_by_fio: authorFio(row),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    ...fieldsOf(module, Object.keys(module.fields), row, lang),
    ...recordAccess(module.workflow, row.status, caller, row.createdBy, row.assigneeId ?? null),
  };
}

/** A row of the list: the common columns and the list's fields; a guest's names no author. */
export function moduleListItem(
  module: TRecordModule,
  row: TModuleRow,
  lang: TLanguage,
  guest = false,
): TRecordListItem {
  const listed = Object.keys(module.fields).filter((name) => module.list.columns.includes(name));
  // A column the API answered under another name before the layer keeps that name (`answerNames`).
  const answers = Object.entries(fieldsOf(module, listed, row, lang)).map(
    ([name, value]) => [module.list.answerNames?.[name] ?? name, value] as const,
  );
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    organization_id: row.organizationId,
    organization_name: organizationNameIn(row, lang),
    created_at: row.createdAt.toISOString(),
    created_by_fio: guest ? '' : authorFio(row),
    ...Object.fromEntries(answers),
  };
}
