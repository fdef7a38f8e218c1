import type { TUser } from '@hse/contracts/users';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverSorting, type TSortFields } from '../../components/grid-sorting';
import type { TNarrowHidden } from '../../components/server-data-grid';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';
import type { TUserOrderingField } from './users-list-params';

/** Grid columns that the server can sort by, and the API's name for each. */
const SORT_FIELDS: TSortFields<TUserOrderingField> = {
  fio: 'last_name',
  login: 'login',
  organization_name: 'organization_name',
};

export const USERS_SORTING = serverSorting(SORT_FIELDS);

/** On a phone (375 px) only the name, the status and the action stay. */
export const USERS_NARROW_HIDDEN: TNarrowHidden = {
  phone: ['login', 'organization_name', 'post', 'roles'],
  tablet: ['post', 'roles'],
};

export function useUsersColumns(onToggleActive: (user: TUser) => void): GridColDef<TUser>[] {
  const { t } = useTranslation('admin');
  return useMemo(
    () => [
      { field: 'fio', headerName: t('users.fields.fio'), flex: 1.4, minWidth: 150 },
      { field: 'login', headerName: t('users.fields.login'), flex: 0.8, minWidth: 120 },
      { field: 'organization_name', headerName: t('users.fields.organization'), flex: 1.2, minWidth: 160 },
      { field: 'post', headerName: t('users.fields.post'), flex: 1, minWidth: 140, sortable: false },
      {
        field: 'roles',
        headerName: t('users.fields.roles'),
        flex: 1.4,
        minWidth: 180,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', py: 1, width: '100%' }}>
            {row.roles.map((role) => (
              <Chip key={role} size="small" label={t(`roles.names.${role}`)} />
            ))}
          </Stack>
        ),
      },
      {
        field: 'is_active',
        headerName: t('users.fields.is_active'),
        width: 116,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.is_active ? 'success' : 'default'}
            label={t(row.is_active ? 'users.status.active' : 'users.status.inactive')}
          />
        ),
      },
      {
        field: 'actions',
        headerName: t('users.fields.actions'),
        width: 56,
        sortable: false,
        disableColumnMenu: true,
        // The icon explains itself; the header text stays for screen readers only.
        renderHeader: ({ colDef }) => (
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {colDef.headerName}
          </Box>
        ),
        renderCell: ({ row }) => {
          const label = t(row.is_active ? 'users.actions.deactivate' : 'users.actions.activate');
          return (
            <Tooltip title={label}>
              <IconButton
                size="small"
                aria-label={label}
                color={row.is_active ? 'error' : 'success'}
                onClick={(event) => {
                  // The row's own click opens the editor.
                  event.stopPropagation();
                  onToggleActive(row);
                }}
              >
                {row.is_active ? (
                  <BlockIcon fontSize="small" />
                ) : (
                  <CheckCircleOutlinedIcon fontSize="small" />
                )}
              </IconButton>
            </Tooltip>
          );
        },
      },
    ],
    [t, onToggleActive],
  );
}
