import type { TLanguage } from '@hse/contracts/constants';
import type { TOrganizationUpdate } from '@hse/contracts/organizations';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { HISTORY, ORGANIZATIONS, SUBSIDIARY_ID, USER, USER_ID } from '../../components/test-fixtures';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import OrganizationsPage from './organizations-page';
import RolesPage from './roles-page';
import UserEditorPage from './user-editor-page';
import UsersListPage from './users-list-page';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));

function answer(path: string): unknown {
  if (path === '/users/') return { count: 1, next: null, previous: null, results: [USER] };
  if (path === '/organizations/') return ORGANIZATIONS;
  if (path === `/users/${USER_ID}/`) return USER;
  if (path.endsWith('/history/')) return HISTORY;
  if (path === '/qorgau/settings/') return { tile_url: null, attribution: '', file_max_bytes: 1, sites: [] };
  if (path === '/roles/') {
    return ['admin', 'auditor', 'dotos', 'headdotos'].map((role) => ({
      role,
      members: role === 'auditor' ? [USER] : [],
    }));
  }
  throw new Error(`unexpected GET ${path}`);
}

beforeEach(() => {
  vi.mocked(api.get).mockImplementation(async (path: string) => answer(path) as never);
});
afterEach(cleanup);
// The first render of MUI and the data grid in jsdom takes seconds on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const LANGS: TLanguage[] = ['ru', 'kk', 'en'];

describe.each(LANGS)('admin pages in %s', (lang) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });

  it('users list: rows, filters and no missing text', async () => {
    const page = renderPage(<UsersListPage />, { url: '/?role=auditor&page=1' });
    await screen.findByText(USER.fio);
    expect(vi.mocked(api.get).mock.calls.find(([path]) => path === '/users/')?.[1]).toEqual({
      params: { page: 1, page_size: 20, role: 'auditor' },
    });
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('user editor (edit): fields, photo hint, history', async () => {
    const page = renderPage(<UserEditorPage />, { path: '/u/:id', url: `/u/${USER_ID}` });
    await screen.findByDisplayValue('ivanov');
    await screen.findByText('Админ', { exact: false });
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('user editor (create): password fields and no missing text', async () => {
    const page = renderPage(<UserEditorPage />);
    await waitFor(() => expect(screen.getByTestId('field-password_confirm')).toBeTruthy());
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('organizations and roles pages', async () => {
    const orgs = renderPage(<OrganizationsPage />, { url: `/?selected=${ORGANIZATIONS[1]?.id}` });
    await screen.findAllByText(/Добыча/);
    orgs.stop();
    cleanup();
    const roles = renderPage(<RolesPage />);
    await screen.findByText(USER.fio);
    roles.stop();
    expect([...orgs.missing, ...roles.missing]).toEqual([]);
  });
});

describe('user editor behaviour', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ru');
  });

  it('sends only changes with the version and keeps the typed text on 409', async () => {
    vi.mocked(api.patch).mockRejectedValue(new ApiError(409, 'Запись уже изменил другой пользователь'));
    renderPage(<UserEditorPage />, { path: '/u/:id', url: `/u/${USER_ID}` });
    const post = await screen.findByDisplayValue('Инженер');
    fireEvent.change(post, { target: { value: 'Главный инженер' } });
    const submit = screen.getByTestId('user-form-submit') as HTMLButtonElement;
    // Save is offered only once something has changed.
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await screen.findByText('Запись уже изменил другой пользователь');
    expect(api.patch).toHaveBeenCalledWith(`/users/${USER_ID}/`, { version: 3, post: 'Главный инженер' });
    expect(screen.getByDisplayValue('Главный инженер')).toBeTruthy();
    expect(screen.getByText('Загрузить актуальную версию')).toBeTruthy();
  });

  it('shows server field errors on their fields', async () => {
    vi.mocked(api.post).mockRejectedValue(
      new ApiError(400, 'Проверьте введённые данные', { login: ['Такой логин уже занят'] }),
    );
    renderPage(<UserEditorPage />);
    const type = (name: string, value: string) =>
      fireEvent.change(screen.getByTestId(`field-${name}`).querySelector('input') as HTMLInputElement, {
        target: { value },
      });
    type('last_name', 'Петров');
    type('first_name', 'Пётр');
    type('login', 'ivanov');
    type('iin', '900101300017');
    type('password', 'password1');
    type('password_confirm', 'password1');
    const organization = await screen.findByRole('combobox', { name: /Организация/ });
    // The select stays disabled until the organizations have arrived.
    await waitFor(() => expect(organization.getAttribute('aria-disabled')).not.toBe('true'));
    fireEvent.mouseDown(organization);
    fireEvent.click(await screen.findByRole('option', { name: 'Добыча' }));
    fireEvent.click(screen.getByTestId('user-form-submit'));
    await screen.findByText('Такой логин уже занят');
    expect(screen.getByTestId('user-form-error').textContent).toContain('Проверьте введённые данные');
  });

  it('validates as you type with the spec texts', async () => {
    renderPage(<UserEditorPage />);
    const input = (name: string) =>
      screen.getByTestId(`field-${name}`).querySelector('input') as HTMLInputElement;
    fireEvent.change(input('password'), { target: { value: 'password1' } });
    fireEvent.change(input('password_confirm'), { target: { value: 'password2' } });
    await screen.findByText('Пароли не совпадают, проверьте ввод');
  });
});

describe("an organization's site in the editor", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ru');
  });

  const openEditor = async () => {
    renderPage(<OrganizationsPage />, { url: `/?selected=${SUBSIDIARY_ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить' }));
    await screen.findByText('Изменение организации');
    return (name: string, value: string) =>
      fireEvent.change(screen.getByTestId(`field-${name}`).querySelector('input') as HTMLInputElement, {
        target: { value },
      });
  };

  it('says at once that one coordinate needs the other, and saves both typed ones', async () => {
    vi.mocked(api.patch).mockImplementation(
      async (_path, body) => ({ ...ORGANIZATIONS[1], ...(body as TOrganizationUpdate) }) as never,
    );
    const type = await openEditor();
    expect(screen.getByText('Площадка на карте')).toBeTruthy();
    type('latitude', '47,1');
    await screen.findByText('Укажите и широту, и долготу или очистите обе');
    // What is typed stays as typed on its way to a number.
    type('longitude', '51.');
    expect(screen.getByDisplayValue('51.')).toBeTruthy();
    type('longitude', '51.9');
    await waitFor(() =>
      expect(screen.queryByText('Укажите и широту, и долготу или очистите обе')).toBeNull(),
    );
    type('latitude', '95');
    await screen.findByText('Широта — число от −90 до 90');
    type('latitude', 'север');
    await screen.findByText('Широта — число от −90 до 90');
    type('longitude', '999');
    await screen.findByText('Долгота — число от −180 до 180');
    type('longitude', '51.9');
    type('latitude', '47.1');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.patch).toHaveBeenCalledTimes(1));
    expect(api.patch).toHaveBeenCalledWith(
      `/organizations/${SUBSIDIARY_ID}/`,
      expect.objectContaining({ latitude: 47.1, longitude: 51.9, version: 1 }),
    );
  });
});
