import {
  add,
  choice,
  cmp,
  computed,
  date,
  fixedTable,
  freeTable,
  integer,
  l,
  money,
  mul,
  number,
  percentOf,
  remarks,
  rule,
  section,
  sub,
  type TFormDefinitionInput,
  text,
  UNIT,
} from './parts.ts';

/** Forms 16–21: air, greenhouse gases, water, waste, spills and what the environment costs. */

export const FORM_16: TFormDefinitionInput = {
  code: 'HSE_FRM_16',
  version: 1,
  title: l(
    'Выбросы загрязняющих веществ в атмосферу',
    'Атмосфераға ластаушы заттардың шығарындылары',
    'Air emissions',
  ),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('permit_section', l('Разрешение на эмиссии', 'Эмиссияларға рұқсат', 'Emissions permit'), {
      fields: [
        text(
          'permit',
          l('Номер разрешения на эмиссии', 'Эмиссияларға рұқсаттың нөмірі', 'Emissions permit number'),
          { max: 100 },
        ),
        integer(
          'sources',
          l(
            'Стационарных источников выбросов',
            'Шығарындылардың стационарлық көздері',
            'Stationary emission sources',
          ),
          {
            unit: UNIT.units,
          },
        ),
      ],
    }),
    section(
      'pollutants_section',
      l('Выбросы по веществам', 'Заттар бойынша шығарындылар', 'Emissions by substance'),
      {
        tables: [
          fixedTable(
            'pollutants',
            l('Загрязняющее вещество', 'Ластаушы зат', 'Pollutant'),
            [
              ['nox', l('Оксиды азота (NOx)', 'Азот оксидтері (NOx)', 'Nitrogen oxides (NOx)')],
              ['so2', l('Диоксид серы (SO2)', 'Күкірт диоксиді (SO2)', 'Sulphur dioxide (SO2)')],
              ['co', l('Оксид углерода (CO)', 'Көміртек оксиді (CO)', 'Carbon monoxide (CO)')],
              [
                'particulates',
                l('Твёрдые частицы (пыль)', 'Қатты бөлшектер (шаң)', 'Particulate matter (dust)'),
              ],
              ['h2s', l('Сероводород (H2S)', 'Күкіртсутек (H2S)', 'Hydrogen sulphide (H2S)')],
              [
                'hydrocarbons',
                l(
                  'Углеводороды предельные C1–C5',
                  'Қаныққан көмірсутектер C1–C5',
                  'Saturated hydrocarbons C1–C5',
                ),
              ],
              [
                'voc',
                l(
                  'Летучие органические соединения',
                  'Ұшпа органикалық қосылыстар',
                  'Volatile organic compounds',
                ),
              ],
              ['other', l('Прочие вещества', 'Басқа заттар', 'Other substances')],
            ],
            [
              number(
                'limit_year',
                l('Норматив на год по разрешению', 'Рұқсат бойынша жылдық норматив', 'Annual permit limit'),
                { unit: UNIT.t },
              ),
              number('actual', l('Выброс за квартал', 'Тоқсандағы шығарынды', 'Emitted in the quarter'), {
                unit: UNIT.t,
              }),
              number(
                'actual_ytd',
                l('Выброс с начала года', 'Жыл басынан бергі шығарынды', 'Emitted since the year’s start'),
                {
                  unit: UNIT.t,
                },
              ),
              computed(
                'limit_used',
                l('Использовано от норматива', 'Нормативтің пайдаланылған бөлігі', 'Share of the limit used'),
                percentOf('actual_ytd', 'limit_year'),
                {
                  unit: UNIT.percent,
                  digits: 1,
                },
              ),
            ],
          ),
        ],
      },
    ),
    remarks(),
  ],
  rules: [
    rule(
      'quarter_within_year',
      cmp('actual', '<=', 'actual_ytd'),
      ['actual_ytd'],
      l(
        'Выброс с начала года включает выброс квартала и не может быть меньше его',
        'Жыл басынан бергі шығарынды тоқсандағы шығарындыны қамтиды және одан аз бола алмайды',
        'The year-to-date emission includes the quarter’s and cannot be less',
      ),
      { table: 'pollutants' },
    ),
    rule(
      'within_permit',
      cmp('actual_ytd', '<=', 'limit_year'),
      ['actual_ytd'],
      l(
        'Годовой норматив по разрешению превышен: выброс сверх норматива',
        'Рұқсат бойынша жылдық норматив асып кетті: нормативтен тыс шығарынды',
        'The annual permit limit is exceeded: emission above the limit',
      ),
      { table: 'pollutants', level: 'warning' },
    ),
  ],
};

