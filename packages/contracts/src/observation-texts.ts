import { OBSERVATION_KIND_TEXTS } from './observation-module-heads.ts';
import type { TTextTree } from './texts.ts';
import { VITAL_RULE_TEXTS } from './vital-rule-texts.ts';

/** What behavioural (PNBR), works and driving observations say, in ru, kk and en. */
export const OBSERVATION_TEXTS = {
  kinds: OBSERVATION_KIND_TEXTS.kinds,
  /** Titles of the lists, for their exports. */
  lists: OBSERVATION_KIND_TEXTS.lists,
  statuses: {
    draft: { ru: 'Черновик', kk: 'Жоба', en: 'Draft' },
    sent: { ru: 'Отправлено', kk: 'Жіберілді', en: 'Sent' },
  },
  fields: {
    number: { ru: 'Номер', kk: 'Нөмірі', en: 'Number' },
    status: { ru: 'Статус', kk: 'Мәртебесі', en: 'Status' },
    organization_id: { ru: 'Организация', kk: 'Ұйым', en: 'Organization' },
    observer: { ru: 'Наблюдатель', kk: 'Бақылаушы', en: 'Observer' },
    observed: { ru: 'Наблюдаемый', kk: 'Бақыланушы', en: 'Observed' },
    monitored_company: { ru: 'Наблюдаемая компания', kk: 'Бақыланатын компания', en: 'Monitored company' },
    monitored_department: {
      ru: 'Наблюдаемое подразделение',
      kk: 'Бақыланатын бөлімше',
      en: 'Monitored department',
    },
    task: { ru: 'Задача', kk: 'Тапсырма', en: 'Task' },
    check_comments: {
      ru: 'Комментарии к проверкам',
      kk: 'Тексерулерге түсініктемелер',
      en: 'Comments on the checks',
    },
    observed_at: { ru: 'Время наблюдения', kk: 'Бақылау уақыты', en: 'Time of observation' },
    observed_count: { ru: 'Количество наблюдаемых', kk: 'Бақыланғандар саны', en: 'Number observed' },
    place: { ru: 'Место', kk: 'Орны', en: 'Place' },
    place_detail: { ru: 'Уточнение места', kk: 'Орнын нақтылау', en: 'Specified place' },
    discussed: { ru: 'Что обсуждалось', kk: 'Не талқыланды', en: 'What was discussed' },
    work_stopped: { ru: 'Работа остановлена', kk: 'Жұмыс тоқтатылды', en: 'Work stopped' },
    description: { ru: 'Описание наблюдения', kk: 'Бақылаудың сипаттамасы', en: 'Observation description' },
    comment: { ru: 'Комментарий', kk: 'Түсініктеме', en: 'Comment' },
    structural_division: {
      ru: 'Структурное подразделение',
      kk: 'Құрылымдық бөлімше',
      en: 'Structural division',
    },
    organization_verification: {
      ru: 'Проверка организации',
      kk: 'Ұйымды тексеру',
      en: 'Organization verification',
    },
    driver: { ru: 'Водитель', kk: 'Жүргізуші', en: 'Driver' },
    vehicle: { ru: 'Транспортное средство', kk: 'Көлік құралы', en: 'Vehicle' },
    driving_experience: {
      ru: 'Стаж вождения, лет',
      kk: 'Жүргізу өтілі, жыл',
      en: 'Driving experience, years',
    },
    trip_date: { ru: 'Дата поездки', kk: 'Сапар күні', en: 'Trip date' },
    start_time: { ru: 'Время начала', kk: 'Басталу уақыты', en: 'Start time' },
    start_place: { ru: 'Место начала', kk: 'Басталу орны', en: 'Start place' },
    end_time: { ru: 'Время окончания', kk: 'Аяқталу уақыты', en: 'End time' },
    end_place: { ru: 'Место окончания', kk: 'Аяқталу орны', en: 'End place' },
    checks: { ru: 'Проверки', kk: 'Тексерулер', en: 'Checks' },
    // A row of the checklist is a rule, a practice or a driving habit: the domain calls all of them categories.
    check: { ru: 'Категория', kk: 'Санат', en: 'Category' },
    check_value: { ru: 'Оценка', kk: 'Бағасы', en: 'Rating' },
    at_risk_count: { ru: 'Рискованных действий', kk: 'Қауіпті әрекеттер', en: 'At-risk findings' },
    created_by_fio: { ru: 'Автор', kk: 'Авторы', en: 'Author' },
    created_at: { ru: 'Создано', kk: 'Құрылды', en: 'Created' },
  },
  /** The IOGP Life-Saving Rules. */
  vital_rules: VITAL_RULE_TEXTS,
  /** Habits of safe work besides the life-saving rules (observations.ts WORK_PRACTICES). */
  work_practices: {
    ppe: {
      ru: 'Средства индивидуальной защиты',
      kk: 'Жеке қорғану құралдары',
      en: 'Personal protective equipment',
    },
    tools_equipment: {
      ru: 'Инструменты и оборудование',
      kk: 'Құралдар мен жабдықтар',
      en: 'Tools and equipment',
    },
    housekeeping: { ru: 'Порядок на рабочем месте', kk: 'Жұмыс орнындағы тәртіп', en: 'Housekeeping' },
    procedures: {
      ru: 'Соблюдение процедур и инструкций',
      kk: 'Рәсімдер мен нұсқаулықтарды сақтау',
      en: 'Procedures and instructions',
    },
    body_position: {
      ru: 'Положение тела и эргономика',
      kk: 'Дене қалпы және эргономика',
      en: 'Body position and ergonomics',
    },
    manual_handling: {
      ru: 'Ручное перемещение грузов',
      kk: 'Жүктерді қолмен тасымалдау',
      en: 'Manual handling',
    },
    hazard_communication: {
      ru: 'Знаки безопасности и ограждения',
      kk: 'Қауіпсіздік белгілері мен қоршаулар',
      en: 'Safety signs and barriers',
    },
    chemicals: {
      ru: 'Обращение с химическими веществами',
      kk: 'Химиялық заттармен жұмыс',
      en: 'Chemical handling',
    },
    fire_prevention: { ru: 'Пожарная безопасность', kk: 'Өрт қауіпсіздігі', en: 'Fire prevention' },
    electrical_safety: { ru: 'Электробезопасность', kk: 'Электр қауіпсіздігі', en: 'Electrical safety' },
    pressure_systems: {
      ru: 'Оборудование под давлением',
      kk: 'Қысыммен жұмыс істейтін жабдықтар',
      en: 'Pressure systems',
    },
    environment: {
      ru: 'Охрана окружающей среды (разливы, отходы)',
      kk: 'Қоршаған ортаны қорғау (төгілулер, қалдықтар)',
      en: 'Environment (spills, waste)',
    },
    communication: {
      ru: 'Коммуникация (инструктаж перед работой)',
      kk: 'Коммуникация (жұмыс алдындағы нұсқама)',
      en: 'Communication (pre-job talk)',
    },
    emergency_readiness: {
      ru: 'Готовность к аварийным ситуациям',
      kk: 'Төтенше жағдайларға дайындық',
      en: 'Emergency readiness',
    },
  },
  driving_checks: {
    seat_belt: { ru: 'Ремень безопасности', kk: 'Қауіпсіздік белдігі', en: 'Seat belt' },
    speed: { ru: 'Скоростной режим', kk: 'Жылдамдық режимі', en: 'Speed' },
    phone: { ru: 'Телефон за рулём', kk: 'Рөлде телефон', en: 'Phone while driving' },
    distance: { ru: 'Соблюдение дистанции', kk: 'Арақашықтықты сақтау', en: 'Following distance' },
    fatigue: { ru: 'Усталость', kk: 'Шаршау', en: 'Fatigue' },
    pre_trip_inspection: {
      ru: 'Предрейсовый осмотр',
      kk: 'Рейс алдындағы тексеру',
      en: 'Pre-trip inspection',
    },
    journey_plan: { ru: 'План поездки', kk: 'Сапар жоспары', en: 'Journey plan' },
  },
  check_values: {
    safe: { ru: 'Безопасно', kk: 'Қауіпсіз', en: 'Safe' },
    at_risk: { ru: 'Рискованно', kk: 'Қауіпті', en: 'At risk' },
    not_applicable: { ru: 'Неприменимо', kk: 'Қолданылмайды', en: 'Not applicable' },
  },
  sections: {
    general: { ru: 'Общие сведения', kk: 'Жалпы мәліметтер', en: 'General information' },
    vital_rules: { ru: 'Жизненно важные правила', kk: 'Өмірлік маңызды ережелер', en: 'Life-saving rules' },
    work_practices: { ru: 'Рабочие практики', kk: 'Жұмыс тәжірибелері', en: 'Work practices' },
    driving_checks: { ru: 'Проверки вождения', kk: 'Көлік жүргізуді тексеру', en: 'Driving checks' },
    closing: { ru: 'Итоги наблюдения', kk: 'Бақылау қорытындысы', en: 'Outcome of the observation' },
  },
  /** The editor's notices, in place of the generic pages' own (`records:notify.*`). */
  notify: {
    created: { ru: 'Черновик сохранён', kk: 'Жоба сақталды', en: 'Draft saved' },
    saved: { ru: 'Успешно обновлено', kk: 'Сәтті жаңартылды', en: 'Updated' },
    sent: { ru: 'Наблюдение отправлено', kk: 'Бақылау жіберілді', en: 'Observation sent' },
  },
  filters: {
    at_risk: {
      ru: 'Только с рискованными действиями',
      kk: 'Тек қауіпті әрекеттермен',
      en: 'With at-risk findings only',
    },
  },
  export: {
    yes: { ru: 'Да', kk: 'Иә', en: 'Yes' },
    no: { ru: 'Нет', kk: 'Жоқ', en: 'No' },
  },
} as const satisfies TTextTree;

/**
 * The texts of one kind as its record module reads them (titles, the export's file), beside the
 * texts every kind shares. `titles.record` heads its PDF; the web heads the record otherwise.
 */
export function observationModuleTexts(kind: keyof typeof OBSERVATION_TEXTS.kinds) {
  const name = OBSERVATION_TEXTS.kinds[kind];
  const list = OBSERVATION_TEXTS.lists[kind];
  return {
    ...OBSERVATION_TEXTS,
    titles: { list, create: OBSERVATION_KIND_TEXTS.create[kind], record: name },
    export: { ...OBSERVATION_TEXTS.export, file: list },
  } satisfies TTextTree;
}
