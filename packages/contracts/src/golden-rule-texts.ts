import type { TTextTree } from './texts.ts';

/** The golden rules' screens (decision 064), in ru, kk and en. */
export const GOLDEN_RULE_PAGE_TEXTS = {
  title: { ru: 'Золотые правила', kk: 'Алтын ережелер', en: 'Golden rules' },
  edit_title: { ru: 'Золотое правило', kk: 'Алтын ереже', en: 'Golden rule' },
  intro: {
    ru: 'Девять жизненно важных правил безопасности, подкатегории организаций и наглядные пособия к каждому',
    kk: 'Тоғыз өмірлік маңызды қауіпсіздік ережесі, ұйымдардың ішкі санаттары және әрқайсысына көрнекі құралдар',
    en: 'The nine life-saving rules, the organizations’ sub-categories and the visual aids of each',
  },
  subcategories: {
    ru: 'Подкатегории организаций',
    kk: 'Ұйымдардың ішкі санаттары',
    en: 'Organizations’ sub-categories',
  },
  no_subcategories: { ru: 'Подкатегорий нет', kk: 'Ішкі санаттар жоқ', en: 'No sub-categories' },
  aids: { ru: 'Наглядные пособия', kk: 'Көрнекі құралдар', en: 'Visual aids' },
  no_aids: { ru: 'Пособий пока нет', kk: 'Құралдар әзірге жоқ', en: 'No visual aids yet' },
  edit: {
    ru: 'Изменить правило «{{name}}»',
    kk: '«{{name}}» ережесін өзгерту',
    en: 'Edit the rule “{{name}}”',
  },
  back: { ru: 'К золотым правилам', kk: 'Алтын ережелерге', en: 'Back to the golden rules' },
  pictogram: { ru: 'Пиктограмма', kk: 'Пиктограмма', en: 'Pictogram' },
  pictogram_of: { ru: 'Пиктограмма: {{name}}', kk: 'Пиктограмма: {{name}}', en: 'Pictogram: {{name}}' },
  pictogram_upload: {
    ru: 'Загрузить пиктограмму (PNG, JPEG, WebP)',
    kk: 'Пиктограмманы жүктеу (PNG, JPEG, WebP)',
    en: 'Upload a pictogram (PNG, JPEG, WebP)',
  },
  pictogram_saved: { ru: 'Пиктограмма сохранена', kk: 'Пиктограмма сақталды', en: 'Pictogram saved' },
  saved: { ru: 'Правило сохранено', kk: 'Ереже сақталды', en: 'Rule saved' },
  save: { ru: 'Сохранить', kk: 'Сақтау', en: 'Save' },
  fields: {
    title_ru: { ru: 'Название на русском', kk: 'Орысша атауы', en: 'Name in Russian' },
    title_kk: { ru: 'Название на казахском', kk: 'Қазақша атауы', en: 'Name in Kazakh' },
    title_en: { ru: 'Название на английском', kk: 'Ағылшынша атауы', en: 'Name in English' },
    text_ru: { ru: 'Текст правила на русском', kk: 'Ереже мәтіні орысша', en: 'The rule’s text in Russian' },
    text_kk: {
      ru: 'Текст правила на казахском',
      kk: 'Ереже мәтіні қазақша',
      en: 'The rule’s text in Kazakh',
    },
    text_en: {
      ru: 'Текст правила на английском',
      kk: 'Ереже мәтіні ағылшынша',
      en: 'The rule’s text in English',
    },
  },
} as const satisfies TTextTree;