/** t CO2e with the AR5 100-year warming potentials of domain.md §3: CH4 28, N2O 265. */
const co2e = add('co2', mul(28, 'ch4'), mul(265, 'n2o'));
const GAS_COLUMNS = () => [
  number('co2', l('CO2 (диоксид углерода)', 'CO2 (көмірқышқыл газы)', 'CO2 (carbon dioxide)'), {
    unit: UNIT.t,
  }),
  number('ch4', l('CH4 (метан)', 'CH4 (метан газы)', 'CH4 (methane)'), { unit: UNIT.t }),
  number('n2o', l('N2O (закись азота)', 'N2O (азот шала тотығы)', 'N2O (nitrous oxide)'), { unit: UNIT.t }),
  computed(
    'co2e',
    l('Всего в CO2-эквиваленте', 'CO2 баламасындағы барлығы', 'Total in CO2 equivalent'),
    co2e,
    {
      unit: UNIT.co2e,
      digits: 3,
    },
  ),
];

/**
 * Form 17. Scope is chosen by the table a row is in rather than a choice column: scope 1 rows are
 * the operator's own installations (what the quota and its threshold are about), scope 2 rows are
 * the energy bought from others; a formula sums numbers, so two tables also give each scope's
 * total without a conditional sum.
 *
 * The quota threshold (Environmental Code: 20,000 t CO2 a year per installation) is annual and
 * the form quarterly, so each installation shows an annual estimate, the quarter's CO2 × 4, and
 * the warning compares that: the filler sees the very number the warning is about, and a large
 * installation is flagged in its first quarter rather than in the fourth.
 */
export const FORM_17: TFormDefinitionInput = {
  code: 'HSE_FRM_17',
  version: 1,
  title: l('Выбросы парниковых газов', 'Парниктік газдар шығарындылары', 'Greenhouse gas emissions'),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section(
      'scope_1_section',
      l(
        'Охват 1: прямые выбросы установок',
        '1-қамту: қондырғылардың тікелей шығарындылары',
        'Scope 1: direct emissions of installations',
      ),
      {
        tables: [
          freeTable('installations', l('Установки', 'Қондырғылар', 'Installations'), 200, [
            text(
              'name',
              l(
                'Установка (источник выбросов)',
                'Қондырғы (шығарынды көзі)',
                'Installation (emission source)',
              ),
              {
                required: true,
                max: 200,
              },
            ),
            ...GAS_COLUMNS(),
            computed(
              'co2_year_estimate',
              l(
                'Оценка CO2 за год (квартал × 4)',
                'CO2 жылдық бағасы (тоқсан × 4)',
                'Annual CO2 estimate (quarter × 4)',
              ),
              mul('co2', 4),
              {
                unit: UNIT.t,
                digits: 3,
              },
            ),
          ]),
        ],
      },
    ),
    section(
      'scope_2_section',
      l(
        'Охват 2: косвенные выбросы от покупной энергии',
        '2-қамту: сатып алынған энергиядан жанама шығарындылар',
        'Scope 2: indirect emissions of purchased energy',
      ),
      {
        tables: [
          fixedTable(
            'purchased',
            l('Покупная энергия', 'Сатып алынған энергия', 'Purchased energy'),
            [
              ['electricity', l('Электроэнергия', 'Электр энергиясы', 'Electricity')],
              [
                'heat',
                l(
                  'Тепловая энергия (пар, горячая вода)',
                  'Жылу энергиясы (бу, ыстық су)',
                  'Heat (steam, hot water)',
                ),
              ],
            ],
            GAS_COLUMNS(),
          ),
        ],
      },
    ),
    section(
      'totals_section',
      l('Итого для показателей', 'Көрсеткіштерге арналған қорытынды', 'Totals for the indicators'),
      {
        fields: [
          computed('co2e_scope1', l('Охват 1', '1-қамту', 'Scope 1'), 'installations.co2e', {
            unit: UNIT.co2e,
            digits: 3,
          }),
          computed('co2e_scope2', l('Охват 2', '2-қамту', 'Scope 2'), 'purchased.co2e', {
            unit: UNIT.co2e,
            digits: 3,
          }),
          computed(
            'co2e_total',
            l('Всего, охваты 1 и 2', 'Барлығы, 1 және 2-қамту', 'Total, scopes 1 and 2'),
            { sum: ['installations.co2e', 'purchased.co2e'] },
            {
              unit: UNIT.co2e,
              digits: 3,
            },
          ),
        ],
      },
    ),
    remarks(),
  ],
  rules: [
    rule(
      'quota_threshold',
      cmp('co2_year_estimate', '<=', 20_000),
      ['co2'],
      l(
        'Годовая оценка CO2 установки выше порога квотирования 20 000 т CO2 в год: установка может подлежать квотированию',
        'Қондырғының CO2 жылдық бағасы жылына 20 000 т CO2 квоталау шегінен жоғары: қондырғы квоталауға жатуы мүмкін',
        'The installation’s annual CO2 estimate is above the quota threshold of 20,000 t CO2 a year: it may be subject to a quota',
      ),
      { table: 'installations', level: 'warning' },
    ),
  ],
};

