import type { TUser } from '@hse/contracts/users';
import { describe, expect, it } from 'vitest';
import { hasFieldChanges, toUserUpdate, userToForm } from './user-form-values';

const USER: TUser = {
  id: 'u1',
  login: 'ivanov',
  last_name: 'Иванов',
  first_name: 'Иван',
  middle_name: '',
  fio: 'Иванов Иван',
  email: '',
  phone: '',
  city: 'Атырау',
  division: '',
  post: 'Инженер',
  personnel_number: '',
  iin: '900101300017',
  license_categories: ['B'],
  blood_group: null,
  organization_id: 'o1',
  organization_name: 'ДЗО',
  roles: ['auditor'],
  is_active: true,
  has_photo: false,
  version: 7,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('user update payload', () => {
  it('sends only the changed fields with the loaded version', () => {
    const initial = userToForm(USER);
    const values = { ...initial, post: 'Главный инженер', roles: ['admin' as const, 'auditor' as const] };
    expect(toUserUpdate(values, initial)).toEqual({
      version: 7,
      post: 'Главный инженер',
      roles: ['admin', 'auditor'],
    });
  });

  it('never sends the password fields', () => {
    const initial = userToForm(USER);
    const body = toUserUpdate({ ...initial, password: 'x', password_confirm: 'x' }, initial);
    expect(body).toEqual({ version: 7 });
    expect(hasFieldChanges({ ...initial, version: 8 }, initial)).toBe(false);
  });
});
