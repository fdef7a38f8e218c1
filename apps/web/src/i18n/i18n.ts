import { LANGUAGES, type TLanguage, UI_FALLBACK_LANGUAGE } from '@hse/contracts/constants';
import type { TTextTree } from '@hse/contracts/texts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, readStoredLanguage, storeLanguage } from './language';
import { loadResources, registerSharedTexts, sharedTextsIn } from './resources';

export const i18n = i18next.createInstance();

// Resources arrive per language (loadLanguage). An empty `resources` object, not a backend, keeps
// i18next synchronous: components never suspend for texts, which are always added before the
// language is shown. The fallback language is not fetched for a reader of another one: every key
// exists in every language (i18n-keys.test.ts), so it would never be read.
void i18n.use(initReactI18next).init({
  resources: {},
  lng: readStoredLanguage(),
  fallbackLng: UI_FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function syncDocumentLanguage(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

const loaded = new Map<TLanguage, Promise<void>>();

/** Fetches a language's texts once; a failed fetch is tried again on the next call. */
export function loadLanguage(lang: TLanguage): Promise<void> {
  let loading = loaded.get(lang);
  if (!loading) {
    loading = loadResources(lang).then((byNamespace) => {
      for (const [ns, tree] of Object.entries(byNamespace))
        i18n.addResourceBundle(lang, ns, tree, true, true);
    });
    loading.catch(() => loaded.delete(lang));
    loaded.set(lang, loading);
  }
  return loading;
}

/**
 * Loads the reader's language before the first render, so that no screen shows keys. Re-applying
 * the language after the texts arrive lets i18next resolve it against them.
 */
export async function loadInitialLanguage(): Promise<void> {
  const lang = readStoredLanguage();
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
}

export function currentLanguage(): TLanguage {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : readStoredLanguage();
}

let requested: TLanguage | null = null;

/**
 * The interface stays in the old language until the new one's texts have arrived; of two quick
 * choices the last one wins, whichever language arrives first.
 */
export async function changeLanguage(lang: TLanguage): Promise<void> {
  requested = lang;
  await loadLanguage(lang);
  if (requested !== lang) return;
  storeLanguage(lang);
  await i18n.changeLanguage(lang);
}

/** Translation outside React (HTTP client, notification store). */
export function translate(key: string, params?: Record<string, unknown>): string {
  return i18n.t(key, params);
}

/** A contracts text tree (a record module's) as a namespace, in the languages loaded and those to come. */
export function addSharedTexts(namespace: string, tree: TTextTree): void {
  registerSharedTexts(namespace, tree);
  for (const lang of LANGUAGES)
    if (i18n.hasResourceBundle(lang, 'common'))
      i18n.addResourceBundle(lang, namespace, sharedTextsIn(tree, lang), true, true);
}
