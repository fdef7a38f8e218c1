import type { TDrivingCheck, TVitalRule } from '@hse/contracts/observations';

/**
 * What demo observations say, as observers on the fields, plants and pipelines of western
 * Kazakhstan would write them, in Russian as the other demo records are.
 */

/** Which activity a subsidiary's people observe: its short name picks the set. */
export type TDemoLine = 'production' | 'refining' | 'transport';
export const DEMO_LINES: Readonly<Record<string, TDemoLine>> = {
  'DOG-P': 'production',
  'DOG-R': 'refining',
  'DOG-T': 'transport',
};

/**
 * A task an observer watches: the life-saving rules it engages (the ones rated; the first is the
 * one `atRisk` tells of breaking), where it is done, and what the observer writes either way.
 */
export type TDemoTask = {
  task: string;
  rules: readonly TVitalRule[];
  places: readonly { place: string; detail: string }[];
  department: string;
  safe: string;
  atRisk: string;
  discussed: string;
};

export const DEMO_TASKS: Record<TDemoLine, readonly TDemoTask[]> = {
  production: [
    {
      task: 'Замена задвижки на выкидной линии скважины',
      rules: ['line_of_fire', 'energy_isolation', 'work_authorization'],
      places: [
        { place: 'Месторождение Каратобе, куст скважин №12', detail: 'Устье скважины №1207' },
        { place: 'Месторождение Доссор, куст №4', detail: 'Выкидная линия скв. №418' },
      ],
      department: 'Бригада по добыче №3',
      safe: 'Линия стравлена и отсечена, ключ с удлинителем не применялся, наряд-допуск на месте.',
      atRisk: 'Оператор откручивал шпильки, находясь на линии возможного выброса давления.',
      discussed: 'Остаточное давление в линии и безопасное положение тела при откручивании',
    },
    {
      task: 'Спуско-подъёмные операции при подземном ремонте скважины',
      rules: ['working_at_height', 'safe_mechanical_lifting', 'line_of_fire'],
      places: [
        { place: 'Месторождение Макат, скважина №233', detail: 'Рабочая площадка подъёмника А-60/80' },
        { place: 'Месторождение Кенкияк, скважина №1502', detail: 'Мостки и приёмный стеллаж' },
      ],
      department: 'Бригада КРС №2',
      safe: 'Помбур вне зоны перемещения элеватора, страховочная система на верхового закреплена.',
      atRisk: 'Верховой работал на площадке без пристёгнутого страховочного фала.',
      discussed: 'Точки крепления страховки на мачте и сигналы машинисту подъёмника',
    },
    {
      task: 'Огневые работы на трубопроводе нефтесбора',
      rules: ['hot_work', 'work_authorization', 'bypassing_safety_controls'],
      places: [
        { place: 'ГУ-3 месторождения Каратобе', detail: 'Узел задвижек на входе' },
        { place: 'Нефтесборный коллектор Доссор — Макат', detail: 'Камера приёма СОД' },
      ],
      department: 'Ремонтно-строительный участок',
      safe: 'Газовоздушная среда замерена, первичные средства пожаротушения на месте, наряд оформлен.',
      atRisk: 'Сварка начата без повторного замера газовоздушной среды после перерыва.',
      discussed: 'Периодичность замеров загазованности при огневых работах',
    },
    {
      task: 'Зачистка резервуара РВС-2000 на установке подготовки нефти',
      rules: ['confined_space', 'energy_isolation', 'work_authorization'],
      places: [{ place: 'УПН «Каратобе»', detail: 'Резервуар РВС-2000 №3' }],
      department: 'Участок подготовки нефти',
      safe: 'Резервуар отглушён, наблюдающий у люка, газоанализатор у работника, связь проверена.',
      atRisk: 'Наблюдающий отошёл от люка-лаза, пока внутри резервуара находились двое рабочих.',
      discussed: 'Обязанности наблюдающего и порядок эвакуации из ёмкости',
    },
    {
      task: 'Обслуживание станка-качалки',
      rules: ['energy_isolation', 'line_of_fire', 'bypassing_safety_controls'],
      places: [
        { place: 'Месторождение Кульсары, скважина №87', detail: 'Станок-качалка ПШГН-8' },
        { place: 'Месторождение Жанажол, скважина №2140', detail: 'Редуктор и кривошип' },
      ],
      department: 'Цех добычи нефти и газа №1',
      safe: 'Привод обесточен, замок и бирка установлены, тормоз зажат, ограждение на месте.',
      atRisk: 'Снято ограждение кривошипа, замок на рубильнике не установлен.',
      discussed: 'Блокировка и маркировка источников энергии перед обслуживанием',
    },
  ],
  refining: [
    {
      task: 'Вскрытие фланцевого соединения на линии бензина',
      rules: ['energy_isolation', 'line_of_fire', 'work_authorization'],
      places: [
        { place: 'Установка ЭЛОУ-АВТ', detail: 'Насосная, насос Н-12' },
        { place: 'Установка риформинга', detail: 'Эстакада трубопроводов, отм. +6 м' },
      ],
      department: 'Цех первичной переработки',
      safe: 'Линия освобождена и пропарена, заглушки установлены по схеме, работник в защитных очках.',
      atRisk: 'Фланец раскручивали без проверки отсутствия давления по манометру.',
      discussed: 'Проверка нулевой энергии перед вскрытием оборудования',
    },
    {
      task: 'Работы на высоте на колонне К-1',
      rules: ['working_at_height', 'work_authorization', 'line_of_fire'],
      places: [{ place: 'Установка каталитического крекинга', detail: 'Колонна К-1, площадка отм. +32 м' }],
      department: 'Цех каталитического крекинга',
      safe: 'Работники пристёгнуты к анкерной линии, инструмент на страховочных шнурах, зона внизу огорожена.',
      atRisk: 'Инструмент не закреплён, под площадкой обслуживания не выставлено ограждение.',
      discussed: 'Падение предметов с высоты и ограждение зоны под работами',
    },
    {
      task: 'Подъём теплообменника автокраном',
      rules: ['safe_mechanical_lifting', 'line_of_fire', 'work_authorization'],
      places: [{ place: 'Установка гидроочистки', detail: 'Площадка теплообменников Т-5/6' }],
      department: 'Ремонтно-механический цех',
      safe: 'План подъёма утверждён, стропальщик аттестован, люди вне зоны перемещения груза.',
      atRisk: 'Слесарь направлял груз руками, находясь под поднятым теплообменником.',
      discussed: 'Применение оттяжек и запрет нахождения под грузом',
    },
    {
      task: 'Отбор проб из резервуара',
      rules: ['bypassing_safety_controls', 'confined_space', 'working_at_height'],
      places: [
        { place: 'Товарно-сырьевой цех, резервуарный парк №2', detail: 'Кровля РВС-5000 №14' },
        { place: 'Товарно-сырьевой цех, эстакада налива', detail: 'Стояк налива №6' },
      ],
      department: 'Товарно-сырьевой цех',
      safe: 'Пробоотборщик с газоанализатором, работает с наветренной стороны, перила исправны.',
      atRisk: 'Пробоотборщик отключил сигнализатор загазованности, так как тот «часто срабатывает».',
      discussed: 'Почему нельзя отключать сигнализаторы и куда сообщать о ложных срабатываниях',
    },
  ],
  transport: [
    {
      task: 'Ремонт магистрального насоса',
      rules: ['safe_mechanical_lifting', 'energy_isolation', 'work_authorization'],
      places: [
        { place: 'НПС «Кенкияк»', detail: 'Насосный цех, МНА-2' },
        { place: 'ГНПС «Атырау»', detail: 'Подпорная насосная' },
      ],
      department: 'Линейная производственно-диспетчерская станция',
      safe: 'Агрегат выведен в ремонт по наряду, электродвигатель разобран схемой, задвижки закрыты и опломбированы.',
      atRisk: 'Кран-балку использовали с просроченной датой технического освидетельствования.',
      discussed: 'Проверка грузоподъёмных механизмов перед работой',
    },
    {
      task: 'Шурфовка и вскрытие магистрального нефтепровода',
      rules: ['line_of_fire', 'confined_space', 'work_authorization'],
      places: [
        { place: 'Нефтепровод Узень — Атырау — Самара, 412 км', detail: 'Котлован ремонтного участка' },
        { place: 'Нефтепровод Кенкияк — Атырау, 230 км', detail: 'Переход под автодорогой' },
      ],
      department: 'Аварийно-восстановительный пункт',
      safe: 'Откосы котлована выполнены, экскаватор отведён, газоанализ в траншее проведён.',
      atRisk: 'Рабочий спустился в траншею глубиной 2 м без крепления стенок во время работы экскаватора.',
      discussed: 'Опасная зона экскаватора и крепление стенок траншей',
    },
    {
      task: 'Огневые работы по врезке вантуза',
      rules: ['hot_work', 'energy_isolation', 'bypassing_safety_controls'],
      places: [{ place: 'Нефтепровод Атырау — Самара, 88 км', detail: 'Ремонтный котлован' }],
      department: 'Аварийно-восстановительный пункт',
      safe: 'Участок освобождён от нефти, герметизаторы установлены, пожарный пост выставлен.',
      atRisk: 'Пожарный пост отсутствовал на месте в начале огневых работ.',
      discussed: 'Готовность средств пожаротушения до начала огневых работ',
    },
    {
      task: 'Погрузка труб на трубовоз',
      rules: ['line_of_fire', 'safe_mechanical_lifting', 'driving'],
      places: [{ place: 'Трубная база в Атырау', detail: 'Открытая площадка складирования' }],
      department: 'Автотранспортное управление',
      safe: 'Трубы застропованы траверсой, водитель вне кабины и зоны погрузки, груз закреплён.',
      atRisk: 'Водитель трубовоза оставался в кабине во время погрузки труб краном.',
      discussed: 'Место водителя при погрузочно-разгрузочных работах',
    },
  ],
};

