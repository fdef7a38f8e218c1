import { ROLES } from '@hse/contracts/roles';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { OrganizationSelect } from './organization-select';
import type { TUserRoleFilter, TUsersListParams } from './users-list-params';
import { UsersSearchBox } from './users-search-box';

type TProps = {
  params: TUsersListParams;
  onChange: (change: Partial<TUsersListParams>, options?: { replace?: boolean }) => void;
};

const ROLE_FILTERS: readonly TUserRoleFilter[] = [...ROLES, 'none'];
// The theme makes text fields full width; in this row each filter keeps its own width from 600 px up.
const filterWidth = { xs: '100%', sm: 200 } as const;

export function UsersListFilters({ params, onChange }: TProps) {
  const { t } = useTranslation('admin');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      <UsersSearchBox value={params.search} onChange={(search) => onChange({ search }, { replace: true })} />
      <OrganizationSelect
        size="small"
        label={t('users.filters.organization')}
        emptyLabel={t('users.filters.all')}
        value={params.organizationId}
        onChange={(organizationId) => onChange({ organizationId })}
        sx={{ width: { xs: '100%', sm: 280 } }}
      />
      <TextField
        select
        size="small"
        label={t('users.filters.role')}
        value={params.role ?? ''}
        onChange={(event) => onChange({ role: (event.target.value || null) as TUserRoleFilter | null })}
        sx={{ width: filterWidth }}
      >
        <MenuItem value="">
          <em>{t('users.filters.all')}</em>
        </MenuItem>
        {ROLE_FILTERS.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`roles.names.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('users.filters.status')}
        value={params.isActive === null ? '' : String(params.isActive)}
        onChange={(event) =>
          onChange({ isActive: event.target.value === '' ? null : event.target.value === 'true' })
        }
        sx={{ width: filterWidth }}
      >
        <MenuItem value="">
          <em>{t('users.filters.all')}</em>
        </MenuItem>
        <MenuItem value="true">{t('users.status.active')}</MenuItem>
        <MenuItem value="false">{t('users.status.inactive')}</MenuItem>
      </TextField>
    </Stack>
  );
}
