import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useIncident } from '../../components/incident-query';
import { PageHeader } from '../../components/page-header';
import { RecordLayout } from '../../components/record-layout';
import { IncidentActions } from './incident-actions';
import { IncidentDetails } from './incident-details';
import { IncidentDocuments } from './incident-documents';
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
          <RecordLayout
            base={incidentPaths.base(incident.id)}
            canEdit={incident.can_edit}
            side={
              <>
                <IncidentDocuments incident={incident} />
                <IncidentHistory incidentId={incident.id} />
              </>
            }
          >
            <IncidentDetails incident={incident} />
          </RecordLayout>
        </>
      )}
    </Box>
  );
}
