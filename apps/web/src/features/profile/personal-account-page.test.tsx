import type { TLanguage } from '@hse/contracts/constants';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { SESSION_KEYS } from '../../api/session';
import { USER } from '../../components/test-fixtures';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import PersonalAccountPage from './personal-account-page';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  localStorage.setItem(SESSION_KEYS.token, 'old-token');
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/profile/') return USER as never;
    throw new Error(`unexpected GET ${path}`);
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const input = (name: string) =>
  screen.getByTestId(`field-${name}`).querySelector('input') as HTMLInputElement;

describe.each<TLanguage>(['ru', 'kk', 'en'])('personal account in %s', (lang) => {
  it('shows own data, the photo hint and the password form without missing text', async () => {
    await i18n.changeLanguage(lang);
    const page = renderPage(<PersonalAccountPage />);
    await screen.findByDisplayValue('Атырау');
    expect(screen.getByText(USER.iin)).toBeTruthy();
    expect(screen.getByTestId('field-current_password')).toBeTruthy();
    page.stop();
    expect(page.missing).toEqual([]);
  });
});

describe('personal account behaviour', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ru');
  });

  it('reports a confirmation that does not match with the spec text', async () => {
    renderPage(<PersonalAccountPage />);
    await screen.findByDisplayValue('Атырау');
    fireEvent.change(input('password'), { target: { value: 'password1' } });
    fireEvent.change(input('password_confirm'), { target: { value: 'password2' } });
    await screen.findByText('Пароли не совпадают, проверьте ввод');
  });

  it('keeps the fresh token after a password change', async () => {
    vi.mocked(api.post).mockResolvedValue({ token: 'new-token' });
    renderPage(<PersonalAccountPage />);
    await screen.findByDisplayValue('Атырау');
    fireEvent.change(input('current_password'), { target: { value: 'Demo1234!' } });
    fireEvent.change(input('password'), { target: { value: 'password1' } });
    fireEvent.change(input('password_confirm'), { target: { value: 'password1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    await waitFor(() => expect(localStorage.getItem(SESSION_KEYS.token)).toBe('new-token'));
    expect(api.post).toHaveBeenCalledWith(
      '/profile/password/',
      { current_password: 'Demo1234!', password: 'password1', password_confirm: 'password1' },
      { once: false },
    );
  });

  it('saves personal fields with the version and shows a server field error', async () => {
    vi.mocked(api.patch).mockRejectedValue(
      new ApiError(400, 'Проверьте введённые данные', { city: ['Слишком длинно'] }),
    );
    renderPage(<PersonalAccountPage />);
    fireEvent.change(await screen.findByDisplayValue('Атырау'), { target: { value: 'Актау' } });
    const save = screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await screen.findByText('Слишком длинно');
    expect(api.patch).toHaveBeenCalledWith('/profile/', { version: 3, city: 'Актау' });
  });
});
