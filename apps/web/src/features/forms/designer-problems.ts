import type { TLanguage } from '@hse/contracts/constants';
import type { TFormDefinition } from '@hse/contracts/forms/definition';

export type TProblem = { place: string; message: string };

/** Where a problem the server found is, in words: the field's or the rule's name. */
export function placeOf(
  definition: TFormDefinition,
  path: string,
  lang: TLanguage,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const parts = path.split('.');
  const n = (i: number) => Number(parts[i]);
  if (parts[0] === 'rules') {
    const rule = definition.rules[n(1)];
    return rule ? t('designer.rule', { key: rule.key }) : path;
  }
  if (parts[0] !== 'sections') return t('designer.general');
  const section = definition.sections[n(1)];
  if (!section) return path;
  if (parts[2] === 'fields') {
    const field = section.fields[n(3)];
    return field ? t('designer.item', { name: field.label[lang] || field.key }) : path;
  }
  if (parts[2] === 'tables') {
    const table = section.tables[n(3)];
    if (!table) return path;
    const tableName = t('designer.table', { name: table.label[lang] });
    const column = parts[4] === 'columns' ? table.columns[n(5)] : undefined;
    return column
      ? `${tableName}, ${t('designer.item', { name: column.label[lang] || column.key })}`
      : tableName;
  }
  return t('designer.section', { name: section.label[lang] });
}
