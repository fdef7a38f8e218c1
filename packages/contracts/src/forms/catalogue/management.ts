import {
  add,
  choice,
  cmp,
  computed,
  date,
  div,
  fixedTable,
  freeTable,
  integer,
  l,
  longText,
  money,
  mul,
  number,
  percentOf,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  text,
  UNIT,
  VITAL_RULE_ROWS,
} from './parts.ts';

/** Forms 22–26: money, contractors, the authorities, the golden rules and energy. */

export const FORM_22: TFormDefinitionInput = {
  code: 'HSE_FRM_22',
  version: 1,
  title: l('Затраты на ОТ, ПБ и ООС', 'ЕҚ, ӨҚ және ҚОҚ шығындары', 'HSE expenditure'),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('articles_section', l('Затраты по статьям', 'Баптар бойынша шығындар', 'Spending by article'), {
      tables: [
        fixedTable(
          'articles',
          l('Статья затрат', 'Шығын бабы', 'Article'),
          [
            [
              'ppe',
              l('Средства индивидуальной защиты', 'Жеке қорғану құралдары', 'Personal protective equipment'),
            ],
            ['training', l('Обучение и аттестация', 'Оқыту және аттестаттау', 'Training and certification')],
            ['medical', l('Медицинские осмотры', 'Медициналық тексерулер', 'Medical examinations')],
            [
              'conditions',
              l('Улучшение условий труда', 'Еңбек жағдайларын жақсарту', 'Improving working conditions'),
            ],
            [
              'industrial',
              l(
                'Промышленная безопасность: экспертизы и диагностика',
                'Өнеркәсіптік қауіпсіздік: сараптама және диагностика',
                'Industrial safety: expert reviews and diagnostics',
              ),
            ],
            ['fire', l('Пожарная безопасность', 'Өрт қауіпсіздігі', 'Fire safety')],
            [
              'environment',
              l('Охрана окружающей среды', 'Қоршаған ортаны қорғау', 'Environmental protection'),
            ],
            ['insurance', l('Страхование работников', 'Жұмыскерлерді сақтандыру', 'Workers’ insurance')],
            ['other', l('Прочие затраты', 'Басқа шығындар', 'Other spending')],
          ],
          [
            money('plan_year', l('План на год', 'Жылдық жоспар', 'Annual plan')),
            money('plan_quarter', l('План на квартал', 'Тоқсандық жоспар', 'Plan for the quarter')),
            money('actual', l('Факт за квартал', 'Тоқсандағы нақты', 'Actual for the quarter')),
            money(
              'actual_ytd',
              l('Факт с начала года', 'Жыл басынан бергі нақты', 'Actual since the year’s start'),
            ),
            computed(
              'execution',
              l('Исполнение годового плана', 'Жылдық жоспардың орындалуы', 'Annual plan executed'),
              percentOf('actual_ytd', 'plan_year'),
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
      'quarter_plan_within_year',
      cmp('plan_quarter', '<=', 'plan_year'),
      ['plan_quarter'],
      l(
        'План на квартал не может быть больше плана на год',
        'Тоқсандық жоспар жылдық жоспардан көп бола алмайды',
        'The quarter’s plan cannot exceed the annual plan',
      ),
      { table: 'articles' },
    ),
    rule(
      'quarter_within_ytd',
      cmp('actual', '<=', 'actual_ytd'),
      ['actual_ytd'],
      l(
        'Факт с начала года включает факт квартала и не может быть меньше его',
        'Жыл басынан бергі нақты тоқсандағы нақтыны қамтиды және одан аз бола алмайды',
        'The year-to-date actual includes the quarter’s and cannot be less',
      ),
      { table: 'articles' },
    ),
    rule(
      'within_annual_plan',
      cmp('actual_ytd', '<=', 'plan_year'),
      ['actual_ytd'],
      l(
        'Затраты с начала года превысили годовой план',
        'Жыл басынан бергі шығындар жылдық жоспардан асып кетті',
        'Spending since the year’s start is above the annual plan',
      ),
      { table: 'articles', level: 'warning' },
    ),
  ],
};

export const FORM_23: TFormDefinitionInput = {
  code: 'HSE_FRM_23',
  version: 1,
  title: l(
    'Показатели подрядчиков в области ОТ, ПБ и ООС',
    'Мердігерлердің ЕҚ, ӨҚ және ҚОҚ көрсеткіштері',
    'Contractor HSE performance',
  ),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('contractors_section', l('Подрядные организации', 'Мердігер ұйымдар', 'Contractors'), {
      tables: [
        freeTable('contractors', l('Подрядчики', 'Мердігерлер', 'Contractors'), 300, [
          text('name', l('Подрядная организация', 'Мердігер ұйым', 'Contractor'), {
            required: true,
            max: 300,
          }),
          text('bin', l('БИН', 'БСН', 'BIN'), { max: 12 }),
          integer('workers', l('Численность персонала', 'Персонал саны', 'Workers'), { unit: UNIT.people }),
          number('hours', l('Отработанные человеко-часы', 'Жұмыс істелген адам-сағаттар', 'Hours worked'), {
            unit: UNIT.hours,
          }),
          integer('incidents', l('Происшествий', 'Оқиғалар', 'Incidents')),
          integer('injured', l('Пострадавших', 'Зардап шеккендер', 'Injured'), { unit: UNIT.people }),
          integer(
            'lost_time',
            l(
              'в т.ч. с потерей рабочего времени',
              'оның ішінде жұмыс уақытын жоғалтумен',
              'of them lost time injuries',
            ),
            {
              unit: UNIT.people,
            },
          ),
          integer('audits', l('Проведено аудитов', 'Жүргізілген аудиттер', 'Audits held')),
          integer(
            'findings',
            l('Выявлено несоответствий', 'Анықталған сәйкессіздіктер', 'Nonconformities found'),
          ),
          computed(
            'ltif',
            l('Коэффициент LTIF', 'LTIF коэффициенті', 'LTIF'),
            div(mul('lost_time', 1_000_000), 'hours'),
            { digits: 2 },
          ),
        ]),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'lost_time_within_injured',
      cmp('lost_time', '<=', 'injured'),
      ['lost_time'],
      l(
        'Травм с потерей времени не может быть больше, чем пострадавших',
        'Уақыт жоғалтумен жарақаттар зардап шеккендерден көп бола алмайды',
        'Lost time injuries cannot exceed the injured',
      ),
      { table: 'contractors' },
    ),
    rule(
      'hours_with_workers',
      cmp('hours', '>', 0),
      ['hours'],
      l(
        'Есть персонал: отработанные часы должны быть больше нуля',
        'Персонал бар: жұмыс істелген сағаттар нөлден көп болуы керек',
        'There are workers: hours worked must be above zero',
      ),
      { table: 'contractors', when: cmp('workers', '>', 0) },
    ),
    rule(
      'hours_within_quarter',
      cmp('hours', '<=', mul('workers', 2208)),
      ['hours'],
      l(
        'Часов больше, чем есть в квартале: не более 2 208 ч на человека',
        'Сағаттар тоқсандағы сағаттан көп: бір адамға 2 208 сағаттан аспауы керек',
        'More hours than the quarter has: at most 2,208 h per person',
      ),
      { table: 'contractors' },
    ),
  ],
};

export const FORM_24: TFormDefinitionInput = {
  code: 'HSE_FRM_24',
  version: 1,
  title: l(
    'Проверки государственных органов и предписания',
    'Мемлекеттік органдардың тексерулері және ұйғарымдар',
    'Regulatory inspections and orders',
  ),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section(
      'inspections_section',
      l('Проверки за квартал', 'Тоқсандағы тексерулер', 'Inspections of the quarter'),
      {
        tables: [
          freeTable('inspections', l('Проверки', 'Тексерулер', 'Inspections'), 100, [
            choice(
              'authority',
              l('Контролирующий орган', 'Бақылаушы орган', 'Authority'),
              [
                [
                  'labour',
                  l(
                    'Государственная инспекция труда',
                    'Мемлекеттік еңбек инспекциясы',
                    'State labour inspectorate',
                  ),
                ],
                [
                  'industrial',
                  l(
                    'Комитет промышленной безопасности',
                    'Өнеркәсіптік қауіпсіздік комитеті',
                    'Industrial Safety Committee',
                  ),
                ],
                [
                  'fire',
                  l('Государственный пожарный контроль', 'Мемлекеттік өрт бақылауы', 'State fire control'),
                ],
                ['ecology', l('Департамент экологии', 'Экология департаменті', 'Ecology department')],
                [
                  'sanitary',
                  l(
                    'Санитарно-эпидемиологический контроль',
                    'Санитариялық-эпидемиологиялық бақылау',
                    'Sanitary and epidemiological control',
                  ),
                ],
                ['other', l('Другой орган', 'Басқа орган', 'Other authority')],
              ],
              { required: true },
            ),
            choice(
              'kind',
              l('Вид проверки', 'Тексеру түрі', 'Kind of inspection'),
              [
                ['scheduled', l('Плановая', 'Жоспарлы', 'Scheduled')],
                ['unscheduled', l('Внеплановая', 'Жоспардан тыс', 'Unscheduled')],
              ],
              { required: true },
            ),
            date('started', l('Дата начала', 'Басталған күні', 'Start date'), { required: true }),
            integer('violations', l('Выявлено нарушений', 'Анықталған бұзушылықтар', 'Violations found')),
            integer('orders', l('Пунктов предписаний', 'Ұйғарым тармақтары', 'Order items received')),
            integer('fulfilled', l('Выполнено пунктов', 'Орындалған тармақтар', 'Items fulfilled')),
            money('fines', l('Штрафы', 'Айыппұлдар', 'Fines')),
          ]),
        ],
      },
    ),
    remarks(),
  ],
  rules: [
    rule(
      'fulfilled_within_orders',
      cmp('fulfilled', '<=', 'orders'),
      ['fulfilled'],
      l(
        'Выполнено больше пунктов, чем получено в предписаниях',
        'Ұйғарымдарда алынғаннан көп тармақ орындалды',
        'More items fulfilled than the orders contain',
      ),
      { table: 'inspections' },
    ),
    rule(
      'orders_need_violations',
      cmp('violations', '>', 0),
      ['violations'],
      l(
        'Предписание выносится по нарушениям: выявленных нарушений должно быть больше нуля',
        'Ұйғарым бұзушылықтар бойынша шығарылады: анықталған бұзушылықтар саны нөлден көп болуы керек',
        'An order follows violations: violations found must be above zero',
      ),
      { table: 'inspections', when: cmp('orders', '>', 0) },
    ),
  ],
};

export const FORM_25: TFormDefinitionInput = {
  code: 'HSE_FRM_25',
  version: 1,
  title: l('Нарушения золотых правил', 'Алтын ережелерді бұзу', 'Golden rules violations'),
  period: 'month',
  dueDays: 5,
  sections: [
    section(
      'violations_section',
      l('Нарушения по правилам', 'Ережелер бойынша бұзушылықтар', 'Violations by rule'),
      {
        tables: [
          fixedTable(
            'by_rule',
            l('Жизненно важное правило', 'Өмірлік маңызды ереже', 'Life-saving rule'),
            VITAL_RULE_ROWS,
            [
              integer('violations', l('Нарушений', 'Бұзушылықтар', 'Violations')),
              integer(
                'employees',
                l('допущено работниками организации', 'ұйым қызметкерлері жіберген', 'by own employees'),
              ),
              integer(
                'contractors',
                l(
                  'допущено работниками подрядчиков',
                  'мердігерлердің қызметкерлері жіберген',
                  'by contractors’ workers',
                ),
              ),
              integer('removed', l('Отстранено от работы', 'Жұмыстан шеттетілді', 'Removed from work'), {
                unit: UNIT.people,
              }),
              integer('dismissed', l('Уволено', 'Жұмыстан шығарылды', 'Dismissed'), { unit: UNIT.people }),
            ],
          ),
        ],
      },
    ),
    section('measures_section', l('Принятые меры', 'Қабылданған шаралар', 'Measures taken'), {
      fields: [
        longText(
          'measures',
          l(
            'Меры по предотвращению повторения',
            'Қайталанудың алдын алу шаралары',
            'Measures against repetition',
          ),
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'who_adds_up',
      cmp(add('employees', 'contractors'), '=', 'violations'),
      ['employees', 'contractors'],
      l(
        'Нарушения работников и подрядчиков в сумме должны равняться всем нарушениям',
        'Қызметкерлер мен мердігерлердің бұзушылықтары қосындысы барлық бұзушылықтарға тең болуы керек',
        'Violations by employees and by contractors must add up to all violations',
      ),
      { table: 'by_rule' },
    ),
    rule(
      'dismissed_within_violations',
      cmp(add('removed', 'dismissed'), '<=', 'violations'),
      ['removed', 'dismissed'],
      l(
        'Отстранённых и уволенных не может быть больше, чем нарушений',
        'Шеттетілгендер мен жұмыстан шығарылғандар бұзушылықтардан көп бола алмайды',
        'Those removed and dismissed cannot exceed the violations',
      ),
      { table: 'by_rule' },
    ),
  ],
};

export const FORM_26: TFormDefinitionInput = {
  code: 'HSE_FRM_26',
  version: 1,
  title: l('Потребление энергетических ресурсов', 'Энергетикалық ресурстарды тұтыну', 'Energy consumption'),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('energy_section', l('Потребление по видам', 'Түрлері бойынша тұтыну', 'Consumption by type'), {
      tables: [
        fixedTable(
          'energy',
          l('Энергоресурс', 'Энергия ресурсы', 'Energy resource'),
          [
            ['electricity', l('Электроэнергия, МВт·ч', 'Электр энергиясы, МВт·сағ', 'Electricity, MWh')],
            ['heat', l('Тепловая энергия, Гкал', 'Жылу энергиясы, Гкал', 'Heat, Gcal')],
            ['natural_gas', l('Природный газ, тыс. м³', 'Табиғи газ, мың м³', 'Natural gas, thousand m³')],
            [
              'associated_gas',
              l(
                'Попутный газ на собственные нужды, тыс. м³',
                'Өз қажеттіліктеріне ілеспе газ, мың м³',
                'Associated gas for own use, thousand m³',
              ),
            ],
            ['diesel', l('Дизельное топливо, т', 'Дизель отыны, т', 'Diesel fuel, t')],
            ['gasoline', l('Автомобильный бензин, т', 'Автомобиль бензині, т', 'Motor gasoline, t')],
            ['fuel_oil', l('Топочный мазут, т', 'Отындық мазут, т', 'Fuel oil, t')],
            ['coal', l('Уголь, т', 'Көмір, т', 'Coal, t')],
          ],
          [
            number(
              'quantity',
              l(
                'Потреблено в натуральных единицах',
                'Табиғи бірліктерде тұтынылды',
                'Consumed, in natural units',
              ),
            ),
            number(
              'factor',
              l(
                'Коэффициент перевода в т у.т.',
                'Шартты отын тоннасына аудару коэффициенті',
                'Conversion factor to tce',
              ),
            ),
            computed(
              'tce',
              l('В условном топливе', 'Шартты отынмен', 'In coal equivalent'),
              mul('quantity', 'factor'),
              { unit: UNIT.tce, digits: 3 },
            ),
            money('cost', l('Затраты', 'Шығындар', 'Cost')),
          ],
        ),
      ],
    }),
    section('intensity_section', l('Энергоёмкость', 'Энергия сыйымдылығы', 'Energy intensity'), {
      fields: [
        text('output_unit', l('Единица продукции', 'Өнім бірлігі', 'Unit of output'), { max: 50 }),
        number('output', l('Объём продукции за квартал', 'Тоқсандағы өнім көлемі', 'Output in the quarter')),
        computed(
          'intensity',
          l(
            'Условного топлива на единицу продукции',
            'Өнім бірлігіне шартты отын',
            'Coal equivalent per unit of output',
          ),
          div('energy.tce', 'output'),
          { unit: UNIT.tce, digits: 4 },
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'factor_given',
      cmp('factor', '>', 0),
      ['factor'],
      l(
        'Указано потребление: коэффициент перевода в условное топливо должен быть больше нуля',
        'Тұтыну көрсетілген: шартты отынға аудару коэффициенті нөлден көп болуы керек',
        'Consumption is given: the conversion factor to coal equivalent must be above zero',
      ),
      { table: 'energy', when: cmp('quantity', '>', 0) },
    ),
    rule(
      'output_for_intensity',
      cmp('output', '>', 0),
      ['output'],
      l(
        'Объём продукции равен нулю: энергоёмкость не рассчитывается',
        'Өнім көлемі нөлге тең: энергия сыйымдылығы есептелмейді',
        'The output is zero: the energy intensity cannot be computed',
      ),
      { when: cmp('energy.tce', '>', 0), level: 'warning' },
    ),
  ],
};

export const MANAGEMENT = [FORM_22, FORM_23, FORM_24, FORM_25, FORM_26];
