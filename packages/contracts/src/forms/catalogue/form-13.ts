import {
  add,
  cmp,
  computed,
  fixedTable,
  integer,
  l,
  percentOf,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  UNIT,
} from './parts.ts';

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
