import type { TIncident } from '@hse/contracts/incidents';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { notify } from '../../app/notifications-store';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PdfButton } from '../../components/download-button';
import { WorkflowBar } from '../../components/workflow-bar';
import { editorPathOf } from './incident-routes';
import { incidentPaths, useDeleteIncident, useIncidentAction } from './incidents-queries';

/** What the reader may do with the record now: exactly what the server allows. */
export function IncidentActions({ incident }: { incident: TIncident }) {
  const { t } = useTranslation('incidents');
  const navigate = useNavigate();
  const act = useIncidentAction();
  const remove = useDeleteIncident();
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      useFlexGap
      sx={{
        gap: 1,
        mb: 2,
        alignItems: { md: 'flex-start' },
        justifyContent: 'space-between',
        displayPrint: 'none',
      }}
    >
      <WorkflowBar
        actions={incident.allowed_actions}
        onAct={async (action, comment) => {
          await act.mutateAsync({ incident, action, comment });
          notify({
            type: 'success',
            message: t('notify.done', { action: t(`actions.${action}`, { ns: 'workflow' }) }),
          });
        }}
      />
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', ml: { md: 'auto' } }}>
        {incident.can_edit && (
          <Button
            component={RouterLink}
            to={editorPathOf(incident)}
            variant="outlined"
            startIcon={<EditIcon />}
          >
            {t('actions.edit')}
          </Button>
        )}
        <Button component={RouterLink} to={`/incident-view-copy/${incident.id}`} startIcon={<PrintIcon />}>
          {t('actions.print_copy')}
        </Button>
        <PdfButton record={incidentPaths.base(incident.id)} />
        {incident.can_delete && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)}>
            {t('actions.delete')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={deleting}
        title={t('delete.title')}
        text={t('delete.text', { number: incident.number })}
        confirmLabel={t('actions.delete')}
        color="error"
        onConfirm={async () => {
          await remove.mutateAsync(incident);
          notify({ type: 'success', message: t('notify.deleted') });
          navigate('/incident', { replace: true });
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
