import type { THistoryEntry } from '@hse/contracts/common';
import type { TOrganization } from '@hse/contracts/organizations';
import type { TRole } from '@hse/contracts/roles';
import type { TUser } from '@hse/contracts/users';
import { saveSession } from '../api/session';

const STAMP = '2026-03-01T09:30:00.000Z';
export const HOLDING_ID = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4a50';
export const SUBSIDIARY_ID = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4a51';
export const USER_ID = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4a60';

function organization(
  id: string,
  parent: string | null,
  kind: TOrganization['kind'],
  name: string,
): TOrganization {
  return {
    id,
    parent_id: parent,
    kind,
    name_ru: name,
    name_kk: `${name} (kk)`,
    name_en: `${name} (en)`,
    short_name: '',
    bin: '',
    latitude: null,
    longitude: null,
    version: 1,
    created_at: STAMP,
    updated_at: STAMP,
  };
}

export const ORGANIZATIONS: TOrganization[] = [
  organization(HOLDING_ID, null, 'holding', 'Демо Ойл'),
  organization(SUBSIDIARY_ID, HOLDING_ID, 'subsidiary', 'Добыча'),
];

export const USER: TUser = {
  id: USER_ID,
  login: 'ivanov',
  last_name: 'Иванов',
  first_name: 'Иван',
  middle_name: 'Иванович',
  fio: 'Иванов Иван Иванович',
  email: 'ivanov@example.kz',
  phone: '+77010000000',
  city: 'Атырау',
  division: 'Цех 1',
  post: 'Инженер',
  personnel_number: '42',
  iin: '900101300017',
  license_categories: ['B'],
  blood_group: 'A+',
  organization_id: SUBSIDIARY_ID,
  organization_name: 'Добыча',
  roles: ['auditor'],
  is_active: true,
  has_photo: false,
  version: 3,
  created_at: STAMP,
  updated_at: STAMP,
};

export const HISTORY: THistoryEntry[] = [
  {
    id: 'h1',
    action: 'update',
    actor_id: USER_ID,
    actor_fio: 'Админ',
    at: STAMP,
    changes: {
      post: { from: 'Техник', to: 'Инженер' },
      organization_id: { from: HOLDING_ID, to: SUBSIDIARY_ID },
    },
    comment: null,
  },
  { id: 'h2', action: 'roles', actor_id: null, actor_fio: null, at: STAMP, changes: null, comment: null },
];

/** A signed-in session with `roles`, as sign-in stores it, for pages that read the session. */
export function signInAs(roles: TRole[], organizationId = 'o') {
  saveSession({
    token: 't',
    user_id: 'u',
    roles,
    organization_name: 'o',
    organization_id: organizationId,
    fio: 'Ф И О',
  });
}
