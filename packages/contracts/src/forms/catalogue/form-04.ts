import {
  add,
  cmp,
  fixedTable,
  integer,
  l,
  money,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  UNIT,
} from './parts.ts';

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
