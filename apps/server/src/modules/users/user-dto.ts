import type { TLanguage } from '@hse/contracts/constants';
import type { TRole } from '@hse/contracts/roles';
import type { TUser, TUserShort } from '@hse/contracts/users';
import { getTableColumns } from 'drizzle-orm';
import { organizations, users } from '../../db/schema/index.ts';
import { formatFio } from '../../platform/tokens.ts';

const { passwordHash: _secret, ...publicColumns } = getTableColumns(users);

/** The columns a user record is read with; never the password hash. */
export const userColumns = {
  ...publicColumns,
  orgNameRu: organizations.nameRu,
  orgNameKk: organizations.nameKk,
  orgNameEn: organizations.nameEn,
};

export type TUserRow = Omit<typeof users.$inferSelect, 'passwordHash'> & {
  orgNameRu: string;
  orgNameKk: string;
  orgNameEn: string;
};

const orgName = (row: TUserRow, lang: TLanguage) =>
  ({ ru: row.orgNameRu, kk: row.orgNameKk, en: row.orgNameEn })[lang] || row.orgNameRu;

export function toUser(row: TUserRow, lang: TLanguage): TUser {
  return {
    id: row.id,
    login: row.login,
    last_name: row.lastName,
    first_name: row.firstName,
    middle_name: row.middleName,
    fio: formatFio(row),
    email: row.email,
    phone: row.phone,
    city: row.city,
    division: row.division,
    post: row.post,
    personnel_number: row.personnelNumber,
    iin: row.iin,
    license_categories: row.licenseCategories,
    blood_group: row.bloodGroup,
    organization_id: row.organizationId,
    organization_name: orgName(row, lang),
    roles: row.roles as TRole[],
    is_active: row.isActive,
    has_photo: row.photoKey !== null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toUserShort(row: TUserRow, lang: TLanguage): TUserShort {
  const user = toUser(row, lang);
  return {
    id: user.id,
    fio: user.fio,
    post: user.post,
    division: user.division,
    organization_id: user.organization_id,
    organization_name: user.organization_name,
    is_active: user.is_active,
    has_photo: user.has_photo,
  };
}

/** API field names → columns, for updates and the history of changed fields. */
export const USER_FIELD_COLUMNS = {
  login: 'login',
  last_name: 'lastName',
  first_name: 'firstName',
  middle_name: 'middleName',
  email: 'email',
  phone: 'phone',
  city: 'city',
  division: 'division',
  post: 'post',
  personnel_number: 'personnelNumber',
  iin: 'iin',
  license_categories: 'licenseCategories',
  blood_group: 'bloodGroup',
  organization_id: 'organizationId',
  roles: 'roles',
} as const satisfies Record<string, keyof typeof users.$inferSelect>;
