import type { TLanguage } from '@hse/contracts/constants';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import type { TRecordListItem } from '@hse/contracts/record-module/schemas';
import { formatDateTime } from '../localized';
import { fieldText } from './field-display';

/**
 * A list column's value as text, read from a row of the list: the grid's cells and the phone's
 * rows write it alike. The status is drawn as a chip by each, from `row.status`.
 */
export function recordCellText(
  module: TRecordModule,
  name: string,
  row: TRecordListItem,
  lang: TLanguage,
): string {
  if (name === 'created_at') return formatDateTime(String(row.created_at), lang);
  if (name === 'organization_id') return String(row.organization_name ?? '');
  const field = module.fields[name];
  if (!field) return String(row[name] ?? '');
  const answer = module.list.answerNames?.[name];
  return fieldText(module, name, field, answer ? { ...row, [name]: row[answer] } : row, lang);
}

/** The manifest's list columns, or those a module's list names. */
export const listColumnsOf = (module: TRecordModule, names?: readonly string[]): readonly string[] =>
  names ?? module.list.columns.map(String);
