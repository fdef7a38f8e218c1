import type { TLanguage } from '../constants.ts';

/** Incident reports: what a report needs and the notifications about it. */
export const INCIDENT_MESSAGES = {
  'incidents.victims_required': {
    ru: 'Укажите хотя бы одного пострадавшего',
    kk: 'Кемінде бір зардап шегушіні көрсетіңіз',
    en: 'Add at least one victim',
  },
  'incidents.transport_required': {
    ru: 'Укажите данные транспортного средства',
    kk: 'Көлік құралының деректерін көрсетіңіз',
    en: 'Fill in the vehicle data',
  },
  'incidents.driver_required': {
    ru: 'Укажите данные водителя',
    kk: 'Жүргізушінің деректерін көрсетіңіз',
    en: 'Fill in the driver data',
  },
  'incidents.impact_required': {
    ru: 'Опишите воздействие на окружающую среду',
    kk: 'Қоршаған ортаға әсерін сипаттаңыз',
    en: 'Describe the impact on the environment',
  },
  'notifications.incident_sent': {
    ru: 'Новое сообщение о происшествии {{number}}',
    kk: 'Оқиға туралы жаңа хабарлама {{number}}',
    en: 'New incident message {{number}}',
  },
  'notifications.incident_in_work': {
    ru: 'Сообщение {{number}} принято в работу',
    kk: '{{number}} хабарламасы жұмысқа алынды',
    en: 'Message {{number}} has been taken into work',
  },
  'notifications.incident_revision': {
    ru: 'Сообщение {{number}} возвращено на доработку: {{comment}}',
    kk: '{{number}} хабарламасы пысықтауға қайтарылды: {{comment}}',
    en: 'Message {{number}} has been returned for revision: {{comment}}',
  },
  'notifications.incident_closed': {
    ru: 'Сообщение {{number}} закрыто',
    kk: '{{number}} хабарламасы жабылды',
    en: 'Message {{number}} has been closed',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
