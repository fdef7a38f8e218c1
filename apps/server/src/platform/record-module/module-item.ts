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

/** How each field of a row is answered, worked out once per module: its keys, column and names. */
type TAnswered = {
  field: TField;
  column: string;
  key: string;
  organization: boolean;
  named?: { from: string; key: string };
  people?: { from: string; key: string };
};

const answeredBy = new WeakMap<TRecordModule, Record<'item' | 'list', TAnswered[]>>();

/**
 * The fields of a record's answer, or of a list row's (the list's columns, each key under the
 * name the API answered it before the layer, `answerNames`).
 */
function answeredOf(module: TRecordModule, of: 'item' | 'list'): TAnswered[] {
  let answered = answeredBy.get(module);
  if (!answered) {
    const build = (names: string[], rename: (key: string) => string) =>
      names.map((name): TAnswered => {
        const field = module.fields[name] as TField;
        return {
          field,
          column: columnKeyOf(name),
          key: rename(name),
          organization: name === module.organizationField,
          named:
            NAMED.has(field.kind) || name === module.organizationField
              ? { from: nameColumnOf(name), key: rename(nameKeyOf(name)) }
              : undefined,
          people:
            field.kind === 'people' ? { from: nameColumnOf(name), key: rename(namesKeyOf(name)) } : undefined,
        };
      });
    const names = Object.keys(module.fields);
    answered = {
      item: build(names, (key) => key),
      list: build(
        names.filter((name) => module.list.columns.includes(name)),
        (key) => module.list.answerNames?.[key] ?? key,
      ),
    };
    answeredBy.set(module, answered);
  }
  return answered[of];
}

/** The values of some fields of a row, with the `<x>_name` of those that name something. */
function fieldsOf(answered: readonly TAnswered[], row: TModuleRow, lang: TLanguage): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of answered) {
    if (a.organization) {
      out[a.key] = row.organizationId;
      if (a.named) out[a.named.key] = organizationNameIn(row, lang);
      continue;
    }
    out[a.key] = apiValue(a.field, row[a.column]);
    if (a.named) out[a.named.key] = nameIn(row[a.named.from], lang);
    if (a.people) out[a.people.key] = namesIn(row[a.people.from]);
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
    ...fieldsOf(answeredOf(module, 'item'), row, lang),
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
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    organization_id: row.organizationId,
    organization_name: organizationNameIn(row, lang),
    created_at: row.createdAt.toISOString(),
    created_by_fio: guest ? '' : authorFio(row),
    ...fieldsOf(answeredOf(module, 'list'), row, lang),
  };
}