/** Subcontractors watched on the sites (fictional). */
export const DEMO_CONTRACTORS = [
  'ТОО «Бурсервис Атырау»',
  'ТОО «КаспийРемСтрой»',
  'ТОО «Эмба Монтаж»',
  'ТОО «Жайык Сервис»',
  'ТОО «Мангистау Энерго Сервис»',
] as const;

/** What a works observation records of the organization doing the work. */
export const DEMO_VERIFICATIONS = [
  'Наряд-допуск оформлен и подписан, инструктаж проведён под роспись',
  'Проверены удостоверения и группы допуска исполнителей',
  'ППР и технологическая карта на месте работ, с ними ознакомлены',
  'Проверены наличие и сроки поверки газоанализаторов',
  'Разрешение на огневые работы и журнал замеров в порядке',
] as const;

/** Comments to a works observation, when the observer wrote one. */
export const DEMO_WORKS_COMMENTS = [
  'Замечания устранены на месте',
  'Руководителю работ выдано предписание',
  'Информация передана в службу ОТ и ПБ подрядчика',
  'Положительная практика отмечена на планёрке',
] as const;

/** Light vehicles and trucks of the fleet, with the region code of their plates. */
export const DEMO_FLEET = [
  { model: 'Toyota Land Cruiser 200', region: '06' },
  { model: 'Toyota Hilux', region: '06' },
  { model: 'УАЗ Патриот', region: '06' },
  { model: 'Вахтовый автобус НефАЗ-4208', region: '06' },
  { model: 'КамАЗ-43118 АЦН', region: '12' },
  { model: 'Урал-4320 трубовоз', region: '12' },
  { model: 'Toyota Fortuner', region: '07' },
  { model: 'Shacman SX3258 самосвал', region: '04' },
] as const;