export const FORM_18: TFormDefinitionInput = {
  code: 'HSE_FRM_18',
  version: 1,
  title: l('Водопотребление и водоотведение', 'Су тұтыну және су бұру', 'Water use and discharge'),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('intake_section', l('Забор воды', 'Су алу', 'Water intake'), {
      tables: [
        fixedTable(
          'intake',
          l('Источник воды', 'Су көзі', 'Water source'),
          [
            ['surface', l('Поверхностные водные объекты', 'Жерүсті су объектілері', 'Surface water')],
            ['underground', l('Подземные воды', 'Жерасты сулары', 'Groundwater')],
            ['sea', l('Морская вода', 'Теңіз суы', 'Seawater')],
            ['municipal', l('Коммунальный водопровод', 'Коммуналдық су құбыры', 'Municipal supply')],
          ],
          [
            number(
              'limit',
              l(
                'Лимит водопользования на квартал',
                'Тоқсанға су пайдалану лимиті',
                'Water use limit for the quarter',
              ),
              { unit: UNIT.m3 },
            ),
            number('withdrawn', l('Забрано', 'Алынды', 'Withdrawn'), { unit: UNIT.m3 }),
          ],
        ),
      ],
    }),
    section('discharge_section', l('Отведение воды', 'Су бұру', 'Water discharge'), {
      tables: [
        fixedTable(
          'discharge',
          l('Приёмник сточных вод', 'Ағынды сулардың қабылдағышы', 'Receiving body'),
          [
            ['surface', l('В поверхностные водные объекты', 'Жерүсті су объектілеріне', 'To surface water')],
            ['ponds', l('В накопители-испарители', 'Жинақтауыш-буландырғыштарға', 'To evaporation ponds')],
            ['sewer', l('В городскую канализацию', 'Қалалық кәріз жүйесіне', 'To municipal sewers')],
            ['injection', l('Закачка в пласт', 'Қабатқа айдау', 'Injected into formations')],
          ],
          [
            number('discharged', l('Отведено', 'Ағызылды', 'Discharged'), { unit: UNIT.m3 }),
            number(
              'treated',
              l(
                'в т.ч. нормативно очищенных',
                'оның ішінде нормативтік тазартылған',
                'of it treated to standard',
              ),
              {
                unit: UNIT.m3,
              },
            ),
          ],
        ),
      ],
    }),
    section('reuse_section', l('Повторное использование', 'Қайта пайдалану', 'Reuse'), {
      fields: [
        number(
          'reused',
          l(
            'Повторно и оборотно использовано',
            'Қайталама және айналымда пайдаланылды',
            'Reused and recycled',
          ),
          { unit: UNIT.m3 },
        ),
        computed(
          'reuse_share',
          l('Доля повторного использования', 'Қайта пайдалану үлесі', 'Share reused'),
          percentOf('reused', add('intake.withdrawn', 'reused')),
          {
            unit: UNIT.percent,
            digits: 1,
          },
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'treated_within_discharged',
      cmp('treated', '<=', 'discharged'),
      ['treated'],
      l(
        'Очищенных вод не может быть больше, чем отведённых',
        'Тазартылған су ағызылған судан көп бола алмайды',
        'Treated water cannot exceed the water discharged',
      ),
      { table: 'discharge' },
    ),
    rule(
      'within_limit',
      cmp('withdrawn', '<=', 'limit'),
      ['withdrawn'],
      l(
        'Забрано больше лимита водопользования',
        'Су пайдалану лимитінен көп су алынды',
        'More water withdrawn than the limit allows',
      ),
      { table: 'intake', level: 'warning' },
    ),
  ],
};

export const FORM_19: TFormDefinitionInput = {
  code: 'HSE_FRM_19',
  version: 1,
  title: l('Отходы', 'Қалдықтар', 'Waste'),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('waste_section', l('Обращение с отходами', 'Қалдықтармен жұмыс істеу', 'Waste handling'), {
      tables: [
        fixedTable(
          'waste',
          l('Вид отходов', 'Қалдықтардың түрі', 'Kind of waste'),
          [
            ['hazardous', l('Опасные отходы', 'Қауіпті қалдықтар', 'Hazardous waste')],
            ['non_hazardous', l('Неопасные отходы', 'Қауіпті емес қалдықтар', 'Non-hazardous waste')],
            ['drilling', l('Буровые отходы', 'Бұрғылау қалдықтары', 'Drilling waste')],
            ['municipal', l('Твёрдые бытовые отходы', 'Қатты тұрмыстық қалдықтар', 'Municipal solid waste')],
          ],
          [
            number(
              'stored_start',
              l(
                'Накоплено на начало квартала',
                'Тоқсан басында жинақталған',
                'Stored at the quarter’s start',
              ),
              {
                unit: UNIT.t,
              },
            ),
            number('generated', l('Образовано', 'Түзілді', 'Generated'), { unit: UNIT.t }),
            number(
              'transferred',
              l(
                'Передано специализированным организациям',
                'Мамандандырылған ұйымдарға берілді',
                'Transferred to licensed contractors',
              ),
              {
                unit: UNIT.t,
              },
            ),
            number('recovered', l('Переработано своими силами', 'Өз күшімен өңделді', 'Recovered in-house'), {
              unit: UNIT.t,
            }),
            number(
              'disposed',
              l('Захоронено на своих полигонах', 'Өз полигондарында көмілді', 'Disposed of at own landfills'),
              { unit: UNIT.t },
            ),
            computed(
              'stored_end',
              l('Накоплено на конец квартала', 'Тоқсан соңында жинақталған', 'Stored at the quarter’s end'),
              sub(add('stored_start', 'generated'), 'transferred', 'recovered', 'disposed'),
              { unit: UNIT.t, digits: 3 },
            ),
          ],
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'outflow_within_available',
      cmp(add('transferred', 'recovered', 'disposed'), '<=', add('stored_start', 'generated')),
      ['transferred', 'recovered', 'disposed'],
      l(
        'Передано, переработано и захоронено больше, чем было накоплено и образовано',
        'Жинақталған және түзілгеннен көп қалдық берілді, өңделді және көмілді',
        'More waste transferred, recovered and disposed of than was stored and generated',
      ),
      { table: 'waste' },
    ),
  ],
};

export const FORM_20: TFormDefinitionInput = {
  code: 'HSE_FRM_20',
  version: 1,
  title: l('Разливы и загрязнение земель', 'Төгілулер және жердің ластануы', 'Spills and land contamination'),
  period: 'month',
  dueDays: 5,
  sections: [
    section('spills_section', l('Разливы за месяц', 'Айдағы төгілулер', 'Spills of the month'), {
      tables: [
        freeTable('spills', l('Разливы', 'Төгілулер', 'Spills'), 200, [
          date('day', l('Дата разлива', 'Төгілу күні', 'Date of the spill'), { required: true }),
          text(
            'place',
            l('Место: месторождение, объект', 'Орны: кен орны, объект', 'Place: field, facility'),
            { required: true, max: 200 },
          ),
          choice(
            'substance',
            l('Вещество', 'Зат', 'Substance'),
            [
              ['oil', l('Нефть', 'Мұнай', 'Crude oil')],
              ['products', l('Нефтепродукты', 'Мұнай өнімдері', 'Petroleum products')],
              ['produced_water', l('Пластовая вода', 'Қабаттық су', 'Produced water')],
              ['chemicals', l('Химические реагенты', 'Химиялық реагенттер', 'Chemicals')],
            ],
            { required: true },
          ),
          number('volume', l('Объём разлива', 'Төгілу көлемі', 'Volume spilled'), {
            unit: UNIT.m3,
            required: true,
          }),
          number('recovered', l('Собрано', 'Жиналды', 'Recovered'), { unit: UNIT.m3 }),
          number('area', l('Площадь загрязнения', 'Ластану ауданы', 'Contaminated area'), { unit: UNIT.ha }),
          text('cause', l('Причина', 'Себебі', 'Cause'), { max: 500 }),
        ]),
      ],
    }),
    section('land_section', l('Загрязнённые земли', 'Ластанған жерлер', 'Contaminated land'), {
      fields: [
        number(
          'area_start',
          l(
            'Загрязнённые земли на начало месяца',
            'Ай басындағы ластанған жерлер',
            'Contaminated land at the month’s start',
          ),
          {
            unit: UNIT.ha,
          },
        ),
        number(
          'reclaimed',
          l('Рекультивировано за месяц', 'Айда рекультивацияланды', 'Reclaimed in the month'),
          { unit: UNIT.ha },
        ),
        computed(
          'area_end',
          l(
            'Загрязнённые земли на конец месяца',
            'Ай соңындағы ластанған жерлер',
            'Contaminated land at the month’s end',
          ),
          sub(add('area_start', 'spills.area'), 'reclaimed'),
          { unit: UNIT.ha, digits: 4 },
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'recovered_within_volume',
      cmp('recovered', '<=', 'volume'),
      ['recovered'],
      l('Собрано больше, чем разлито', 'Төгілгеннен көп жиналды', 'More recovered than was spilled'),
      { table: 'spills' },
    ),
    rule(
      'reclaimed_within_contaminated',
      cmp('reclaimed', '<=', add('area_start', 'spills.area')),
      ['reclaimed'],
      l(
        'Рекультивировано больше, чем было загрязнённых земель',
        'Ластанған жерлерден көп жер рекультивацияланды',
        'More land reclaimed than was contaminated',
      ),
    ),
  ],
};

export const FORM_21: TFormDefinitionInput = {
  code: 'HSE_FRM_21',
  version: 1,
  title: l(
    'Экологические платежи и штрафы',
    'Экологиялық төлемдер мен айыппұлдар',
    'Environmental payments and fines',
  ),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('payments_section', l('Плата за эмиссии', 'Эмиссиялар үшін төлемақы', 'Emission charges'), {
      tables: [
        fixedTable(
          'payments',
          l('Вид эмиссии', 'Эмиссия түрі', 'Kind of emission'),
          [
            ['air', l('Выбросы в атмосферу', 'Атмосфераға шығарындылар', 'Air emissions')],
            [
              'flaring',
              l(
                'Сжигание попутного газа на факелах',
                'Ілеспе газды алауда жағу',
                'Flaring of associated gas',
              ),
            ],
            [
              'water',
              l('Сбросы загрязняющих веществ', 'Ластаушы заттардың төгінділері', 'Discharges of pollutants'),
            ],
            ['waste', l('Размещение отходов', 'Қалдықтарды орналастыру', 'Waste disposal')],
          ],
          [
            money('accrued', l('Начислено', 'Есептелді', 'Accrued')),
            money('paid', l('Уплачено', 'Төленді', 'Paid')),
          ],
        ),
      ],
    }),
    section(
      'fines_section',
      l('Штрафы и возмещение ущерба', 'Айыппұлдар және залалды өтеу', 'Fines and damages'),
      {
        tables: [
          freeTable('fines', l('Штрафы', 'Айыппұлдар', 'Fines'), 100, [
            text(
              'authority',
              l('Орган, наложивший штраф', 'Айыппұл салған орган', 'Authority that imposed it'),
              { required: true, max: 200 },
            ),
            text('violation', l('Нарушение', 'Бұзушылық', 'Violation'), { max: 500 }),
            money('imposed', l('Наложено', 'Салынды', 'Imposed'), { required: true }),
            money('paid', l('Уплачено', 'Төленді', 'Paid')),
          ]),
        ],
        fields: [
          money(
            'damages',
            l(
              'Возмещение ущерба окружающей среде',
              'Қоршаған ортаға келтірілген залалды өтеу',
              'Environmental damages paid',
            ),
          ),
        ],
      },
    ),
    remarks(),
  ],
  rules: [
    rule(
      'fine_paid_within_imposed',
      cmp('paid', '<=', 'imposed'),
      ['paid'],
      l(
        'Уплачено больше наложенного штрафа',
        'Салынған айыппұлдан көп төленді',
        'More paid than the fine imposed',
      ),
      { table: 'fines' },
    ),
    rule(
      'charges_paid',
      cmp('paid', '>=', 'accrued'),
      ['paid'],
      l(
        'Уплачено меньше начисленного: образуется задолженность',
        'Есептелгеннен аз төленді: берешек пайда болады',
        'Less paid than accrued: this leaves arrears',
      ),
      { table: 'payments', level: 'warning' },
    ),
  ],
};

export const ENVIRONMENT = [FORM_16, FORM_17, FORM_18, FORM_19, FORM_20, FORM_21];
