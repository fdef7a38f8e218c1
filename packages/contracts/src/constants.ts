/** Business constants of spec §9, shared by server and web. */
export const LANGUAGES = ['ru', 'kk', 'en'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/**
 * The locale dates and numbers are written in, by language. Kazakh writes them as Russian does
 * (DD.MM.YYYY, `61,1`); the runtimes' own Kazakh data disagree (Node writes 10.12.2026, Chromium
 * 2026-12-10 and `61.1`), so the Russian patterns serve both.
 */
export const FORMAT_LOCALES: Record<TLanguage, string> = { ru: 'ru-RU', kk: 'ru-RU', en: 'en-GB' };
export const DEFAULT_LANGUAGE: TLanguage = 'ru';
/** Interface texts fall back to English; content texts (titles of records) to Russian. */
export const UI_FALLBACK_LANGUAGE: TLanguage = 'en';
export const TEXT_FALLBACK_LANGUAGE: TLanguage = 'ru';

export const TIMINGS = {
  notificationAutoClearMs: 5000,
  unauthorizedRedirectMs: 1500,
  guestRedirectMs: 800,
  menuOpenDelayMs: 300,
  menuCloseDelayMs: 250,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PHOTO_MAX_BYTES = 300 * 1024;
export const PHOTO_MIME = 'image/jpeg';

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export const LAYERS = { overlay: 2000, dialog: 2400, notifications: 3000 } as const;
export const SIDEBAR = { railWidth: 80, expandedWidth: 300, thirdLevelPadding: 72, swipeEdge: 25 } as const;
export const LOGOUT_DIALOG_WIDTH = 500;
export const COLORS = { primary: '#1867C0', defaultButton: '#00A3D4' } as const;
export const DATE_PICKER_YEARS = { back: 100, ahead: 52 } as const;

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** The page sizes a list offers; the server keeps one planned statement per size for these. */
export const LIST_PAGE_SIZES = [10, 20, 50, PAGE_SIZE_MAX] as const;
