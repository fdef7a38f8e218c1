import { FORMAT_LOCALES, LANGUAGES, TEXT_FALLBACK_LANGUAGE, type TLanguage } from '@hse/contracts/constants';
import { useTranslation } from 'react-i18next';

/** i18next may report a region ('ru-RU') or nothing yet; content is keyed by the bare code. */
export function toLanguage(lng: string | undefined): TLanguage {
  const code = (lng ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as TLanguage) : TEXT_FALLBACK_LANGUAGE;
}

export function useLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Record texts fall back to Russian (spec §9), the language every record is written in. */
export function pickText(text: Partial<Record<TLanguage, string>>, lang: TLanguage): string {
  return text[lang] || text[TEXT_FALLBACK_LANGUAGE] || '';
}

/** Organizations carry `name_ru`, `name_kk`, `name_en`. */
export function pickName(
  record: { name_ru: string; name_kk: string; name_en: string },
  lang: TLanguage,
): string {
  return pickText({ ru: record.name_ru, kk: record.name_kk, en: record.name_en }, lang);
}

export function formatDateTime(iso: string, lang: TLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(FORMAT_LOCALES[lang], { dateStyle: 'short', timeStyle: 'short' }).format(
    date,
  );
}

/** A calendar day (`YYYY-MM-DD`) as the reader writes it; no time zone can move it to another day. */
export function formatDate(day: string, lang: TLanguage): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(FORMAT_LOCALES[lang], { dateStyle: 'short', timeZone: 'UTC' }).format(date);
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

export function formatFileSize(bytes: number, lang: TLanguage): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(FORMAT_LOCALES[lang], {
    style: 'unit',
    unit: SIZE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
