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
