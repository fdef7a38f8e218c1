import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useIncident } from '../../components/incident-query';
import { formatDateTime, useLanguage } from '../../components/localized';
import { PageHeader } from '../../components/page-header';
import { IncidentDetails } from './incident-details';
import { IncidentStatus } from './incident-status';

/** `/incident-view-copy/:id`: the record on paper; the shell's bars hide when printing. */
export default function IncidentPrintPage() {
  const { t } = useTranslation('incidents');
  const lang = useLanguage();
  const { id } = useParams();
  const query = useIncident(id);
  const incident = query.data;
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', '@media print': { maxWidth: 'none' } }}>
      {query.isPending && <LinearProgress />}
      {query.isError && <Alert severity="error">{t('errors.load_failed')}</Alert>}
      {incident && (
        <>
          <PageHeader
            title={t('titles.view', { number: incident.number })}
            back={{ to: `/incident-view/${incident.id}`, label: t('actions.back_to_record') }}
          >
            <IncidentStatus incident={incident} />
            <Button
              variant="contained"
              startIcon={<PrintIcon />}
              onClick={() => window.print()}
              sx={{ ml: 'auto', displayPrint: 'none' }}
              data-testid="incident-print"
            >
              {t('actions.print')}
            </Button>
          </PageHeader>
          <IncidentDetails incident={incident} />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
            {t('print.footer', { date: formatDateTime(new Date().toISOString(), lang) })}
          </Typography>
        </>
      )}
    </Box>
  );
}
