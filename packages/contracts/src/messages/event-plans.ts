import type { TLanguage } from '../constants.ts';

/** Event plans' own texts (decision 056): their refusals and their notifications. */
export const EVENT_PLAN_MESSAGES = {
  'errors.event_plan_exists': {
    ru: 'Сводный план мероприятий на {{year}} год уже есть: {{number}}',
    kk: '{{year}} жылға жиынтық іс-шаралар жоспары бар: {{number}}',
    en: 'There is a consolidated plan for {{year}} already: {{number}}',
  },
  'errors.event_plan_exists_field': {
    ru: 'На этот год сводный план уже есть',
    kk: 'Бұл жылға жиынтық жоспар бар',
    en: 'There is a consolidated plan for this year already',
  },
  'errors.event_plan_holding_only': {
    ru: 'Выберите холдинг: сводный план составляет холдинг',
    kk: 'Холдингті таңдаңыз: жиынтық жоспарды холдинг жасайды',
    en: 'Choose the holding: the holding draws up the consolidated plan',
  },
  'errors.event_plan_holding_writes': {
    ru: 'Сводный план ведёт ДОТОС холдинга',
    kk: 'Жиынтық жоспарды холдингтің еңбекті қорғау және қоршаған ортаны қорғау департаменті жүргізеді',
    en: 'The holding’s HSE department keeps the consolidated plan',
  },
  'errors.event_plan_not_open': {
    ru: 'Сводный план ещё не отправлен в работу',
    kk: 'Жиынтық жоспар әлі жұмысқа жіберілмеген',
    en: 'The consolidated plan is not sent to work yet',
  },
  'errors.event_plan_part_exists': {
    ru: 'У этой организации уже есть план в этом сводном плане: {{number}}',
    kk: 'Бұл ұйымның осы жиынтық жоспарда жоспары бар: {{number}}',
    en: 'This organization already has a part in this plan: {{number}}',
  },
  'errors.event_plan_part_exists_field': {
    ru: 'У организации уже есть план в этом сводном плане',
    kk: 'Ұйымның осы жиынтық жоспарда жоспары бар',
    en: 'The organization already has a part in this plan',
  },
  'errors.event_plan_part_subsidiary_only': {
    ru: 'Выберите дочернюю организацию',
    kk: 'Еншілес ұйымды таңдаңыз',
    en: 'Choose a subsidiary',
  },
  'errors.event_plan_part_empty': {
    ru: 'Добавьте хотя бы одно мероприятие, прежде чем направлять план',
    kk: 'Жоспарды жібермес бұрын кемінде бір іс-шара қосыңыз',
    en: 'Add at least one measure before sending the part',
  },
  'errors.event_plan_part_incomplete': {
    ru: 'Заполните обязательные поля мероприятий. Не заполнено полей: {{count}}, в мероприятиях: {{items}}',
    kk: 'Іс-шаралардың міндетті өрістерін толтырыңыз. Толтырылмаған өрістер: {{count}}, іс-шараларда: {{items}}',
    en: 'Fill in the required fields of the measures. Fields not filled in: {{count}}, in the measures: {{items}}',
  },
  'errors.event_plan_part_approver_required': {
    ru: 'Укажите, кто принимает отчёты об исполнении мероприятий',
    kk: 'Іс-шаралардың орындалуы туралы есептерді кім қабылдайтынын көрсетіңіз',
    en: 'Say who accepts the execution reports of the measures',
  },
  'notifications.event_plan_opened': {
    ru: 'Сводный план мероприятий {{number}}: составьте план вашей организации до {{date}}',
    kk: '{{number}} жиынтық іс-шаралар жоспары: ұйымыңыздың жоспарын {{date}} дейін жасаңыз',
    en: 'Consolidated plan {{number}}: draw up your organization’s part by {{date}}',
  },
  'notifications.event_plan_part_on_agreement': {
    ru: 'План мероприятий ДЗО {{number}} направлен на согласование',
    kk: '{{number}} ЕТҰ іс-шаралар жоспары келісуге жіберілді',
    en: 'Subsidiary’s plan {{number}} is sent for agreement',
  },
  'notifications.event_plan_part_revision': {
    ru: 'План мероприятий ДЗО {{number}} возвращён на доработку: {{comment}}',
    kk: '{{number}} ЕТҰ іс-шаралар жоспары пысықтауға қайтарылды: {{comment}}',
    en: 'Subsidiary’s plan {{number}} is returned for revision: {{comment}}',
  },
  'notifications.event_plan_part_approved': {
    ru: 'План мероприятий ДЗО {{number}} согласован',
    kk: '{{number}} ЕТҰ іс-шаралар жоспары келісілді',
    en: 'Subsidiary’s plan {{number}} is agreed',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
