import { MEDIA_EDITOR_ROLES } from './media-library-texts.ts';
import type { TRecordModuleHead } from './record-module/define.ts';
import type { TTextTree } from './texts.ts';

/** What the web's shell shows before the module's pages load: its home card and titles. */
export const MEDIA_EVENT_HEAD_TEXTS = {
  home: {
    ru: 'Дни безопасности, кампании и обучения: фото и видео',
    kk: 'Қауіпсіздік күндері, науқандар және оқытулар: фото және бейне',
    en: 'Safety days, campaigns and trainings: photos and videos',
  },
  titles: {
    list: { ru: 'Медиа мероприятия', kk: 'Медиа іс-шаралар', en: 'Media events' },
    create: { ru: 'Новое медиа мероприятие', kk: 'Жаңа медиа іс-шара', en: 'New media event' },
    record: { ru: 'Медиа мероприятие', kk: 'Медиа іс-шара', en: 'Media event' },
    create_safety_day: {
      ru: 'Добавить день безопасности',
      kk: 'Қауіпсіздік күнін қосу',
      en: 'Add a safety day',
    },
    create_campaign: { ru: 'Добавить кампанию', kk: 'Науқан қосу', en: 'Add a campaign' },
    create_training: { ru: 'Добавить обучение', kk: 'Оқыту қосу', en: 'Add a training' },
  },
} as const satisfies TTextTree;

/** The kinds of a media event: the `:mediaType` of spec §2's media_events_create/:mediaType. */
export const MEDIA_EVENT_KINDS = ['safety_day', 'campaign', 'training'] as const;
export type TMediaEventKind = (typeof MEDIA_EVENT_KINDS)[number];

/** The media events' manifest head (decision 064), routes as the visual aids' are. */
export const MEDIA_EVENT_MODULE_HEAD = {
  key: 'media_events',
  texts: MEDIA_EVENT_HEAD_TEXTS,
  routes: { list: '/media_events', create: '/media_events_create/:mediaType', record: '/media_events/:id' },
  createRoles: MEDIA_EDITOR_ROLES,
} as const satisfies TRecordModuleHead;

export const mediaEventCreateHref = (kind: TMediaEventKind) =>
  MEDIA_EVENT_MODULE_HEAD.routes.create.replace(':mediaType', kind);
