import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../../api/client';
import { clearSession, getToken } from '../../api/session';
import { takeSsoLogout } from '../../api/sso-logout';
import { notify } from '../notifications-store';

/** Spec §4/§8: whatever the server answers, the session ends and the app opens /login. */
export function useLogout() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    // Read before the session is cleared: it belongs to the token being ended.
    const providerLogout = takeSsoLogout(getToken());
    try {
      await api.get<void>('/api-token-logout/', { silent: true });
    } catch (error) {
      console.error(error);
      const detail = error instanceof ApiError && error.detail ? error.detail : t('logout.failed');
      notify({ type: 'error', message: detail });
    } finally {
      clearSession();
      queryClient.clear();
      // A single sign-on also ends at the provider, which sends the browser back to /login.
      if (providerLogout) window.location.assign(providerLogout);
      else void navigate('/login');
    }
  };
}
