import { INCIDENT_HEAD_TEXTS } from './incident-module-head.ts';
import type { TTextTree } from './texts.ts';

/** What an incident message's data means, in ru, kk and en: labels of fields and of their values. */
export const INCIDENT_TEXTS = {
  fields: {
    number: { ru: 'Номер', kk: 'Нөмірі', en: 'Number' },
    status: { ru: 'Статус', kk: 'Мәртебесі', en: 'Status' },
    kind: { ru: 'Вид происшествия', kk: 'Оқиға түрі', en: 'Type of event' },
    organization_id: { ru: 'Организация', kk: 'Ұйым', en: 'Organization' },
    occurred_at: {
      ru: 'Дата и время происшествия',
      kk: 'Оқиға болған күн мен уақыт',
      en: 'Date and time of occurrence',
    },
    liquidated_at: {
      ru: 'Дата и время ликвидации',
      kk: 'Жойылған күн мен уақыт',
      en: 'Date and time of liquidation',
    },
    location: { ru: 'Место происшествия', kk: 'Оқиға орны', en: 'Location' },
    description: { ru: 'Описание происшествия', kk: 'Оқиғаның сипаттамасы', en: 'Description' },
    measures: { ru: 'Принятые меры', kk: 'Қабылданған шаралар', en: 'Measures taken' },
    contractor: { ru: 'Подрядная организация', kk: 'Мердігер ұйым', en: 'Contractor organization' },
    business_direction: { ru: 'Бизнес-направление', kk: 'Бизнес-бағыт', en: 'Business direction' },
    area: { ru: 'Участок', kk: 'Учаске', en: 'Area' },
    work_type: { ru: 'Вид работ', kk: 'Жұмыс түрі', en: 'Type of work' },
    impact: { ru: 'Последствия и воздействие', kk: 'Салдары мен әсері', en: 'Impact' },
    notified_bodies: { ru: 'Уведомлённые органы', kk: 'Хабардар етілген органдар', en: 'Notified bodies' },
    preliminary_causes: {
      ru: 'Предварительные причины',
      kk: 'Алдын ала себептері',
      en: 'Preliminary causes',
    },
    classification: { ru: 'Классификация', kk: 'Жіктелуі', en: 'Classification' },
    victims: { ru: 'Пострадавшие', kk: 'Зардап шеккендер', en: 'Victims' },
    victims_count: { ru: 'Пострадавших', kk: 'Зардап шеккендер саны', en: 'Victims' },
    transport: { ru: 'Транспортное средство', kk: 'Көлік құралы', en: 'Vehicle' },
    driver: { ru: 'Водитель', kk: 'Жүргізуші', en: 'Driver' },
    needs_special_investigation: {
      ru: 'Требует специального расследования',
      kk: 'Арнайы тергеуді қажет етеді',
      en: 'Needs a special investigation',
    },
    created_by_fio: { ru: 'Автор', kk: 'Авторы', en: 'Author' },
    created_at: { ru: 'Создано', kk: 'Құрылды', en: 'Created' },
  },
  kinds: {
    accident: { ru: 'Несчастный случай', kk: 'Жазатайым оқиға', en: 'Accident' },
    road_accident: { ru: 'ДТП', kk: 'Жол-көлік оқиғасы', en: 'Road accident' },
    fire: { ru: 'Пожар', kk: 'Өрт', en: 'Fire' },
    incident: { ru: 'Инцидент', kk: 'Инцидент', en: 'Incident' },
    medical: {
      ru: 'Медпомощь / микротравма',
      kk: 'Медициналық көмек / микрожарақат',
      en: 'Medical aid / microtrauma',
    },
    near_miss: {
      ru: 'Потенциально опасное происшествие',
      kk: 'Ықтимал қауіпті оқиға',
      en: 'Near miss',
    },
    environmental: { ru: 'Разлив, выброс', kk: 'Төгілу, шығарынды', en: 'Environmental release' },
  },
  statuses: {
    draft: { ru: 'Черновик', kk: 'Жоба', en: 'Draft' },
    sent: { ru: 'Отправлено', kk: 'Жіберілді', en: 'Sent' },
    in_work: { ru: 'В работе', kk: 'Жұмыста', en: 'In work' },
    revision: { ru: 'На доработке', kk: 'Пысықтауда', en: 'For revision' },
    closed: { ru: 'Закрыто', kk: 'Жабылды', en: 'Closed' },
  },
  severities: {
    light: { ru: 'Лёгкая', kk: 'Жеңіл', en: 'Light' },
    severe: { ru: 'Тяжёлая', kk: 'Ауыр', en: 'Severe' },
    fatal: { ru: 'Со смертельным исходом', kk: 'Өліммен аяқталған', en: 'Fatal' },
  },
  body_parts: {
    head: { ru: 'Голова', kk: 'Бас', en: 'Head' },
    eyes: { ru: 'Глаза', kk: 'Көз', en: 'Eyes' },
    neck: { ru: 'Шея', kk: 'Мойын', en: 'Neck' },
    back: { ru: 'Спина, позвоночник', kk: 'Арқа, омыртқа', en: 'Back, spine' },
    trunk: { ru: 'Туловище (грудь, живот)', kk: 'Тұлға (кеуде, іш)', en: 'Trunk (chest, abdomen)' },
    upper_limbs: {
      ru: 'Руки (плечо, предплечье, запястье)',
      kk: 'Қол (иық, білек, білезік)',
      en: 'Arms (shoulder to wrist)',
    },
    hands: { ru: 'Кисти и пальцы рук', kk: 'Қол басы мен саусақтары', en: 'Hands and fingers' },
    lower_limbs: {
      ru: 'Ноги (бедро, голень, голеностоп)',
      kk: 'Аяқ (сан, сирақ, тобық)',
      en: 'Legs (hip to ankle)',
    },
    feet: { ru: 'Стопы и пальцы ног', kk: 'Табан мен аяқ саусақтары', en: 'Feet and toes' },
    multiple: { ru: 'Несколько частей тела', kk: 'Дененің бірнеше бөлігі', en: 'Several body parts' },
    internal: {
      ru: 'Внутренние органы, отравление',
      kk: 'Ішкі ағзалар, улану',
      en: 'Internal organs, poisoning',
    },
  },
  outcomes: {
    fatality: { ru: 'Смертельный случай', kk: 'Өлім жағдайы', en: 'Fatality' },
    lwdc: {
      ru: 'С потерей рабочего времени (LWDC)',
      kk: 'Жұмыс уақыты жоғалған (LWDC)',
      en: 'Lost workday case (LWDC)',
    },
    rwc: { ru: 'Ограниченная работа (RWC)', kk: 'Шектеулі жұмыс (RWC)', en: 'Restricted workday case (RWC)' },
    mtc: {
      ru: 'Медицинская помощь (MTC)',
      kk: 'Медициналық көмек (MTC)',
      en: 'Medical treatment case (MTC)',
    },
    fac: { ru: 'Первая помощь (FAC)', kk: 'Алғашқы көмек (FAC)', en: 'First aid case (FAC)' },
  },
  directions: {
    exploration: { ru: 'Геологоразведка', kk: 'Геологиялық барлау', en: 'Exploration' },
    production: { ru: 'Добыча', kk: 'Өндіру', en: 'Production' },
    refining: { ru: 'Переработка', kk: 'Өңдеу', en: 'Refining' },
    transportation: { ru: 'Транспортировка', kk: 'Тасымалдау', en: 'Transportation' },
    marketing: { ru: 'Сбыт', kk: 'Өткізу', en: 'Marketing' },
    services: { ru: 'Сервис', kk: 'Сервис', en: 'Services' },
  },
  classifications: {
    work_related: { ru: 'Связано с производством', kk: 'Өндіріспен байланысты', en: 'Work-related' },
    not_work_related: {
      ru: 'Не связано с производством',
      kk: 'Өндіріспен байланысты емес',
      en: 'Not work-related',
    },
    under_review: { ru: 'Устанавливается', kk: 'Анықталуда', en: 'Under review' },
  },
  victim: {
    full_name: { ru: 'ФИО', kk: 'Аты-жөні', en: 'Full name' },
    birth_year: { ru: 'Год рождения', kk: 'Туған жылы', en: 'Year of birth' },
    position: { ru: 'Должность', kk: 'Лауазымы', en: 'Position' },
    experience_years: { ru: 'Стаж, лет', kk: 'Еңбек өтілі, жыл', en: 'Experience, years' },
    instruction_date: { ru: 'Дата инструктажа', kk: 'Нұсқаулық өткізілген күн', en: 'Instruction date' },
    injury_severity: { ru: 'Тяжесть травмы', kk: 'Жарақаттың ауырлығы', en: 'Injury severity' },
    body_part: { ru: 'Травмированная часть тела', kk: 'Жарақат алған дене мүшесі', en: 'Injured body part' },
    diagnosis: { ru: 'Диагноз', kk: 'Диагнозы', en: 'Diagnosis' },
    dependents: { ru: 'Иждивенцы', kk: 'Асырауындағылар', en: 'Dependents' },
    outcome: { ru: 'Категория исхода', kk: 'Нәтиже санаты', en: 'Outcome category' },
  },
  transport: {
    vehicle: { ru: 'Марка и модель', kk: 'Маркасы мен үлгісі', en: 'Make and model' },
    plate_number: { ru: 'Госномер', kk: 'Мемлекеттік нөмірі', en: 'Plate number' },
    owner: { ru: 'Владелец', kk: 'Иесі', en: 'Owner' },
  },
  driver: {
    full_name: { ru: 'ФИО водителя', kk: 'Жүргізушінің аты-жөні', en: 'Driver’s full name' },
    license_number: { ru: 'Номер удостоверения', kk: 'Куәлік нөмірі', en: 'Licence number' },
    experience_years: { ru: 'Стаж вождения, лет', kk: 'Жүргізу өтілі, жыл', en: 'Driving experience, years' },
    alcohol_test: { ru: 'Освидетельствование на алкоголь', kk: 'Алкогольге куәландыру', en: 'Alcohol test' },
  },
  alcohol: {
    negative: { ru: 'Отрицательное', kk: 'Теріс', en: 'Negative' },
    positive: { ru: 'Положительное', kk: 'Оң', en: 'Positive' },
    not_done: { ru: 'Не проводилось', kk: 'Жүргізілмеді', en: 'Not done' },
  },
  export: {
    file: { ru: 'Сообщения о происшествиях', kk: 'Оқиғалар туралы хабарламалар', en: 'Incident messages' },
    yes: { ru: 'Да', kk: 'Иә', en: 'Yes' },
    no: { ru: 'Нет', kk: 'Жоқ', en: 'No' },
  },
} as const satisfies TTextTree;

