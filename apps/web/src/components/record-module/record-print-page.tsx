import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime, useLanguage } from '../localized';
import { PageHeader } from '../page-header';
import { recordHref, usePageTexts, useRecordModule } from './record-module';
import { queriesOf } from './record-queries';
import { RecordChips, RecordReadOnly } from './record-view-parts';

/** A module route's printable copy of a record (`page: 'print'`); the shell's bars hide on paper. */
export default function RecordPrintPage() {
  const { id = '' } = useParams();
  const { manifest: module, route } = useRecordModule();
  const { t } = useTranslation(module.key);
  const records = usePageTexts(module);
  const lang = useLanguage();
  const query = queriesOf(module).useItem(id);
  const record = query.data;
  const refresh = () => void query.refetch();
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', '@media print': { maxWidth: 'none' } }}>
      {query.isPending && <LinearProgress />}
      {query.isError && <Alert severity="error">{records('errors.load_failed')}</Alert>}
      {record && (
        <>
          <PageHeader
            title={`${t(route?.heading ?? 'titles.record')} ${record.number}`}
            back={{ to: recordHref(module, record.id), label: records('actions.back_to_record') }}
          >
            <RecordChips record={record} refresh={refresh} />
            <Button
              variant="contained"
              startIcon={<PrintIcon />}
              onClick={() => window.print()}
              sx={{ ml: 'auto', displayPrint: 'none' }}
              data-testid="record-print"
            >
              {records('actions.print')}
            </Button>
          </PageHeader>
          <RecordReadOnly record={record} refresh={refresh} />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
            {records('print.footer', { date: formatDateTime(new Date().toISOString(), lang) })}
          </Typography>
        </>
      )}
    </Box>
  );
}
