import { ROAD_MAP_HEAD_TEXTS } from './road-map-module-head.ts';
import type { TTextTree } from './texts.ts';

/** An item's fields, named alike in its form and in the map's history. */
const ITEM_FIELD_TEXTS = {
  category: { ru: 'Категория', kk: 'Санаты', en: 'Category' },
  event_number: { ru: '№ мероприятия', kk: 'Іс-шара №', en: 'Measure no.' },
  work_type: { ru: 'Вид работ', kk: 'Жұмыс түрі', en: 'Type of work' },
  name: { ru: 'Наименование мероприятия', kk: 'Іс-шараның атауы', en: 'Measure' },
  responsible: { ru: 'Ответственный', kk: 'Жауапты', en: 'Responsible' },
  finish_form: { ru: 'Форма завершения', kk: 'Аяқталу нысаны', en: 'Form of completion' },
  count: { ru: 'Количество', kk: 'Саны', en: 'Quantity' },
  unit: { ru: 'Единица измерения', kk: 'Өлшем бірлігі', en: 'Unit' },
  risk: { ru: 'Уровень риска', kk: 'Тәуекел деңгейі', en: 'Risk level' },
  due_on: { ru: 'Срок исполнения', kk: 'Орындау мерзімі', en: 'Deadline' },
  fact: { ru: 'Факт', kk: 'Нақты', en: 'Actual' },
  percent: { ru: 'Выполнение, %', kk: 'Орындалуы, %', en: 'Done, %' },
  comment: { ru: 'Комментарий', kk: 'Түсініктеме', en: 'Comment' },
} as const satisfies TTextTree;

/**
 * What a road map's data means, in ru, kk and en: the web, the export and the PDF share it.
 * Amounts are in thousands of tenge; an item's money labels name the map's year (`{{year}}`,
 * spec §9).
 */
