import { hasStoredToken } from './api/session-keys';
import { BUNDLES, PAGE_BUNDLES } from './i18n/bundle-loaders';
import { readStoredLanguage } from './i18n/language';

// The entry is only this, so that it runs as soon as it arrives: it starts the reader's texts
// beside the app (boot.tsx, a chunk the page preloads, index.html) instead of after the app has
// been fetched and run, one round trip and the app's start-up less on a slow phone (decision 102).
// i18n fetches the same modules later, and gets these downloads.
const lang = readStoredLanguage();
const early = [BUNDLES[lang](), ...(hasStoredToken() ? [PAGE_BUNDLES[lang]()] : [])];
// A failed fetch is tried again, and reported, by i18n.
for (const load of early) load.catch(() => undefined);

import('./boot').catch((error: unknown) => {
  console.error(error);
});

// The sign-in page, where most first visits land, is fetched beside the app as well.
if (/^\/login\/?$/.test(window.location.pathname))
  import('./features/auth/login-page').catch(() => undefined);
