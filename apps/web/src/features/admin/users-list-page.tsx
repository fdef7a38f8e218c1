import type { TUser } from '@hse/contracts/users';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { withFilter } from '../../components/list-params';
import { ServerDataGrid } from '../../components/server-data-grid';
import { useListParams } from '../../components/use-list-params';
import { useNarrowScreen } from '../../components/use-narrow-screen';
import { UserActivationDialog } from './user-activation-dialog';
import { columnVisibility, usersOrdering, usersSortModel, useUsersColumns } from './users-columns';
import { UsersListFilters } from './users-list-filters';
import {
  parseUsersListParams,
  serializeUsersListParams,
  type TUsersListParams,
  toUsersQuery,
} from './users-list-params';
import { useUsersPage } from './users-queries';

export default function UsersListPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { compact, medium } = useNarrowScreen();
  const { params, update } = useListParams(parseUsersListParams, serializeUsersListParams);
  const page = useUsersPage(toUsersQuery(params));
  const [toggling, setToggling] = useState<TUser | null>(null);
  const columns = useUsersColumns(useCallback((user: TUser) => setToggling(user), []));

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
      <ServerDataGrid<TUser, TUsersListParams>
        data={page.data}
        loading={page.isFetching}
        params={params}
        update={update}
        columns={columns}
        sortModel={usersSortModel(params.ordering)}
        onSortModelChange={(model) =>
          update((current) => withFilter(current, { ordering: usersOrdering(model) }))
        }
        columnVisibilityModel={columnVisibility(compact, medium)}
        onOpen={(user) => navigate(`/administration-edit-user/${user.id}`)}
        ownKeysFor={['actions']}
        // Rows grow when a user has several roles: the chips wrap instead of being cut off.
        getRowHeight={() => 'auto'}
        sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', minHeight: 52 } }}
      />
      <UserActivationDialog user={toggling} onClose={() => setToggling(null)} />
    </Box>
  );
}
