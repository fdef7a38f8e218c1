import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { saveSession } from '../../api/session';
import { ORGANIZATIONS, SUBSIDIARY_ID, USER_ID } from '../../components/test-fixtures';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import IncidentEditorPage from './incident-editor-page';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));

beforeEach(async () => {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/organizations/') return ORGANIZATIONS as never;
    throw new Error(`unexpected GET ${path}`);
  });
  vi.mocked(api.post).mockReset();
  saveSession({
    token: 't',
    user_id: USER_ID,
    roles: [],
    organization_name: 'Добыча',
    organization_id: SUBSIDIARY_ID,
    fio: 'Иванов И.',
  });
  await i18n.changeLanguage('ru');
});
afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const input = (name: string, root: HTMLElement = document.body) =>
  within(root).getByTestId(`field-${name}`).querySelector('input, textarea') as HTMLInputElement;
const type = (name: string, value: string, root?: HTMLElement) =>
  fireEvent.change(input(name, root), { target: { value } });

async function choose(name: string, option: string, root: HTMLElement = document.body) {
  fireEvent.mouseDown(within(within(root).getByTestId(`field-${name}`)).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

function openEditor() {
  return renderPage(<IncidentEditorPage />, { path: '/message-create', url: '/message-create' });
}

describe('incident editor', () => {
  it('validates as the user types, with the contract’s texts', async () => {
    openEditor();
    type('location', 'Куст 12');
    type('location', '');
    await screen.findByText('Заполните поле');
    fireEvent.click(screen.getByTestId('add-victim'));
    type('victims.0.birth_year', '1800');
    await waitFor(() =>
      expect(screen.getByTestId('field-victims.0.birth_year').textContent).toContain('Неверное значение'),
    );
  });

  it('adds and removes victims as rows, each keeping what was typed', async () => {
    openEditor();
    fireEvent.click(screen.getByTestId('add-victim'));
    fireEvent.click(screen.getByTestId('add-victim'));
    type('victims.0.full_name', 'Первый');
    type('victims.1.full_name', 'Второй');
    fireEvent.click(
      within(screen.getByTestId('victim-0')).getByRole('button', { name: /Удалить пострадавшего/ }),
    );
    await waitFor(() => expect(screen.queryByTestId('victim-1')).toBeNull());
    expect(input('victims.0.full_name').value).toBe('Второй');
    expect(screen.getByText('Пострадавший 1')).toBeTruthy();
  });

  it('refuses to send an accident without a victim before saving anything', async () => {
    openEditor();
    await choose('kind', 'Несчастный случай');
    type('occurred_at', '2026-03-01T10:00');
    type('location', 'Куст 12');
    type('description', 'Падение');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Организация/ }).textContent).toBe('Добыча'),
    );
    fireEvent.click(screen.getByTestId('incident-save-and-send'));
    expect((await screen.findByTestId('victims-error')).textContent).toBe(
      'Укажите хотя бы одного пострадавшего',
    );
    expect(api.post).not.toHaveBeenCalled();
  });

  it('keeps what was typed and shows the server’s field errors on their fields', async () => {
    vi.mocked(api.post).mockRejectedValue(
      new ApiError(400, 'Проверьте введённые данные', {
        organization_id: ['Можно выбрать только свою организацию или подчинённую ей'],
        'victims.0.position': ['Слишком длинная должность'],
      }),
    );
    openEditor();
    await choose('kind', 'Пожар');
    type('occurred_at', '2026-03-01T10:00');
    type('location', 'Резервуарный парк');
    type('description', 'Возгорание');
    fireEvent.click(screen.getByTestId('add-victim'));
    const row = screen.getByTestId('victim-0');
    type('victims.0.full_name', 'Ахметов Ержан', row);
    type('victims.0.birth_year', '1990', row);
    type('victims.0.position', 'Оператор', row);
    await choose('victims.0.injury_severity', 'Лёгкая', row);
    await choose('victims.0.outcome', 'Первая помощь (FAC)', row);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Организация/ }).textContent).toBe('Добыча'),
    );
    fireEvent.click(screen.getByTestId('incident-save'));

    await screen.findByText('Слишком длинная должность');
    expect(screen.getByTestId('field-organization_id').textContent).toContain(
      'Можно выбрать только свою организацию или подчинённую ей',
    );
    expect(screen.getByTestId('incident-form-error').textContent).toContain('Проверьте введённые данные');
    expect(input('location').value).toBe('Резервуарный парк');
    const [path, body] = vi.mocked(api.post).mock.calls[0] ?? [];
    expect(path).toBe('/incidents/');
    expect(body).toMatchObject({
      kind: 'fire',
      organization_id: SUBSIDIARY_ID,
      occurred_at: new Date('2026-03-01T10:00').toISOString(),
      transport: null,
      victims: [{ full_name: 'Ахметов Ержан', birth_year: 1990, injury_severity: 'light', outcome: 'fac' }],
    });
  });
});
