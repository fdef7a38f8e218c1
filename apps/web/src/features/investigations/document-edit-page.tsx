import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { DOCUMENT_ROUTES, documentKindOf } from '../../components/document-routes';
import { PageHeader } from '../../components/page-header';
import { RecordLayout } from '../../components/record-layout';
import { RecordHistory } from '../../components/record-module/record-history';
import { queriesOf } from '../../components/record-module/record-queries';
import { StatusChip } from '../../components/status-chip';
import { DocumentActions } from './document-actions';
import { DocumentDetails } from './document-details';
import { DocumentForm } from './document-form';
import { emptyDocumentForm } from './document-form-values';
import { useDocumentHistoryValue } from './document-history-value';
import { DOCUMENT_MANIFESTS, type TDocument } from './document-kind';
import { IncidentLink } from './incident-link';

/**
 * `/report-edit/:id`, `/investigation-edit/:msgId/:id`, `/bulletin-edit/:id` (spec §2: edit
 * reuses the view screen): the editor in place of the fields when the reader may change them;
 * files, comments and history stay around it. The view itself is the generic one.
 */
export default function DocumentEditPage() {
  const { t } = useTranslation('investigations');
  const { t: data } = useTranslation('investigation_data');
  const { id } = useParams();
  const { pathname } = useLocation();
  const kind = documentKindOf(pathname);
  const manifest = DOCUMENT_MANIFESTS[kind];
  const queries = queriesOf(manifest);
  const query = queries.useItem(id);
  const ownValue = useDocumentHistoryValue();
  const document = query.data as TDocument | undefined;
  const editing = Boolean(document?.can_edit);
  const base = document ? queries.paths.base(document.id) : '';
  return (
    <Box>
      <PageHeader
        title={document ? t(`kinds.${kind}.view`, { number: document.number }) : data(`kinds.${kind}`)}
        back={{ to: DOCUMENT_ROUTES[kind].list, label: t('actions.back_to_list') }}
      >
        {document && <StatusChip status={document.status} label={data(`statuses.${document.status}`)} />}
      </PageHeader>
      {query.isPending && <LinearProgress />}
      {query.isError && <Alert severity="error">{t('errors.load_failed')}</Alert>}
      {document && (
        <>
          <IncidentLink id={document.incident_id} number={document.incident_number} />
          <DocumentActions kind={kind} document={document} editing={editing} />
          {!document.can_edit && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('hints.not_editable')}{' '}
              <Link component={RouterLink} to={DOCUMENT_ROUTES[kind].view(document)}>
                {t('actions.back_to_document')}
              </Link>
            </Alert>
          )}
          <RecordLayout
            base={base}
            canEdit={document.can_edit}
            side={<RecordHistory module={manifest} id={document.id} ownValue={ownValue} />}
          >
            {editing ? (
              <DocumentForm
                key={document.id}
                kind={kind}
                incidentId={document.incident_id}
                document={document}
                initial={emptyDocumentForm()}
                onReload={async () => (await query.refetch()).data as TDocument | undefined}
              />
            ) : (
              <DocumentDetails kind={kind} document={document} />
            )}
          </RecordLayout>
        </>
      )}
    </Box>
  );
}
