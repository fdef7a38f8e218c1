import type { TUser } from '@hse/contracts/users';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useGridLocaleText } from '../../components/use-grid-locale-text';
import { useUsersListParams } from './use-users-list-params';
import { UserActivationDialog } from './user-activation-dialog';
import { columnVisibility, orderingToSortModel, sortModelToOrdering, useUsersColumns } from './users-columns';
import { UsersListFilters } from './users-list-filters';
import { toUsersQuery, USERS_PAGE_SIZES, withFilter } from './users-list-params';
import { useUsersPage } from './users-queries';

export default function UsersListPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const medium = useMediaQuery(theme.breakpoints.down('md'));
  const { params, update } = useUsersListParams();
  const page = useUsersPage(toUsersQuery(params));
  const [toggling, setToggling] = useState<TUser | null>(null);
  const columns = useUsersColumns(useCallback((user: TUser) => setToggling(user), []));
  const localeText = useGridLocaleText();

  return (
    <Box>
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          {t('users.titles.list')}
        </Typography>
        <Button
          component={RouterLink}
          to="/administration-create-user"
          variant="contained"
          startIcon={<AddIcon />}
        >
          {t('users.actions.create')}
        </Button>
      </Stack>
      <UsersListFilters
        params={params}
        onChange={(change, options) => update((current) => withFilter(current, change), options)}
      />
      <DataGrid<TUser>
        rows={page.data?.results ?? []}
        rowCount={page.data?.count ?? 0}
        columns={columns}
        loading={page.isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        pageSizeOptions={[...USERS_PAGE_SIZES]}
        paginationModel={{ page: params.page - 1, pageSize: params.pageSize }}
        onPaginationModelChange={(model) =>
          update((current) =>
            model.pageSize === current.pageSize
              ? { ...current, page: model.page + 1 }
              : { ...current, pageSize: model.pageSize, page: 1 },
          )
        }
        sortModel={orderingToSortModel(params.ordering)}
        onSortModelChange={(model) =>
          update((current) => withFilter(current, { ordering: sortModelToOrdering(model) }))
        }
        columnVisibilityModel={columnVisibility(compact, medium)}
        onRowClick={({ row }) => navigate(`/administration-edit-user/${row.id}`)}
        // Keyboard users open a row with Enter, as a pointer does with a click.
        onCellKeyDown={({ row, field }, event) => {
          if (event.key === 'Enter' && field !== 'actions') navigate(`/administration-edit-user/${row.id}`);
        }}
        localeText={localeText}
        autoHeight
        // Rows grow when a user has several roles: the chips wrap instead of being cut off.
        getRowHeight={() => 'auto'}
        sx={{
          bgcolor: 'background.paper',
          '& .MuiDataGrid-row': { cursor: 'pointer' },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', minHeight: 52 },
        }}
      />
      <UserActivationDialog user={toggling} onClose={() => setToggling(null)} />
    </Box>
  );
}
