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
} as const satisfies Record<string, Record<TLanguage, string>>;
