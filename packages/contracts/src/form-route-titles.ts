import type { TTextTree } from './texts.ts';

/**
 * The forms' document titles, which the shell needs before the pages load: spec §2 names each
 * form's screen «Форма 1» … «Форма 26»; and the designer's.
 */
export const FORM_ROUTE_TITLES = {
  ...Object.fromEntries(
    Array.from({ length: 26 }, (_, i) => [
      `form_${i + 1}`,
      { ru: `Форма ${i + 1}`, kk: `${i + 1}-форма`, en: `Form ${i + 1}` },
    ]),
  ),
  designer: { ru: 'Конструктор форм', kk: 'Формалар құрастырушысы', en: 'Form designer' },
  consolidation: { ru: 'Сводная по формам', kk: 'Формалар бойынша жиынтық', en: 'Forms consolidation' },
  completeness: { ru: 'Сдача форм', kk: 'Формалардың тапсырылуы', en: 'Forms submitted' },
} satisfies TTextTree;
