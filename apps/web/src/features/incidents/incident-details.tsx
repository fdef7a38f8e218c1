import type { TIncident } from '@hse/contracts/incidents';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList, type TDetail } from '../../components/detail-list';
import { formatDate, formatDateTime, useLanguage } from '../../components/localized';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1.5} sx={{ breakInside: 'avoid-page' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** Every field of a message, read-only, in the editor's sections: the view and the printed copy. */
export function IncidentDetails({ incident }: { incident: TIncident }) {
  const { t } = useTranslation('incidents');
  const { t: data } = useTranslation('incident_data');
  const lang = useLanguage();
  const empty = t('values.empty');
  const moment = (iso: string | null) => (iso ? formatDateTime(iso, lang) : '');
  const code = (list: string, value: string | null) => (value ? data(`${list}.${value}`) : '');
  const field = (key: keyof TIncident, value: ReactNode, wide = false): TDetail => ({
    key,
    label: data(`fields.${key}`),
    value,
    wide,
  });
  const { transport, driver } = incident;
  return (
    <Stack spacing={3}>
      <Section title={t('sections.general')}>
        <DetailList
          empty={empty}
          items={[
            field('kind', code('kinds', incident.kind)),
            field('occurred_at', moment(incident.occurred_at)),
            field('organization_id', incident.organization_name),
            field('created_by_fio', incident.created_by_fio),
            field('location', incident.location, true),
            field('description', incident.description, true),
            field('measures', incident.measures, true),
          ]}
        />
      </Section>
      <Section title={t('sections.circumstances')}>
        <DetailList
          empty={empty}
          items={[
            field('contractor', incident.contractor),
            field('liquidated_at', moment(incident.liquidated_at)),
            field('business_direction', code('directions', incident.business_direction)),
            field('classification', code('classifications', incident.classification)),
            field('area', incident.area),
            field('work_type', incident.work_type),
            field('impact', incident.impact, true),
            field('notified_bodies', incident.notified_bodies, true),
            field('preliminary_causes', incident.preliminary_causes, true),
          ]}
        />
      </Section>
      <Section title={t('sections.victims')}>
        {incident.victims.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('hints.no_victims')}
          </Typography>
        )}
        {incident.victims.map((victim, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: victims carry no id in the contract; this list is read-only
          <Stack key={index} spacing={1} data-testid={`victim-details-${index}`}>
            <Typography variant="subtitle2" component="h3">
              {t('sections.victim', { index: index + 1 })}
            </Typography>
            <DetailList
              empty={empty}
              items={[
                ['full_name', victim.full_name],
                ['birth_year', victim.birth_year],
                ['position', victim.position],
                ['experience_years', victim.experience_years],
                [
                  'instruction_date',
                  victim.instruction_date ? formatDate(victim.instruction_date, lang) : '',
                ],
                ['injury_severity', code('severities', victim.injury_severity)],
                ['outcome', code('outcomes', victim.outcome)],
                ['dependents', victim.dependents],
                ['diagnosis', victim.diagnosis],
              ].map(([key, value]) => ({ key: `victim-${key}`, label: data(`victim.${key}`), value }))}
            />
          </Stack>
        ))}
      </Section>
      {(transport || driver) && (
        <Section title={t('sections.transport_and_driver')}>
          <DetailList
            empty={empty}
            items={[
              ...(['vehicle', 'plate_number', 'owner'] as const).map((key) => ({
                key: `transport-${key}`,
                label: data(`transport.${key}`),
                value: transport?.[key] ?? '',
              })),
              ...(['full_name', 'license_number', 'experience_years'] as const).map((key) => ({
                key: `driver-${key}`,
                label: data(`driver.${key}`),
                value: driver?.[key] ?? '',
              })),
              {
                key: 'driver-alcohol_test',
                label: data('driver.alcohol_test'),
                value: code('alcohol', driver?.alcohol_test ?? null),
              },
            ]}
          />
        </Section>
      )}
    </Stack>
  );
}
