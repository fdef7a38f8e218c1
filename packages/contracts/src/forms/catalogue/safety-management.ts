import {
  add,
  choice,
  cmp,
  computed,
  fixedTable,
  integer,
  l,
  money,
  percentOf,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  UNIT,
  YES_NO,
} from './parts.ts';

/** Forms 10–15: training, protective equipment, examinations, inspections, permits, drills. */

export const FORM_10: TFormDefinitionInput = {
  code: 'HSE_FRM_10',
  version: 1,
  title: l(
    'Обучение и инструктажи по ОТ, ПБ и ООС',
    'ЕҚ, ӨҚ және ҚОҚ бойынша оқыту және нұсқамалар',
    'HSE training and briefings',
  ),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('courses_section', l('Обучение по курсам', 'Курстар бойынша оқыту', 'Training by course'), {
      tables: [
        fixedTable(
          'courses',
          l('Курс', 'Курс атауы', 'Course'),
          [
            [
              'occupational',
              l(
                'Охрана труда: обучение и проверка знаний',
                'Еңбекті қорғау: оқыту және білімін тексеру',
                'Occupational safety: training and test',
              ),
            ],
            ['industrial', l('Промышленная безопасность', 'Өнеркәсіптік қауіпсіздік', 'Industrial safety')],
            ['fire', l('Пожарно-технический минимум', 'Өрт-техникалық минимум', 'Fire safety minimum')],
            ['electrical', l('Электробезопасность', 'Электр қауіпсіздігі', 'Electrical safety')],
            ['height', l('Работы на высоте', 'Биіктіктегі жұмыстар', 'Working at height')],
            ['first_aid', l('Оказание первой помощи', 'Алғашқы көмек көрсету', 'First aid')],
            ['driving', l('Защитное вождение', 'Көлікті қауіпсіз жүргізу', 'Defensive driving')],
            [
              'environment',
              l('Экологическая безопасность', 'Экологиялық қауіпсіздік', 'Environmental safety'),
            ],
          ],
          [
            integer('due', l('Подлежало обучению', 'Оқытылуға тиіс', 'Due for training'), {
              unit: UNIT.people,
            }),
            integer('trained', l('Обучено', 'Оқытылды', 'Trained'), { unit: UNIT.people }),
            integer('certified', l('Сдали проверку знаний', 'Білімін тексеруден өтті', 'Passed the test'), {
              unit: UNIT.people,
            }),
            integer(
              'overdue',
              l('С просроченной проверкой знаний', 'Білімін тексеру мерзімі өткен', 'Test overdue'),
              { unit: UNIT.people },
            ),
            computed(
              'coverage',
              l('Охват обучением', 'Оқытумен қамту', 'Training coverage'),
              percentOf('trained', 'due'),
              {
                unit: UNIT.percent,
                digits: 1,
              },
            ),
          ],
        ),
      ],
    }),
    section(
      'briefings_section',
      l('Инструктажи и затраты', 'Нұсқамалар және шығындар', 'Briefings and spending'),
      {
        fields: [
          integer(
            'briefings',
            l(
              'Проведено инструктажей на рабочем месте',
              'Жұмыс орнында өткізілген нұсқамалар',
              'Workplace briefings held',
            ),
          ),
          money('spending', l('Затраты на обучение', 'Оқытуға жұмсалған шығындар', 'Training spending')),
        ],
      },
    ),
    remarks(),
  ],
  rules: [
    rule(
      'certified_within_trained',
      cmp('certified', '<=', 'trained'),
      ['certified'],
      l(
        'Проверку знаний сдали больше людей, чем обучено',
        'Білімін тексеруден өткендер оқытылғандардан көп',
        'More people passed the test than were trained',
      ),
      { table: 'courses' },
    ),
    rule(
      'overdue_within_due',
      cmp('overdue', '<=', 'due'),
      ['overdue'],
      l(
        'Просроченных не может быть больше, чем подлежало обучению',
        'Мерзімі өткендер оқытылуға тиістілерден көп бола алмайды',
        'Overdue cannot exceed those due for training',
      ),
      { table: 'courses' },
    ),
  ],
};

