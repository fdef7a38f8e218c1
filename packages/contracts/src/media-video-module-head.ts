import type { TRecordModuleHead } from './record-module/define.ts';
import type { TTextTree } from './texts.ts';

/** What the web's shell shows before the video pages load: its home card and titles. */
export const MEDIA_VIDEO_HEAD_TEXTS = {
  home: {
    ru: 'Видеоматериалы по безопасности: загруженные видео и ссылки на разрешённые сайты',
    kk: 'Қауіпсіздік бойынша бейнематериалдар: жүктелген бейнелер және рұқсат етілген сайттарға сілтемелер',
    en: 'Safety videos: uploaded files and links to allowed sites',
  },
  titles: {
    // The menu names the list so (shell's `menu.items.shared_videos`).
    list: { ru: 'Видеоматериалы', kk: 'Бейнематериалдар', en: 'Videos' },
    create: { ru: 'Новое видео', kk: 'Жаңа бейне', en: 'New video' },
    record: { ru: 'Видео', kk: 'Бейне', en: 'Video' },
    hosts: {
      ru: 'Разрешённые сайты видео',
      kk: 'Бейнеге рұқсат етілген сайттар',
      en: 'Allowed video hosts',
    },
  },
} as const satisfies TTextTree;

/** The media kinds of spec §2's `shared_videos_create/:mediaType`: where a new video comes from. */
export const VIDEO_SOURCES = ['file', 'link', 'iframe'] as const;
export type TVideoSource = (typeof VIDEO_SOURCES)[number];

/**
 * The video manifest's head: spec §2's routes. `:mediaType` is the new video's source (a file,
 * a link, an iframe); `/create/video` is the media library's common create route for a video.
 */
export const MEDIA_VIDEO_MODULE_HEAD = {
  key: 'media_videos',
  texts: MEDIA_VIDEO_HEAD_TEXTS,
  routes: {
    list: '/shared_videos',
    create: '/shared_videos_create/file',
    record: '/shared_videos_edit/:id',
  },
  createRoles: ['admin', 'dotos', 'headdotos'],
} as const satisfies TRecordModuleHead;

/** The admin's screen of the hosts external videos may come from. */
export const VIDEO_HOSTS_ROUTE = '/media-video-hosts';
