import type { TLanguage } from '@hse/contracts/constants';
import { OBSERVATION_TEXTS } from '@hse/contracts/observation-texts';
import { CHECK_GROUPS, type TObservationKind } from '@hse/contracts/observations';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { textAt } from '@hse/contracts/texts';
import type { TPrintBlock } from '../../platform/record-pdf.ts';

/**
 * The checklist after the manifest's sections: a table per group under its own heading, as the
 * editor shows them; a group with nothing rated prints nothing. The taxonomy's order, not the
 * order the client sent: every paper reads alike.
 */
export function checklistBlocks(kind: TObservationKind, item: TRecordItem, lang: TLanguage): TPrintBlock[] {
  const t = (path: string) => textAt(OBSERVATION_TEXTS, path, lang);
  const checks = (item.checks ?? {}) as Partial<Record<string, string>>;
  const comments = (item.check_comments ?? {}) as Partial<Record<string, string>>;
  return CHECK_GROUPS[kind].map((group) => ({
    title: t(`sections.${group.name}`),
    table: {
      head: [t('fields.check'), t('fields.check_value'), t('fields.comment')],
      rows: group.keys
        .filter((key) => checks[key])
        .map((key) => [t(`${group.name}.${key}`), t(`check_values.${checks[key]}`), comments[key] ?? '']),
    },
  }));
}
