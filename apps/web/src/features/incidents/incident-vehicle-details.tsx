import type { TIncident } from '@hse/contracts/incidents';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/detail-list';
import type { TRecordSlotProps } from '../../components/record-module/record-module';

/** The vehicle and the driver of a road accident, read-only (the view and the printed copy). */
export default function IncidentVehicleDetails({ record }: TRecordSlotProps) {
  const { t } = useTranslation('incidents');
  const { t: data } = useTranslation('incident_data');
  const { transport, driver } = record as unknown as TIncident;
  if (!transport && !driver) return null;
  return (
    <Stack component="section" spacing={1.5} sx={{ breakInside: 'avoid-page' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('sections.transport_and_driver')}
      </Typography>
      <DetailList
        empty={t('values.empty')}
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
            value: driver ? data(`alcohol.${driver.alcohol_test}`) : '',
          },
        ]}
      />
    </Stack>
  );
}