export const ROAD_MAP_TEXTS = {
  ...ROAD_MAP_HEAD_TEXTS,
  actions: {
    back_to_list: { ru: 'К дорожным картам', kk: 'Жол карталарына', en: 'Back to road maps' },
  },
  sections: {
    general: { ru: 'Общие сведения', kk: 'Жалпы мәліметтер', en: 'General' },
    totals: { ru: 'Итоги', kk: 'Қорытынды', en: 'Totals' },
    items: { ru: 'Мероприятия', kk: 'Іс-шаралар', en: 'Measures' },
    summary: {
      ru: 'Итоги по категориям: согласовано и фактически',
      kk: 'Санаттар бойынша қорытынды: келісілген және нақты',
      en: 'Totals by category: agreed and actual',
    },
  },
  fields: {
    number: { ru: 'Номер', kk: 'Нөмірі', en: 'Number' },
    status: { ru: 'Статус', kk: 'Мәртебесі', en: 'Status' },
    created_at: { ru: 'Создана', kk: 'Құрылған', en: 'Created' },
    created_by_fio: { ru: 'Автор', kk: 'Авторы', en: 'Author' },
    organization_id: { ru: 'Дочерняя организация', kk: 'Еншілес ұйым', en: 'Subsidiary' },
    year: { ru: 'Год', kk: 'Жыл', en: 'Year' },
    title: { ru: 'Наименование', kk: 'Атауы', en: 'Title' },
    items_count: { ru: 'Мероприятий', kk: 'Іс-шаралар саны', en: 'Measures' },
    budget_total: {
      ru: 'Бюджет на год, тыс. тенге',
      kk: 'Жылдық бюджет, мың теңге',
      en: 'Budget for the year, thousand tenge',
    },
    needed_total: {
      ru: 'Потребность в финансировании, тыс. тенге',
      kk: 'Қаржыландыру қажеттілігі, мың теңге',
      en: 'Funding needed, thousand tenge',
    },
    progress: { ru: 'Выполнение, %', kk: 'Орындалуы, %', en: 'Progress, %' },
    // The items' fields, as the map's history names their changes (money without the year).
    ...ITEM_FIELD_TEXTS,
    budget: { ru: 'Бюджет, тыс. тенге', kk: 'Бюджет, мың теңге', en: 'Budget, thousand tenge' },
    needed_funding: {
      ru: 'Потребность в финансировании, тыс. тенге',
      kk: 'Қаржыландыру қажеттілігі, мың теңге',
      en: 'Funding needed, thousand tenge',
    },
  },
  options: {
    category: {
      occupational_safety: { ru: 'Охрана труда', kk: 'Еңбекті қорғау', en: 'Occupational safety' },
      industrial_safety: {
        ru: 'Промышленная безопасность',
        kk: 'Өнеркәсіптік қауіпсіздік',
        en: 'Industrial safety',
      },
      fire_safety: { ru: 'Пожарная безопасность', kk: 'Өрт қауіпсіздігі', en: 'Fire safety' },
      environment: {
        ru: 'Охрана окружающей среды',
        kk: 'Қоршаған ортаны қорғау',
        en: 'Environmental protection',
      },
      transport_safety: {
        ru: 'Безопасность дорожного движения',
        kk: 'Жол қозғалысының қауіпсіздігі',
        en: 'Road safety',
      },
      health: { ru: 'Охрана здоровья', kk: 'Денсаулықты қорғау', en: 'Health protection' },
      training: {
        ru: 'Обучение и культура безопасности',
        kk: 'Оқыту және қауіпсіздік мәдениеті',
        en: 'Training and safety culture',
      },
    },
    work_type: {
      organizational: { ru: 'Организационное', kk: 'Ұйымдастырушылық', en: 'Organizational' },
      technical: { ru: 'Техническое', kk: 'Техникалық', en: 'Technical' },
      training: { ru: 'Обучение', kk: 'Оқыту', en: 'Training' },
      procurement: { ru: 'Закупка', kk: 'Сатып алу', en: 'Procurement' },
      inspection: { ru: 'Проверка', kk: 'Тексеру', en: 'Inspection' },
    },
    risk: {
      low: { ru: 'Низкий', kk: 'Төмен', en: 'Low' },
      medium: { ru: 'Средний', kk: 'Орташа', en: 'Medium' },
      high: { ru: 'Высокий', kk: 'Жоғары', en: 'High' },
    },
  },
  statuses: {
    draft: { ru: 'Черновик', kk: 'Жоба', en: 'Draft' },
    on_agreement: { ru: 'На согласовании', kk: 'Келісуде', en: 'On agreement' },
    revision: { ru: 'На доработке', kk: 'Пысықтауда', en: 'Revision' },
    approved: { ru: 'Утверждена', kk: 'Бекітілді', en: 'Approved' },
  },
  item: {
    ...ITEM_FIELD_TEXTS,
    budget: {
      ru: 'Бюджет {{year}}, тыс. тенге',
      kk: '{{year}} бюджеті, мың теңге',
      en: 'Budget {{year}}, thousand tenge',
    },
    needed_funding: {
      ru: 'Потребность в финансировании {{year}}, тыс. тенге',
      kk: '{{year}} қаржыландыру қажеттілігі, мың теңге',
      en: 'Funding needed {{year}}, thousand tenge',
    },
  },
  items: {
    add: { ru: 'Добавить мероприятие', kk: 'Іс-шара қосу', en: 'Add a measure' },
    add_title: { ru: 'Новое мероприятие', kk: 'Жаңа іс-шара', en: 'New measure' },
    edit_title: { ru: 'Мероприятие', kk: 'Іс-шара', en: 'Measure' },
    progress: { ru: 'Отметить выполнение', kk: 'Орындалуын белгілеу', en: 'Report progress' },
    progress_to: {
      ru: 'Отметить выполнение: {{item}}',
      kk: 'Орындалуын белгілеу: {{item}}',
      en: 'Report progress: {{item}}',
    },
    progress_title: { ru: 'Ход выполнения', kk: 'Орындалу барысы', en: 'Progress' },
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
      ru: 'Мероприятие «{{name}}» будет удалено из дорожной карты.',
      kk: '«{{name}}» іс-шарасы жол картасынан жойылады.',
      en: 'The measure “{{name}}” will be removed from the road map.',
    },
    missing: {
      ru: 'Не заполнено: {{fields}}',
      kk: 'Толтырылмаған: {{fields}}',
      en: 'Not filled in: {{fields}}',
    },
    due: { ru: 'Срок: {{date}}', kk: 'Мерзімі: {{date}}', en: 'Deadline: {{date}}' },
  },
  summary: {
    category: { ru: 'Категория', kk: 'Санаты', en: 'Category' },
    total: { ru: 'Итого', kk: 'Барлығы', en: 'Total' },
    total_of: { ru: 'Итого: {{category}}', kk: 'Барлығы: {{category}}', en: 'Total: {{category}}' },
    map_total: { ru: 'Итого по дорожной карте', kk: 'Жол картасы бойынша барлығы', en: 'Road map total' },
    figures: { ru: 'Значения', kk: 'Мәндер', en: 'Figures' },
    agreed: { ru: 'Согласовано', kk: 'Келісілді', en: 'Agreed' },
    actual: { ru: 'Фактически', kk: 'Нақты', en: 'Actual' },
    items: { ru: 'Мероприятий', kk: 'Іс-шаралар', en: 'Measures' },
    not_agreed: {
      ru: 'Согласованные значения появятся после утверждения дорожной карты',
      kk: 'Келісілген мәндер жол картасы бекітілгеннен кейін шығады',
      en: 'The agreed figures appear once the road map is approved',
    },
    load_failed: {
      ru: 'Не удалось загрузить итоги',
      kk: 'Қорытындыны жүктеу мүмкін болмады',
      en: 'The totals could not be loaded',
    },
  },
  export: {
    file: { ru: 'Дорожные карты', kk: 'Жол карталары', en: 'Road maps' },
  },
} as const satisfies TTextTree;
