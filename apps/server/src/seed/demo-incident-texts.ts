import type { TBodyPart, TIncidentKind } from '@hse/contracts/incidents';

/**
 * What demo messages say, as staff would write them: mostly in Russian, some in Kazakh, a few in
 * English (contractors' reports). Each entry: location, description, first measures.
 */
/** A message as staff write it; `causes` are the preliminary causes, worded as the holding's reports word them. */
export type TDemoStory = { location: string; description: string; measures: string; causes: string };

const ORGANIZATION = 'Неудовлетворительная организация производства работ';
const VIOLATION = 'Нарушение работником требований охраны труда';
const EQUIPMENT = 'Неисправность оборудования и инструмента';
const PPE = 'Неприменение средств индивидуальной защиты';
const WEATHER = 'Неблагоприятные погодные условия, гололёд';
const TRAFFIC = 'Нарушение правил дорожного движения';
const WEAR = 'Износ и коррозия оборудования';
const PERMIT = 'Работы без наряда-допуска';

export const DEMO_STORIES: Record<TIncidentKind, readonly TDemoStory[]> = {
  accident: [
    {
      location: 'Месторождение Каратобе, куст скважин №12',
      description: 'При замене задвижки на выкидной линии оператор получил удар по кисти сорвавшимся ключом.',
      measures: 'Оказана первая помощь, пострадавший доставлен в медпункт, работы приостановлены.',
      causes: EQUIPMENT,
    },
    {
      location: 'Цех первичной переработки, установка ЭЛОУ-АВТ',
      description:
        'Слесарь поскользнулся на обледеневшей лестнице площадки обслуживания и упал с высоты 1,5 м.',
      measures: 'Вызвана скорая помощь, лестница очищена и посыпана песком.',
      causes: WEATHER,
    },
    {
      location: 'Қаратөбе кен орны, №7 ұңғыма',
      description: 'Көтеру жұмыстары кезінде стропальщик жүктің астында қалып, аяғынан жарақат алды.',
      measures: 'Алғашқы көмек көрсетілді, жұмыстар тоқтатылды, аймақ қоршалды.',
      causes: 'Жүк көтеру жұмыстарын қауіпсіз жүргізу талаптарының бұзылуы',
    },
  ],
  road_accident: [
    {
      location: 'Автодорога Атырау — Доссор, 42 км',
      description: 'Служебный автомобиль при обгоне столкнулся с попутным грузовиком на скользком покрытии.',
      measures: 'Вызваны дорожная полиция и скорая помощь, водитель освидетельствован.',
      causes: TRAFFIC,
    },
    {
      location: 'Промысловая дорога к ГУ-3',
      description: 'Вахтовый автобус съехал в кювет при объезде ямы, пассажиры не пострадали.',
      measures: 'Пассажиры пересажены в резервный автобус, участок дороги обозначен знаками.',
      causes: WEATHER,
    },
    {
      location: 'Field road to gathering station 5',
      description: 'Contractor pickup reversed into a parked water truck at the loading bay.',
      measures: 'Vehicles inspected, reversing banksman requirement re-briefed to all drivers.',
      causes: 'Reversing without a banksman',
    },
  ],
  fire: [
    {
      location: 'Товарно-сырьевой цех, резервуарный парк №2',
      description: 'Возгорание сухой травы у обвалования резервуара от искры сварочных работ.',
      measures: 'Очаг потушен первичными средствами за 6 минут, огневые работы остановлены.',
      causes: VIOLATION,
    },
    {
      location: 'Административно-бытовой корпус, электрощитовая',
      description: 'Задымление в щитовой из-за перегрева контактного соединения автомата.',
      measures: 'Щит обесточен, вызвана пожарная часть, персонал эвакуирован.',
      causes: WEAR,
    },
  ],
  incident: [
    {
      location: 'Западный филиал трубопроводов, НПС-2',
      description: 'Аварийная остановка магистрального насоса из-за вибрации подшипникового узла.',
      measures: 'Насос выведен в ремонт, перекачка переведена на резервный агрегат.',
      causes: WEAR,
    },
    {
      location: 'Управление подготовки нефти, сепаратор С-2',
      description: 'Срабатывание предохранительного клапана при росте давления в сепараторе.',
      measures: 'Давление снижено, клапан проверен, причины роста давления выясняются.',
      causes: EQUIPMENT,
    },
  ],
  medical: [
    {
      location: 'Цех каталитического крекинга, насосная',
      description: 'Оператор порезал палец о кромку металлического листа при уборке площадки.',
      measures: 'Обработка раны в медпункте, работник допущен к работе.',
      causes: VIOLATION,
    },
    {
      location: 'Ремонтная база КРС',
      description: 'Попадание окалины в глаз при работе с болгаркой без защитного щитка.',
      measures: 'Промывание глаза в медпункте, проведён внеплановый инструктаж по СИЗ.',
      causes: PPE,
    },
    {
      location: 'Автокөлік басқармасы, жөндеу шеберханасы',
      description: 'Слесарь дөңгелекті ауыстыру кезінде саусағын қысып алды.',
      measures: 'Медпунктте көмек көрсетілді, жұмысшы жұмысқа жіберілді.',
      causes: 'Қол құралымен жұмыс кезіндегі абайсыздық',
    },
  ],
  near_miss: [
    {
      location: 'Месторождение Каратобе, площадка ГЗУ-4',
      description:
        'С высоты 6 м упал незакреплённый инструмент в зону, где за минуту до этого находились люди.',
      measures: 'Зона огорожена, проведена беседа о креплении инструмента при работе на высоте.',
      causes: ORGANIZATION,
    },
    {
      location: 'Цех первичной переработки, эстакада',
      description:
        'Обнаружено начало работ в колодце без оформленного наряда-допуска и замера газовоздушной среды.',
      measures: 'Работы остановлены, оформлен наряд-допуск, выполнен замер газов.',
      causes: PERMIT,
    },
    {
      location: 'Tank farm, tank 14 roof',
      description: 'Handrail section found detached on the tank roof walkway during routine gauging.',
      measures: 'Access to the roof closed, handrail repair ordered.',
      causes: 'Corroded handrail fixings missed by inspections',
    },
    {
      location: 'Шығыс филиалы, №4 ысырма торабы',
      description: 'Қысымдағы құбыр желісінде энергия көзін оқшаулаусыз жұмыс басталды.',
      measures: 'Жұмыс тоқтатылды, бұғаттау және белгілеу жүргізілді.',
      causes: 'Энергия көздерін оқшаулау тәртібінің бұзылуы',
    },
  ],
  environmental: [
    {
      location: 'Восточный филиал трубопроводов, 118 км нефтепровода',
      description: 'Разлив нефти около 0,3 м³ из-за свища на участке трубопровода.',
      measures: 'Участок перекрыт, установлен хомут, загрязнённый грунт собран в контейнеры.',
      causes: WEAR,
    },
    {
      location: 'Управление подготовки нефти, факельная установка',
      description: 'Кратковременное превышение выбросов сероводорода при сбросе газа на факел.',
      measures: 'Режим установки восстановлен, выполнены замеры на границе СЗЗ.',
      causes: ORGANIZATION,
    },
  ],
};

