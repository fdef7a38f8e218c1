import { TIMINGS } from '@hse/contracts/constants';
import { hasAnyRole } from '@hse/contracts/roles';
import { type ReactNode, Suspense, use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TLoginRedirectState } from '../api/navigation';
import { useSession } from '../api/session';
import { PageLoader } from '../components/page-loader';
import { currentLanguage, hasPageTexts, pageTexts } from '../i18n/i18n';
import { ModuleBoundary } from './module-boundary';
import { isPlannedSignInRoute } from './planned-routes';
import { RouteErrorBoundary } from './route-error';
import { NotFoundPage, type TRouteDef } from './routes';

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

/** Waits, under the page's loader, for the texts of the screens beyond the sign-in page. */
function PageTexts({ children }: { children: ReactNode }) {
  const lang = currentLanguage();
  if (!hasPageTexts(lang)) use(pageTexts(lang));
  return children;
}

export function RouteGate({ route }: { route: TRouteDef }) {
  const { isAuthenticated, roles } = useSession();
  const { pathname } = useLocation();
  // A screen of other roles is not there for this reader, as the API answers of what they may not see.
  const allowed = !route.roles || hasAnyRole(roles, route.roles);
  useDocumentTitle(allowed ? route.title : 'shell:routes.not_found');
  const signInOnly = !route.public || (route.path === '*' && isPlannedSignInRoute(pathname));
  if (signInOnly && !isAuthenticated) return <GuestRedirect />;
  const Page = allowed ? route.element : NotFoundPage;
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoader />}>
        {route.coreTexts && allowed ? (
          <Page />
        ) : (
          <PageTexts>
            {route.module ? (
              <ModuleBoundary module={route.module} route={route.moduleRoute} list={route.list}>
                <Page />
              </ModuleBoundary>
            ) : (
              <Page />
            )}
          </PageTexts>
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
}
