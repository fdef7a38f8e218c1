import type { TIncident } from '@hse/contracts/incidents';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/status-chip';

/** The status, and a warning when the message needs a special investigation. */
export function IncidentStatus({
  incident,
}: {
  incident: Pick<TIncident, 'status' | 'needs_special_investigation'>;
}) {
  const { t } = useTranslation('incident_data');
  return (
    <>
      <StatusChip status={incident.status} label={t(`statuses.${incident.status}`)} />
      {incident.needs_special_investigation && (
        <Chip size="small" color="error" variant="outlined" label={t('fields.needs_special_investigation')} />
      )}
    </>
  );
}
