import type { TIncidentListItem } from '@hse/contracts/incidents';
import AddIcon from '@mui/icons-material/Add';
import DescriptionIcon from '@mui/icons-material/Description';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { notify } from '../../app/notifications-store';
import { errorDetail } from '../../components/error-detail';
import { withFilter } from '../../components/list-params';
import { ServerDataGrid } from '../../components/server-data-grid';
import { useListParams } from '../../components/use-list-params';
import { useNarrowScreen } from '../../components/use-narrow-screen';
import {
  columnVisibility,
  incidentsOrdering,
  incidentsSortModel,
  useIncidentsColumns,
} from './incidents-columns';
import { IncidentsListFilters } from './incidents-list-filters';
import {
  parseIncidentsListParams,
  serializeIncidentsListParams,
  type TIncidentsListParams,
  toIncidentsFilterQuery,
  toIncidentsQuery,
} from './incidents-list-params';
import { exportIncidents, useIncidentsPage } from './incidents-queries';

/** `/incident`: messages in the reader's scope, paged and sorted by the server. */
export default function IncidentsListPage() {
  const { t } = useTranslation('incidents');
  const navigate = useNavigate();
  const { compact, medium } = useNarrowScreen();
  const { params, update } = useListParams(parseIncidentsListParams, serializeIncidentsListParams);
  const page = useIncidentsPage(toIncidentsQuery(params));
  const columns = useIncidentsColumns();
  // The reader's own choice of columns, over what the screen width hides by default.
  const [chosen, setChosen] = useState<GridColumnVisibilityModel>({});
  const [exporting, setExporting] = useState(false);

  const exportList = async () => {
    setExporting(true);
    try {
      await exportIncidents(toIncidentsFilterQuery(params));
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
          {t('titles.list')}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            onClick={exportList}
            loading={exporting}
            startIcon={<FileDownloadIcon />}
            data-testid="incidents-export"
          >
            {t('actions.export')}
          </Button>
          <Button
            component={RouterLink}
            to="/incident-create"
            variant="outlined"
            startIcon={<DescriptionIcon />}
          >
            {t('actions.create_full')}
          </Button>
          <Button component={RouterLink} to="/message-create" variant="contained" startIcon={<AddIcon />}>
            {t('actions.create_message')}
          </Button>
        </Stack>
      </Stack>
      <IncidentsListFilters
        params={params}
        onChange={(change, options) => update((current) => withFilter(current, change), options)}
      />
      <ServerDataGrid<TIncidentListItem, TIncidentsListParams>
        data={page.data}
        loading={page.isFetching}
        params={params}
        update={update}
        columns={columns}
        showToolbar
        // The toolbar holds the choice of columns; its label says how many messages match.
        label={t('list.found', { count: page.data?.count ?? 0 })}
        slotProps={{
          toolbar: {
            showQuickFilter: false,
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
          },
        }}
        sortingOrder={['asc', 'desc']}
        sortModel={incidentsSortModel(params.ordering)}
        onSortModelChange={(model) =>
          update((current) => withFilter(current, { ordering: incidentsOrdering(model) }))
        }
        columnVisibilityModel={{ ...columnVisibility(compact, medium), ...chosen }}
        onColumnVisibilityModelChange={setChosen}
        onOpen={(row) => navigate(`/incident-view/${row.id}`)}
      />
    </Box>
  );
}
