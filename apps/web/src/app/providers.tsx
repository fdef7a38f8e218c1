import type { TLanguage } from '@hse/contracts/constants';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../api/query-client';
import { i18n } from '../i18n/i18n';
import { isLanguage } from '../i18n/language';
import { createAppTheme } from './theme/theme';
import { useThemeMode } from './theme/theme-mode';

function currentLanguage(): TLanguage {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : 'ru';
}

/** The interface language, followed here because the theme sits outside the translated tree. */
function useThemeLanguage(): TLanguage {
  const [lang, setLang] = useState(currentLanguage);
  useEffect(() => {
    const follow = () => setLang(currentLanguage());
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, []);
  return lang;
}

export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // The server answers texts in the request's language (organization names, generated titles,
  // questionnaires): after a switch, what is on screen is asked for again in the new one.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [queryClient]);
  const mode = useThemeMode();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const lang = useThemeLanguage();
  const theme = useMemo(() => createAppTheme(mode, { reducedMotion, lang }), [mode, reducedMotion, lang]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
