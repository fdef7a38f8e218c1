import type { TRole } from '@hse/contracts/roles';
import type { TPasswordPair, TUser, TUserUpdate } from '@hse/contracts/users';
import { EMPTY_EMPLOYMENT, type TEmploymentValues } from '../../components/employment-fields';
import { EMPTY_PASSWORD_PAIR } from '../../components/password-pair-fields';
import { EMPTY_PERSONAL, type TPersonalValues } from '../../components/personal-fields';

/** One shape for create and edit; each mode's schema keeps only its own fields. */
export type TUserFormValues = TPersonalValues &
  TEmploymentValues &
  TPasswordPair & {
    roles: TRole[];
    version: number;
  };

export const EMPTY_USER_FORM: TUserFormValues = {
  ...EMPTY_PERSONAL,
  ...EMPTY_EMPLOYMENT,
  roles: [],
  ...EMPTY_PASSWORD_PAIR,
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
    license_categories: user.license_categories as TPersonalValues['license_categories'],
    blood_group: user.blood_group as TPersonalValues['blood_group'],
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
