import {
  cmp,
  computed,
  div,
  fixedTable,
  integer,
  l,
  mul,
  number,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  UNIT,
} from './parts.ts';

export const STAFF_ROWS = [
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
                aggregate: 'last',
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
