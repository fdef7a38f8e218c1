import type { TLanguage } from '../constants.ts';

/** Events' own texts: notifications of their workflow and their checks. */
export const EVENT_MESSAGES = {
  'notifications.event_assigned': {
    ru: 'Вам поручено мероприятие {{number}}',
    kk: 'Сізге {{number}} іс-шарасы тапсырылды',
    en: 'Event {{number}} is given to you',
  },
  'notifications.event_on_approval': {
    ru: 'Исполнение мероприятия {{number}} ждёт вашего утверждения',
    kk: '{{number}} іс-шарасының орындалуы сіздің бекітуіңізді күтуде',
    en: 'The execution of event {{number}} awaits your approval',
  },
  'notifications.event_revision': {
    ru: 'Мероприятие {{number}} возвращено на доработку: {{comment}}',
    kk: '{{number}} іс-шарасы пысықтауға қайтарылды: {{comment}}',
    en: 'Event {{number}} is returned for revision: {{comment}}',
  },
  'notifications.event_approved': {
    ru: 'Исполнение мероприятия {{number}} утверждено',
    kk: '{{number}} іс-шарасының орындалуы бекітілді',
    en: 'The execution of event {{number}} is approved',
  },
  'errors.event_comment_required': {
    ru: 'Укажите причину: комментарий обязателен для статусов «Приостановлено» и «Не применимо»',
    kk: 'Себебін көрсетіңіз: «Тоқтатылды» және «Қолданылмайды» мәртебелері үшін түсініктеме міндетті',
    en: 'Give the reason: a comment is required when an event is stopped or not applicable',
  },
  'errors.event_report_required': {
    ru: 'Опишите, что сделано',
    kk: 'Не істелгенін сипаттаңыз',
    en: 'Describe what was done',
  },
  'errors.event_done_on_required': {
    ru: 'Укажите дату исполнения',
    kk: 'Орындалған күнін көрсетіңіз',
    en: 'Give the date of execution',
  },
  'errors.event_source_unknown': {
    ru: 'Документ-основание не найден или недоступен вам',
    kk: 'Негіздеме құжаты табылмады немесе сізге қолжетімсіз',
    en: 'The source record does not exist or is not yours to read',
  },
  'errors.event_source_type_required': {
    ru: 'Укажите вид основания',
    kk: 'Негіздеме түрін көрсетіңіз',
    en: 'Choose the kind of source',
  },
  'errors.event_source_fixed': {
    ru: 'Основание мероприятия не меняется',
    kk: 'Іс-шараның негіздемесі өзгертілмейді',
    en: 'The source of an event does not change',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
