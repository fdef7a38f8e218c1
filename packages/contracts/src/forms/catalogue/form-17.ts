import {
  add,
  cmp,
  computed,
  fixedTable,
  freeTable,
  l,
  mul,
  number,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  text,
  UNIT,
} from './parts.ts';

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
