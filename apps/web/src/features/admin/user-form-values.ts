import type { TRole } from '@hse/contracts/roles';
import type { BLOOD_GROUPS, LICENSE_CATEGORIES, TUser, TUserUpdate } from '@hse/contracts/users';

type TBloodGroup = (typeof BLOOD_GROUPS)[number];
type TLicenseCategory = (typeof LICENSE_CATEGORIES)[number];

/** One shape for create and edit; each mode's schema keeps only its own fields. */
export type TUserFormValues = {
  last_name: string;
  first_name: string;
  middle_name: string;
  email: string;
  phone: string;
  city: string;
  license_categories: TLicenseCategory[];
  blood_group: TBloodGroup | null;
  login: string;
  organization_id: string;
  division: string;
  post: string;
  personnel_number: string;
  iin: string;
  roles: TRole[];
  password: string;
  password_confirm: string;
  version: number;
};

export const EMPTY_USER_FORM: TUserFormValues = {
  last_name: '',
  first_name: '',
  middle_name: '',
  email: '',
  phone: '',
  city: '',
  license_categories: [],
  blood_group: null,
  login: '',
  organization_id: '',
  division: '',
  post: '',
  personnel_number: '',
  iin: '',
  roles: [],
  password: '',
  password_confirm: '',
  version: 1,
};

/** Fields the form shows: server errors on other fields go to the general alert. */
export const USER_FORM_FIELDS: readonly string[] = Object.keys(EMPTY_USER_FORM).filter(
  (key) => key !== 'version',
);

const EDITABLE = Object.keys(EMPTY_USER_FORM).filter(
  (key) => !['password', 'password_confirm', 'version'].includes(key),
) as (keyof TUserFormValues)[];

export function userToForm(user: TUser): TUserFormValues {
  return {
    ...EMPTY_USER_FORM,
    last_name: user.last_name,
    first_name: user.first_name,
    middle_name: user.middle_name,
    email: user.email,
    phone: user.phone,
    city: user.city,
    license_categories: user.license_categories as TLicenseCategory[],
    blood_group: user.blood_group as TBloodGroup | null,
    login: user.login,
    organization_id: user.organization_id,
    division: user.division,
    post: user.post,
    personnel_number: user.personnel_number,
    iin: user.iin,
    roles: [...user.roles],
    version: user.version,
  };
}

/**
 * Only what changed is sent, with the version it was based on: the history then records
 * real changes, and a concurrent edit of other fields is still refused by the version.
 */
export function toUserUpdate(values: TUserFormValues, initial: TUserFormValues): TUserUpdate {
  const body: Record<string, unknown> = { version: initial.version };
  for (const key of EDITABLE) {
    if (JSON.stringify(values[key]) !== JSON.stringify(initial[key])) body[key] = values[key];
  }
  return body as TUserUpdate;
}

export function hasFieldChanges(values: TUserFormValues, initial: TUserFormValues): boolean {
  return Object.keys(toUserUpdate(values, initial)).length > 1;
}
