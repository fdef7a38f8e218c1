import type { TLanguage } from '@hse/contracts/constants';
import type { TTree } from './tree';

/**
 * Each language's `locales/<lang>/<namespace>.json` files, a chunk per language that is fetched
 * when the language is first shown: the sign-in page downloads one language, not three. A new
 * namespace file needs no registration (each bundle globs its folder). Kept apart from the rest of
 * i18n so that the entry (main.tsx) can start the reader's texts before the app has arrived.
 */
export const BUNDLES: Record<
  TLanguage,
  () => Promise<{ default: Record<string, TTree>; shared: Record<string, TTree> }>
> = {
  ru: () => import('./bundles/ru'),
  kk: () => import('./bundles/kk'),
  en: () => import('./bundles/en'),
};

/** The other screens' texts of each language, a chunk of their own (`loadPageResources`). */
export const PAGE_BUNDLES: Record<TLanguage, () => Promise<{ default: Record<string, TTree> }>> = {
  ru: () => import('./bundles/ru-pages'),
  kk: () => import('./bundles/kk-pages'),
  en: () => import('./bundles/en-pages'),
};
