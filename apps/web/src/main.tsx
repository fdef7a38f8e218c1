import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getSession } from './api/session';
import { App } from './app/app';
import { registerModuleTexts } from './app/modules';
import { preloadRoute } from './app/routes';
import { loadInitialLanguage } from './i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

registerModuleTexts();
preloadRoute(window.location.pathname);

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// The first screen waits for its language's texts (one small chunk) so that it never shows keys;
// if they cannot be fetched, the app still starts rather than stay blank.
loadInitialLanguage(getSession().isAuthenticated).then(render, (error: unknown) => {
  console.error(error);
  render();
});
