import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { i18n } from '../i18n/i18n';

/**
 * Renders a page as the app would (query client, i18n, router at `url` matched by `path`)
 * and records every translation key that does not exist, so a test can require none.
 */
export function renderPage(
  page: ReactElement,
  { path = '/', url = '/' }: { path?: string; url?: string } = {},
) {
  const missing: string[] = [];
  const onMissing = (_lngs: readonly string[], ns: string, key: string) => missing.push(`${ns}:${key}`);
  i18n.options.saveMissing = true;
  i18n.on('missingKey', onMissing);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={createTheme()}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={page} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const stop = () => {
    i18n.off('missingKey', onMissing);
    i18n.options.saveMissing = false;
  };
  return { ...view, client, missing, stop };
}
