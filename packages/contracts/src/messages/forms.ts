import type { TLanguage } from '../constants.ts';

/** The periodic HSE forms: their definitions and what a submission may hold (decision 058). */
export const FORM_MESSAGES = {
  'forms.key_repeated': {
    ru: 'Этот ключ уже есть в форме',
    kk: 'Бұл кілт формада бұрыннан бар',
    en: 'This key is in the form already',
  },
  'forms.unknown_reference': {
    ru: 'Формула ссылается на поле, которого нет в форме',
    kk: 'Формула формада жоқ өріске сілтейді',
    en: 'The formula refers to a field the form does not have',
  },
  'forms.unknown_table': {
    ru: 'В форме нет такой таблицы',
    kk: 'Формада мұндай кесте жоқ',
    en: 'The form has no such table',
  },
  'forms.rows_fixed': {
    ru: 'Строки этой таблицы заданы формой: их нельзя добавлять, удалять или переставлять',
    kk: 'Бұл кестенің жолдарын форма белгілейді: оларды қосуға, жоюға немесе орнын ауыстыруға болмайды',
    en: 'This table’s rows are set by the form: they cannot be added, removed or reordered',
  },
  'forms.submission_exists': {
    ru: 'Эта форма за этот период у организации уже есть: {{number}}. Откройте её',
    kk: 'Ұйымда бұл кезеңге осы форма бар: {{number}}. Соны ашыңыз',
    en: 'The organization already has this form for this period: {{number}}. Open it instead',
  },
  'forms.submission_exists_field': {
    ru: 'За этот период форма уже заполнена',
    kk: 'Бұл кезеңге форма толтырылған',
    en: 'The form is filled in for this period already',
  },
  'forms.period_invalid': {
    ru: 'Такого периода у формы нет: месяц — от 1 до 12, квартал — от 1 до 4, год — 1',
    kk: 'Формада мұндай кезең жоқ: ай — 1-ден 12-ге дейін, тоқсан — 1-ден 4-ке дейін, жыл — 1',
    en: 'The form has no such period: a month is 1 to 12, a quarter 1 to 4, a year 1',
  },
  'forms.period_key_invalid': {
    ru: 'Период указывается как 2026-03 (месяц), 2026-Q1 (квартал) или 2026 (год)',
    kk: 'Кезең 2026-03 (ай), 2026-Q1 (тоқсан) немесе 2026 (жыл) түрінде көрсетіледі',
    en: 'A period is written 2026-03 (a month), 2026-Q1 (a quarter) or 2026 (a year)',
  },
  'forms.periodicity_mismatch': {
    ru: 'Периодичность не совпадает с указанным периодом',
    kk: 'Кезеңділік көрсетілген кезеңге сәйкес келмейді',
    en: 'The periodicity does not match the period given',
  },
  'forms.period_not_started': {
    ru: 'Этот период ещё не начался',
    kk: 'Бұл кезең әлі басталған жоқ',
    en: 'This period has not begun yet',
  },
  'forms.subsidiary_only': {
    ru: 'Выберите дочернюю организацию: формы заполняют дочерние организации',
    kk: 'Еншілес ұйымды таңдаңыз: формаларды еншілес ұйымдар толтырады',
    en: 'Choose a subsidiary: the forms are filled in by subsidiaries',
  },
  'forms.place_fixed': {
    ru: 'Форму, организацию и период уже созданной формы изменить нельзя',
    kk: 'Құрылған форманың формасын, ұйымын және кезеңін өзгертуге болмайды',
    en: 'The form, organization and period of a submission cannot be changed',
  },
  'forms.values_invalid': {
    ru: 'Исправьте отмеченные значения формы',
    kk: 'Форманың белгіленген мәндерін түзетіңіз',
    en: 'Correct the marked values of the form',
  },
  'forms.definition_code': {
    ru: 'Код формы не совпадает с адресом',
    kk: 'Форма коды мекенжаймен сәйкес келмейді',
    en: 'The form’s code does not match the address',
  },
  'forms.definition_version': {
    ru: 'Новая версия формы должна иметь номер {{version}}',
    kk: 'Форманың жаңа нұсқасының нөмірі {{version}} болуы тиіс',
    en: 'The form’s new version must be number {{version}}',
  },
  'forms.xlsx_indicator': { ru: 'Показатель', kk: 'Көрсеткіш', en: 'Indicator' },
  'forms.xlsx_value': { ru: 'Значение', kk: 'Мәні', en: 'Value' },
  'forms.xlsx_unit': { ru: 'Единица измерения', kk: 'Өлшем бірлігі', en: 'Unit' },
  'forms.xlsx_row': { ru: 'Строка', kk: 'Жол', en: 'Row' },
  'forms.xlsx_total': { ru: 'Итого', kk: 'Барлығы', en: 'Total' },
  'forms.xlsx_place': {
    ru: '{{organization}} · период {{period}} · версия формы {{version}}',
    kk: '{{organization}} · кезең {{period}} · форма нұсқасы {{version}}',
    en: '{{organization}} · period {{period}} · form version {{version}}',
  },
  'forms.xlsx_hint': {
    ru: 'Заполните жёлтые ячейки; итоги и расчётные показатели считаются при загрузке',
    kk: 'Сары ұяшықтарды толтырыңыз; қорытындылар мен есептік көрсеткіштер жүктеген кезде есептеледі',
    en: 'Fill in the yellow cells; totals and computed figures are worked out on upload',
  },
  'forms.xlsx_consolidated': {
    ru: '{{organization}} · сводная за {{from}} — {{to}} · версия формы {{version}}',
    kk: '{{organization}} · {{from}} — {{to}} жиынтығы · форма нұсқасы {{version}}',
    en: '{{organization}} · consolidated {{from}} — {{to}} · form version {{version}}',
  },
  'forms.xlsx_submissions': { ru: 'Отчёты', kk: 'Есептер', en: 'Submissions' },
  'forms.xlsx_organization': { ru: 'Организация', kk: 'Ұйым', en: 'Organization' },
  'forms.xlsx_number': { ru: 'Номер', kk: 'Нөмірі', en: 'Number' },
  'forms.xlsx_period': { ru: 'Период', kk: 'Кезең', en: 'Period' },
  'forms.xlsx_status': { ru: 'Статус', kk: 'Мәртебесі', en: 'Status' },
  'forms.upload_invalid': {
    ru: 'В файле есть ошибки ({{count}}): ничего не сохранено',
    kk: 'Файлда қателер бар ({{count}}): ештеңе сақталған жоқ',
    en: 'The file has errors ({{count}}): nothing was saved',
  },
  'forms.upload_not_template': {
    ru: 'Это не шаблон формы: скачайте шаблон и заполните его',
    kk: 'Бұл форма үлгісі емес: үлгіні жүктеп алып, толтырыңыз',
    en: 'This is not a form template: download the template and fill it in',
  },
  'forms.upload_sheet_missing': {
    ru: 'В файле нет листа шаблона',
    kk: 'Файлда үлгі парағы жоқ',
    en: 'A sheet of the template is missing from the file',
  },
  'forms.upload_too_many_rows': {
    ru: 'Строк больше, чем допускает таблица',
    kk: 'Жолдар кесте рұқсат ететіннен көп',
    en: 'More rows than the table allows',
  },
  'forms.upload_version': {
    ru: 'Шаблон сделан для версии {{version}} формы, а отчёт заполняется в версии {{current}}: скачайте шаблон заново',
    kk: 'Үлгі форманың {{version}} нұсқасы үшін жасалған, ал есеп {{current}} нұсқасында толтырылады: үлгіні қайта жүктеп алыңыз',
    en: 'The template was made for version {{version}} of the form, the submission is filled in version {{current}}: download the template again',
  },
  'forms.consolidation_period': {
    ru: 'Период не подходит форме: нужен месяц, квартал или год, как у формы',
    kk: 'Кезең формаға сәйкес келмейді: формадағыдай ай, тоқсан немесе жыл қажет',
    en: 'The period does not suit the form: a month, quarter or year, as the form has',
  },
  'forms.consolidation_order': {
    ru: 'Начало периода позже его конца',
    kk: 'Кезеңнің басы оның соңынан кейін',
    en: 'The range starts after it ends',
  },
  'notifications.form_sent': {
    ru: 'Форма {{number}} отправлена в холдинг',
    kk: '{{number}} формасы холдингке жіберілді',
    en: 'Form {{number}} is sent to the holding',
  },
  'notifications.form_revision': {
    ru: 'Форма {{number}} возвращена на доработку: {{comment}}',
    kk: '{{number}} формасы пысықтауға қайтарылды: {{comment}}',
    en: 'Form {{number}} is returned for revision: {{comment}}',
  },
  'notifications.form_accepted': {
    ru: 'Форма {{number}} принята',
    kk: '{{number}} формасы қабылданды',
    en: 'Form {{number}} is accepted',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
