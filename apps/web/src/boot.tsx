import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { getSession } from './api/session';
import { App } from './app/app';
import { registerModuleTexts } from './app/modules';
import { preloadRoute } from './app/routes';
import { currentLanguage, loadInitialLanguage, pageTexts } from './i18n/i18n';

// The app, started by the entry (main.tsx) once this chunk has arrived.
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

registerModuleTexts();
const queryClient = createQueryClient();
const route = preloadRoute(window.location, queryClient);
// Only the sign-in page (`coreTexts`) is drawn before the other screens' texts have arrived.
const withPages = getSession().isAuthenticated || !route?.coreTexts;

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );

/** The other screens' texts, fetched once the sign-in page is shown, ready for what follows it. */
function fetchPageTextsWhenIdle() {
  const fetchTexts = () => void pageTexts(currentLanguage()).catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(fetchTexts, { timeout: 3000 });
  else setTimeout(fetchTexts, 1000);
}

// The first screen waits for its language's texts (one small chunk) so that it never shows keys;
// if they cannot be fetched, the app still starts rather than stay blank.
loadInitialLanguage(withPages).then(
  () => {
    render();
    if (!withPages) fetchPageTextsWhenIdle();
  },
  (error: unknown) => {
    console.error(error);
    render();
  },
);
