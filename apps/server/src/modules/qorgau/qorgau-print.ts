import type { TLanguage } from '@hse/contracts/constants';
import { OBSERVATION_TEXTS } from '@hse/contracts/observation-texts';
import type { TQorgauCard } from '@hse/contracts/qorgau';
import { QORGAU_TEXTS } from '@hse/contracts/qorgau-texts';
import { textAt } from '@hse/contracts/texts';
import { printDates, type TPrintable } from '../../platform/record-pdf.ts';

/** A card as its PDF shows it, in the reader's language. */
export function printCard(card: TQorgauCard, lang: TLanguage, timeZone: string): TPrintable {
  const t = (path: string) => textAt(QORGAU_TEXTS, path, lang);
  const dates = printDates(lang, timeZone);
  const yesNo = (value: boolean) => t(value ? 'values.yes' : 'values.no');
  const field = (name: string, value: string | null) => ({
    label: t(`fields.${name}`),
    value: value || null,
  });
  const author = card.anonymous
    ? t('values.anonymous')
    : card.created_by_fio || [card.author_name, card.author_phone].filter(Boolean).join(', ');
  return {
    file: card.number,
    title: `${t('card')} ${card.number}`,
    subtitle: `${t(`statuses.${card.status}`)} · ${card.organization_name}`,
    blocks: [
      {
        title: t('sections.what'),
        fields: [
          field('observation_type', t(`types.${card.observation_type}`)),
          field('observed_at', dates.moment(card.observed_at)),
          field('categories', card.categories.map((c) => t(`categories.${c}`)).join(', ')),
          field(
            'vital_rule',
            card.vital_rule ? textAt(OBSERVATION_TEXTS, `vital_rules.${card.vital_rule}`, lang) : null,
          ),
          field('vital_rule_subcategory_id', card.vital_rule_subcategory_name),
        ],
      },
      { title: t('fields.description'), text: card.description },
      {
        title: t('sections.where'),
        fields: [
          field('organization_id', card.organization_name),
          field('department', card.department),
          field('observed_company', card.observed_company),
          field('site', card.site),
          field('object', card.object),
          field('place', `${card.latitude.toFixed(5)}, ${card.longitude.toFixed(5)}`),
        ],
      },
      {
        title: t('sections.actions'),
        fields: [
          field('consequences', card.consequences),
          field('measures_taken', card.measures_taken),
          field('encouragement', card.encouragement),
          field('discussed', yesNo(card.discussed)),
          field('reported_to', card.reported_to),
          field('eliminated', yesNo(card.eliminated)),
        ],
      },
      {
        title: t('sections.handling'),
        fields: [
          field('created_by_fio', author),
          field('created_at', dates.moment(card.created_at)),
          field('assignee_fio', card.assignee_fio),
          field('resolution', card.resolution),
          field('closed_at', card.closed_at ? dates.moment(card.closed_at) : null),
        ],
      },
    ],
  };
}
