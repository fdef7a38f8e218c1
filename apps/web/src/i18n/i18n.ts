import { LANGUAGES, type TLanguage, UI_FALLBACK_LANGUAGE } from '@hse/contracts/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, readStoredLanguage, storeLanguage } from './language';
import { buildResources, namespacesOf } from './resources';

const resources = buildResources();

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: UI_FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: namespacesOf(resources),
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

export function currentLanguage(): TLanguage {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : readStoredLanguage();
}

export async function changeLanguage(lang: TLanguage): Promise<void> {
  storeLanguage(lang);
  await i18n.changeLanguage(lang);
}

/** Translation outside React (HTTP client, notification store). */
export function translate(key: string, params?: Record<string, unknown>): string {
  return i18n.t(key, params);
}
