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
  designer: {
    title: {
      ru: 'Конструктор формы: {{form}}',
      kk: 'Нысан құрастырушысы: {{form}}',
      en: 'Form designer: {{form}}',
    },
    form: { ru: 'Форма', kk: 'Нысан', en: 'Form' },
    version: {
      ru: 'Действующая версия: {{version}}. Публикация создаст версию {{next}}; поданные формы сохранят свою.',
      kk: 'Қолданыстағы нұсқа: {{version}}. Жариялау {{next}} нұсқасын жасайды; тапсырылған нысандар өз нұсқасын сақтайды.',
      en: 'Current version: {{version}}. Publishing makes version {{next}}; forms already submitted keep theirs.',
    },
    general: { ru: 'Общие сведения', kk: 'Жалпы мәліметтер', en: 'General' },
    title_in: { ru: 'Название ({{lang}})', kk: 'Атауы ({{lang}})', en: 'Title ({{lang}})' },
    label_in: { ru: 'Подпись ({{lang}})', kk: 'Жазуы ({{lang}})', en: 'Label ({{lang}})' },
    unit_in: { ru: 'Единица ({{lang}})', kk: 'Өлшем бірлігі ({{lang}})', en: 'Unit ({{lang}})' },
    message_in: { ru: 'Сообщение ({{lang}})', kk: 'Хабарлама ({{lang}})', en: 'Message ({{lang}})' },
    due_days: {
      ru: 'Срок сдачи, дней после окончания периода',
      kk: 'Тапсыру мерзімі, кезең аяқталғаннан кейінгі күндер',
      en: 'Due, days after the period ends',
    },
    period: { ru: 'Период', kk: 'Кезең', en: 'Period' },
    periods: {
      month: { ru: 'Месяц', kk: 'Ай', en: 'Month' },
      quarter: { ru: 'Квартал', kk: 'Тоқсан', en: 'Quarter' },
      year: { ru: 'Год', kk: 'Жыл', en: 'Year' },
    },
    section: { ru: 'Раздел «{{name}}»', kk: '«{{name}}» бөлімі', en: 'Section “{{name}}”' },
    fields: { ru: 'Поля', kk: 'Өрістер', en: 'Fields' },
    table: { ru: 'Таблица «{{name}}»', kk: '«{{name}}» кестесі', en: 'Table “{{name}}”' },
    columns: { ru: 'Столбцы', kk: 'Бағандар', en: 'Columns' },
    rules: { ru: 'Правила проверки', kk: 'Тексеру ережелері', en: 'Validation rules' },
    rule: { ru: 'Правило {{key}}', kk: '{{key}} ережесі', en: 'Rule {{key}}' },
    levels: {
      error: { ru: 'ошибка', kk: 'қате', en: 'error' },
      warning: { ru: 'предупреждение', kk: 'ескерту', en: 'warning' },
    },
    key: { ru: 'Ключ', kk: 'Кілт', en: 'Key' },
    kind: { ru: 'Тип', kk: 'Түрі', en: 'Type' },
    kinds: {
      integer: { ru: 'Целое число', kk: 'Бүтін сан', en: 'Whole number' },
      number: { ru: 'Число', kk: 'Сан', en: 'Number' },
      money: { ru: 'Сумма, тыс. тенге', kk: 'Сома, мың теңге', en: 'Amount, thousand tenge' },
      percent: { ru: 'Процент', kk: 'Пайыз', en: 'Percent' },
      text: { ru: 'Текст', kk: 'Мәтін', en: 'Text' },
      long_text: { ru: 'Длинный текст', kk: 'Ұзын мәтін', en: 'Long text' },
      date: { ru: 'Дата', kk: 'Күні', en: 'Date' },
      choice: { ru: 'Выбор из списка', kk: 'Тізімнен таңдау', en: 'Choice from a list' },
      organization: { ru: 'Организация', kk: 'Ұйым', en: 'Organization' },
      person: { ru: 'Сотрудник', kk: 'Қызметкер', en: 'Person' },
      computed: { ru: 'Вычисляемое', kk: 'Есептелетін', en: 'Computed' },
    },
    formula: {
      ru: 'Формула сохраняется как есть',
      kk: 'Формула сол күйінде сақталады',
      en: 'The formula is kept as it is',
    },
    required: { ru: 'Обязательное', kk: 'Міндетті', en: 'Required' },
    item: { ru: 'Поле «{{name}}»', kk: '«{{name}}» өрісі', en: 'Field “{{name}}”' },
    move_up: { ru: 'Выше', kk: 'Жоғары', en: 'Move up' },
    move_down: { ru: 'Ниже', kk: 'Төмен', en: 'Move down' },
    remove: { ru: 'Удалить', kk: 'Жою', en: 'Remove' },
    add_field: { ru: 'Добавить поле', kk: 'Өріс қосу', en: 'Add a field' },
    add_column: { ru: 'Добавить столбец', kk: 'Баған қосу', en: 'Add a column' },
    new_field: { ru: 'Новое поле', kk: 'Жаңа өріс', en: 'New field' },
    publish: { ru: 'Опубликовать новую версию', kk: 'Жаңа нұсқаны жариялау', en: 'Publish a new version' },
    published: {
      ru: 'Опубликована версия {{version}}',
      kk: '{{version}} нұсқасы жарияланды',
      en: 'Version {{version}} published',
    },
    problems: {
      ru: 'Версия не опубликована. Исправьте:',
      kk: 'Нұсқа жарияланбады. Түзетіңіз:',
      en: 'The version was not published. Correct:',
    },
    reset: { ru: 'Отменить изменения', kk: 'Өзгерістерден бас тарту', en: 'Discard the changes' },
    open_designer: { ru: 'Конструктор форм', kk: 'Нысандар құрастырушысы', en: 'Form designer' },
  },
} satisfies TTextTree;
