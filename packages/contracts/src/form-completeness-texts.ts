import type { TTextTree } from './texts.ts';

/** The completeness matrix's screen (decision 073), registered by its lazy page. */
export const FORM_COMPLETENESS_TEXTS = {
  intro: {
    ru: 'Какие формы дочерние организации сдали за период. Ячейка открывает форму или её заполнение.',
    kk: 'Еншілес ұйымдар кезең бойынша қандай формаларды тапсырды. Ұяшық форманы немесе оны толтыруды ашады.',
    en: 'Which forms the subsidiaries have submitted for the period. A cell opens the form or starts filling it in.',
  },
  periodicity: { ru: 'Периодичность', kk: 'Кезеңділік', en: 'Periodicity' },
  periodicities: {
    month: { ru: 'Ежемесячные', kk: 'Ай сайынғы', en: 'Monthly' },
    quarter: { ru: 'Ежеквартальные', kk: 'Тоқсан сайынғы', en: 'Quarterly' },
    year: { ru: 'Годовые', kk: 'Жылдық', en: 'Yearly' },
  },
  year: { ru: 'Год', kk: 'Жыл', en: 'Year' },
  period: { ru: 'Период', kk: 'Кезең', en: 'Period' },
  legend: { ru: 'Обозначения', kk: 'Белгілер', en: 'Legend' },
  organization: { ru: 'Организация', kk: 'Ұйым', en: 'Organization' },
  form_short: { ru: 'Ф{{n}}', kk: 'Ф{{n}}', en: 'F{{n}}' },
  due: { ru: 'срок {{day}}', kk: 'мерзімі {{day}}', en: 'due {{day}}' },
  table: {
    ru: 'Сдача форм за {{period}}: строки — организации, столбцы — формы',
    kk: '{{period}} бойынша формалардың тапсырылуы: жолдар — ұйымдар, бағандар — формалар',
    en: 'Forms submitted for {{period}}: rows are organizations, columns are forms',
  },
  region: {
    ru: 'Таблица сдачи форм, прокручивается по горизонтали',
    kk: 'Формалардың тапсырылу кестесі, көлденеңінен айналдырылады',
    en: 'The table of forms submitted, scrolls sideways',
  },
  states: {
    accepted: { ru: 'Принята', kk: 'Қабылданды', en: 'Accepted' },
    sent: { ru: 'Отправлена', kk: 'Жіберілді', en: 'Sent' },
    revision: { ru: 'На доработке', kk: 'Пысықтауда', en: 'In revision' },
    draft: { ru: 'Черновик', kk: 'Жоба', en: 'Draft' },
    missing: { ru: 'Не сдана', kk: 'Тапсырылмады', en: 'Missing' },
  },
  late: { ru: 'с опозданием', kk: 'кешігіп', en: 'late' },
  overdue: { ru: 'срок прошёл', kk: 'мерзімі өтті', en: 'overdue' },
  late_legend: {
    ru: 'Отправлена после срока или не сдана в срок',
    kk: 'Мерзімнен кейін жіберілген немесе мерзімінде тапсырылмаған',
    en: 'Sent after the due day, or not sent by it',
  },
  cell_label: {
    ru: '{{organization}}, {{form}}: {{state}}',
    kk: '{{organization}}, {{form}}: {{state}}',
    en: '{{organization}}, {{form}}: {{state}}',
  },
  no_rows: {
    ru: 'В вашей области видимости нет дочерних организаций.',
    kk: 'Сіздің көру аясыңызда еншілес ұйымдар жоқ.',
    en: 'There are no subsidiaries within your scope.',
  },
  no_forms: {
    ru: 'Форм такой периодичности нет.',
    kk: 'Мұндай кезеңділіктегі формалар жоқ.',
    en: 'There are no forms of this periodicity.',
  },
} satisfies TTextTree;
