import {
  add,
  choice,
  cmp,
  computed,
  date,
  freeTable,
  l,
  number,
  remarks,
  rule,
  section,
  sub,
  type TFormDefinitionInput,
  text,
  UNIT,
} from './parts.ts';

export const FORM_20: TFormDefinitionInput = {
  code: 'HSE_FRM_20',
  version: 1,
  title: l('Разливы и загрязнение земель', 'Төгілулер және жердің ластануы', 'Spills and land contamination'),
  period: 'month',
  dueDays: 5,
  sections: [
    section('spills_section', l('Разливы за месяц', 'Айдағы төгілулер', 'Spills of the month'), {
      tables: [
        freeTable('spills', l('Разливы', 'Төгілулер', 'Spills'), 200, [
          date('day', l('Дата разлива', 'Төгілу күні', 'Date of the spill'), { required: true }),
          text(
            'place',
            l('Место: месторождение, объект', 'Орны: кен орны, объект', 'Place: field, facility'),
            { required: true, max: 200 },
          ),
          choice(
            'substance',
            l('Вещество', 'Зат', 'Substance'),
            [
              ['oil', l('Нефть', 'Мұнай', 'Crude oil')],
              ['products', l('Нефтепродукты', 'Мұнай өнімдері', 'Petroleum products')],
              ['produced_water', l('Пластовая вода', 'Қабаттық су', 'Produced water')],
              ['chemicals', l('Химические реагенты', 'Химиялық реагенттер', 'Chemicals')],
            ],
            { required: true },
          ),
          number('volume', l('Объём разлива', 'Төгілу көлемі', 'Volume spilled'), {
            unit: UNIT.m3,
            required: true,
          }),
          number('recovered', l('Собрано', 'Жиналды', 'Recovered'), { unit: UNIT.m3 }),
          number('area', l('Площадь загрязнения', 'Ластану ауданы', 'Contaminated area'), { unit: UNIT.ha }),
          text('cause', l('Причина', 'Себебі', 'Cause'), { max: 500 }),
        ]),
      ],
    }),
    section('land_section', l('Загрязнённые земли', 'Ластанған жерлер', 'Contaminated land'), {
      fields: [
        number(
          'area_start',
          l(
            'Загрязнённые земли на начало месяца',
            'Ай басындағы ластанған жерлер',
            'Contaminated land at the month’s start',
          ),
          {
            unit: UNIT.ha,
            aggregate: 'first',
          },
        ),
        number(
          'reclaimed',
          l('Рекультивировано за месяц', 'Айда рекультивацияланды', 'Reclaimed in the month'),
          { unit: UNIT.ha },
        ),
        computed(
          'area_end',
          l(
            'Загрязнённые земли на конец месяца',
            'Ай соңындағы ластанған жерлер',
            'Contaminated land at the month’s end',
          ),
          sub(add('area_start', 'spills.area'), 'reclaimed'),
          { unit: UNIT.ha, digits: 4 },
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'recovered_within_volume',
      cmp('recovered', '<=', 'volume'),
      ['recovered'],
      l('Собрано больше, чем разлито', 'Төгілгеннен көп жиналды', 'More recovered than was spilled'),
      { table: 'spills' },
    ),
    rule(
      'reclaimed_within_contaminated',
      cmp('reclaimed', '<=', add('area_start', 'spills.area')),
      ['reclaimed'],
      l(
        'Рекультивировано больше, чем было загрязнённых земель',
        'Ластанған жерлерден көп жер рекультивацияланды',
        'More land reclaimed than was contaminated',
      ),
    ),
  ],
};
