import type { TLanguage } from '@hse/contracts/constants';
import { use } from 'react';
import { i18n } from './i18n';
import type { TTree } from './tree';

// Texts of screens few readers open (the analytics dashboards and their charts) are not in the
// other screens' chunk (bundles/<lang>-pages.ts), which every signed-in route waits for: they are
// fetched when such a screen first shows, a chunk per language and namespace.
const FILES = import.meta.glob<TTree>('./locales/*/{analytics,charts}.json', { import: 'default' });

export type TLazyNamespace = 'analytics' | 'charts';

const loading = new Map<string, Promise<void>>();

/** One language's namespace, fetched once (again after a failure). */
export function loadLazyTexts(namespace: TLazyNamespace, lang: TLanguage): Promise<void> {
  const key = `${lang}/${namespace}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = FILES[`./locales/${key}.json`];
    promise = (load ? load() : Promise.resolve({})).then((tree) => {
      i18n.addResourceBundle(lang, namespace, tree, true, true);
    });
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Suspends a screen until these texts of the reader's language are here. */
export function useLazyTexts(namespace: TLazyNamespace, lang: TLanguage): void {
  if (!i18n.hasResourceBundle(lang, namespace)) use(loadLazyTexts(namespace, lang));
}
