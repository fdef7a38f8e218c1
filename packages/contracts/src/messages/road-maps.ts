import type { TLanguage } from '../constants.ts';

/** Road maps' own texts: their refusals and their notifications. */
export const ROAD_MAP_MESSAGES = {
  'errors.road_map_exists': {
    ru: 'У этой организации уже есть дорожная карта на {{year}} год: {{number}}',
    kk: 'Бұл ұйымның {{year}} жылға жол картасы бар: {{number}}',
    en: 'This organization already has a road map for {{year}}: {{number}}',
  },
  'errors.road_map_exists_field': {
    ru: 'На этот год у организации уже есть дорожная карта',
    kk: 'Ұйымның бұл жылға жол картасы бар',
    en: 'The organization already has a road map for this year',
  },
  'errors.road_map_subsidiary_only': {
    ru: 'Выберите дочернюю организацию: дорожную карту составляет дочерняя организация',
    kk: 'Еншілес ұйымды таңдаңыз: жол картасын еншілес ұйым жасайды',
    en: 'Choose a subsidiary: a road map is drawn up by a subsidiary',
  },
  'errors.road_map_incomplete': {
    ru: 'Заполните все поля всех мероприятий во всех категориях. Не заполнено полей: {{count}}, в мероприятиях: {{items}}',
    kk: 'Барлық санаттардағы барлық іс-шаралардың барлық өрістерін толтырыңыз. Толтырылмаған өрістер: {{count}}, іс-шараларда: {{items}}',
    en: 'Fill in every field of every measure in every category. Fields not filled in: {{count}}, in the measures: {{items}}',
  },
  'notifications.road_map_on_agreement': {
    ru: 'Дорожная карта {{number}} направлена на согласование',
    kk: '{{number}} жол картасы келісуге жіберілді',
    en: 'Road map {{number}} is sent for agreement',
  },
  'notifications.road_map_revision': {
    ru: 'Дорожная карта {{number}} возвращена на доработку: {{comment}}',
    kk: '{{number}} жол картасы пысықтауға қайтарылды: {{comment}}',
    en: 'Road map {{number}} is returned for revision: {{comment}}',
  },
  'notifications.road_map_approved': {
    ru: 'Дорожная карта {{number}} утверждена',
    kk: '{{number}} жол картасы бекітілді',
    en: 'Road map {{number}} is approved',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