/** Typical trips: from where, to where, and about how long they take. */
export const DEMO_ROUTES = [
  { from: 'Производственная база, г. Атырау', to: 'Месторождение Каратобе', minutes: 150 },
  { from: 'Производственная база, г. Атырау', to: 'НПЗ, г. Атырау', minutes: 35 },
  { from: 'Вахтовый посёлок Доссор', to: 'Месторождение Макат', minutes: 55 },
  { from: 'Вахтовый посёлок Кульсары', to: 'Месторождение Кульсары, ГУ-3', minutes: 40 },
  { from: 'г. Актау', to: 'НПС «Узень»', minutes: 170 },
  { from: 'г. Актобе', to: 'НПС «Кенкияк»', minutes: 240 },
  { from: 'ГНПС «Атырау»', to: 'Нефтепровод Атырау — Самара, 88 км', minutes: 90 },
  { from: 'г. Уральск', to: 'Месторождение Чинарево', minutes: 120 },
] as const;

/** What a driving observer writes of a habit they found at risk. */
export const DEMO_DRIVING_FINDINGS: Record<TDrivingCheck, string> = {
  seat_belt: 'Пассажир на заднем сиденье не пристегнулся ремнём безопасности',
  speed: 'Превышение скорости на участке промысловой дороги (80 км/ч при ограничении 60 км/ч)',
  phone: 'Водитель разговаривал по телефону без гарнитуры во время движения',
  fatigue: 'Водитель за рулём более 4 часов без остановки на отдых',
  pre_trip_inspection: 'Предрейсовый осмотр не отмечен в путевом листе, не проверено давление в шинах',
  journey_plan: 'Маршрут не согласован с диспетчером, план поездки не оформлен',
};

/** Comments to a trip without findings. */
export const DEMO_DRIVING_PRAISE = [
  'Замечаний нет, водитель соблюдает дистанцию и скоростной режим',
  'Поездка в тёмное время суток согласована, фары и габариты исправны',
  'Водитель провёл инструктаж пассажиров перед выездом',
  '',
] as const;
