import { MEDIA_VIDEO_HEAD_TEXTS } from './media-video-module-head.ts';
import type { TTextTree } from './texts.ts';

/** What a video of the media library means, in ru, kk and en. */
export const MEDIA_VIDEO_TEXTS = {
  ...MEDIA_VIDEO_HEAD_TEXTS,
  sections: {
    general: { ru: 'Видео', kk: 'Бейне', en: 'Video' },
    source: { ru: 'Источник', kk: 'Дереккөз', en: 'Source' },
    audience: { ru: 'Для кого', kk: 'Кімге арналған', en: 'Audience' },
  },
  fields: {
    number: { ru: 'Номер', kk: 'Нөмірі', en: 'Number' },
    status: { ru: 'Статус', kk: 'Мәртебесі', en: 'Status' },
    created_at: { ru: 'Создано', kk: 'Құрылған', en: 'Created' },
    created_by_fio: { ru: 'Автор', kk: 'Авторы', en: 'Author' },
    name: { ru: 'Название', kk: 'Атауы', en: 'Name' },
    language: { ru: 'Язык', kk: 'Тілі', en: 'Language' },
    organization_id: { ru: 'Организация', kk: 'Ұйым', en: 'Organization' },
    published_on: { ru: 'Дата публикации', kk: 'Жарияланған күні', en: 'Published on' },
    source: { ru: 'Тип источника', kk: 'Дереккөз түрі', en: 'Source type' },
    link: { ru: 'Ссылка', kk: 'Сілтеме', en: 'Link' },
    iframe: { ru: 'Код iframe', kk: 'iframe коды', en: 'Iframe code' },
    poster_file_id: { ru: 'Обложка (изображение)', kk: 'Мұқаба (сурет)', en: 'Poster frame (image)' },
    duration: { ru: 'Длительность, с', kk: 'Ұзақтығы, с', en: 'Duration, s' },
    tags: { ru: 'Теги', kk: 'Тегтер', en: 'Tags' },
    targets: {
      ru: 'Целевые организации',
      kk: 'Мақсатты ұйымдар',
      en: 'Target organizations',
    },
    views: { ru: 'Просмотры', kk: 'Қаралым', en: 'Views' },
    has_video: { ru: 'Файл загружен', kk: 'Файл жүктелген', en: 'File uploaded' },
  },
  rows: {
    targets: { organization_id: { ru: 'Организация', kk: 'Ұйым', en: 'Organization' } },
  },
  options: {
    language: {
      ru: { ru: 'Русский', kk: 'Орыс тілі', en: 'Russian' },
      kk: { ru: 'Казахский', kk: 'Қазақ тілі', en: 'Kazakh' },
      en: { ru: 'Английский', kk: 'Ағылшын тілі', en: 'English' },
    },
    source: {
      file: { ru: 'Загруженный файл', kk: 'Жүктелген файл', en: 'Uploaded file' },
      link: { ru: 'Ссылка на видео', kk: 'Бейнеге сілтеме', en: 'Link to a video' },
      iframe: {
        ru: 'Встроенный плеер (iframe)',
        kk: 'Кірістірілген ойнатқыш (iframe)',
        en: 'Embedded player (iframe)',
      },
    },
  },
  statuses: {
    published: { ru: 'Опубликовано', kk: 'Жарияланды', en: 'Published' },
  },
  player: {
    title: { ru: 'Просмотр', kk: 'Көру', en: 'Watch' },
    no_file: {
      ru: 'Файл видео ещё не загружен',
      kk: 'Бейне файлы әлі жүктелмеген',
      en: 'No video file has been uploaded yet',
    },
    upload: { ru: 'Загрузить видео', kk: 'Бейнені жүктеу', en: 'Upload a video' },
    replace: { ru: 'Заменить видео', kk: 'Бейнені ауыстыру', en: 'Replace the video' },
    uploading: {
      ru: 'Загрузка видео: {{percent}}%',
      kk: 'Бейне жүктелуде: {{percent}}%',
      en: 'Uploading the video: {{percent}}%',
    },
    cancel: { ru: 'Отменить загрузку', kk: 'Жүктеуді болдырмау', en: 'Cancel the upload' },
    cancelled: { ru: 'Загрузка отменена', kk: 'Жүктеу болдырылмады', en: 'The upload was cancelled' },
    uploaded: { ru: 'Видео загружено', kk: 'Бейне жүктелді', en: 'The video is uploaded' },
    formats: {
      ru: 'MP4, WebM или Ogg, до {{max}} МБ',
      kk: 'MP4, WebM немесе Ogg, {{max}} МБ дейін',
      en: 'MP4, WebM or Ogg, up to {{max}} MB',
    },
    file: {
      ru: 'Файл: {{name}}, {{size}} МБ',
      kk: 'Файл: {{name}}, {{size}} МБ',
      en: 'File: {{name}}, {{size}} MB',
    },
    external: { ru: 'Открыть на сайте', kk: 'Сайтта ашу', en: 'Open on the site' },
    frame: { ru: 'Видео: {{name}}', kk: 'Бейне: {{name}}', en: 'Video: {{name}}' },
    views: { ru: 'Просмотров: {{count}}', kk: 'Қаралым: {{count}}', en: 'Views: {{count}}' },
  },
  hosts: {
    intro: {
      ru: 'Внешние видео встраиваются и открываются только с этих сайтов (https).',
      kk: 'Сыртқы бейнелер тек осы сайттардан (https) кірістіріледі және ашылады.',
      en: 'External videos are embedded and linked only from these sites (https).',
    },
    host: { ru: 'Сайт', kk: 'Сайт', en: 'Host' },
    add: { ru: 'Добавить сайт', kk: 'Сайт қосу', en: 'Add a host' },
    remove: { ru: 'Удалить сайт {{host}}', kk: '{{host}} сайтын жою', en: 'Remove the host {{host}}' },
    empty: { ru: 'Список пуст', kk: 'Тізім бос', en: 'The list is empty' },
    added: { ru: 'Сайт добавлен', kk: 'Сайт қосылды', en: 'The host is added' },
    removed: { ru: 'Сайт удалён', kk: 'Сайт жойылды', en: 'The host is removed' },
  },
  export: {
    file: { ru: 'Видеоматериалы', kk: 'Бейнематериалдар', en: 'Videos' },
  },
} as const satisfies TTextTree;
