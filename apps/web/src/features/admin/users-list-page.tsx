import type { TUser } from '@hse/contracts/users';
import Box from '@mui/material/Box';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreateLink } from '../../components/create-link';
import { ListHeader } from '../../components/list-header';
import { withFilter } from '../../components/list-params';
import { ServerDataGrid } from '../../components/server-data-grid';
import { useListParams } from '../../components/use-list-params';
import { UserActivationDialog } from './user-activation-dialog';
import { USERS_NARROW_HIDDEN, USERS_SORTING, useUsersColumns } from './users-columns';
import { UsersListFilters } from './users-list-filters';
import { parseUsersListParams, serializeUsersListParams, toUsersQuery } from './users-list-params';
import { useUsersPage } from './users-queries';

export default function UsersListPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { params, update } = useListParams(parseUsersListParams, serializeUsersListParams);
  const page = useUsersPage(toUsersQuery(params));
  const [toggling, setToggling] = useState<TUser | null>(null);
  const columns = useUsersColumns(useCallback((user: TUser) => setToggling(user), []));

  return (
    <Box>
      <ListHeader title={t('users.titles.list')}>
        <CreateLink to="/administration-create-user">{t('users.actions.create')}</CreateLink>
      </ListHeader>
      <UsersListFilters
        params={params}
        onChange={(change, options) => update((current) => withFilter(current, change), options)}
      />
      <ServerDataGrid
        data={page.data}
        loading={page.isFetching}
        params={params}
        update={update}
        columns={columns}
        sorting={USERS_SORTING}
        narrowHidden={USERS_NARROW_HIDDEN}
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
