import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DOCUMENT_ROUTES, documentKindOf } from '../../components/document-routes';
import { ExportButton } from '../../components/download-button';
import { ListHeader } from '../../components/list-header';
import { withFilter } from '../../components/list-params';
import { ServerDataGrid } from '../../components/server-data-grid';
import { useListParams } from '../../components/use-list-params';
import { DOCUMENTS_NARROW_HIDDEN, DOCUMENTS_SORTING, useDocumentsColumns } from './documents-columns';
import { DocumentsListFilters } from './documents-list-filters';
import {
  parseDocumentsListParams,
  serializeDocumentsListParams,
  toDocumentsFilterQuery,
  toDocumentsQuery,
} from './documents-list-params';
import { exportDocuments, useDocumentsPage } from './documents-queries';

/** `/report`, `/investigation`, `/bulletin`: one list for the three kinds, paged by the server. */
export default function DocumentsListPage() {
  const { t } = useTranslation('investigations');
  const navigate = useNavigate();
  const kind = documentKindOf(useLocation().pathname);
  const { params, update } = useListParams(parseDocumentsListParams, serializeDocumentsListParams);
  const page = useDocumentsPage(kind, toDocumentsQuery(params));
  const columns = useDocumentsColumns();

  return (
    <Box>
      <ListHeader title={t(`kinds.${kind}.list`)}>
        <ExportButton
          run={() => exportDocuments(kind, toDocumentsFilterQuery(params))}
          testId="documents-export"
        />
      </ListHeader>
      {/* A document is written from its message: the list has no "new" button of its own. */}
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('hints.create_from_message')}
      </Alert>
      <DocumentsListFilters
        params={params}
        onChange={(change, options) => update((current) => withFilter(current, change), options)}
      />
      <ServerDataGrid
        data={page.data}
        loading={page.isFetching}
        params={params}
        update={update}
        columns={columns}
        sorting={DOCUMENTS_SORTING}
        narrowHidden={DOCUMENTS_NARROW_HIDDEN}
        columnChoice={{ list: kind, label: t('list.found', { count: page.data?.count ?? 0 }) }}
        onOpen={(row) => navigate(DOCUMENT_ROUTES[kind].view(row))}
      />
    </Box>
  );
}
