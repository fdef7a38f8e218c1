import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AttachmentsPanel } from '../../components/attachments-panel';
import { CommentsPanel } from '../../components/comments-panel';
import { IncidentDocuments } from '../../components/incident-documents';
import { useIncident } from '../../components/incident-query';
import { PageHeader } from '../../components/page-header';
import { IncidentActions } from './incident-actions';
import { IncidentDetails } from './incident-details';
import { IncidentHistory } from './incident-history';
import { IncidentStatus } from './incident-status';
import { incidentPaths } from './incidents-queries';

/** `/incident-view/:id`: the record read-only, its workflow, files, comments and history. */
export default function IncidentViewPage() {
  const { t } = useTranslation('incidents');
  const { id } = useParams();
  const query = useIncident(id);
  const incident = query.data;
  return (
    <Box>
      <PageHeader
        title={incident ? t('titles.view', { number: incident.number }) : t('titles.view_pending')}
        back={{ to: '/incident', label: t('actions.back') }}
      >
        {incident && <IncidentStatus incident={incident} />}
      </PageHeader>
      {query.isPending && <LinearProgress />}
      {query.isError && <Alert severity="error">{t('errors.load_failed')}</Alert>}
      {incident && (
        <>
          <IncidentActions incident={incident} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 8 }}>
              <Stack spacing={2}>
                <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                  <IncidentDetails incident={incident} />
                </Paper>
                <AttachmentsPanel base={incidentPaths.base(incident.id)} canEdit={incident.can_edit} />
                <CommentsPanel base={incidentPaths.base(incident.id)} />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
              <Stack spacing={2}>
                <IncidentDocuments incident={incident} />
                <IncidentHistory incidentId={incident.id} />
              </Stack>
            </Grid>
          </Grid>
        </>
      )}
    </Box>
  );
}
