import {
  add,
  cmp,
  computed,
  div,
  fixedTable,
  integer,
  l,
  money,
  mul,
  number,
  percentOf,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  UNIT,
  VITAL_RULE_ROWS,
} from './parts.ts';

/** Forms 1–9: people, hours and what happened to them (domain.md §4). */

const STAFF_ROWS = [
  ['employees', l('Работники организации', 'Ұйым қызметкерлері', 'Own employees')],
  [
    'contractors',
    l('Персонал подрядных организаций', 'Мердігер ұйымдардың персоналы', 'Contractors’ personnel'),
  ],
] as const;

export const FORM_1: TFormDefinitionInput = {
  code: 'HSE_FRM_1',
  version: 1,
  title: l(
    'Численность и отработанные часы',
    'Жұмыскерлер саны және жұмыс істелген сағаттар',
    'Headcount and hours worked',
  ),
  period: 'month',
  dueDays: 5,
  sections: [
    section('staff_section', l('Персонал и часы', 'Персонал және сағаттар', 'Staff and hours'), {
      tables: [
        fixedTable(
          'staff',
          l('Численность и человеко-часы', 'Саны және адам-сағаттар', 'Headcount and hours'),
          STAFF_ROWS,
          [
            integer(
              'headcount',
              l('Среднесписочная численность', 'Орташа тізімдік саны', 'Average headcount'),
              {
                unit: UNIT.people,
                required: true,
              },
            ),
            number('hours', l('Отработанные человеко-часы', 'Жұмыс істелген адам-сағаттар', 'Hours worked'), {
              unit: UNIT.hours,
              required: true,
            }),
            computed(
              'hours_each',
              l('Часов на одного человека', 'Бір адамға шаққандағы сағат', 'Hours per person'),
              div('hours', 'headcount'),
              {
                unit: UNIT.hours,
                digits: 1,
              },
            ),
          ],
        ),
      ],
    }),
    section(
      'indicators_section',
      l('Для расчёта показателей', 'Көрсеткіштерді есептеу үшін', 'For the indicators'),
      {
        fields: [
          computed(
            'headcount_total',
            l('Численность всего', 'Барлық жұмыскерлер саны', 'Total headcount'),
            'staff.headcount',
            {
              unit: UNIT.people,
            },
          ),
          computed(
            'hours_employees',
            l('Часы работников организации', 'Ұйым қызметкерлерінің сағаттары', 'Employees’ hours'),
            'staff.employees.hours',
            {
              unit: UNIT.hours,
            },
          ),
          computed(
            'hours_contractors',
            l('Часы подрядчиков', 'Мердігерлердің сағаттары', 'Contractors’ hours'),
            'staff.contractors.hours',
            {
              unit: UNIT.hours,
            },
          ),
          computed(
            'hours_total',
            l('Отработанные часы всего', 'Барлық жұмыс істелген сағаттар', 'Total hours worked'),
            'staff.hours',
            {
              unit: UNIT.hours,
            },
          ),
        ],
      },
    ),
    remarks(),
  ],
  rules: [
    rule(
      'hours_with_headcount',
      cmp('hours', '>', 0),
      ['hours'],
      l(
        'Есть численность: отработанные часы должны быть больше нуля',
        'Жұмыскерлер бар: жұмыс істелген сағаттар нөлден көп болуы керек',
        'There is headcount: hours worked must be above zero',
      ),
      { table: 'staff', when: cmp('headcount', '>', 0) },
    ),
    rule(
      'hours_within_month',
      cmp('hours', '<=', mul('headcount', 744)),
      ['hours'],
      l(
        'Часов больше, чем есть в месяце: не более 744 ч на человека среднесписочной численности',
        'Сағаттар айдағы сағаттан көп: орташа тізімдік санындағы бір адамға 744 сағаттан аспауы керек',
        'More hours than the month has: at most 744 h per person of average headcount',
      ),
      { table: 'staff' },
    ),
  ],
};

const OUTCOME_ROWS = [
  ['fatal', l('Со смертельным исходом', 'Өліммен аяқталған', 'Fatality')],
  [
    'lwdc',
    l('С потерей рабочего времени (LWDC)', 'Жұмыс уақытын жоғалтумен (LWDC)', 'Lost workday case (LWDC)'),
  ],
  [
    'rwc',
    l('С переводом на лёгкий труд (RWC)', 'Жеңіл жұмысқа ауыстырумен (RWC)', 'Restricted workday case (RWC)'),
  ],
  [
    'mtc',
    l(
      'С оказанием медицинской помощи (MTC)',
      'Медициналық көмек көрсетумен (MTC)',
      'Medical treatment case (MTC)',
    ),
  ],
  ['fac', l('С оказанием первой помощи (FAC)', 'Алғашқы көмек көрсетумен (FAC)', 'First aid case (FAC)')],
] as const;