export const FORM_11: TFormDefinitionInput = {
  code: 'HSE_FRM_11',
  version: 1,
  title: l('Средства индивидуальной защиты', 'Жеке қорғану құралдары', 'Personal protective equipment'),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('ppe_section', l('Обеспеченность СИЗ', 'ЖҚҚ-мен қамтамасыз етілу', 'PPE provision'), {
      tables: [
        fixedTable(
          'ppe',
          l('Вид СИЗ', 'ЖҚҚ түрі', 'Type of PPE'),
          [
            ['workwear', l('Специальная одежда', 'Арнайы киім', 'Workwear')],
            ['footwear', l('Специальная обувь', 'Арнайы аяқ киім', 'Safety footwear')],
            ['helmets', l('Защитные каски', 'Қорғаныс каскалары', 'Safety helmets')],
            [
              'eyes',
              l('Средства защиты глаз и лица', 'Көз бен бетті қорғау құралдары', 'Eye and face protection'),
            ],
            ['gloves', l('Защитные перчатки', 'Қорғаныс қолғаптары', 'Protective gloves')],
            [
              'respiratory',
              l(
                'Средства защиты органов дыхания',
                'Тыныс алу ағзаларын қорғау құралдары',
                'Respiratory protection',
              ),
            ],
            [
              'hearing',
              l('Средства защиты органа слуха', 'Есту мүшесін қорғау құралдары', 'Hearing protection'),
            ],
            ['fall_arrest', l('Страховочные системы', 'Сақтандырғыш жүйелер', 'Fall arrest systems')],
          ],
          [
            integer('needed', l('Потребность', 'Қажеттілік', 'Needed'), { unit: UNIT.pieces }),
            integer(
              'stock',
              l('Остаток на начало квартала', 'Тоқсан басындағы қалдық', 'In stock at the quarter’s start'),
              {
                unit: UNIT.pieces,
              },
            ),
            integer('purchased', l('Закуплено', 'Сатып алынды', 'Purchased'), { unit: UNIT.pieces }),
            integer('issued', l('Выдано работникам', 'Жұмыскерлерге берілді', 'Issued to workers'), {
              unit: UNIT.pieces,
            }),
            money('spending', l('Затраты', 'Шығындар', 'Spending')),
            computed(
              'provision',
              l('Обеспеченность', 'Қамтамасыз етілуі', 'Provision'),
              percentOf('issued', 'needed'),
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
      'issued_within_available',
      cmp('issued', '<=', add('stock', 'purchased')),
      ['issued'],
      l(
        'Выдано больше, чем было на складе и закуплено',
        'Қоймада болғаннан және сатып алынғаннан көп берілді',
        'More issued than was in stock and purchased',
      ),
      { table: 'ppe' },
    ),
    rule(
      'need_covered',
      cmp('issued', '>=', 'needed'),
      ['issued'],
      l(
        'Потребность не закрыта: выдано меньше, чем нужно',
        'Қажеттілік жабылмады: қажеттен аз берілді',
        'The need is not covered: less issued than needed',
      ),
      { table: 'ppe', level: 'warning' },
    ),
  ],
};

export const FORM_12: TFormDefinitionInput = {
  code: 'HSE_FRM_12',
  version: 1,
  title: l('Медицинские осмотры', 'Медициналық тексерулер', 'Medical examinations'),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('exams_section', l('Осмотры по видам', 'Тексерулер түрлері бойынша', 'Examinations by type'), {
      tables: [
        fixedTable(
          'exams',
          l('Вид осмотра', 'Тексеру түрі', 'Type of examination'),
          [
            [
              'pre_shift',
              l(
                'Предсменные и предрейсовые',
                'Ауысым алдындағы және рейс алдындағы',
                'Pre-shift and pre-trip',
              ),
            ],
            ['periodic', l('Периодические', 'Мерзімдік', 'Periodic')],
            [
              'pre_employment',
              l(
                'Предварительные при приёме на работу',
                'Жұмысқа қабылдау кезіндегі алдын ала',
                'Pre-employment',
              ),
            ],
          ],
          [
            integer('due', l('Подлежало осмотру', 'Тексерілуге тиіс', 'Due'), { unit: UNIT.people }),
            integer('examined', l('Осмотрено', 'Тексерілді', 'Examined'), { unit: UNIT.people }),
            integer('unfit', l('Признано негодными', 'Жарамсыз деп танылды', 'Found unfit'), {
              unit: UNIT.people,
            }),
            integer(
              'intoxicated',
              l('в т.ч. в состоянии опьянения', 'оның ішінде мас күйде', 'of them intoxicated'),
              {
                unit: UNIT.people,
              },
            ),
            computed(
              'coverage',
              l('Охват осмотрами', 'Тексерумен қамту', 'Coverage'),
              percentOf('examined', 'due'),
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
      'unfit_within_examined',
      cmp('unfit', '<=', 'examined'),
      ['unfit'],
      l(
        'Негодных не может быть больше, чем осмотренных',
        'Жарамсыздар тексерілгендерден көп бола алмайды',
        'Unfit cannot exceed those examined',
      ),
      { table: 'exams' },
    ),
    rule(
      'intoxicated_within_unfit',
      cmp('intoxicated', '<=', 'unfit'),
      ['intoxicated'],
      l(
        'Работник в состоянии опьянения не допускается к работе: учтите его среди негодных',
        'Мас күйдегі жұмыскер жұмысқа жіберілмейді: оны жарамсыздар қатарына қосыңыз',
        'An intoxicated worker is not let to work: count them among the unfit',
      ),
      { table: 'exams' },
    ),
  ],
};

export const FORM_13: TFormDefinitionInput = {
  code: 'HSE_FRM_13',
  version: 1,
  title: l(
    'Проверки производственного контроля',
    'Өндірістік бақылау тексерулері',
    'Production control inspections',
  ),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('levels_section', l('Трёхступенчатый контроль', 'Үш сатылы бақылау', 'Three-level control'), {
      tables: [
        fixedTable(
          'levels',
          l('Уровень контроля', 'Бақылау деңгейі', 'Level of control'),
          [
            [
              'level_1',
              l(
                'I уровень: мастер, начальник участка',
                'I деңгей: шебер, учаске бастығы',
                'Level I: foreman, site head',
              ),
            ],
            [
              'level_2',
              l(
                'II уровень: комиссия подразделения',
                'II деңгей: бөлімше комиссиясы',
                'Level II: division commission',
              ),
            ],
            [
              'level_3',
              l(
                'III уровень: комиссия организации',
                'III деңгей: ұйым комиссиясы',
                'Level III: organisation commission',
              ),
            ],
          ],
          [
            integer('inspections', l('Проведено проверок', 'Жүргізілген тексерулер', 'Inspections')),
            integer('found', l('Выявлено нарушений', 'Анықталған бұзушылықтар', 'Violations found')),
            integer('fixed', l('из них устранено', 'оның ішінде жойылды', 'of them fixed')),
            integer(
              'overdue',
              l(
                'из них не устранено в срок',
                'оның ішінде мерзімінде жойылмады',
                'of them not fixed on time',
              ),
            ),
            computed(
              'fixed_share',
              l('Доля устранённых', 'Жойылғандардың үлесі', 'Share fixed'),
              percentOf('fixed', 'found'),
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
      'fixed_within_found',
      cmp(add('fixed', 'overdue'), '<=', 'found'),
      ['fixed', 'overdue'],
      l(
        'Устранённых и просроченных вместе не может быть больше, чем выявленных нарушений',
        'Жойылғандар мен мерзімі өткендер бірге анықталған бұзушылықтардан көп бола алмайды',
        'Fixed and overdue together cannot exceed the violations found',
      ),
      { table: 'levels' },
    ),
    rule(
      'found_needs_inspection',
      cmp('inspections', '>', 0),
      ['inspections'],
      l(
        'Нарушения выявляются проверками: проверок должно быть больше нуля',
        'Бұзушылықтар тексерулер арқылы анықталады: тексерулер саны нөлден көп болуы керек',
        'Violations are found by inspections: inspections must be above zero',
      ),
      { table: 'levels', when: cmp('found', '>', 0) },
    ),
  ],
};

export const FORM_14: TFormDefinitionInput = {
  code: 'HSE_FRM_14',
  version: 1,
  title: l('Наряды-допуски', 'Рұқсат-нарядтар', 'Permits to work'),
  period: 'month',
  dueDays: 5,
  sections: [
    section(
      'permits_section',
      l('Наряды-допуски по видам работ', 'Жұмыс түрлері бойынша рұқсат-нарядтар', 'Permits by type of work'),
      {
        tables: [
          fixedTable(
            'permits',
            l('Вид работ повышенной опасности', 'Қауіптілігі жоғары жұмыс түрі', 'Type of high-risk work'),
            [
              ['hot_work', l('Огневые работы', 'Отпен жұмыстар', 'Hot work')],
              [
                'confined_space',
                l(
                  'Работы в замкнутых пространствах',
                  'Тұйық кеңістіктердегі жұмыстар',
                  'Confined space entry',
                ),
              ],
              ['height', l('Работы на высоте', 'Биіктіктегі жұмыстар', 'Working at height')],
              [
                'electrical',
                l(
                  'Работы в электроустановках',
                  'Электр қондырғыларындағы жұмыстар',
                  'Work on electrical installations',
                ),
              ],
              ['gas', l('Газоопасные работы', 'Газ қауіпті жұмыстар', 'Gas-hazardous work')],
              ['lifting', l('Грузоподъёмные работы', 'Жүк көтеру жұмыстары', 'Lifting operations')],
              ['excavation', l('Земляные работы', 'Жер жұмыстары', 'Excavation')],
            ],
            [
              integer('issued', l('Выдано нарядов-допусков', 'Берілген рұқсат-нарядтар', 'Permits issued')),
              integer(
                'checked',
                l('Проверено на месте работ', 'Жұмыс орнында тексерілді', 'Checked at the worksite'),
              ),
              integer('violations', l('Выявлено нарушений', 'Анықталған бұзушылықтар', 'Violations found')),
              integer('stopped', l('Работы остановлены', 'Жұмыстар тоқтатылды', 'Work stopped')),
            ],
          ),
        ],
      },
    ),
    remarks(),
  ],
  rules: [
    rule(
      'checked_within_issued',
      cmp('checked', '<=', 'issued'),
      ['checked'],
      l(
        'Проверено больше нарядов-допусков, чем выдано',
        'Берілгеннен көп рұқсат-наряд тексерілді',
        'More permits checked than issued',
      ),
      { table: 'permits' },
    ),
    rule(
      'stopped_within_issued',
      cmp('stopped', '<=', 'issued'),
      ['stopped'],
      l(
        'Остановлено больше работ, чем выдано нарядов-допусков',
        'Берілген рұқсат-нарядтардан көп жұмыс тоқтатылды',
        'More work stopped than permits issued',
      ),
      { table: 'permits' },
    ),
  ],
};

export const FORM_15: TFormDefinitionInput = {
  code: 'HSE_FRM_15',
  version: 1,
  title: l(
    'Противоаварийные тренировки и гражданская оборона',
    'Авариялық жаттығулар және азаматтық қорғаныс',
    'Emergency drills and civil defence',
  ),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('drills_section', l('Учения и тренировки', 'Оқу-жаттығулар', 'Drills and exercises'), {
      tables: [
        fixedTable(
          'drills',
          l('Вид учения', 'Оқу-жаттығу түрі', 'Type of drill'),
          [
            ['evacuation', l('Эвакуация при пожаре', 'Өрт кезінде эвакуациялау', 'Fire evacuation')],
            ['spill', l('Ликвидация разлива нефти', 'Мұнай төгілуін жою', 'Oil spill response')],
            [
              'gas',
              l('Выброс газа, сероводород', 'Газ шығарылуы, күкіртсутек', 'Gas release, hydrogen sulphide'),
            ],
            [
              'well_control',
              l('Газонефтеводопроявление на скважине', 'Ұңғымадағы газ-мұнай-су білінуі', 'Well kick'),
            ],
            ['casualty', l('Эвакуация пострадавшего', 'Зардап шеккенді эвакуациялау', 'Casualty evacuation')],
            [
              'civil_defence',
              l('Учения гражданской обороны', 'Азаматтық қорғаныс жаттығулары', 'Civil defence exercises'),
            ],
          ],
          [
            integer('planned', l('Запланировано', 'Жоспарланды', 'Planned')),
            integer('held', l('Проведено', 'Өткізілді', 'Held')),
            integer('participants', l('Участников', 'Қатысушылар', 'Participants'), { unit: UNIT.people }),
            integer(
              'unsatisfactory',
              l('Оценено неудовлетворительно', 'Қанағаттанарлықсыз бағаланды', 'Rated unsatisfactory'),
            ),
          ],
        ),
      ],
    }),
    section('plans_section', l('Планы реагирования', 'Ден қою жоспарлары', 'Response plans'), {
      fields: [
        choice(
          'plan_updated',
          l(
            'План ликвидации аварий актуализирован',
            'Аварияларды жою жоспары өзектендірілді',
            'Emergency response plan up to date',
          ),
          YES_NO,
          {
            required: true,
          },
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'unsatisfactory_within_held',
      cmp('unsatisfactory', '<=', 'held'),
      ['unsatisfactory'],
      l(
        'Неудовлетворительных оценок не может быть больше, чем проведённых учений',
        'Қанағаттанарлықсыз бағалар өткізілген жаттығулардан көп бола алмайды',
        'Unsatisfactory ratings cannot exceed the drills held',
      ),
      { table: 'drills' },
    ),
    rule(
      'participants_when_held',
      cmp('participants', '>', 0),
      ['participants'],
      l(
        'Учения проведены: участников должно быть больше нуля',
        'Жаттығулар өткізілді: қатысушылар саны нөлден көп болуы керек',
        'Drills were held: participants must be above zero',
      ),
      { table: 'drills', when: cmp('held', '>', 0) },
    ),
    rule(
      'held_as_planned',
      cmp('held', '>=', 'planned'),
      ['held'],
      l(
        'Проведено меньше учений, чем запланировано',
        'Жоспарланғаннан аз жаттығу өткізілді',
        'Fewer drills held than planned',
      ),
      { table: 'drills', level: 'warning' },
    ),
  ],
};

export const SAFETY_MANAGEMENT = [FORM_10, FORM_11, FORM_12, FORM_13, FORM_14, FORM_15];
