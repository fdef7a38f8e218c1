import type { TLoginResponse } from '@hse/contracts/auth';
import type { TSignInOptions } from '@hse/contracts/single-sign-on';
import { SSO_QUERY, SSO_REFUSALS, type TSsoRefusal } from '@hse/contracts/single-sign-on-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, api } from '../../api/client';
import { API_BASE } from '../../api/http';
import { saveSession } from '../../api/session';
import { rememberSsoLogout } from '../../api/sso-logout';

/** A page of this application, never an outside address. */
const safeNext = (next: string | null): string =>
  next?.startsWith('/') && !next.startsWith('//') && next !== '/login' ? next : '/';

const isRefusal = (value: string | null): value is TSsoRefusal => SSO_REFUSALS.some((r) => r === value);

/**
 * "Sign in with <organization>" beside the password form, where the server has single sign-on,
 * and the end of that sign-in: the provider's round trip comes back here with a one-time code,
 * traded by POST for the same session a password gives.
 */
export function SsoSignIn({ next }: { next: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [options, setOptions] = useState<TSignInOptions['oidc']>(null);
  const [error, setError] = useState<string | null>(() => {
    const refusal = search.get(SSO_QUERY.error);
    return isRefusal(refusal) ? t(`sso.errors.${refusal}`) : null;
  });
  const code = useRef(search.get(SSO_QUERY.code));
  const [busy, setBusy] = useState(Boolean(code.current));

  useEffect(() => {
    let live = true;
    api
      .get<TSignInOptions>('/sign-in-options/', { auth: false, silent: true })
      .then((answer) => live && setOptions(answer.oidc))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const once = code.current;
    const target = safeNext(search.get(SSO_QUERY.next));
    if (search.has(SSO_QUERY.code) || search.has(SSO_QUERY.error)) setSearch({}, { replace: true });
    if (!once) return;
    code.current = null;
    void (async () => {
      try {
        const session = await api.post<TLoginResponse>(
          '/oidc/exchange/',
          { code: once },
          { auth: false, once: false },
        );
        const settings = await api
          .get<TSignInOptions>('/sign-in-options/', { auth: false, silent: true })
          .catch(() => null);
        saveSession(session);
        rememberSsoLogout(session.token, settings?.oidc?.logout_url ?? null);
        void navigate(target, { replace: true });
      } catch (failure) {
        setError(failure instanceof ApiError && failure.detail ? failure.detail : t('sso.errors.failed'));
        setBusy(false);
      }
    })();
  }, [search, setSearch, navigate, t]);

  if (!options && !error) return null;
  return (
    <>
      {error && (
        <Alert severity="error" data-testid="sso-error">
          {error}
        </Alert>
      )}
      {options && (
        <>
          <Divider>{t('sso.or')}</Divider>
          <Button
            variant="outlined"
            size="large"
            href={`${API_BASE}/oidc/start/?${new URLSearchParams({ next })}`}
            disabled={busy}
            data-testid="sso-sign-in"
          >
            {t('sso.button', { name: options.organization_name })}
          </Button>
        </>
      )}
    </>
  );
}