export const FORM_2: TFormDefinitionInput = {
  code: 'HSE_FRM_2',
  version: 1,
  title: l('Производственный травматизм', 'Өндірістік жарақаттану', 'Occupational injuries'),
  period: 'month',
  dueDays: 5,
  sections: [
    section(
      'outcome_section',
      l('Пострадавшие по исходу', 'Зардап шеккендер нәтижесі бойынша', 'Injured by outcome'),
      {
        tables: [
          fixedTable('by_outcome', l('Исход травмы', 'Жарақаттың нәтижесі', 'Injury outcome'), OUTCOME_ROWS, [
            integer('injured', l('Пострадавших', 'Зардап шеккендер', 'Injured'), { unit: UNIT.people }),
            integer('days_lost', l('Потерянные рабочие дни', 'Жоғалтылған жұмыс күндері', 'Days lost'), {
              unit: UNIT.days,
            }),
          ]),
        ],
      },
    ),
    section(
      'category_section',
      l(
        'Пострадавшие по категориям работников',
        'Зардап шеккендер жұмыскерлер санаттары бойынша',
        'Injured by category of worker',
      ),
      {
        tables: [
          fixedTable(
            'by_category',
            l('Категория работников', 'Жұмыскерлер санаты', 'Category of worker'),
            STAFF_ROWS,
            [
              integer('injured', l('Пострадавших всего', 'Барлық зардап шеккендер', 'Injured, total'), {
                unit: UNIT.people,
              }),
              integer('fatalities', l('в т.ч. погибших', 'оның ішінде қаза тапқандар', 'of them killed'), {
                unit: UNIT.people,
              }),
              integer(
                'lost_time',
                l(
                  'в т.ч. с потерей трудоспособности',
                  'оның ішінде еңбекке қабілеттілігін жоғалтқандар',
                  'of them lost time injuries',
                ),
                {
                  unit: UNIT.people,
                },
              ),
            ],
          ),
        ],
      },
    ),
    section('accidents_section', l('Несчастные случаи', 'Жазатайым оқиғалар', 'Accidents'), {
      fields: [
        integer(
          'accidents',
          l('Несчастных случаев на производстве', 'Өндірістегі жазатайым оқиғалар', 'Accidents at work'),
        ),
        integer('group_accidents', l('в т.ч. групповых', 'оның ішінде топтық', 'of them group accidents')),
        integer(
          'severe_accidents',
          l('в т.ч. с тяжёлым исходом', 'оның ішінде ауыр зардапты', 'of them with severe outcome'),
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'fatalities_within_injured',
      cmp('injured', '>=', 'fatalities'),
      ['fatalities'],
      l(
        'Погибших не может быть больше, чем пострадавших',
        'Қаза тапқандар зардап шеккендерден көп бола алмайды',
        'There cannot be more killed than injured',
      ),
      { table: 'by_category' },
    ),
    rule(
      'lost_time_within_injured',
      cmp('injured', '>=', add('fatalities', 'lost_time')),
      ['lost_time'],
      l(
        'Погибшие и пострадавшие с потерей трудоспособности входят в число пострадавших: их сумма не больше',
        'Қаза тапқандар мен еңбекке қабілеттілігін жоғалтқандар зардап шеккендер санына кіреді: олардың қосындысы одан аспайды',
        'The killed and the lost time injuries are among the injured: together they cannot exceed them',
      ),
      { table: 'by_category' },
    ),
    rule(
      'categories_match_outcomes',
      cmp('by_category.injured', '=', 'by_outcome.injured'),
      ['by_category'],
      l(
        'Пострадавших по категориям должно быть столько же, сколько по исходу травмы',
        'Санаттар бойынша зардап шеккендер саны жарақат нәтижесі бойынша санымен бірдей болуы керек',
        'The injured by category must add up to the injured by outcome',
      ),
    ),
    rule(
      'fatalities_match_outcome',
      cmp('by_category.fatalities', '=', 'by_outcome.fatal.injured'),
      ['by_category'],
      l(
        'Погибших по категориям должно быть столько же, сколько случаев со смертельным исходом',
        'Санаттар бойынша қаза тапқандар саны өліммен аяқталған жағдайлар санымен бірдей болуы керек',
        'The killed by category must equal the fatalities by outcome',
      ),
    ),
    rule(
      'lwdc_days',
      cmp('by_outcome.lwdc.days_lost', '>=', 'by_outcome.lwdc.injured'),
      ['by_outcome'],
      l(
        'Каждый случай с потерей рабочего времени — не меньше одного потерянного дня',
        'Жұмыс уақытын жоғалтқан әр жағдайда кемінде бір жұмыс күні жоғалады',
        'Each lost workday case loses at least one day',
      ),
      { when: cmp('by_outcome.lwdc.injured', '>', 0) },
    ),
    rule(
      'group_within_accidents',
      cmp('group_accidents', '<=', 'accidents'),
      ['group_accidents'],
      l(
        'Групповых несчастных случаев не может быть больше, чем всех',
        'Топтық жазатайым оқиғалар барлық оқиғалардан көп бола алмайды',
        'Group accidents cannot exceed all accidents',
      ),
    ),
    rule(
      'severe_within_accidents',
      cmp('severe_accidents', '<=', 'accidents'),
      ['severe_accidents'],
      l(
        'Несчастных случаев с тяжёлым исходом не может быть больше, чем всех',
        'Ауыр зардапты жазатайым оқиғалар барлық оқиғалардан көп бола алмайды',
        'Accidents with severe outcome cannot exceed all accidents',
      ),
    ),
  ],
};

export const FORM_3: TFormDefinitionInput = {
  code: 'HSE_FRM_3',
  version: 1,
  title: l(
    'Дорожно-транспортные происшествия и пробег',
    'Жол-көлік оқиғалары және жүрген жол',
    'Road traffic accidents and mileage',
  ),
  period: 'month',
  dueDays: 5,
  sections: [
    section('fleet_section', l('Автопарк и пробег', 'Автопарк және жүрген жол', 'Fleet and mileage'), {
      tables: [
        fixedTable(
          'fleet',
          l('Транспортные средства', 'Көлік құралдары', 'Vehicles'),
          [
            ['cars', l('Легковые автомобили', 'Жеңіл автомобильдер', 'Cars')],
            ['buses', l('Автобусы', 'Автобустар', 'Buses')],
            ['trucks', l('Грузовые автомобили', 'Жүк автомобильдері', 'Trucks')],
            ['special', l('Специальная техника', 'Арнайы техника', 'Special vehicles')],
          ],
          [
            integer('vehicles', l('Транспортных средств', 'Көлік құралдарының саны', 'Vehicles'), {
              unit: UNIT.units,
            }),
            number('km', l('Пробег', 'Жүрген жолы', 'Distance driven'), { unit: UNIT.km, required: true }),
          ],
        ),
      ],
    }),
    section('accidents_section', l('ДТП по тяжести', 'Ауырлығы бойынша ЖКО', 'Road accidents by severity'), {
      tables: [
        fixedTable(
          'accidents',
          l('Тяжесть ДТП', 'ЖКО ауырлығы', 'Severity'),
          [
            ['fatal', l('ДТП с погибшими', 'Қаза тапқандары бар ЖКО', 'With fatalities')],
            ['injury', l('ДТП с ранеными', 'Жараланғандары бар ЖКО', 'With injuries')],
            [
              'damage',
              l('ДТП только с материальным ущербом', 'Тек материалдық залалы бар ЖКО', 'Damage only'),
            ],
          ],
          [
            integer('accidents', l('ДТП', 'ЖКО', 'Accidents')),
            integer(
              'at_fault',
              l(
                'в т.ч. по вине водителей организации',
                'оның ішінде ұйым жүргізушілерінің кінәсінен',
                'of them caused by own drivers',
              ),
            ),
            integer('injured', l('Раненых', 'Жараланғандар', 'Injured'), { unit: UNIT.people }),
            integer('killed', l('Погибших', 'Қаза тапқандар', 'Killed'), { unit: UNIT.people }),
            money('damage', l('Ущерб', 'Залал', 'Damage')),
          ],
        ),
      ],
    }),
    section(
      'violations_section',
      l('Нарушения правил вождения', 'Көлік жүргізу қағидаларын бұзу', 'Driving violations'),
      {
        tables: [
          fixedTable(
            'violations',
            l(
              'Нарушения по данным мониторинга',
              'Мониторинг деректері бойынша бұзушылықтар',
              'Violations found by monitoring',
            ),
            [
              ['speeding', l('Превышение скорости', 'Жылдамдықты асыру', 'Speeding')],
              [
                'seat_belt',
                l(
                  'Непристёгнутый ремень безопасности',
                  'Қауіпсіздік белдігін тақпау',
                  'Seat belt not fastened',
                ),
              ],
              ['phone', l('Телефон за рулём', 'Рөлде телефон пайдалану', 'Phone while driving')],
              [
                'harsh',
                l('Резкое торможение и ускорение', 'Кенет тежеу және үдеу', 'Harsh braking and acceleration'),
              ],
              [
                'rest',
                l(
                  'Нарушение режима труда и отдыха',
                  'Еңбек және демалыс режимін бұзу',
                  'Driving and rest hours broken',
                ),
              ],
              [
                'alcohol',
                l(
                  'Управление в состоянии опьянения',
                  'Мас күйінде көлік жүргізу',
                  'Driving under the influence',
                ),
              ],
            ],
            [
              integer('violations', l('Нарушений', 'Бұзушылықтар', 'Violations')),
              integer(
                'measures',
                l(
                  'Применено мер к водителям',
                  'Жүргізушілерге қолданылған шаралар',
                  'Measures taken against drivers',
                ),
              ),
            ],
          ),
        ],
      },
    ),
    section(
      'indicators_section',
      l('Для расчёта показателей', 'Көрсеткіштерді есептеу үшін', 'For the indicators'),
      {
        fields: [
          computed(
            'km_driven',
            l('Пробег всего', 'Барлық жүрген жолы', 'Total distance driven'),
            'fleet.km',
            { unit: UNIT.km },
          ),
          computed(
            'road_accidents',
            l('ДТП всего', 'Барлық ЖКО', 'Road accidents, total'),
            'accidents.accidents',
          ),
          computed(
            'accident_rate',
            l('ДТП на миллион км', 'Миллион км-ге шаққандағы ЖКО', 'Accidents per million km'),
            div(mul('accidents.accidents', 1_000_000), 'fleet.km'),
            { digits: 3 },
          ),
        ],
      },
    ),
    remarks(),
  ],
  rules: [
    rule(
      'km_needs_vehicles',
      cmp('vehicles', '>', 0),
      ['vehicles'],
      l(
        'Указан пробег: транспортных средств должно быть больше нуля',
        'Жүрген жолы көрсетілген: көлік құралдарының саны нөлден көп болуы керек',
        'Distance is given: the number of vehicles must be above zero',
      ),
      { table: 'fleet', when: cmp('km', '>', 0) },
    ),
    rule(
      'at_fault_within_accidents',
      cmp('at_fault', '<=', 'accidents'),
      ['at_fault'],
      l(
        'ДТП по вине своих водителей не может быть больше, чем всех ДТП',
        'Өз жүргізушілерінің кінәсінен болған ЖКО барлық ЖКО-дан көп бола алмайды',
        'Accidents caused by own drivers cannot exceed all accidents',
      ),
      { table: 'accidents' },
    ),
    rule(
      'fatal_has_killed',
      cmp('accidents.fatal.killed', '>=', 'accidents.fatal.accidents'),
      ['accidents'],
      l(
        'В каждом ДТП с погибшими есть хотя бы один погибший',
        'Қаза тапқандары бар әр ЖКО-да кемінде бір қаза тапқан адам бар',
        'Each accident with fatalities has at least one person killed',
      ),
    ),
    rule(
      'injury_has_injured',
      cmp('accidents.injury.injured', '>=', 'accidents.injury.accidents'),
      ['accidents'],
      l(
        'В каждом ДТП с ранеными есть хотя бы один раненый',
        'Жараланғандары бар әр ЖКО-да кемінде бір жараланған адам бар',
        'Each accident with injuries has at least one person injured',
      ),
    ),
  ],
};

export const FORM_4: TFormDefinitionInput = {
  code: 'HSE_FRM_4',
  version: 1,
  title: l('Пожары и загорания', 'Өрттер мен тұтанулар', 'Fires and ignitions'),
  period: 'month',
  dueDays: 5,
  sections: [
    section('fires_section', l('Пожары и загорания', 'Өрттер мен тұтанулар', 'Fires and ignitions'), {
      tables: [
        fixedTable(
          'fires',
          l('Вид события', 'Оқиға түрі', 'Kind of event'),
          [
            ['fires', l('Пожары', 'Өрттер', 'Fires')],
            ['ignitions', l('Загорания', 'Тұтанулар', 'Ignitions')],
          ],
          [
            integer('events', l('Количество', 'Саны', 'Number')),
            integer('injured', l('Пострадавших', 'Зардап шеккендер', 'Injured'), { unit: UNIT.people }),
            integer('killed', l('Погибших', 'Қаза тапқандар', 'Killed'), { unit: UNIT.people }),
            money('damage', l('Материальный ущерб', 'Материалдық залал', 'Material damage')),
          ],
        ),
      ],
    }),
    section('causes_section', l('Причины', 'Себептер', 'Causes'), {
      tables: [
        fixedTable(
          'causes',
          l(
            'Причина пожара или загорания',
            'Өрттің немесе тұтанудың себебі',
            'Cause of the fire or ignition',
          ),
          [
            [
              'electrical',
              l(
                'Неисправность электрооборудования',
                'Электр жабдығының ақаулығы',
                'Faulty electrical equipment',
              ),
            ],
            [
              'hot_work',
              l('Нарушение правил огневых работ', 'Отпен жұмыстар қағидаларын бұзу', 'Hot work rules broken'),
            ],
            [
              'careless',
              l('Неосторожное обращение с огнём', 'Отпен абайсыз жұмыс істеу', 'Careless handling of fire'),
            ],
            [
              'static',
              l(
                'Статическое электричество и молния',
                'Статикалық электр және найзағай',
                'Static electricity and lightning',
              ),
            ],
            ['self_ignition', l('Самовозгорание', 'Өздігінен тұтану', 'Spontaneous combustion')],
            ['arson', l('Поджог', 'Қасақана өртеу', 'Arson')],
            ['other', l('Прочие причины', 'Басқа себептер', 'Other causes')],
          ],
          [integer('events', l('Количество', 'Саны', 'Number'))],
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'causes_match_events',
      cmp('causes.events', '=', 'fires.events'),
      ['causes'],
      l(
        'Причина указывается для каждого пожара и загорания: итоги таблиц должны совпадать',
        'Әр өрт пен тұтанудың себебі көрсетіледі: кестелердің қорытындылары сәйкес келуі керек',
        'A cause is given for each fire and ignition: the tables’ totals must match',
      ),
    ),
    rule(
      'damage_needs_event',
      cmp('events', '>', 0),
      ['events'],
      l(
        'Указаны последствия: количество событий должно быть больше нуля',
        'Салдары көрсетілген: оқиғалар саны нөлден көп болуы керек',
        'Consequences are given: the number of events must be above zero',
      ),
      { table: 'fires', when: cmp(add('injured', 'killed', 'damage'), '>', 0) },
    ),
  ],
};

export const FORM_5: TFormDefinitionInput = {
  code: 'HSE_FRM_5',
  version: 1,
  title: l(
    'Аварии и инциденты на опасных производственных объектах',
    'Қауіпті өндірістік объектілердегі авариялар мен инциденттер',
    'Industrial accidents and incidents at hazardous facilities',
  ),
  period: 'month',
  dueDays: 5,
  sections: [
    section(
      'facilities_section',
      l('Опасные производственные объекты', 'Қауіпті өндірістік объектілер', 'Hazardous facilities'),
      {
        fields: [
          integer(
            'facilities',
            l('Объектов в эксплуатации', 'Пайдаланудағы объектілер', 'Facilities in operation'),
            {
              unit: UNIT.units,
            },
          ),
        ],
      },
    ),
    section('events_section', l('События по видам', 'Оқиғалар түрлері бойынша', 'Events by type'), {
      tables: [
        fixedTable(
          'events',
          l('Вид события', 'Оқиға түрі', 'Type of event'),
          [
            ['accidents', l('Аварии', 'Авариялар', 'Industrial accidents')],
            ['incidents', l('Инциденты', 'Инциденттер', 'Incidents')],
            [
              'failures',
              l(
                'Отказы технических устройств',
                'Техникалық құрылғылардың істен шығуы',
                'Failures of technical devices',
              ),
            ],
            [
              'releases',
              l('Выбросы и открытые фонтаны', 'Атқылаулар мен ашық фонтандар', 'Releases and blowouts'),
            ],
          ],
          [
            integer('events', l('Количество', 'Саны', 'Number')),
            integer('investigated', l('Расследовано', 'Тергеп-тексерілді', 'Investigated')),
            number('downtime', l('Простой оборудования', 'Жабдықтың тоқтап тұруы', 'Equipment downtime'), {
              unit: UNIT.hours,
            }),
            money('damage', l('Ущерб', 'Залал', 'Damage')),
          ],
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'investigated_within_events',
      cmp('investigated', '<=', 'events'),
      ['investigated'],
      l(
        'Расследовано больше событий, чем произошло',
        'Тергеп-тексерілген оқиғалар болған оқиғалардан көп',
        'More events investigated than happened',
      ),
      { table: 'events' },
    ),
    rule(
      'downtime_needs_event',
      cmp('events', '>', 0),
      ['events'],
      l(
        'Указаны простой или ущерб: количество событий должно быть больше нуля',
        'Тоқтап тұру немесе залал көрсетілген: оқиғалар саны нөлден көп болуы керек',
        'Downtime or damage is given: the number of events must be above zero',
      ),
      { table: 'events', when: cmp(add('downtime', 'damage'), '>', 0) },
    ),
  ],
};

export const FORM_6: TFormDefinitionInput = {
  code: 'HSE_FRM_6',
  version: 1,
  title: l('Профессиональные заболевания', 'Кәсіптік аурулар', 'Occupational diseases'),
  period: 'year',
  dueDays: 30,
  sections: [
    section(
      'exposure_section',
      l('Вредные условия труда', 'Зиянды еңбек жағдайлары', 'Harmful working conditions'),
      {
        fields: [
          integer(
            'exposed',
            l(
              'Работников во вредных условиях',
              'Зиянды жағдайларда жұмыс істейтіндер',
              'Employees in harmful conditions',
            ),
            {
              unit: UNIT.people,
              required: true,
            },
          ),
        ],
      },
    ),
    section('diagnoses_section', l('Впервые выявленные случаи', 'Алғаш анықталған жағдайлар', 'New cases'), {
      tables: [
        fixedTable(
          'diagnoses',
          l('Группа диагнозов', 'Диагноздар тобы', 'Diagnosis group'),
          [
            [
              'respiratory',
              l(
                'Болезни органов дыхания (пылевые)',
                'Тыныс алу ағзаларының аурулары (шаңнан)',
                'Respiratory (dust) diseases',
              ),
            ],
            [
              'hearing',
              l('Нейросенсорная тугоухость', 'Нейросенсорлық құлақ мүкістігі', 'Noise-induced hearing loss'),
            ],
            ['vibration', l('Вибрационная болезнь', 'Діріл ауруы', 'Vibration disease')],
            [
              'musculoskeletal',
              l(
                'Заболевания опорно-двигательного аппарата',
                'Тірек-қимыл аппаратының аурулары',
                'Musculoskeletal disorders',
              ),
            ],
            ['intoxication', l('Хронические интоксикации', 'Созылмалы уланулар', 'Chronic poisoning')],
            ['skin', l('Болезни кожи', 'Тері аурулары', 'Skin diseases')],
            ['other', l('Прочие диагнозы', 'Басқа диагноздар', 'Other diagnoses')],
          ],
          [
            integer('cases', l('Впервые выявлено', 'Алғаш анықталды', 'New cases'), { unit: UNIT.people }),
            integer('women', l('в т.ч. женщин', 'оның ішінде әйелдер', 'of them women'), {
              unit: UNIT.people,
            }),
            integer(
              'disability',
              l(
                'в т.ч. с утратой трудоспособности',
                'оның ішінде еңбекке қабілеттілігін жоғалтқандар',
                'of them with disability',
              ),
              {
                unit: UNIT.people,
              },
            ),
          ],
        ),
      ],
      fields: [
        computed(
          'incidence',
          l(
            'Заболеваемость на 10 000 работающих во вредных условиях',
            'Зиянды жағдайда жұмыс істейтін 10 000 адамға шаққандағы сырқаттанушылық',
            'Cases per 10,000 employees in harmful conditions',
          ),
          div(mul('diagnoses.cases', 10_000), 'exposed'),
          { digits: 2 },
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'women_within_cases',
      cmp('women', '<=', 'cases'),
      ['women'],
      l(
        'Женщин не может быть больше, чем всех случаев',
        'Әйелдер барлық жағдайлардан көп бола алмайды',
        'Women cannot exceed all cases',
      ),
      { table: 'diagnoses' },
    ),
    rule(
      'disability_within_cases',
      cmp('disability', '<=', 'cases'),
      ['disability'],
      l(
        'Случаев с утратой трудоспособности не может быть больше, чем всех',
        'Еңбекке қабілеттілігін жоғалту жағдайлары барлық жағдайлардан көп бола алмайды',
        'Cases with disability cannot exceed all cases',
      ),
      { table: 'diagnoses' },
    ),
  ],
};

export const FORM_7: TFormDefinitionInput = {
  code: 'HSE_FRM_7',
  version: 1,
  title: l(
    'Медицинская помощь и микротравмы',
    'Медициналық көмек және микрожарақаттар',
    'Medical assistance and microtraumas',
  ),
  period: 'month',
  dueDays: 5,
  sections: [
    section('causes_section', l('Случаи по причинам', 'Себептері бойынша жағдайлар', 'Cases by cause'), {
      tables: [
        fixedTable(
          'causes',
          l('Причина', 'Себебі', 'Cause'),
          [
            [
              'slips',
              l(
                'Падение на одном уровне, подскальзывание',
                'Бір деңгейде құлау, тайып кету',
                'Slips, trips and falls on the level',
              ),
            ],
            ['cuts', l('Порезы и уколы', 'Кесілу және шаншылу', 'Cuts and punctures')],
            ['struck', l('Удары предметами', 'Заттармен соғылу', 'Struck by objects')],
            ['burns', l('Ожоги', 'Күйіктер', 'Burns')],
            [
              'eye',
              l('Попадание инородного тела в глаз', 'Көзге бөгде заттың түсуі', 'Foreign body in the eye'),
            ],
            [
              'strain',
              l('Растяжения при подъёме тяжестей', 'Ауыр жүк көтергенде созылу', 'Strains from lifting'),
            ],
            [
              'bites',
              l('Укусы насекомых и животных', 'Жәндіктер мен жануарлардың шағуы', 'Insect and animal bites'),
            ],
            ['other', l('Прочие причины', 'Басқа себептер', 'Other causes')],
          ],
          [
            integer('first_aid', l('Первая помощь', 'Алғашқы көмек', 'First aid'), { unit: UNIT.people }),
            integer('medical', l('Медицинская помощь', 'Медициналық көмек', 'Medical treatment'), {
              unit: UNIT.people,
            }),
            computed(
              'cases',
              l('Всего случаев', 'Барлық жағдайлар', 'All cases'),
              add('first_aid', 'medical'),
              { unit: UNIT.people },
            ),
            integer(
              'contractors',
              l(
                'в т.ч. работники подрядчиков',
                'оның ішінде мердігерлердің қызметкерлері',
                'of them contractors’ workers',
              ),
              {
                unit: UNIT.people,
              },
            ),
          ],
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'contractors_within_cases',
      cmp('contractors', '<=', add('first_aid', 'medical')),
      ['contractors'],
      l(
        'Работников подрядчиков не может быть больше, чем всех случаев',
        'Мердігерлердің қызметкерлері барлық жағдайлардан көп бола алмайды',
        'Contractors’ workers cannot exceed all cases',
      ),
      { table: 'causes' },
    ),
  ],
};

export const FORM_8: TFormDefinitionInput = {
  code: 'HSE_FRM_8',
  version: 1,
  title: l('Потенциально опасные происшествия', 'Ықтимал қауіпті оқиғалар', 'Near misses'),
  period: 'month',
  dueDays: 5,
  sections: [
    section(
      'handling_section',
      l('Сообщения и расследование', 'Хабарламалар және тексеру', 'Reports and investigation'),
      {
        fields: [
          integer('reported', l('Поступило сообщений', 'Түскен хабарламалар', 'Near misses reported'), {
            required: true,
          }),
          integer('investigated', l('Расследовано', 'Тексерілді', 'Investigated')),
          integer('measures', l('Разработано мероприятий', 'Әзірленген іс-шаралар', 'Measures drawn up')),
          integer('measures_done', l('Выполнено мероприятий', 'Орындалған іс-шаралар', 'Measures done')),
        ],
      },
    ),
    section('category_section', l('По категориям', 'Санаттар бойынша', 'By category'), {
      tables: [
        fixedTable(
          'by_category',
          l('Категория опасности', 'Қауіп санаты', 'Hazard category'),
          [
            ['height', l('Падение с высоты', 'Биіктіктен құлау', 'Fall from height')],
            ['dropped', l('Падение предметов', 'Заттардың құлауы', 'Dropped objects')],
            ['vehicles', l('Транспорт и техника', 'Көлік және техника', 'Vehicles and mobile plant')],
            ['lifting', l('Грузоподъёмные операции', 'Жүк көтеру операциялары', 'Lifting operations')],
            [
              'energy',
              l(
                'Высвобождение энергии, электричество',
                'Энергияның босауы, электр тогы',
                'Energy release, electricity',
              ),
            ],
            ['fire', l('Возгорание, взрыв', 'Тұтану, жарылыс', 'Fire, explosion')],
            ['release', l('Утечка опасных веществ', 'Қауіпті заттардың ағуы', 'Loss of containment')],
            ['other', l('Прочие', 'Басқалары', 'Other')],
          ],
          [
            integer('reported', l('Сообщений', 'Хабарламалар', 'Reported')),
            integer(
              'high_potential',
              l('в т.ч. с высоким потенциалом', 'оның ішінде жоғары әлеуетті', 'of them high potential'),
            ),
          ],
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'investigated_within_reported',
      cmp('investigated', '<=', 'reported'),
      ['investigated'],
      l(
        'Расследовано больше, чем поступило сообщений',
        'Тексерілгендер түскен хабарламалардан көп',
        'More investigated than reported',
      ),
    ),
    rule(
      'done_within_measures',
      cmp('measures_done', '<=', 'measures'),
      ['measures_done'],
      l(
        'Выполнено больше мероприятий, чем разработано',
        'Орындалған іс-шаралар әзірленгендерден көп',
        'More measures done than drawn up',
      ),
    ),
    rule(
      'categories_match_reported',
      cmp('by_category.reported', '=', 'reported'),
      ['by_category'],
      l(
        'Сумма по категориям должна равняться числу поступивших сообщений',
        'Санаттар бойынша қосынды түскен хабарламалар санына тең болуы керек',
        'The categories must add up to the near misses reported',
      ),
    ),
    rule(
      'high_potential_within_reported',
      cmp('high_potential', '<=', 'reported'),
      ['high_potential'],
      l(
        'С высоким потенциалом не может быть больше, чем всех сообщений',
        'Жоғары әлеуеттілер барлық хабарламалардан көп бола алмайды',
        'High potential ones cannot exceed all reported',
      ),
      { table: 'by_category' },
    ),
  ],
};

export const FORM_9: TFormDefinitionInput = {
  code: 'HSE_FRM_9',
  version: 1,
  title: l(
    'Наблюдения за безопасным поведением (ПНБР)',
    'Қауіпсіз мінез-құлықты бақылау (ҚМБ)',
    'Behavioural observations (PNBR)',
  ),
  period: 'month',
  dueDays: 5,
  sections: [
    section('programme_section', l('Программа наблюдений', 'Бақылау бағдарламасы', 'Observation programme'), {
      fields: [
        integer('observations', l('Проведено наблюдений', 'Жүргізілген бақылаулар', 'Observations made'), {
          required: true,
        }),
        integer('observers', l('Наблюдателей', 'Бақылаушылар', 'Observers'), { unit: UNIT.people }),
        integer(
          'people_observed',
          l('Работников под наблюдением', 'Бақыланған жұмыскерлер', 'Workers observed'),
          { unit: UNIT.people },
        ),
      ],
    }),
    section('rules_section', l('По правилам', 'Ережелер бойынша', 'By rule'), {
      tables: [
        fixedTable(
          'by_rule',
          l('Жизненно важное правило', 'Өмірлік маңызды ереже', 'Life-saving rule'),
          VITAL_RULE_ROWS,
          [
            integer('safe', l('Безопасных действий', 'Қауіпсіз әрекеттер', 'Safe acts')),
            integer('unsafe', l('Опасных действий', 'Қауіпті әрекеттер', 'Unsafe acts')),
            integer('stops', l('Остановок работ', 'Жұмысты тоқтатулар', 'Work stopped')),
            computed(
              'safe_share',
              l('Доля безопасных действий', 'Қауіпсіз әрекеттердің үлесі', 'Share of safe acts'),
              percentOf('safe', add('safe', 'unsafe')),
              {
                unit: UNIT.percent,
                digits: 1,
              },
            ),
          ],
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'stops_within_unsafe',
      cmp('stops', '<=', 'unsafe'),
      ['stops'],
      l(
        'Работы останавливают при опасных действиях: остановок не больше, чем опасных действий',
        'Жұмыс қауіпті әрекет кезінде тоқтатылады: тоқтатулар қауіпті әрекеттерден көп бола алмайды',
        'Work is stopped for unsafe acts: stops cannot exceed unsafe acts',
      ),
      { table: 'by_rule' },
    ),
    rule(
      'observed_with_observations',
      cmp('people_observed', '>', 0),
      ['people_observed'],
      l(
        'Наблюдения проведены: работников под наблюдением должно быть больше нуля',
        'Бақылаулар жүргізілді: бақыланған жұмыскерлер саны нөлден көп болуы керек',
        'Observations were made: workers observed must be above zero',
      ),
      { when: cmp('observations', '>', 0) },
    ),
  ],
};

export const PEOPLE_AND_INJURIES = [FORM_1, FORM_2, FORM_3, FORM_4, FORM_5, FORM_6, FORM_7, FORM_8, FORM_9];
