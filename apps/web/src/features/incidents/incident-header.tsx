import type { TIncident } from '@hse/contracts/incidents';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { TRecordSlotProps } from '../../components/record-module/record-module';
import { editorPath, isEditorPath, variantOf } from './incident-routes';

/**
 * Beside the message's heading: in an editor, the way to the other one (short ↔ full); on the
 * view and the printed copy, a warning when it needs a special investigation.
 */
export default function IncidentHeader({ record }: TRecordSlotProps) {
  const { t } = useTranslation('incidents');
  const { t: data } = useTranslation('incident_data');
  const { pathname } = useLocation();
  const incident = record as unknown as TIncident;
  if (isEditorPath(pathname)) {
    if (!incident.can_edit) return null;
    const other = variantOf(pathname) === 'short' ? 'full' : 'short';
    return (
      <Button component={RouterLink} to={editorPath(other, incident.id)} size="small" sx={{ ml: 'auto' }}>
        {t(other === 'full' ? 'actions.open_full' : 'actions.open_short')}
      </Button>
    );
  }
  return incident.needs_special_investigation ? (
    <Chip size="small" color="error" variant="outlined" label={data('fields.needs_special_investigation')} />
  ) : null;
}
