import type { TLanguage } from '../constants.ts';

/** The working-day calendar and the deadlines that remind and escalate (decision 049). */
export const DEADLINE_MESSAGES = {
  'errors.holiday_taken': {
    ru: 'На этот день в календаре уже есть запись',
    kk: 'Күнтізбеде бұл күнге жазба бар',
    en: 'The calendar already has an entry for this day',
  },
  'deadlines.reminder': {
    ru: 'Срок «{{title}}» истекает {{due}}',
    kk: '«{{title}}» мерзімі {{due}} аяқталады',
    en: 'The deadline “{{title}}” is due {{due}}',
  },
  'deadlines.overdue': {
    ru: 'Срок «{{title}}» истёк {{due}}',
    kk: '«{{title}}» мерзімі {{due}} өтіп кетті',
    en: 'The deadline “{{title}}” passed on {{due}}',
  },
  'deadlines.escalation': {
    ru: 'Просрочено и не выполнено: «{{title}}» (срок {{due}})',
    kk: 'Мерзімі өтіп, орындалмады: «{{title}}» (мерзімі {{due}})',
    en: 'Overdue and not done: “{{title}}” (due {{due}})',
  },
  'deadlines.digest': {
    ru: 'Сроки, требующие внимания: {{count}}. Первый: {{first}}',
    kk: 'Назар аударуды қажет ететін мерзімдер: {{count}}. Біріншісі: {{first}}',
    en: 'Deadlines needing attention: {{count}}. First: {{first}}',
  },
  'deadlines.accident_report': {
    ru: 'Сообщение о несчастном случае (24 часа)',
    kk: 'Жазатайым оқиға туралы хабарлау (24 сағат)',
    en: 'Accident reported (24 hours)',
  },
  'deadlines.accident_commission': {
    ru: 'Создание комиссии (24 часа после медицинского заключения)',
    kk: 'Комиссия құру (медициналық қорытындыдан кейін 24 сағат)',
    en: 'Commission formed (24 hours after the medical conclusion)',
  },
  'deadlines.accident_investigation': {
    ru: 'Расследование (10 рабочих дней)',
    kk: 'Тергеп-тексеру (10 жұмыс күні)',
    en: 'Investigation (10 working days)',
  },
  'deadlines.accident_act_sent': {
    ru: 'Направление акта в инспекцию труда (3 рабочих дня)',
    kk: 'Актіні еңбек инспекциясына жіберу (3 жұмыс күні)',
    en: 'Act sent to the labour inspectorate (3 working days)',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
