import type { TTextTree } from './texts.ts';

/**
 * The wording of the forms' Excel buttons and of the consolidation screen (decisions 071, 072),
 * registered by those lazy pages.
 */
export const FORM_EXCEL_TEXTS = {
  excel: {
    heading: { ru: 'Excel', kk: 'Excel', en: 'Excel' },
    template: {
      ru: 'Скачать шаблон Excel',
      kk: 'Excel үлгісін жүктеп алу',
      en: 'Download the Excel template',
    },
    export: { ru: 'Выгрузить в Excel', kk: 'Excel-ге түсіру', en: 'Export to Excel' },
    upload: {
      ru: 'Загрузить заполненный файл',
      kk: 'Толтырылған файлды жүктеу',
      en: 'Upload the filled file',
    },
    uploading: {
      ru: 'Файл загружается и проверяется…',
      kk: 'Файл жүктеліп, тексерілуде…',
      en: 'Uploading and checking the file…',
    },
    hint: {
      ru: 'Заполните шаблон в Excel и загрузите его: при ошибках ничего не сохраняется, а список ошибок покажет лист и ячейку.',
      kk: 'Үлгіні Excel-де толтырып, жүктеңіз: қате болса ештеңе сақталмайды, ал қателер тізімі парақ пен ұяшықты көрсетеді.',
      en: 'Fill the template in Excel and upload it: if there are errors nothing is saved, and the list shows the sheet and cell of each.',
    },
    uploaded: {
      ru: 'Файл загружен, черновик сохранён',
      kk: 'Файл жүктелді, жоба сақталды',
      en: 'The file is uploaded and the draft saved',
    },
    errors_caption: { ru: 'Ошибки в файле', kk: 'Файлдағы қателер', en: 'Errors in the file' },
    sheet: { ru: 'Лист', kk: 'Парақ', en: 'Sheet' },
    row: { ru: 'Строка', kk: 'Жол', en: 'Row' },
    column: { ru: 'Столбец', kk: 'Баған', en: 'Column' },
    cell: { ru: 'Ячейка', kk: 'Ұяшық', en: 'Cell' },
    message: { ru: 'Ошибка', kk: 'Қате', en: 'Error' },
    failed: {
      ru: 'Не удалось загрузить файл',
      kk: 'Файлды жүктеу мүмкін болмады',
      en: 'The file could not be uploaded',
    },
  },
  consolidation: {
    title: { ru: 'Сводная по формам', kk: 'Формалар бойынша жиынтық', en: 'Forms consolidation' },
    intro: {
      ru: 'Принятые отчёты дочерних организаций за выбранные периоды: количества суммируются, показатели-отношения пересчитываются из сумм.',
      kk: 'Еншілес ұйымдардың таңдалған кезеңдердегі қабылданған есептері: сандар қосылады, қатынас көрсеткіштері қосындылардан қайта есептеледі.',
      en: 'Accepted submissions of the subsidiaries for the chosen periods: quantities are summed, ratios recomputed from the sums.',
    },
    form: { ru: 'Форма', kk: 'Форма', en: 'Form' },
    from: { ru: 'С периода', kk: 'Кезеңнен бастап', en: 'From period' },
    to: { ru: 'По период', kk: 'Кезеңге дейін', en: 'To period' },
    organization: { ru: 'Организация', kk: 'Ұйым', en: 'Organization' },
    sent: {
      ru: 'Учитывать отправленные, ещё не принятые',
      kk: 'Жіберілген, әлі қабылданбағандарды есептеу',
      en: 'Count sent ones not yet accepted',
    },
    show: { ru: 'Показать', kk: 'Көрсету', en: 'Show' },
    export: { ru: 'Выгрузить в Excel', kk: 'Excel-ге түсіру', en: 'Export to Excel' },
    empty: {
      ru: 'За эти периоды принятых отчётов нет',
      kk: 'Бұл кезеңдерде қабылданған есептер жоқ',
      en: 'No accepted submissions for these periods',
    },
    total: { ru: 'Итого', kk: 'Барлығы', en: 'Total' },
    indicator: { ru: 'Показатель', kk: 'Көрсеткіш', en: 'Indicator' },
    value: { ru: 'Значение', kk: 'Мәні', en: 'Value' },
    row: { ru: 'Строка', kk: 'Жол', en: 'Row' },
    subsidiaries: { ru: 'По организациям', kk: 'Ұйымдар бойынша', en: 'By organization' },
    submissions: { ru: 'Отчёты', kk: 'Есептер', en: 'Submissions' },
    count: { ru: 'Отчётов: {{count}}', kk: 'Есептер саны: {{count}}', en: 'Submissions: {{count}}' },
    open: {
      ru: 'Открыть отчёт {{number}} за {{period}}',
      kk: '{{period}} кезеңіндегі {{number}} есебін ашу',
      en: 'Open submission {{number}} for {{period}}',
    },
  },
} satisfies TTextTree;