/**
 * The texts as the record-module layer reads them (decision 028): the same labels, their values
 * also under `options.<field>`, with the titles and sections of the message's pages.
 */
export const INCIDENT_MODULE_TEXTS = {
  ...INCIDENT_TEXTS,
  options: {
    kind: INCIDENT_TEXTS.kinds,
    business_direction: INCIDENT_TEXTS.directions,
    classification: INCIDENT_TEXTS.classifications,
    injury_severity: INCIDENT_TEXTS.severities,
    body_part: INCIDENT_TEXTS.body_parts,
    outcome: INCIDENT_TEXTS.outcomes,
  },
  rows: { victims: INCIDENT_TEXTS.victim },
  // The list narrowed by an analytics figure to messages with such an injured person.
  filters: {
    victim_outcome: {
      ru: 'Пострадавшие с исходом',
      kk: 'Зардап шеккендердің нәтижесі',
      en: 'Victims by outcome',
    },
    victim_body_part: {
      ru: 'Пострадавшие с травмой части тела',
      kk: 'Дене мүшесі жарақаттанған зардап шеккендер',
      en: 'Victims by injured body part',
    },
  },
  titles: INCIDENT_HEAD_TEXTS.titles,
  sections: {
    general: { ru: 'Общие сведения', kk: 'Жалпы мәліметтер', en: 'General information' },
    circumstances: { ru: 'Обстоятельства', kk: 'Мән-жайлары', en: 'Circumstances' },
    victims: { ru: 'Пострадавшие', kk: 'Зардап шеккендер', en: 'Victims' },
  },
} as const satisfies TTextTree;
