import type { TLanguage } from '@hse/contracts/constants';
import { OBSERVATION_TEXTS } from '@hse/contracts/observation-texts';
import { CHECK_GROUPS, type TDriving, type TPnbr, type TWorks } from '@hse/contracts/observations';
import { textAt } from '@hse/contracts/texts';
import { printDates, type TPrintable, type TPrintBlock } from '../../platform/record-pdf.ts';
import type { TObservationKindDef } from './observation-kinds.ts';

export type TObservationAnswer = TPnbr | TWorks | TDriving;

/** Running texts get a part of their own; each checklist group is a table; the rest are label–value pairs. */
const TEXT_FIELDS = new Set(['description', 'discussed', 'comment']);
const NOT_GENERAL = new Set(['organization_id', 'checks', 'check_comments', ...TEXT_FIELDS]);

/** An observation as its PDF shows it, every label and value in the reader's language. */
export function printObservation(
  kind: TObservationKindDef,
  item: TObservationAnswer,
  lang: TLanguage,
  timeZone: string,
): TPrintable {
  const t = (path: string) => textAt(OBSERVATION_TEXTS, path, lang);
  const dates = printDates(lang, timeZone);
  const values = item as unknown as Record<string, unknown>;
  const shown = (field: string): string | null => {
    const value = values[field];
    if (value === null || value === undefined) return null;
    if (typeof value === 'boolean') return t(value ? 'export.yes' : 'export.no');
    if (field === kind.date.field)
      return kind.date.moment ? dates.moment(String(value)) : dates.day(String(value));
    return String(value);
  };
  const general = kind.fields.filter((field) => !NOT_GENERAL.has(field));
  const checks = item.checks as Partial<Record<string, string>>;
  const comments = (item.check_comments ?? {}) as Partial<Record<string, string>>;
  const blocks: TPrintBlock[] = [
    {
      title: t('sections.general'),
      fields: [
        ...general.map((field) => ({ label: t(`fields.${field}`), value: shown(field) })),
        { label: t('fields.at_risk_count'), value: String(item.at_risk_count) },
        { label: t('fields.created_by_fio'), value: item.created_by_fio },
        { label: t('fields.created_at'), value: dates.moment(item.created_at) },
      ],
    },
    // A table per group under its own heading, as the editor shows them; a group with nothing
    // rated prints nothing. The taxonomy's order, not the order the client sent: every paper reads alike.
    ...CHECK_GROUPS[kind.kind].map((group) => ({
      title: t(`sections.${group.name}`),
      table: {
        head: [t('fields.check'), t('fields.check_value'), t('fields.comment')],
        rows: group.keys
          .filter((key) => checks[key])
          .map((key) => [t(`${group.name}.${key}`), t(`check_values.${checks[key]}`), comments[key] ?? '']),
      },
    })),
    ...kind.fields
      .filter((field) => TEXT_FIELDS.has(field))
      .map((field) => ({ title: t(`fields.${field}`), text: String(values[field] ?? '') })),
  ];
  return {
    file: item.number,
    title: `${t(`kinds.${kind.kind}`)} ${item.number}`,
    subtitle: `${t(`statuses.${item.status}`)} · ${item.organization_name}`,
    blocks,
  };
}
