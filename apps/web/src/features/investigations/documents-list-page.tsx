import type { TDocumentListItem } from '@hse/contracts/investigations';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../app/notifications-store';
import { DOCUMENT_ROUTES, documentKindOf } from '../../components/document-routes';
import { errorDetail } from '../../components/error-detail';
import { withFilter } from '../../components/list-params';
import { ServerDataGrid } from '../../components/server-data-grid';
import { useListParams } from '../../components/use-list-params';
import { useNarrowScreen } from '../../components/use-narrow-screen';
import {
  documentsColumnVisibility,
  documentsOrdering,
  documentsSortModel,
  useDocumentsColumns,
} from './documents-columns';
import { DocumentsListFilters } from './documents-list-filters';
import {
  parseDocumentsListParams,
  serializeDocumentsListParams,
  type TDocumentsListParams,
  toDocumentsFilterQuery,
  toDocumentsQuery,
} from './documents-list-params';
import { exportDocuments, useDocumentsPage } from './documents-queries';

/** `/report`, `/investigation`, `/bulletin`: one list for the three kinds, paged by the server. */
export default function DocumentsListPage() {
  const { t } = useTranslation('investigations');
  const navigate = useNavigate();
  const kind = documentKindOf(useLocation().pathname);
  const { compact, medium } = useNarrowScreen();
  const { params, update } = useListParams(parseDocumentsListParams, serializeDocumentsListParams);
  const page = useDocumentsPage(kind, toDocumentsQuery(params));
  const columns = useDocumentsColumns();
  // The reader's own choice of columns, over what the screen width hides by default.
  const [chosen, setChosen] = useState<GridColumnVisibilityModel>({});
  const [exporting, setExporting] = useState(false);

  const exportList = async () => {
    setExporting(true);
    try {
      await exportDocuments(kind, toDocumentsFilterQuery(params));
    } catch (error) {
      notify({ type: 'error', message: errorDetail(error, t('errors.export_failed')) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          {t(`kinds.${kind}.list`)}
        </Typography>
        <Button
          onClick={exportList}
          loading={exporting}
          startIcon={<FileDownloadIcon />}
          data-testid="documents-export"
        >
          {t('actions.export')}
        </Button>
      </Stack>
      {/* A document is written from its message: the list has no "new" button of its own. */}
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('hints.create_from_message')}
      </Alert>
      <DocumentsListFilters
        params={params}
        onChange={(change, options) => update((current) => withFilter(current, change), options)}
      />
      <ServerDataGrid<TDocumentListItem, TDocumentsListParams>
        data={page.data}
        loading={page.isFetching}
        params={params}
        update={update}
        columns={columns}
        showToolbar
        label={t('list.found', { count: page.data?.count ?? 0 })}
        slotProps={{
          toolbar: {
            showQuickFilter: false,
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
          },
        }}
        sortingOrder={['asc', 'desc']}
        sortModel={documentsSortModel(params.ordering)}
        onSortModelChange={(model) =>
          update((current) => withFilter(current, { ordering: documentsOrdering(model) }))
        }
        columnVisibilityModel={{ ...documentsColumnVisibility(compact, medium), ...chosen }}
        onColumnVisibilityModelChange={setChosen}
        onOpen={(row) => navigate(DOCUMENT_ROUTES[kind].view(row))}
      />
    </Box>
  );
}
