import {
  CHECK_GROUPS,
  type TCheckGroup,
  type TDriving,
  type TObservationKind,
  type TPnbr,
  type TWorks,
} from '@hse/contracts/observations';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailList, type TDetail } from '../../components/detail-list';
import { formatDate, formatDateTime, useLanguage } from '../../components/localized';
import type { TObservation } from './observations-queries';

type TField = [key: string, value: TDetail['value'], wide?: boolean];

const CHIP_COLORS = { safe: 'success', at_risk: 'error', not_applicable: 'default' } as const;

type TSectionProps = { title: string; items: TDetail[]; empty: string; testId?: string };

function Section({ title, items, empty, testId }: TSectionProps) {
  return (
    <Stack component="section" spacing={1.5} data-testid={testId}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <DetailList empty={empty} items={items} />
    </Stack>
  );
}

/** Every field of a sent (or someone else's) observation, read-only, in its editor's sections. */
export function ObservationDetails({
  kind,
  observation,
}: {
  kind: TObservationKind;
  observation: TObservation;
}) {
  const { t } = useTranslation('observations');
  const { t: data } = useTranslation('observation_data');
  const lang = useLanguage();
  const empty = t('values.empty');
  const details = (fields: readonly TField[]): TDetail[] =>
    fields.map(([key, value, wide = false]) => ({ key, label: data(`fields.${key}`), value, wide }));
  const own = observation as Partial<TPnbr & TWorks & TDriving>;
  const moment = own.observed_at ? formatDateTime(own.observed_at, lang) : '';
  const general: TField[] = [['organization_id', observation.organization_name, true]];
  if (kind === 'pnbr')
    general.push(
      ['observer', own.observer],
      ['observed', own.observed],
      ['monitored_company', own.monitored_company],
      ['monitored_department', own.monitored_department],
      ['observed_at', moment],
      ['observed_count', own.observed_count],
      ['place', own.place],
      ['place_detail', own.place_detail],
      ['task', own.task, true],
    );
  if (kind === 'works')
    general.push(
      ['observed_at', moment],
      ['structural_division', own.structural_division],
      ['organization_verification', own.organization_verification, true],
    );
  if (kind === 'driving')
    general.push(
      ['driver', own.driver],
      ['vehicle', own.vehicle],
      ['driving_experience', own.driving_experience ?? ''],
      ['trip_date', own.trip_date ? formatDate(own.trip_date, lang) : ''],
      ['start_time', own.start_time ?? ''],
      ['start_place', own.start_place],
      ['end_time', own.end_time ?? ''],
      ['end_place', own.end_place],
    );
  general.push(['created_by_fio', observation.created_by_fio]);

  const closing: TField[] = [];
  if (kind === 'pnbr')
    closing.push(
      ['discussed', own.discussed, true],
      ['work_stopped', data(own.work_stopped ? 'export.yes' : 'export.no')],
    );
  if (kind !== 'driving') closing.push(['description', own.description, true]);
  closing.push(['comment', own.comment, true]);

  const checks = observation.checks as Readonly<Record<string, keyof typeof CHIP_COLORS | undefined>>;
  const comments = (observation.check_comments ?? {}) as Readonly<Record<string, string | undefined>>;
  const checkItems = (group: TCheckGroup): TDetail[] =>
    group.keys.map((key) => {
      const value = checks[key];
      return {
        key: `check-${key}`,
        label: data(`${group.name}.${key}`),
        value: value ? (
          <>
            <Chip size="small" color={CHIP_COLORS[value]} label={data(`check_values.${value}`)} />
            {comments[key] && (
              <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
                {comments[key]}
              </Typography>
            )}
          </>
        ) : (
          t('values.not_observed')
        ),
      };
    });

  return (
    <Stack spacing={3} data-testid="observation-details">
      <Section title={data('sections.general')} items={details(general)} empty={empty} />
      {CHECK_GROUPS[kind].map((group) => (
        <Section
          key={group.name}
          title={data(`sections.${group.name}`)}
          items={checkItems(group)}
          empty={empty}
          testId={`check-group-${group.name}`}
        />
      ))}
      <Typography variant="body2" color={observation.at_risk_count > 0 ? 'error' : 'text.secondary'}>
        {t('hints.at_risk_total', { count: observation.at_risk_count })}
      </Typography>
      <Section title={t('sections.closing')} items={details(closing)} empty={empty} />
    </Stack>
  );
}
