/** Videos of the media library and the platform's streamed uploads: their refusals. */
export const MEDIA_VIDEO_MESSAGES = {
  'errors.video_too_large': {
    ru: 'Видео больше допустимого размера ({{max}} МБ)',
    kk: 'Бейне рұқсат етілген көлемнен үлкен ({{max}} МБ)',
    en: 'The video is larger than allowed ({{max}} MB)',
  },
  'errors.video_type': {
    ru: 'Загрузите видео в формате MP4, WebM или Ogg',
    kk: 'Бейнені MP4, WebM немесе Ogg пішімінде жүктеңіз',
    en: 'Upload a video in MP4, WebM or Ogg format',
  },
  'errors.video_empty': {
    ru: 'Файл видео пуст',
    kk: 'Бейне файлы бос',
    en: 'The video file is empty',
  },
  'errors.range_not_satisfiable': {
    ru: 'Запрошенный диапазон байтов вне файла',
    kk: 'Сұралған байт ауқымы файлдан тыс',
    en: 'The requested byte range lies outside the file',
  },
  'errors.media_ticket': {
    ru: 'Ссылка на видео устарела или неверна. Обновите страницу',
    kk: 'Бейне сілтемесінің мерзімі өтті немесе ол қате. Бетті жаңартыңыз',
    en: 'The video link has expired or is invalid. Reload the page',
  },
  'errors.video_host': {
    ru: 'Этот сайт не входит в список разрешённых для видео',
    kk: 'Бұл сайт бейнеге рұқсат етілгендер тізімінде жоқ',
    en: 'This site is not on the list of hosts allowed for videos',
  },
  'errors.video_https': {
    ru: 'Адрес видео должен начинаться с https://',
    kk: 'Бейне мекенжайы https:// деп басталуы керек',
    en: 'The video address must start with https://',
  },
  'errors.video_iframe': {
    ru: 'Вставьте код iframe с одним адресом src',
    kk: 'Бір src мекенжайы бар iframe кодын қойыңыз',
    en: 'Paste an iframe code with one src address',
  },
  'errors.video_source': {
    ru: 'Укажите ссылку или код iframe для внешнего видео',
    kk: 'Сыртқы бейне үшін сілтемені немесе iframe кодын көрсетіңіз',
    en: 'Give a link or an iframe code for an external video',
  },
  'errors.video_host_exists': {
    ru: 'Этот сайт уже есть в списке',
    kk: 'Бұл сайт тізімде бар',
    en: 'This host is already on the list',
  },
  'errors.video_host_name': {
    ru: 'Укажите имя сайта, например www.youtube.com',
    kk: 'Сайттың атын көрсетіңіз, мысалы www.youtube.com',
    en: 'Give a host name, such as www.youtube.com',
  },
} as const;
