import { MEDIA_EVENT_HEAD_TEXTS } from './media-event-module-head.ts';
import { MEDIA_STATUS_TEXTS, MEDIA_TARGET_TEXTS } from './media-library-texts.ts';
import type { TTextTree } from './texts.ts';

/** What a media event (a safety day, a campaign, a training) means, in ru, kk and en. */
export const MEDIA_EVENT_TEXTS = {
  ...MEDIA_EVENT_HEAD_TEXTS,
  sections: {
    general: { ru: 'Мероприятие', kk: 'Іс-шара', en: 'Event' },
    story: { ru: 'Как прошло', kk: 'Қалай өтті', en: 'How it went' },
  },
  fields: {
    number: { ru: 'Номер', kk: 'Нөмірі', en: 'Number' },
    status: { ru: 'Статус', kk: 'Мәртебесі', en: 'Status' },
    created_at: { ru: 'Создано', kk: 'Құрылған', en: 'Created' },
    created_by_fio: { ru: 'Автор', kk: 'Авторы', en: 'Author' },
    title: { ru: 'Название', kk: 'Атауы', en: 'Title' },
    kind: { ru: 'Вид', kk: 'Түрі', en: 'Kind' },
    held_on: { ru: 'Дата проведения', kk: 'Өткізілген күні', en: 'Date' },
    place: { ru: 'Место проведения', kk: 'Өткізілген орны', en: 'Place' },
    organization_id: { ru: 'Организация', kk: 'Ұйым', en: 'Organization' },
    description: { ru: 'Описание', kk: 'Сипаттамасы', en: 'Description' },
    views: { ru: 'Просмотры', kk: 'Қаралым', en: 'Views' },
    targets: MEDIA_TARGET_TEXTS.field,
  },
  rows: { targets: MEDIA_TARGET_TEXTS.row },
  options: {
    kind: {
      safety_day: { ru: 'День безопасности', kk: 'Қауіпсіздік күні', en: 'Safety day' },
      campaign: { ru: 'Кампания', kk: 'Науқан', en: 'Campaign' },
      training: { ru: 'Обучение', kk: 'Оқыту', en: 'Training' },
    },
  },
  statuses: MEDIA_STATUS_TEXTS,
  gallery: {
    title: { ru: 'Фото и видео', kk: 'Фото және бейне', en: 'Photos and videos' },
    empty: {
      ru: 'Фото и видео ещё не добавлены: прикрепите их ниже',
      kk: 'Фото мен бейне әлі қосылмаған: оларды төменде тіркеңіз',
      en: 'No photos or videos yet: attach them below',
    },
    open: { ru: 'Открыть {{name}}', kk: '{{name}} ашу', en: 'Open {{name}}' },
    views: { ru: 'Просмотров: {{count}}', kk: 'Қаралым саны: {{count}}', en: 'Views: {{count}}' },
  },
  export: {
    file: { ru: 'Медиа мероприятия', kk: 'Медиа іс-шаралар', en: 'Media events' },
  },
} as const satisfies TTextTree;
