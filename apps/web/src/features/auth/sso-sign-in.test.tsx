import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { getToken } from '../../api/session';
import { takeSsoLogout } from '../../api/sso-logout';
import { renderPage } from '../../components/test-render';
import { SsoSignIn } from './sso-sign-in';

vi.mock('../../api/client', async (original) => ({
  ApiError: (await original<typeof import('../../api/client')>()).ApiError,
  api: { get: vi.fn(), post: vi.fn() },
}));

const OPTIONS = {
  oidc: { organization_name: 'Demo Oil & Gas', logout_url: 'https://idp.example/logout?client_id=hse' },
};
const SESSION = {
  token: 'a'.repeat(64),
  user_id: 'u1',
  roles: ['dotos'],
  organization_id: 'o1',
  organization_name: 'ТОО «Демо Добыча»',
  fio: 'Иванов И.',
};

const render = (url = '/login') => renderPage(<SsoSignIn next="/incident" />, { path: '/login', url });

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  vi.mocked(api.get).mockReset();
  vi.mocked(api.post).mockReset();
});

describe('SsoSignIn', () => {
  it('shows nothing where the server has no single sign-on', async () => {
    vi.mocked(api.get).mockResolvedValue({ oidc: null } as never);
    const { container } = render();
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/sign-in-options/', expect.anything()));
    expect(container.innerHTML).toBe('');
  });

  it('offers the provider by its organization name, returning to the page asked for', async () => {
    vi.mocked(api.get).mockResolvedValue(OPTIONS as never);
    const view = render();
    const button = await screen.findByTestId('sso-sign-in');
    expect(button.textContent).toBe('Войти через Demo Oil & Gas');
    expect(button.getAttribute('href')).toBe('/api/oidc/start/?next=%2Fincident');
    expect(view.missing).toEqual([]);
    view.stop();
  });

  it('trades the one-time code for the session a password gives, and remembers the provider logout', async () => {
    vi.mocked(api.get).mockResolvedValue(OPTIONS as never);
    vi.mocked(api.post).mockResolvedValue(SESSION as never);
    render('/login?sso_code=one-time&next=%2Fincident');
    await waitFor(() => expect(getToken()).toBe(SESSION.token));
    expect(api.post).toHaveBeenCalledWith(
      '/oidc/exchange/',
      { code: 'one-time' },
      { auth: false, once: false },
    );
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('user_role')).toBe('["dotos"]');
    expect(takeSsoLogout('another token')).toBeNull();
  });

  it('ties the provider logout to the token of the single sign-on', async () => {
    vi.mocked(api.get).mockResolvedValue(OPTIONS as never);
    vi.mocked(api.post).mockResolvedValue(SESSION as never);
    render('/login?sso_code=one-time');
    await waitFor(() => expect(getToken()).toBe(SESSION.token));
    expect(takeSsoLogout(SESSION.token)).toBe(OPTIONS.oidc.logout_url);
    expect(takeSsoLogout(SESSION.token)).toBeNull();
  });

  it('tells why the provider’s answer signed nobody in', async () => {
    vi.mocked(api.get).mockResolvedValue(OPTIONS as never);
    render('/login?sso_error=awaiting_activation');
    expect((await screen.findByTestId('sso-error')).textContent).toContain('ожидает активации');
  });
});
