import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@hse/contracts/constants';

/** Picks ru, kk or en from an Accept-Language header by its weights; ru when none fits. */
export function languageOf(header: string | undefined): TLanguage {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().toLowerCase().slice(0, 2), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { lang } of ranked) {
    if ((LANGUAGES as readonly string[]).includes(lang)) return lang as TLanguage;
  }
  return DEFAULT_LANGUAGE;
}
