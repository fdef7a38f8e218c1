import {
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
} from './parts.ts';

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
