import type { TTextTree } from './texts.ts';

/**
 * The commitment pages' own wording (the report screen, the home card's line): registered into the
 * module's namespace by those lazy pages, so that the shell's first download leaves it out.
 */
export const COMMITMENT_PAGE_TEXTS = {
  home_status: {
    current: {
      ru: '{{period}} {{year}}: выполнено {{percent}}',
      kk: '{{year}} ж. {{period}}: {{percent}} орындалды',
      en: '{{period}} {{year}}: {{percent}} done',
    },
    year: {
      ru: 'С начала года: {{percent}}',
      kk: 'Жыл басынан бері: {{percent}}',
      en: 'Year to date: {{percent}}',
    },
    pending: {
      ru: 'Обязательство на {{year}} год: {{status}}',
      kk: '{{year}} жылға міндеттеме: {{status}}',
      en: 'Commitment for {{year}}: {{status}}',
    },
    none: {
      ru: 'Обязательство на этот год ещё не принято',
      kk: 'Осы жылға міндеттеме әлі қабылданбаған',
      en: 'No commitment for this year yet',
    },
  },
  filling_page: {
    choose_period: { ru: 'Квартал отчёта', kk: 'Есеп тоқсаны', en: 'Quarter of the report' },
    done_of: {
      ru: 'Выполнено (цель {{target}})',
      kk: 'Орындалды (мақсат {{target}})',
      en: 'Done (target {{target}})',
    },
    percent: {
      ru: 'Выполнение за квартал: {{percent}}',
      kk: 'Тоқсандағы орындалуы: {{percent}}',
      en: 'Fulfilled this quarter: {{percent}}',
    },
    attach: { ru: 'Прикрепить файлы', kk: 'Файлдарды тіркеу', en: 'Attach files' },
    remove_file: {
      ru: 'Убрать файл {{name}}',
      kk: '{{name}} файлын алып тастау',
      en: 'Remove file {{name}}',
    },
    no_files: { ru: 'Файлы не прикреплены', kk: 'Файлдар тіркелмеген', en: 'No files attached' },
    save: { ru: 'Сохранить отчёт', kk: 'Есепті сақтау', en: 'Save the report' },
    saved: {
      ru: 'Отчёт за квартал сохранён',
      kk: 'Тоқсандық есеп сақталды',
      en: 'The quarterly report is saved',
    },
    not_approved: {
      ru: 'Отчитываться можно после утверждения обязательства',
      kk: 'Міндеттеме бекітілгеннен кейін есеп беруге болады',
      en: 'Reports are filed once the commitment is approved',
    },
    not_author: {
      ru: 'Отчёт заполняет только автор обязательства',
      kk: 'Есепті тек міндеттеменің авторы толтырады',
      en: 'Only the commitment’s author files its reports',
    },
    fill: { ru: 'Заполнить выполнение', kk: 'Орындалуын толтыру', en: 'Report progress' },
    not_reported: { ru: 'Не заполнено', kk: 'Толтырылмаған', en: 'Not reported' },
    count_hint: {
      ru: 'Целое число от 0',
      kk: '0-ден бастап бүтін сан',
      en: 'A whole number from 0',
    },
    back: { ru: 'К обязательству', kk: 'Міндеттемеге оралу', en: 'Back to the commitment' },
  },
} as const satisfies TTextTree;
