import { EVENT_PLAN_HEAD_TEXTS, EVENT_PLAN_PART_HEAD_TEXTS } from './event-plan-module-head.ts';
import type { TTextTree } from './texts.ts';

const COMMON_FIELDS = {
  number: { ru: 'Номер', kk: 'Нөмірі', en: 'Number' },
  status: { ru: 'Статус', kk: 'Мәртебесі', en: 'Status' },
  created_at: { ru: 'Создан', kk: 'Құрылған', en: 'Created' },
  created_by_fio: { ru: 'Автор', kk: 'Авторы', en: 'Author' },
  year: { ru: 'Год', kk: 'Жыл', en: 'Year' },
  send_by: {
    ru: 'Срок представления планов ДЗО',
    kk: 'ЕТҰ жоспарларын ұсыну мерзімі',
    en: 'Subsidiaries’ plans due by',
  },
} as const satisfies TTextTree;

/** How a subsidiary's part stands in the consolidated plan (PART_STANDINGS). */
const STANDINGS = {
  not_started: { ru: 'Не начат', kk: 'Басталмаған', en: 'Not started' },
  draft: { ru: 'Черновик', kk: 'Жоба', en: 'Draft' },
  on_agreement: { ru: 'Направлен', kk: 'Жіберілді', en: 'Sent' },
  revision: { ru: 'На доработке', kk: 'Пысықтауда', en: 'On revision' },
  approved: { ru: 'Согласован', kk: 'Келісілді', en: 'Agreed' },
  late: { ru: 'Просрочен', kk: 'Мерзімі өткен', en: 'Late' },
} as const satisfies TTextTree;

/** The holding's consolidated plan of a year, in ru, kk and en. */
export const EVENT_PLAN_TEXTS = {
  ...EVENT_PLAN_HEAD_TEXTS,
  actions: {
    back_to_list: { ru: 'К планам мероприятий', kk: 'Іс-шаралар жоспарларына', en: 'Back to the plans' },
    parts: { ru: 'Планы ДЗО', kk: 'ЕТҰ жоспарлары', en: 'Subsidiaries’ plans' },
  },
  sections: {
    general: { ru: 'Общие сведения', kk: 'Жалпы мәліметтер', en: 'General' },
    totals: { ru: 'Ход сбора', kk: 'Жинау барысы', en: 'Progress' },
  },
  fields: {
    ...COMMON_FIELDS,
    organization_id: { ru: 'Организация', kk: 'Ұйым', en: 'Organization' },
    title: { ru: 'Наименование', kk: 'Атауы', en: 'Title' },
    description: { ru: 'Описание', kk: 'Сипаттамасы', en: 'Description' },
    parts_count: { ru: 'Планов ДЗО', kk: 'ЕТҰ жоспарлары', en: 'Parts' },
    sent_count: { ru: 'Направлено', kk: 'Жіберілді', en: 'Sent' },
    agreed_count: { ru: 'Согласовано', kk: 'Келісілді', en: 'Agreed' },
    late_count: { ru: 'Просрочено', kk: 'Мерзімі өткен', en: 'Late' },
  },
  statuses: {
    draft: { ru: 'Черновик', kk: 'Жоба', en: 'Draft' },
    in_work: { ru: 'Сбор планов ДЗО', kk: 'ЕТҰ жоспарларын жинау', en: 'Collecting the parts' },
  },
  consolidated: {
    title: {
      ru: 'Планы дочерних организаций',
      kk: 'Еншілес ұйымдардың жоспарлары',
      en: 'Subsidiaries’ parts',
    },
    organization: { ru: 'Дочерняя организация', kk: 'Еншілес ұйым', en: 'Subsidiary' },
    standing: { ru: 'Состояние', kk: 'Жай-күйі', en: 'State' },
    items: { ru: 'Мероприятий', kk: 'Іс-шаралар', en: 'Measures' },
    sent_on: { ru: 'Направлен', kk: 'Жіберілген күні', en: 'Sent on' },
    actions: { ru: 'Действия', kk: 'Әрекеттер', en: 'Actions' },
    open: { ru: 'Открыть', kk: 'Ашу', en: 'Open' },
    open_part: {
      ru: 'Открыть план: {{organization}}',
      kk: 'Жоспарды ашу: {{organization}}',
      en: 'Open the part: {{organization}}',
    },
    create_part: { ru: 'Создать план', kk: 'Жоспар құру', en: 'Create the part' },
    return: { ru: 'Вернуть на доработку', kk: 'Пысықтауға қайтару', en: 'Return for revision' },
    return_to: {
      ru: 'Вернуть на доработку: {{organization}}',
      kk: 'Пысықтауға қайтару: {{organization}}',
      en: 'Return for revision: {{organization}}',
    },
    return_title: {
      ru: 'Вернуть план на доработку?',
      kk: 'Жоспарды пысықтауға қайтару керек пе?',
      en: 'Return the part for revision?',
    },
    return_text: {
      ru: 'План «{{organization}}» вернётся дочерней организации с вашим комментарием.',
      kk: '«{{organization}}» жоспары еншілес ұйымға сіздің түсініктемеңізбен қайтарылады.',
      en: 'The part of “{{organization}}” goes back to the subsidiary with your comment.',
    },
    comment: { ru: 'Комментарий', kk: 'Түсініктеме', en: 'Comment' },
    returned: {
      ru: 'План возвращён на доработку',
      kk: 'Жоспар пысықтауға қайтарылды',
      en: 'The part is returned for revision',
    },
    return_failed: {
      ru: 'Не удалось вернуть план',
      kk: 'Жоспарды қайтару мүмкін болмады',
      en: 'The part could not be returned',
    },
    load_failed: {
      ru: 'Не удалось загрузить планы дочерних организаций',
      kk: 'Еншілес ұйымдардың жоспарларын жүктеу мүмкін болмады',
      en: 'The subsidiaries’ parts could not be loaded',
    },
    empty: {
      ru: 'Планы дочерних организаций появятся, когда сводный план будет отправлен в работу',
      kk: 'Еншілес ұйымдардың жоспарлары жиынтық жоспар жұмысқа жіберілгенде пайда болады',
      en: 'The subsidiaries’ parts appear once the consolidated plan is sent to work',
    },
    none: {
      ru: 'Сводных планов мероприятий пока нет',
      kk: 'Жиынтық іс-шаралар жоспарлары әлі жоқ',
      en: 'There are no consolidated plans yet',
    },
  },
  standings: STANDINGS,
  export: {
    file: { ru: 'Сводные планы мероприятий', kk: 'Жиынтық іс-шаралар жоспарлары', en: 'Consolidated plans' },
  },
} as const satisfies TTextTree;

