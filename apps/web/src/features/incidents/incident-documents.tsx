import { INVESTIGATION_AUTHOR_ROLES, type TDocumentListItem } from '@hse/contracts/investigations';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../api/session';
import { DOCUMENT_KINDS, DOCUMENT_ROUTES, type TDocumentKind } from '../../components/document-routes';
import { useIncidentDocuments } from '../../components/incident-documents-query';
import type { TRecordSlotProps } from '../../components/record-module/record-module';
import { StatusChip } from '../../components/status-chip';

type TProps = { incident: { id: string; status: string } };

/** A message's report, act and bulletin: a link to each one written, or a button to write it. */
export function IncidentDocuments({ incident }: TProps) {
  const { t } = useTranslation('investigations');
  const { t: data } = useTranslation('investigation_data');
  const { roles } = useSession();
  const sent = incident.status !== 'draft';
  const documents = useIncidentDocuments(incident.id, sent);
  // The server refuses other roles; offering them the button would only lead to a 403.
  const author = INVESTIGATION_AUTHOR_ROLES.some((role) => roles.includes(role));
  const line = (kind: TDocumentKind, document: TDocumentListItem | null) => (
    <Stack
      key={kind}
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, minHeight: 36 }}
      data-testid={`incident-document-${kind}`}
    >
      <Typography variant="body2" sx={{ fontWeight: 500, flex: { sm: '0 0 240px' } }}>
        {data(`kinds.${kind}`)}
      </Typography>
      {document ? (
        <>
          <Link component={RouterLink} to={DOCUMENT_ROUTES[kind].view(document)}>
            {document.number}
          </Link>
          <StatusChip status={document.status} label={data(`statuses.${document.status}`)} />
        </>
      ) : author ? (
        <Button
          component={RouterLink}
          to={DOCUMENT_ROUTES[kind].create(incident.id)}
          size="small"
          variant="outlined"
          startIcon={<AddIcon />}
          data-testid={`create-document-${kind}`}
        >
          {t(`kinds.${kind}.create`)}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('documents.none')}
        </Typography>
      )}
    </Stack>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="incident-documents-title">
      <Typography variant="h6" component="h2" gutterBottom id="incident-documents-title">
        {t('documents.title')}
      </Typography>
      {!sent && <Alert severity="info">{t('documents.after_send')}</Alert>}
      {documents.isLoading && <CircularProgress size={24} aria-label={t('documents.loading')} />}
      {documents.isError && <Alert severity="error">{t('errors.load_failed')}</Alert>}
      {documents.data && (
        <Stack spacing={1}>{DOCUMENT_KINDS.map((kind) => line(kind, documents.data[kind]))}</Stack>
      )}
    </Paper>
  );
}

/** The panel beside the message's view (a side slot of the generic page). */
export default function IncidentDocumentsSlot({ record }: TRecordSlotProps) {
  return <IncidentDocuments incident={record} />;
}
