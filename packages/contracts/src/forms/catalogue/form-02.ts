import { STAFF_ROWS } from './form-01.ts';
import {
  add,
  cmp,
  fixedTable,
  integer,
  l,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  UNIT,
} from './parts.ts';

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
