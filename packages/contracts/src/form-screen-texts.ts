import type { TTextTree } from './texts.ts';

/**
 * The periodic forms' screens' own wording (the form being filled, the choice of a new form, the
 * designer): registered by those lazy pages, so that the shell's first download leaves it out.
 * A form's own labels, units and rule messages are in its definition (decision 058).
 */
export const FORM_SCREEN_TEXTS = {
  filler: {
    row: { ru: 'Строка', kk: 'Жол', en: 'Row' },
    row_number: { ru: 'Строка {{n}}', kk: '{{n}}-жол', en: 'Row {{n}}' },
    total: { ru: 'Итого', kk: 'Барлығы', en: 'Total' },
    add_row: { ru: 'Добавить строку', kk: 'Жол қосу', en: 'Add a row' },
    remove_row: { ru: 'Удалить строку', kk: 'Жолды жою', en: 'Remove the row' },
    rows_max: {
      ru: 'Не более {{max}} строк',
      kk: '{{max}} жолдан аспайды',
      en: 'At most {{max}} rows',
    },
    no_rows: {
      ru: 'Строк пока нет: добавьте первую.',
      kk: 'Әзірге жол жоқ: біріншісін қосыңыз.',
      en: 'No rows yet: add the first one.',
    },
    table_region: {
      ru: '{{table}}: таблица прокручивается по горизонтали',
      kk: '{{table}}: кесте көлденеңінен айналдырылады',
      en: '{{table}}: the table scrolls sideways',
    },
    computed: {
      ru: 'Рассчитывается автоматически',
      kk: 'Автоматты түрде есептеледі',
      en: 'Calculated automatically',
    },
    previous: {
      ru: 'Прошлый период: {{value}}',
      kk: 'Өткен кезең: {{value}}',
      en: 'Previous period: {{value}}',
    },
    changed: {
      ru: 'Изменение на {{share}} к прошлому периоду',
      kk: 'Өткен кезеңмен салыстырғанда {{share}} өзгеріс',
      en: 'Changed by {{share}} since the previous period',
    },
    changed_count: {
      ru: 'Значений, изменившихся более чем на {{share}} к прошлому периоду: {{count}}',
      kk: 'Өткен кезеңмен салыстырғанда {{share}} астам өзгерген мәндер: {{count}}',
      en: 'Values changed by more than {{share}} since the previous period: {{count}}',
    },
    errors_count: {
      ru: 'Ошибок в форме: {{count}}. Исправьте их, чтобы сохранить.',
      kk: 'Нысандағы қателер: {{count}}. Сақтау үшін оларды түзетіңіз.',
      en: 'Errors in the form: {{count}}. Correct them to save.',
    },
    warnings_count: {
      ru: 'Предупреждений: {{count}}. Они будут видны проверяющему.',
      kk: 'Ескертулер: {{count}}. Оларды тексеруші көреді.',
      en: 'Warnings: {{count}}. The reviewer will see them.',
    },
    draft_restored: {
      ru: 'Восстановлен несохранённый черновик с этого устройства.',
      kk: 'Осы құрылғыдағы сақталмаған жоба қалпына келтірілді.',
      en: 'An unsaved draft from this device has been restored.',
    },
    discard_draft: {
      ru: 'Отменить несохранённые изменения',
      kk: 'Сақталмаған өзгерістерден бас тарту',
      en: 'Discard the unsaved changes',
    },
  },
} satisfies TTextTree;
