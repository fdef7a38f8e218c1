import type { TIncident } from '@hse/contracts/incidents';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PdfButton } from '../../components/download-button';
import { RecordActions } from '../../components/record-actions';
import { editorPathOf } from './incident-routes';
import { incidentPaths, useDeleteIncident, useIncidentAction } from './incidents-queries';

/** What the reader may do with the message now: exactly what the server allows. */
export function IncidentActions({ incident }: { incident: TIncident }) {
  const { t } = useTranslation('incidents');
  const navigate = useNavigate();
  const act = useIncidentAction();
  const remove = useDeleteIncident();
  return (
    <RecordActions
      record={incident}
      workflow
      act={(action, comment) => act.mutateAsync({ incident, action, comment }).then(() => undefined)}
      editTo={editorPathOf(incident)}
      deleteTexts={{
        title: t('delete.title'),
        text: t('delete.text', { number: incident.number }),
        done: t('notify.deleted'),
      }}
      remove={async () => {
        await remove.mutateAsync(incident);
        navigate('/incident', { replace: true });
      }}
    >
      <Button component={RouterLink} to={`/incident-view-copy/${incident.id}`} startIcon={<PrintIcon />}>
        {t('actions.print_copy')}
      </Button>
      <PdfButton record={incidentPaths.base(incident.id)} />
    </RecordActions>
  );
}
