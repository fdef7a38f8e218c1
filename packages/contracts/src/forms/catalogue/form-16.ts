import {
  cmp,
  computed,
  fixedTable,
  integer,
  l,
  number,
  percentOf,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  text,
  UNIT,
} from './parts.ts';

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
            aggregate: 'last',
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
                { unit: UNIT.t, aggregate: 'last' },
              ),
              number('actual', l('Выброс за квартал', 'Тоқсандағы шығарынды', 'Emitted in the quarter'), {
                unit: UNIT.t,
              }),
              number(
                'actual_ytd',
                l('Выброс с начала года', 'Жыл басынан бергі шығарынды', 'Emitted since the year’s start'),
                {
                  unit: UNIT.t,
                  aggregate: 'last',
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