export const DEMO_IMPACTS = [
  'Загрязнение грунта на площади около 40 м², угрозы водным объектам нет',
  'Превышение ПДК на границе санитарно-защитной зоны не зафиксировано',
] as const;

/** Diagnoses with the body part each injures, as a victim's record pairs them. */
export const DEMO_DIAGNOSES = [
  { diagnosis: 'Ушиб мягких тканей кисти', body_part: 'hands' },
  { diagnosis: 'Резаная рана пальца', body_part: 'hands' },
  { diagnosis: 'Перелом лучевой кости', body_part: 'upper_limbs' },
  { diagnosis: 'Инородное тело роговицы', body_part: 'eyes' },
  { diagnosis: 'Растяжение связок голеностопа', body_part: 'lower_limbs' },
  { diagnosis: 'Ушиб пальцев стопы', body_part: 'feet' },
  { diagnosis: 'Сотрясение головного мозга', body_part: 'head' },
  { diagnosis: 'Растяжение мышц поясницы', body_part: 'back' },
  { diagnosis: 'Ожог предплечья', body_part: 'upper_limbs' },
  { diagnosis: 'Ушиб грудной клетки', body_part: 'trunk' },
  { diagnosis: 'Множественные ушибы и ссадины', body_part: 'multiple' },
  { diagnosis: 'Отравление парами углеводородов', body_part: 'internal' },
  { diagnosis: 'Растяжение мышц шеи', body_part: 'neck' },
  { diagnosis: 'Размозжение фаланги пальца', body_part: 'hands' },
] as const satisfies readonly { diagnosis: string; body_part: TBodyPart }[];

export const DEMO_VEHICLES = [
  { vehicle: 'Toyota Hilux', plate_number: '245ABK06', owner: 'АО «Демо Транспорт»' },
  { vehicle: 'ПАЗ-32053', plate_number: '118ACD06', owner: 'АО «Демо Транспорт»' },
  { vehicle: 'КамАЗ-43118', plate_number: '903ADF06', owner: 'ТОО «Демо Добыча»' },
] as const;
