import type { TLanguage } from '@hse/contracts/constants';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import { displayValue, type TField } from '@hse/contracts/record-module/fields';
import { namesOf, type TRecordItem, type TRecordListItem } from '@hse/contracts/record-module/schemas';
import { textAt } from '@hse/contracts/texts';
import type { TPrintable } from '../record-pdf.ts';
import type { TExportColumn } from '../xlsx-export.ts';

const NUMERIC = new Set(['integer', 'number', 'money', 'percent']);

/**
 * The export's columns are the list's: headers in the reader's language, values as the web shows
 * them (`displayValue`: choices, names, yes/no); numbers stay numbers and days and moments Excel
 * dates, so a reader can still sum, sort and filter them.
 */
export function exportColumns(
  module: TRecordModule,
  lang: TLanguage,
  timeZone: string,
): TExportColumn<TRecordListItem>[] {
  const t = (path: string) => textAt(module.texts, path, lang);
  return module.list.columns.map((key) => {
    const name = String(key);
    const header = t(`fields.${name}`);
    const f = module.fields[name] as TField | undefined;
    if (name === 'status') return { header, width: 18, value: (r) => t(`statuses.${r.status}`) };
    if (name === 'created_at') return { header, width: 20, value: (r) => new Date(r.created_at) };
    if (!f) return { header, width: 24, value: (r) => String(r[name] ?? '') };
    if (f.kind === 'organization' && name === module.organizationField)
      return { header, width: 36, value: (r) => r.organization_name };
    if (NUMERIC.has(f.kind))
      return { header, width: 14, value: (r) => (typeof r[name] === 'number' ? (r[name] as number) : null) };
    if (f.kind === 'date') return { header, width: 14, day: true, value: (r) => (r[name] as string) ?? null };
    if (f.kind === 'datetime')
      return { header, width: 20, value: (r) => (r[name] ? new Date(r[name] as string) : null) };
    return {
      header,
      width: f.kind === 'long_text' ? 48 : 28,
      value: (r) =>
        displayValue(name, f, r[name], { texts: module.texts, lang, timeZone, names: namesOf(module, r) }),
    };
  });
}

/**
 * A record as its PDF shows it: its kind and number, its status and organization, then each
 * section of the manifest as label–value pairs in the reader's language.
 */
export function modulePrintable(
  module: TRecordModule,
  item: TRecordItem,
  lang: TLanguage,
  timeZone: string,
): TPrintable {
  const t = (path: string) => textAt(module.texts, path, lang);
  const ctx = { texts: module.texts, lang, timeZone, names: namesOf(module, item) };
  const value = (name: string) => {
    if (name === module.organizationField) return item.organization_name;
    const f = module.fields[name] as TField;
    return displayValue(name, f, item[name], ctx) || null;
  };
  const common = { date: 'datetime' as const };
  return {
    file: item.number,
    title: `${t('titles.record')} ${item.number}`,
    subtitle: `${t(`statuses.${item.status}`)} · ${item.organization_name}`,
    blocks: module.sections.map((section, i) => ({
      title: t(`sections.${section.key}`),
      fields: [
        ...section.fields.map((name) => ({ label: t(`fields.${name}`), value: value(name) })),
        // Who filed it and when belong with the first part, as on every printed record.
        ...(i === 0
          ? [
              { label: t('fields.created_by_fio'), value: item.created_by_fio },
              {
                label: t('fields.created_at'),
                value: displayValue('created_at', { kind: common.date } as TField, item.created_at, ctx),
              },
            ]
          : []),
      ],
    })),
  };
}
