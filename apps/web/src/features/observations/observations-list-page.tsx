import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ExportButton } from '../../components/download-button';
import { ListHeader } from '../../components/list-header';
import { withFilter } from '../../components/list-params';
import { ServerDataGrid } from '../../components/server-data-grid';
import { useListParams } from '../../components/use-list-params';
import { OBSERVATION_ROUTES, observationKindOf } from './observation-routes';
import {
  OBSERVATIONS_NARROW_HIDDEN,
  OBSERVATIONS_SORTING,
  useObservationsColumns,
} from './observations-columns';
import { ObservationsListFilters } from './observations-list-filters';
import {
  parseObservationsListParams,
  serializeObservationsListParams,
  toObservationsFilterQuery,
  toObservationsQuery,
} from './observations-list-params';
import { exportObservations, useObservationsPage } from './observations-queries';

/** `/pnbr`, `/works_observations`, `/driving_observations`: one list for the three kinds, paged by the server. */
export default function ObservationsListPage() {
  const { t } = useTranslation('observations');
  const { t: data } = useTranslation('observation_data');
  const navigate = useNavigate();
  const kind = observationKindOf(useLocation().pathname);
  const { params, update } = useListParams(parseObservationsListParams, serializeObservationsListParams);
  const page = useObservationsPage(kind, toObservationsQuery(params));
  const columns = useObservationsColumns(kind);
  const routes = OBSERVATION_ROUTES[kind];

  return (
    <Box>
      <ListHeader title={data(`lists.${kind}`)}>
        <ExportButton
          run={() => exportObservations(kind, toObservationsFilterQuery(params))}
          testId="observations-export"
        />
        <Button
          component={RouterLink}
          to={routes.create}
          variant="contained"
          startIcon={<AddIcon />}
          data-testid="observation-create"
        >
          {t('actions.create')}
        </Button>
      </ListHeader>
      <ObservationsListFilters
        params={params}
        onChange={(change, options) => update((current) => withFilter(current, change), options)}
      />
      <ServerDataGrid
        data={page.data}
        loading={page.isFetching}
        params={params}
        update={update}
        columns={columns}
        sorting={OBSERVATIONS_SORTING}
        narrowHidden={OBSERVATIONS_NARROW_HIDDEN}
        columnChoice={{
          list: `observations-${kind}`,
          label: t('list.found', { count: page.data?.count ?? 0 }),
        }}
        onOpen={(row) => navigate(routes.edit(row.id))}
      />
    </Box>
  );
}
