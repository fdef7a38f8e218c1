import { TIMINGS } from '@hse/contracts/constants';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TLoginRedirectState } from '../api/navigation';
import { useSession } from '../api/session';
import { PageLoader } from '../components/page-loader';
import { RouteErrorBoundary } from './route-error';
import type { TRouteDef } from './routes';

function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.title = title ? t(title) : t('shell:document_title_default');
  }, [t, title]);
}

/** Spec §6: a guest on a login-only route sees nothing, then lands on /login after 800 ms. */
function GuestRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const from = `${location.pathname}${location.search}`;
    const timer = setTimeout(() => {
      void navigate('/login', { replace: true, state: { from } satisfies TLoginRedirectState });
    }, TIMINGS.guestRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate, location.pathname, location.search]);
  return null;
}

export function RouteGate({ route }: { route: TRouteDef }) {
  const { isAuthenticated } = useSession();
  const { pathname } = useLocation();
  useDocumentTitle(route.title);
  if (!route.public && !isAuthenticated) return <GuestRedirect />;
  const Page = route.element;
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}
