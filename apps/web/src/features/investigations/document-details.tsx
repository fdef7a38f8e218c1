import type { TAct, TBulletin, TReport } from '@hse/contracts/investigations';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TDetail } from '../../components/detail-list';
import type { TDocumentKind } from '../../components/document-routes';
import { formatDate, useLanguage } from '../../components/localized';
import { ItemActions } from '../../components/record-module/item-actions';
import { useOrganizationName } from '../../components/use-organization-name';
import { DetailRows, DetailsSection } from './details-section';
import { guiltTotal } from './document-form-values';
import type { TDocument } from './document-kind';

type TField = [key: string, value: TDetail['value'], wide?: boolean];

type TProps = {
  kind: TDocumentKind;
  document: TDocument;
  /** The record as its page has it: its measures then offer other modules' item actions. */
  source?: { module: TRecordModule; record: TRecordItem };
};

/** Every field of a document, read-only, in its editor's sections. */
export function DocumentDetails({ kind, document, source }: TProps) {
  const { t } = useTranslation('investigations');
  const { t: data } = useTranslation('investigation_data');
  const lang = useLanguage();
  const organizationName = useOrganizationName();
  const empty = t('values.empty');
  const details = (fields: readonly TField[], prefix = ''): TDetail[] =>
    fields.map(([key, value, wide = true]) => ({
      key: `${prefix}${key}`,
      label: data(`fields.${key}`),
      value,
      wide,
    }));
  const rows = (key: string) => ({
    title: data(`rows.${key}`),
    none: t(`rows.${key}.none`),
    rowTitle: (index: number) => t(`rows.${key}.one`, { index: index + 1 }),
    empty,
    testId: key,
  });
  const measures = (list: TReport['measures']) => (
    <DetailRows
      {...rows('measures')}
      rows={list}
      items={(row, i) =>
        details(
          [
            ['description', row.description],
            ['responsible', row.responsible, false],
            ['deadline', formatDate(row.deadline, lang), false],
          ],
          `measure-${i}-`,
        )
      }
      actions={
        source &&
        ((row, index) => (
          <ItemActions
            {...source}
            item={{ field: 'measures', index, value: row }}
            name={t('rows.measures.one', { index: index + 1 })}
          />
        ))
      }
    />
  );
  const general = (
    <DetailsSection
      title={data('sections.general')}
      empty={empty}
      items={details([
        ['title', document.title],
        ['organization_name', document.organization_name, false],
        ['created_by_fio', document.created_by_fio, false],
      ])}
    />
  );

  if (kind === 'report') {
    const report = document as TReport;
    return (
      <Stack spacing={3}>
        {general}
        <DetailsSection
          title={data('sections.facts')}
          empty={empty}
          items={details([
            ['facts', report.facts],
            ['sequence', report.sequence],
            ['immediate_causes', report.immediate_causes],
          ])}
        />
        <DetailRows
          {...rows('root_causes')}
          rows={report.root_causes}
          items={(row, i) =>
            details(
              [
                ['why', row.why, false],
                ['because', row.because, false],
              ],
              `why-${i}-`,
            )
          }
        />
        <DetailsSection
          title={data('sections.conclusions')}
          empty={empty}
          items={details([['conclusions', report.conclusions]])}
        />
        {measures(report.measures)}
      </Stack>
    );
  }

  if (kind === 'act') {
    const act = document as TAct;
    const person = (p: { full_name: string; position: string }) =>
      [p.full_name, p.position].filter(Boolean).join(', ');
    return (
      <Stack spacing={3}>
        {general}
        <DetailsSection
          title={data('sections.event')}
          empty={empty}
          items={details([
            ['event_type', act.event_type],
            ['direct_cause', act.direct_cause],
            ['text', act.text],
            ['victims', act.victims.join('\n')],
            ['conclusions', act.conclusions],
          ])}
        />
        <DetailRows
          {...rows('guilt')}
          rows={act.guilt}
          items={(row, i) =>
            details(
              [
                ['full_name', row.full_name, false],
                ['position', row.position, false],
                ['percent', `${row.percent} %`, false],
              ],
              `guilt-${i}-`,
            )
          }
        />
        {act.guilt.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('hints.guilt_total', { total: guiltTotal(act.guilt) })}
          </Typography>
        )}
        <DetailsSection
          title={data('sections.commission')}
          empty={empty}
          items={details([
            ['chairman', act.chairman ? person(act.chairman) : ''],
            ['members', act.members.map(person).join('\n')],
          ])}
        />
        {measures(act.measures)}
      </Stack>
    );
  }

  const bulletin = document as TBulletin;
  return (
    <Stack spacing={3}>
      {general}
      <DetailsSection
        title={data('sections.bulletin')}
        empty={empty}
        items={details([
          ['what_happened', bulletin.what_happened],
          ['causes', bulletin.causes],
          ['lessons', bulletin.lessons],
          [
            'target_organization_ids',
            [
              ...bulletin.target_organization_ids.map((id) => organizationName(id) ?? id),
              ...(bulletin.own_organization_only ? [data('fields.own_organization_only')] : []),
            ].join('\n'),
          ],
        ])}
      />
    </Stack>
  );
}
