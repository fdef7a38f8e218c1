import type { TLocalizedText } from './common.ts';
import { FORM_SUBMISSION_HEAD_TEXTS } from './form-submission-module-head.ts';
import { FORM_TITLES } from './forms/form-titles.ts';
import type { TTextTree } from './texts.ts';

/** «Форма 1. Численность …»: the spec names the forms by number, the catalogue by content. */
const formName = (code: string, title: TLocalizedText): TLocalizedText => {
  const n = code.replace('HSE_FRM_', '');
  return { ru: `Форма ${n}. ${title.ru}`, kk: `${n}-форма. ${title.kk}`, en: `Form ${n}. ${title.en}` };
};

/**
 * The forms' names as the list, its filter and the export show them (version 1's titles), from the
 * titles-only table: the catalogue's definitions would weigh on every record page (decision 074).
 */
const FORM_CODE_OPTIONS: Record<string, TLocalizedText> = Object.fromEntries(
  Object.entries(FORM_TITLES).map(([code, form]) => [code, formName(code, form.title)]),
);

/** What a form submission's data means, in ru, kk and en: the web, the export and the PDF share it. */
export const FORM_SUBMISSION_TEXTS = {
  ...FORM_SUBMISSION_HEAD_TEXTS,
  actions: {
    back_to_list: { ru: 'К формам', kk: 'Формаларға', en: 'Back to forms' },
    completeness: { ru: 'Сдача форм', kk: 'Формалардың тапсырылуы', en: 'Forms submitted' },
  },
  sections: {
    general: { ru: 'Форма и период', kk: 'Форма және кезең', en: 'Form and period' },
    state: { ru: 'Сдача', kk: 'Тапсыру', en: 'Delivery' },
    values: { ru: 'Показатели', kk: 'Көрсеткіштер', en: 'Figures' },
    previous: {
      ru: 'Изменения к прошлому периоду',
      kk: 'Өткен кезеңмен салыстырғандағы өзгерістер',
      en: 'Changes from the previous period',
    },
  },
  fields: {
    number: { ru: 'Номер', kk: 'Нөмірі', en: 'Number' },
    status: { ru: 'Статус', kk: 'Мәртебесі', en: 'Status' },
    created_at: { ru: 'Создана', kk: 'Құрылған', en: 'Created' },
    created_by_fio: { ru: 'Автор', kk: 'Авторы', en: 'Author' },
    organization_id: { ru: 'Дочерняя организация', kk: 'Еншілес ұйым', en: 'Subsidiary' },
    form_code: { ru: 'Форма', kk: 'Форма', en: 'Form' },
    year: { ru: 'Год', kk: 'Жыл', en: 'Year' },
    period: {
      ru: 'Номер периода в году (месяц, квартал)',
      kk: 'Жылдағы кезең нөмірі (ай, тоқсан)',
      en: 'Period within the year (month, quarter)',
    },
    period_key: { ru: 'Период', kk: 'Кезең', en: 'Period' },
    definition_version: { ru: 'Версия формы', kk: 'Форма нұсқасы', en: 'Form version' },
    due_on: { ru: 'Срок сдачи', kk: 'Тапсыру мерзімі', en: 'Due by' },
    sent_at: { ru: 'Отправлена', kk: 'Жіберілді', en: 'Sent' },
    late: { ru: 'С опозданием', kk: 'Кешіктірілген', en: 'Late' },
    note: { ru: 'Пояснение', kk: 'Түсіндірме', en: 'Explanation' },
  },
  options: {
    form_code: FORM_CODE_OPTIONS,
  },
  statuses: {
    draft: { ru: 'Черновик', kk: 'Жоба', en: 'Draft' },
    sent: { ru: 'Отправлена', kk: 'Жіберілді', en: 'Sent' },
    accepted: { ru: 'Принята', kk: 'Қабылданды', en: 'Accepted' },
    revision: { ru: 'На доработке', kk: 'Пысықтауда', en: 'Revision' },
  },
  periods: {
    month: { ru: 'Месяц', kk: 'Ай', en: 'Month' },
    quarter: { ru: 'Квартал', kk: 'Тоқсан', en: 'Quarter' },
    year: { ru: 'Год', kk: 'Жыл', en: 'Year' },
  },
  export: {
    file: { ru: 'Формы ОТ ПБ ООС', kk: 'ЕҚ ӨҚ ҚОҚ формалары', en: 'HSE forms' },
  },
} as const satisfies TTextTree;