/** An item's fields, named alike in its form and in the part's history. */
const ITEM_FIELD_TEXTS = {
  title: { ru: 'Наименование мероприятия', kk: 'Іс-шараның атауы', en: 'Measure' },
  description: { ru: 'Описание', kk: 'Сипаттамасы', en: 'Description' },
  responsible_id: { ru: 'Ответственный', kk: 'Жауапты', en: 'Responsible' },
  due_on: { ru: 'Срок исполнения', kk: 'Орындау мерзімі', en: 'Deadline' },
  cost: { ru: 'Стоимость, тыс. тенге', kk: 'Құны, мың теңге', en: 'Cost, thousand tenge' },
} as const satisfies TTextTree;

/** A subsidiary's part of the consolidated plan, in ru, kk and en. */
export const EVENT_PLAN_PART_TEXTS = {
  ...EVENT_PLAN_PART_HEAD_TEXTS,
  actions: {
    back_to_plan: { ru: 'К сводному плану', kk: 'Жиынтық жоспарға', en: 'Back to the consolidated plan' },
  },
  sections: {
    general: { ru: 'Общие сведения', kk: 'Жалпы мәліметтер', en: 'General' },
    totals: { ru: 'Итоги', kk: 'Қорытынды', en: 'Totals' },
    items: { ru: 'Мероприятия', kk: 'Іс-шаралар', en: 'Measures' },
  },
  fields: {
    ...COMMON_FIELDS,
    ...ITEM_FIELD_TEXTS,
    plan_id: { ru: 'Сводный план', kk: 'Жиынтық жоспар', en: 'Consolidated plan' },
    title: { ru: 'Наименование', kk: 'Атауы', en: 'Title' },
    organization_id: { ru: 'Дочерняя организация', kk: 'Еншілес ұйым', en: 'Subsidiary' },
    approver_id: {
      ru: 'Принимающий отчёты об исполнении',
      kk: 'Орындалуы туралы есептерді қабылдаушы',
      en: 'Accepts the execution reports',
    },
    note: { ru: 'Пояснение', kk: 'Түсіндірме', en: 'Note' },
    items_count: { ru: 'Мероприятий', kk: 'Іс-шаралар', en: 'Measures' },
    cost_total: {
      ru: 'Стоимость, тыс. тенге',
      kk: 'Құны, мың теңге',
      en: 'Cost, thousand tenge',
    },
    sent_on: { ru: 'Направлен на согласование', kk: 'Келісуге жіберілген күні', en: 'Sent on' },
    late: { ru: 'Просрочен', kk: 'Мерзімі өткен', en: 'Late' },
  },
  filters: {
    late: { ru: 'Только просроченные', kk: 'Тек мерзімі өткендер', en: 'Late only' },
  },
  statuses: {
    draft: { ru: 'Черновик', kk: 'Жоба', en: 'Draft' },
    on_agreement: { ru: 'На согласовании', kk: 'Келісуде', en: 'On agreement' },
    revision: { ru: 'На доработке', kk: 'Пысықтауда', en: 'Revision' },
    approved: { ru: 'Согласован', kk: 'Келісілді', en: 'Agreed' },
  },
  standings: STANDINGS,
  item: ITEM_FIELD_TEXTS,
  items: {
    add: { ru: 'Добавить мероприятие', kk: 'Іс-шара қосу', en: 'Add a measure' },
    add_title: { ru: 'Новое мероприятие', kk: 'Жаңа іс-шара', en: 'New measure' },
    edit_title: { ru: 'Мероприятие', kk: 'Іс-шара', en: 'Measure' },
    plan_title: { ru: 'Мероприятие', kk: 'Іс-шара', en: 'Measure' },
    created: { ru: 'Мероприятие добавлено', kk: 'Іс-шара қосылды', en: 'The measure is added' },
    saved: { ru: 'Мероприятие сохранено', kk: 'Іс-шара сақталды', en: 'The measure is saved' },
    save_failed: {
      ru: 'Не удалось сохранить мероприятие',
      kk: 'Іс-шараны сақтау мүмкін болмады',
      en: 'The measure could not be saved',
    },
    conflict: {
      ru: 'Закройте окно и откройте мероприятие заново.',
      kk: 'Терезені жабып, іс-шараны қайта ашыңыз.',
      en: 'Close the window and open the measure again.',
    },
    empty_value: { ru: '—', kk: '—', en: '—' },
    load_failed: {
      ru: 'Не удалось загрузить мероприятия',
      kk: 'Іс-шараларды жүктеу мүмкін болмады',
      en: 'The measures could not be loaded',
    },
    empty: { ru: 'Мероприятий пока нет', kk: 'Іс-шаралар әлі жоқ', en: 'No measures yet' },
    item: { ru: 'Мероприятие {{n}}', kk: '{{n}}-іс-шара', en: 'Measure {{n}}' },
    edit_item: { ru: 'Изменить: {{item}}', kk: 'Өзгерту: {{item}}', en: 'Edit: {{item}}' },
    delete_item: { ru: 'Удалить: {{item}}', kk: 'Жою: {{item}}', en: 'Delete: {{item}}' },
    delete_title: { ru: 'Удалить мероприятие?', kk: 'Іс-шараны жою керек пе?', en: 'Delete the measure?' },
    delete_text: {
      ru: 'Мероприятие «{{title}}» будет удалено из плана.',
      kk: '«{{title}}» іс-шарасы жоспардан жойылады.',
      en: 'The measure “{{title}}” will be removed from the plan.',
    },
    missing: {
      ru: 'Не заполнено: {{fields}}',
      kk: 'Толтырылмаған: {{fields}}',
      en: 'Not filled in: {{fields}}',
    },
  },
  export: {
    file: { ru: 'Планы мероприятий ДЗО', kk: 'ЕТҰ іс-шаралар жоспарлары', en: 'Subsidiaries’ plans' },
  },
} as const satisfies TTextTree;
