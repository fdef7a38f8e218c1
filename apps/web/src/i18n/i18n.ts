import { LANGUAGES, type TLanguage, UI_FALLBACK_LANGUAGE } from '@hse/contracts/constants';
import type { TTextTree } from '@hse/contracts/texts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, readStoredLanguage, storeLanguage } from './language';
import { loadPageResources, loadResources, registerSharedTexts, sharedTextsIn } from './resources';

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

type TPart = 'core' | 'pages';
const loaded = new Map<`${TLanguage}:${TPart}`, Promise<void>>();
const arrived = new Set<`${TLanguage}:${TPart}`>();
const LOADERS = { core: loadResources, pages: loadPageResources };

/** Fetches one part of a language's texts once; a failed fetch is tried again on the next call. */
function loadPart(lang: TLanguage, part: TPart): Promise<void> {
  const key = `${lang}:${part}` as const;
  let loading = loaded.get(key);
  if (!loading) {
    loading = LOADERS[part](lang).then((byNamespace) => {
      for (const [ns, tree] of Object.entries(byNamespace))
        i18n.addResourceBundle(lang, ns, tree, true, true);
      arrived.add(key);
    });
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** Fetches all of a language's texts once. */
export function loadLanguage(lang: TLanguage): Promise<void> {
  return Promise.all([loadPart(lang, 'core'), loadPart(lang, 'pages')]).then(() => undefined);
}

/**
 * The texts of the screens beyond the sign-in page, in a language: one promise per language while
 * it loads and after, as React's `use` wants (route-gate.tsx).
 */
export function pageTexts(lang: TLanguage): Promise<void> {
  return loadPart(lang, 'pages');
}

/** Whether those texts are here, so that a screen renders at once rather than suspend a moment. */
export const hasPageTexts = (lang: TLanguage): boolean => arrived.has(`${lang}:pages`);

/**
 * Loads the reader's language before the first render, so that no screen shows keys. The sign-in
 * page waits only for its own texts and leaves the others' (`withPages` false) to be fetched once
 * it is shown, off the way of its first paint; every other screen waits for them (route-gate.tsx),
 * as does a signed-in reader's shell, which shows other screens' texts at once (cards, badges).
 * Re-applying the language after the texts arrive lets i18next resolve it against them.
 */
export async function loadInitialLanguage(withPages: boolean): Promise<void> {
  const lang = readStoredLanguage();
  const core = loadPart(lang, 'core');
  await (withPages ? Promise.all([core, loadPart(lang, 'pages')]) : core);
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
