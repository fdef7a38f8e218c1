import type { TProfileUpdate, TUser } from '@hse/contracts/users';
import type { TPersonalValues } from '../../components/personal-fields';

export type TProfileValues = TPersonalValues & { version: number };

export const PROFILE_FIELDS = [
  'last_name',
  'first_name',
  'middle_name',
  'email',
  'phone',
  'city',
  'license_categories',
  'blood_group',
] as const satisfies readonly (keyof TPersonalValues)[];

export function profileToForm(user: TUser): TProfileValues {
  const values = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user[field]]));
  return { ...(values as TPersonalValues), version: user.version };
}

/** Only what changed, with the version it was based on (a stale one answers 409). */
export function toProfileUpdate(values: TProfileValues, initial: TProfileValues): TProfileUpdate {
  const body: Record<string, unknown> = { version: initial.version };
  for (const field of PROFILE_FIELDS) {
    if (JSON.stringify(values[field]) !== JSON.stringify(initial[field])) body[field] = values[field];
  }
  return body as TProfileUpdate;
}
