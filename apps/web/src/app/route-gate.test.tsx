import { act, render, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../api/session';
import { signInAs as signIn } from '../components/test-fixtures';
import { i18n } from '../i18n/i18n';
import { RouteGate } from './route-gate';
import { NOT_FOUND_ROUTE, type TRouteDef } from './routes';

const Secret = lazy(async () => ({ default: () => <p>secret page</p> }));
const privateRoute: TRouteDef = { path: '/secret', title: 'shell:routes.users', element: Secret };
const publicRoute: TRouteDef = { path: '/secret', public: true, element: Secret };

function LoginProbe() {
  const location = useLocation();
  return <p>login from {(location.state as { from?: string } | null)?.from}</p>;
}

function renderAt(route: TRouteDef) {
  return render(
    <MemoryRouter initialEntries={['/secret?x=1']}>
      <Routes>
        <Route path="/secret" element={<RouteGate route={route} />} />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('route gate', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    clearSession();
    await i18n.changeLanguage('ru');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a guest nothing, then opens /login after 800 ms', async () => {
    const { container } = renderAt(privateRoute);
    expect(container.textContent).toBe('');
    await act(async () => vi.advanceTimersByTime(799));
    expect(screen.queryByText(/login from/)).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('login from /secret?x=1')).toBeTruthy();
  });

  it('shows the page and its title to a signed-in user', async () => {
    signIn([]);
    renderAt(privateRoute);
    expect(await screen.findByText('secret page')).toBeTruthy();
    expect(document.title).toBe('Пользователи');
  });

  it('shows the not-found page to a signed-in user without the route’s roles', async () => {
    const staffRoute: TRouteDef = { ...privateRoute, roles: ['admin', 'dotos'] };
    signIn([]);
    const denied = renderAt(staffRoute);
    expect(await within(denied.container).findByTestId('not-found')).toBeTruthy();
    expect(within(denied.container).queryByText('secret page')).toBeNull();
    denied.unmount();
    signIn(['dotos']);
    const allowed = renderAt(staffRoute);
    expect(await within(allowed.container).findByText('secret page')).toBeTruthy();
  });

  it('sends a guest on a sign-in route still to come to /login, and shows 404 on an unknown path', async () => {
    const at = (path: string) =>
      render(
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<LoginProbe />} />
            <Route path="*" element={<RouteGate route={NOT_FOUND_ROUTE} />} />
          </Routes>
        </MemoryRouter>,
      );
    const audit = at('/audit');
    expect(audit.container.textContent).toBe('');
    await act(async () => vi.advanceTimersByTime(800));
    expect(within(audit.container).getByText('login from /audit')).toBeTruthy();
    audit.unmount();
    const media = at('/media/fire_safety');
    await act(async () => vi.advanceTimersByTime(800));
    expect(within(media.container).getByText('login from /media/fire_safety')).toBeTruthy();
    media.unmount();
    const unknown = at('/no-such-screen');
    expect(await within(unknown.container).findByTestId('not-found')).toBeTruthy();
  });

  it('opens a public route to a guest, titled HSE by default', async () => {
    renderAt(publicRoute);
    expect(await screen.findByText('secret page')).toBeTruthy();
    expect(document.title).toBe('HSE');
  });
});
