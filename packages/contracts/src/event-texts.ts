import { EVENT_HEAD_TEXTS } from './event-module-head.ts';
import type { TTextTree } from './texts.ts';

/** What an event (a corrective or preventive measure) means, in ru, kk and en. */
export const EVENT_TEXTS = {
  ...EVENT_HEAD_TEXTS,
  sections: {
    general: { ru: 'Мероприятие', kk: 'Іс-шара', en: 'Event' },
    people: { ru: 'Исполнители', kk: 'Орындаушылар', en: 'People' },
    execution: { ru: 'Исполнение', kk: 'Орындалуы', en: 'Execution' },
    report: { ru: 'Отчёт об исполнении', kk: 'Орындалуы туралы есеп', en: 'Execution report' },
  },
  fields: {
    number: { ru: 'Номер', kk: 'Нөмірі', en: 'Number' },
    status: { ru: 'Статус', kk: 'Мәртебесі', en: 'Status' },
    created_at: { ru: 'Создано', kk: 'Құрылған', en: 'Created' },
    created_by_fio: { ru: 'Автор', kk: 'Авторы', en: 'Author' },
    title: { ru: 'Наименование мероприятия', kk: 'Іс-шараның атауы', en: 'Title' },
    description: { ru: 'Описание', kk: 'Сипаттамасы', en: 'Description' },
    source_type: { ru: 'Основание', kk: 'Негіздеме', en: 'Source' },
    source_id: { ru: 'Документ-основание', kk: 'Негіздеме құжаты', en: 'Source record' },
    source_row: { ru: 'Строка основания', kk: 'Негіздеме жолы', en: 'Source row' },
    organization_id: { ru: 'Организация', kk: 'Ұйым', en: 'Organization' },
    responsible_id: { ru: 'Ответственный', kk: 'Жауапты', en: 'Responsible person' },
    co_executor_ids: { ru: 'Соисполнители', kk: 'Бірлескен орындаушылар', en: 'Co-executors' },
    approver_id: { ru: 'Утверждающий', kk: 'Бекітуші', en: 'Approver' },
    due_on: { ru: 'Срок исполнения', kk: 'Орындау мерзімі', en: 'Due date' },
    cost: { ru: 'Стоимость, тыс. тенге', kk: 'Құны, мың теңге', en: 'Cost, thousand tenge' },
    execution_status: { ru: 'Статус исполнения', kk: 'Орындалу мәртебесі', en: 'Execution status' },
    execution_comment: {
      ru: 'Комментарий к статусу исполнения',
      kk: 'Орындалу мәртебесіне түсініктеме',
      en: 'Comment on the execution status',
    },
    report: { ru: 'Что сделано', kk: 'Не істелді', en: 'What was done' },
    done_on: { ru: 'Дата исполнения', kk: 'Орындалған күні', en: 'Date of execution' },
    overdue: { ru: 'Просрочено', kk: 'Мерзімі өткен', en: 'Overdue' },
  },
  options: {
    source_type: {
      incident: { ru: 'Сообщение о происшествии', kk: 'Оқиға туралы хабарлама', en: 'Incident message' },
      investigation_report: {
        ru: 'Отчёт о расследовании',
        kk: 'Тергеу туралы есеп',
        en: 'Investigation report',
      },
      investigation_act: { ru: 'Акт расследования', kk: 'Тергеу акті', en: 'Investigation act' },
      bulletin: { ru: 'Бюллетень', kk: 'Бюллетень', en: 'Bulletin' },
      audit: { ru: 'Аудит', kk: 'Аудит', en: 'Audit' },
      audit_finding: { ru: 'Несоответствие аудита', kk: 'Аудит сәйкессіздігі', en: 'Audit discrepancy' },
      pnbr_observation: {
        ru: 'Поведенческое наблюдение (ПНБР)',
        kk: 'Мінез-құлық бақылауы (ПНБР)',
        en: 'Behaviour observation',
      },
      works_observation: {
        ru: 'Наблюдение за работами',
        kk: 'Жұмыстарды бақылау',
        en: 'Observation of works',
      },
      driving_observation: {
        ru: 'Наблюдение за вождением',
        kk: 'Көлік жүргізуді бақылау',
        en: 'Driving observation',
      },
      qorgau_card: { ru: 'Карта Коргау', kk: 'Қорғау картасы', en: 'Qorgau card' },
      event_plan_part: { ru: 'План мероприятий ДЗО', kk: 'ЕТҰ іс-шаралар жоспары', en: 'Subsidiary’s plan' },
    },
    // Spec §4: the event's execution statuses.
    execution_status: {
      in_work: { ru: 'В работе', kk: 'Жұмыста', en: 'In work' },
      stopped: { ru: 'Приостановлено', kk: 'Тоқтатылды', en: 'Stopped' },
      done: { ru: 'Выполнено', kk: 'Орындалды', en: 'Done' },
      not_applicable: { ru: 'Не применимо', kk: 'Қолданылмайды', en: 'Not applicable' },
    },
  },
  filters: {
    overdue: { ru: 'Только просроченные', kk: 'Тек мерзімі өткендер', en: 'Overdue only' },
  },
  statuses: {
    in_work: { ru: 'В работе', kk: 'Жұмыста', en: 'In work' },
    on_approval: { ru: 'На утверждении', kk: 'Бекітуде', en: 'On approval' },
    revision: { ru: 'На доработке', kk: 'Пысықтауда', en: 'Revision' },
    approved: { ru: 'Утверждено', kk: 'Бекітілді', en: 'Approved' },
  },
  panel: {
    title: { ru: 'Мероприятия по записи', kk: 'Жазба бойынша іс-шаралар', en: 'Events of this record' },
    raise: { ru: 'Создать мероприятие', kk: 'Іс-шара құру', en: 'Raise an event' },
    empty: {
      ru: 'По этой записи мероприятий нет',
      kk: 'Бұл жазба бойынша іс-шаралар жоқ',
      en: 'No events were raised from this record',
    },
    source: { ru: 'Основание', kk: 'Негіздеме', en: 'Source' },
    report: { ru: 'Отчитаться об исполнении', kk: 'Орындалуы туралы есеп беру', en: 'Report execution' },
    review: { ru: 'Рассмотреть исполнение', kk: 'Орындалуын қарау', en: 'Review execution' },
    // One item of a record (a discrepancy, a measure): its own button and its events.
    raise_item: {
      ru: 'Создать мероприятие: {{item}}',
      kk: 'Іс-шара құру: {{item}}',
      en: 'Raise an event: {{item}}',
    },
    item_events: { ru: 'Мероприятия', kk: 'Іс-шаралар', en: 'Events' },
  },
  export: {
    file: { ru: 'Мероприятия', kk: 'Іс-шаралар', en: 'Events' },
  },
} as const satisfies TTextTree;
