import { ROLES, type TRole } from '@hse/contracts/roles';
import { useTranslation } from 'react-i18next';
import { HistoryPanel } from '../../components/history-panel';
import { useOrganizationName } from '../../components/use-organization-name';
import { userPaths, usersKeys } from './users-queries';

const isRole = (value: unknown): value is TRole => (ROLES as readonly unknown[]).includes(value);

export function UserHistory({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const organizationName = useOrganizationName();
  return (
    <HistoryPanel
      queryKey={usersKeys.history(userId)}
      path={userPaths.history(userId)}
      fieldLabel={(field) => t(`users.fields.${field}`, { defaultValue: field })}
      formatValue={(field, value) => {
        if (field === 'roles' && Array.isArray(value)) {
          return value.length
            ? value.map((r) => (isRole(r) ? t(`roles.names.${r}`) : String(r))).join(', ')
            : null;
        }
        if (field === 'organization_id') return organizationName(value);
        if (field === 'is_active' && typeof value === 'boolean') {
          return t(value ? 'users.status.active' : 'users.status.inactive');
        }
        return null;
      }}
    />
  );
}
