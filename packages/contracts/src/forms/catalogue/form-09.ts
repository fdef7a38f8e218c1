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
  VITAL_RULE_ROWS,
} from './parts.ts';

export const FORM_9: TFormDefinitionInput = {
  code: 'HSE_FRM_9',
  version: 1,
  title: l(
    'Наблюдения за безопасным поведением (ПНБР)',
    'Қауіпсіз мінез-құлықты бақылау (ҚМБ)',
    'Behavioural observations (PNBR)',
  ),
  period: 'month',
  dueDays: 5,
  sections: [
    section('programme_section', l('Программа наблюдений', 'Бақылау бағдарламасы', 'Observation programme'), {
      fields: [
        integer('observations', l('Проведено наблюдений', 'Жүргізілген бақылаулар', 'Observations made'), {
          required: true,
        }),
        integer('observers', l('Наблюдателей', 'Бақылаушылар', 'Observers'), { unit: UNIT.people }),
        integer(
          'people_observed',
          l('Работников под наблюдением', 'Бақыланған жұмыскерлер', 'Workers observed'),
          { unit: UNIT.people },
        ),
      ],
    }),
    section('rules_section', l('По правилам', 'Ережелер бойынша', 'By rule'), {
      tables: [
        fixedTable(
          'by_rule',
          l('Жизненно важное правило', 'Өмірлік маңызды ереже', 'Life-saving rule'),
          VITAL_RULE_ROWS,
          [
            integer('safe', l('Безопасных действий', 'Қауіпсіз әрекеттер', 'Safe acts')),
            integer('unsafe', l('Опасных действий', 'Қауіпті әрекеттер', 'Unsafe acts')),
            integer('stops', l('Остановок работ', 'Жұмысты тоқтатулар', 'Work stopped')),
            computed(
              'safe_share',
              l('Доля безопасных действий', 'Қауіпсіз әрекеттердің үлесі', 'Share of safe acts'),
              percentOf('safe', add('safe', 'unsafe')),
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
      'stops_within_unsafe',
      cmp('stops', '<=', 'unsafe'),
      ['stops'],
      l(
        'Работы останавливают при опасных действиях: остановок не больше, чем опасных действий',
        'Жұмыс қауіпті әрекет кезінде тоқтатылады: тоқтатулар қауіпті әрекеттерден көп бола алмайды',
        'Work is stopped for unsafe acts: stops cannot exceed unsafe acts',
      ),
      { table: 'by_rule' },
    ),
    rule(
      'observed_with_observations',
      cmp('people_observed', '>', 0),
      ['people_observed'],
      l(
        'Наблюдения проведены: работников под наблюдением должно быть больше нуля',
        'Бақылаулар жүргізілді: бақыланған жұмыскерлер саны нөлден көп болуы керек',
        'Observations were made: workers observed must be above zero',
      ),
      { when: cmp('observations', '>', 0) },
    ),
  ],
};
