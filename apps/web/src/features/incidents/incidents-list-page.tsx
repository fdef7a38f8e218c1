import AddIcon from '@mui/icons-material/Add';
import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ExportButton } from '../../components/download-button';
import { ListHeader } from '../../components/list-header';
import { withFilter } from '../../components/list-params';
import { ServerDataGrid } from '../../components/server-data-grid';
import { useListParams } from '../../components/use-list-params';
import { INCIDENTS_NARROW_HIDDEN, INCIDENTS_SORTING, useIncidentsColumns } from './incidents-columns';
import { IncidentsListFilters } from './incidents-list-filters';
import {
  parseIncidentsListParams,
  serializeIncidentsListParams,
  toIncidentsFilterQuery,
  toIncidentsQuery,
} from './incidents-list-params';
import { exportIncidents, useIncidentsPage } from './incidents-queries';

/** `/incident`: messages in the reader's scope, paged and sorted by the server. */
export default function IncidentsListPage() {
  const { t } = useTranslation('incidents');
  const navigate = useNavigate();
  const { params, update } = useListParams(parseIncidentsListParams, serializeIncidentsListParams);
  const page = useIncidentsPage(toIncidentsQuery(params));
  const columns = useIncidentsColumns();

  return (
    <Box>
      <ListHeader title={t('titles.list')}>
        <ExportButton run={() => exportIncidents(toIncidentsFilterQuery(params))} testId="incidents-export" />
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
      </ListHeader>
      <IncidentsListFilters
        params={params}
        onChange={(change, options) => update((current) => withFilter(current, change), options)}
      />
      <ServerDataGrid
        data={page.data}
        loading={page.isFetching}
        params={params}
        update={update}
        columns={columns}
        sorting={INCIDENTS_SORTING}
        narrowHidden={INCIDENTS_NARROW_HIDDEN}
        // The toolbar holds the choice of columns; its label says how many messages match.
        columnChoice={{ list: 'incidents', label: t('list.found', { count: page.data?.count ?? 0 }) }}
        onOpen={(row) => navigate(`/incident-view/${row.id}`)}
      />
    </Box>
  );
}
