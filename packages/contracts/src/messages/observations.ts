import type { TLanguage } from '../constants.ts';

/** Observations (PNBR, works, driving). */
export const OBSERVATION_MESSAGES = {
  'observations.nothing_rated': {
    ru: 'Оцените хотя бы один пункт: «безопасно» или «опасно»',
    kk: 'Кемінде бір тармақты бағалаңыз: «қауіпсіз» немесе «қауіпті»',
    en: 'Rate at least one item as safe or at risk',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
