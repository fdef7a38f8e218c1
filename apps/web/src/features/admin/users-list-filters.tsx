import { ROLES } from '@hse/contracts/roles';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../components/filter-select';
import { FiltersBar } from '../../components/filters-bar';
import { OrganizationSelect } from '../../components/organization-select';
import type { TUserRoleFilter, TUsersListParams } from './users-list-params';

type TProps = {
  params: TUsersListParams;
  onChange: (change: Partial<TUsersListParams>, options?: { replace?: boolean }) => void;
};

const ROLE_FILTERS: readonly TUserRoleFilter[] = [...ROLES, 'none'];

export function UsersListFilters({ params, onChange }: TProps) {
  const { t } = useTranslation('admin');
  return (
    <FiltersBar
      search={{
        label: t('users.filters.search'),
        value: params.search,
        onChange: (search) => onChange({ search }, { replace: true }),
      }}
      active={0}
      fold={false}
    >
      <OrganizationSelect
        size="small"
        label={t('users.filters.organization')}
        emptyLabel={t('users.filters.all')}
        value={params.organizationId}
        onChange={(organizationId) => onChange({ organizationId })}
        sx={{ width: { xs: '100%', sm: 280 } }}
      />
      <FilterSelect
        label={t('users.filters.role')}
        allLabel={t('users.filters.all')}
        value={params.role}
        options={ROLE_FILTERS.map((role) => ({ value: role, label: t(`roles.names.${role}`) }))}
        onChange={(role) => onChange({ role })}
      />
      <FilterSelect
        label={t('users.filters.status')}
        allLabel={t('users.filters.all')}
        value={params.isActive === null ? null : String(params.isActive)}
        options={[
          { value: 'true', label: t('users.status.active') },
          { value: 'false', label: t('users.status.inactive') },
        ]}
        onChange={(value) => onChange({ isActive: value === null ? null : value === 'true' })}
      />
    </FiltersBar>
  );
}
