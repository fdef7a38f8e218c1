import type { TTextTree } from './texts.ts';

/** What every printed record says around its data. */
export const PRINT_TEXTS = {
  general: { ru: 'Общие сведения', kk: 'Жалпы мәліметтер', en: 'General information' },
  generated: { ru: 'Сформировано', kk: 'Қалыптастырылды', en: 'Generated' },
  time_zone: { ru: 'Часовой пояс', kk: 'Сағаттық белдеу', en: 'Time zone' },
  page: { ru: 'Страница', kk: 'Бет', en: 'Page' },
  of: { ru: 'из', kk: '/', en: 'of' },
  yes: { ru: 'Да', kk: 'Иә', en: 'Yes' },
  no: { ru: 'Нет', kk: 'Жоқ', en: 'No' },
} as const satisfies TTextTree;
