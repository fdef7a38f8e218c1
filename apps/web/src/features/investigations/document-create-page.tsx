import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { documentKindOf } from '../../components/document-routes';
import { useIncident } from '../../components/incident-query';
import { PageHeader } from '../../components/page-header';
import { DocumentForm } from './document-form';
import { emptyDocumentForm } from './document-form-values';
import { IncidentLink } from './incident-link';

/** `/report-create/:reportId`, `/investigation-create/:id`, `/bulletin-create/:id`: the id is the message's. */
export default function DocumentCreatePage() {
  const { t } = useTranslation('investigations');
  const { reportId, id } = useParams();
  const incidentId = reportId ?? id ?? '';
  const kind = documentKindOf(useLocation().pathname);
  const query = useIncident(incidentId);
  const incident = query.data;
  return (
    <Box>
      <PageHeader
        title={t(`kinds.${kind}.new`)}
        back={{ to: `/incident-view/${incidentId}`, label: t('actions.back_to_incident') }}
      />
      {query.isPending && <LinearProgress />}
      {query.isError && <Alert severity="error">{t('errors.incident_failed')}</Alert>}
      {incident && (
        <>
          <IncidentLink id={incident.id} number={incident.number} />
          {incident.status === 'draft' ? (
            <Alert severity="warning">{t('documents.after_send')}</Alert>
          ) : (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100 }}>
              <DocumentForm
                kind={kind}
                incidentId={incident.id}
                initial={{
                  ...emptyDocumentForm(),
                  // The act names the message's victims; the author may change the list.
                  victims:
                    kind === 'act' ? incident.victims.map((victim) => victim.full_name).join('\n') : '',
                }}
              />
            </Paper>
          )}
        </>
      )}
    </Box>
  );
}
