import { MEDIA_LANGUAGE_TEXTS, MEDIA_STATUS_TEXTS, MEDIA_TARGET_TEXTS } from './media-library-texts.ts';
import type { TTextTree } from './texts.ts';
import { VISUAL_AID_HEAD_TEXTS } from './visual-aid-module-head.ts';
import { VITAL_RULE_TEXTS } from './vital-rule-texts.ts';

/** What a visual aid means, in ru, kk and en: the web, the export and the PDF share it. */
export const VISUAL_AID_TEXTS = {
  ...VISUAL_AID_HEAD_TEXTS,
  sections: {
    general: { ru: 'Пособие', kk: 'Құрал', en: 'Visual aid' },
    audience: { ru: 'Для кого и о чём', kk: 'Кімге және не туралы', en: 'Audience and topic' },
  },
  fields: {
    number: { ru: 'Номер', kk: 'Нөмірі', en: 'Number' },
    status: { ru: 'Статус', kk: 'Мәртебесі', en: 'Status' },
    created_at: { ru: 'Создано', kk: 'Құрылған', en: 'Created' },
    created_by_fio: { ru: 'Автор', kk: 'Авторы', en: 'Author' },
    title_ru: { ru: 'Название на русском', kk: 'Орысша атауы', en: 'Title in Russian' },
    title_kk: { ru: 'Название на казахском', kk: 'Қазақша атауы', en: 'Title in Kazakh' },
    title_en: { ru: 'Название на английском', kk: 'Ағылшынша атауы', en: 'Title in English' },
    kind: { ru: 'Вид', kk: 'Түрі', en: 'Kind' },
    language: { ru: 'Язык', kk: 'Тілі', en: 'Language' },
    organization_id: {
      ru: 'Для организации (и входящих в неё)',
      kk: 'Ұйымға арналған (және оның құрамындағыларға)',
      en: 'For the organization (and those within it)',
    },
    vital_rules: { ru: 'Золотые правила', kk: 'Алтын ережелер', en: 'Golden rules' },
    tags: { ru: 'Теги', kk: 'Тегтер', en: 'Tags' },
    description: { ru: 'Описание', kk: 'Сипаттамасы', en: 'Description' },
    published_on: { ru: 'Дата публикации', kk: 'Жарияланған күні', en: 'Publication date' },
    views: { ru: 'Просмотры', kk: 'Қаралым', en: 'Views' },
    targets: MEDIA_TARGET_TEXTS.field,
  },
  rows: { targets: MEDIA_TARGET_TEXTS.row },
  options: {
    kind: {
      poster: { ru: 'Плакат', kk: 'Плакат', en: 'Poster' },
      leaflet: { ru: 'Памятка', kk: 'Жадынама', en: 'Leaflet' },
      presentation: { ru: 'Презентация', kk: 'Презентация', en: 'Presentation' },
    },
    language: MEDIA_LANGUAGE_TEXTS,
    vital_rules: VITAL_RULE_TEXTS,
  },
  statuses: MEDIA_STATUS_TEXTS,
  preview: {
    title: { ru: 'Просмотр', kk: 'Қарау', en: 'Preview' },
    empty: {
      ru: 'Файл ещё не добавлен: прикрепите изображение или PDF ниже',
      kk: 'Файл әлі қосылмаған: төменде сурет немесе PDF тіркеңіз',
      en: 'No file yet: attach an image or a PDF below',
    },
    open: { ru: 'Открыть {{name}}', kk: '{{name}} ашу', en: 'Open {{name}}' },
    views: { ru: 'Просмотров: {{count}}', kk: 'Қаралым саны: {{count}}', en: 'Views: {{count}}' },
    pdf: { ru: 'Документ PDF', kk: 'PDF құжаты', en: 'PDF document' },
  },
  cards: {
    no_file: { ru: 'Файл не добавлен', kk: 'Файл қосылмаған', en: 'No file yet' },
    file_of: { ru: 'Файл: {{name}}', kk: 'Файл: {{name}}', en: 'File: {{name}}' },
  },
  export: {
    file: { ru: 'Наглядные пособия', kk: 'Көрнекі құралдар', en: 'Visual aids' },
  },
} as const satisfies TTextTree;
