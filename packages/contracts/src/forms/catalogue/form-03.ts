import {
  cmp,
  computed,
  div,
  fixedTable,
  integer,
  l,
  money,
  mul,
  number,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  UNIT,
} from './parts.ts';

export const FORM_3: TFormDefinitionInput = {
  code: 'HSE_FRM_3',
  version: 1,
  title: l(
    'Дорожно-транспортные происшествия и пробег',
    'Жол-көлік оқиғалары және жүрген жол',
    'Road traffic accidents and mileage',
  ),
  period: 'month',
  dueDays: 5,
  sections: [
    section('fleet_section', l('Автопарк и пробег', 'Автопарк және жүрген жол', 'Fleet and mileage'), {
      tables: [
        fixedTable(
          'fleet',
          l('Транспортные средства', 'Көлік құралдары', 'Vehicles'),
          [
            ['cars', l('Легковые автомобили', 'Жеңіл автомобильдер', 'Cars')],
            ['buses', l('Автобусы', 'Автобустар', 'Buses')],
            ['trucks', l('Грузовые автомобили', 'Жүк автомобильдері', 'Trucks')],
            ['special', l('Специальная техника', 'Арнайы техника', 'Special vehicles')],
          ],
          [
            integer('vehicles', l('Транспортных средств', 'Көлік құралдарының саны', 'Vehicles'), {
              unit: UNIT.units,
              aggregate: 'last',
            }),
            number('km', l('Пробег', 'Жүрген жолы', 'Distance driven'), { unit: UNIT.km, required: true }),
          ],
        ),
      ],
    }),
    section('accidents_section', l('ДТП по тяжести', 'Ауырлығы бойынша ЖКО', 'Road accidents by severity'), {
      tables: [
        fixedTable(
          'accidents',
          l('Тяжесть ДТП', 'ЖКО ауырлығы', 'Severity'),
          [
            ['fatal', l('ДТП с погибшими', 'Қаза тапқандары бар ЖКО', 'With fatalities')],
            ['injury', l('ДТП с ранеными', 'Жараланғандары бар ЖКО', 'With injuries')],
            [
              'damage',
              l('ДТП только с материальным ущербом', 'Тек материалдық залалы бар ЖКО', 'Damage only'),
            ],
          ],
          [
            integer('accidents', l('ДТП', 'ЖКО', 'Accidents')),
            integer(
              'at_fault',
              l(
                'в т.ч. по вине водителей организации',
                'оның ішінде ұйым жүргізушілерінің кінәсінен',
                'of them caused by own drivers',
              ),
            ),
            integer('injured', l('Раненых', 'Жараланғандар', 'Injured'), { unit: UNIT.people }),
            integer('killed', l('Погибших', 'Қаза тапқандар', 'Killed'), { unit: UNIT.people }),
            money('damage', l('Ущерб', 'Залал', 'Damage')),
          ],
        ),
      ],
    }),
    section(
      'violations_section',
      l('Нарушения правил вождения', 'Көлік жүргізу қағидаларын бұзу', 'Driving violations'),
      {
        tables: [
          fixedTable(
            'violations',
            l(
              'Нарушения по данным мониторинга',
              'Мониторинг деректері бойынша бұзушылықтар',
              'Violations found by monitoring',
            ),
            [
              ['speeding', l('Превышение скорости', 'Жылдамдықты асыру', 'Speeding')],
              [
                'seat_belt',
                l(
                  'Непристёгнутый ремень безопасности',
                  'Қауіпсіздік белдігін тақпау',
                  'Seat belt not fastened',
                ),
              ],
              ['phone', l('Телефон за рулём', 'Рөлде телефон пайдалану', 'Phone while driving')],
              [
                'harsh',
                l('Резкое торможение и ускорение', 'Кенет тежеу және үдеу', 'Harsh braking and acceleration'),
              ],
              [
                'rest',
                l(
                  'Нарушение режима труда и отдыха',
                  'Еңбек және демалыс режимін бұзу',
                  'Driving and rest hours broken',
                ),
              ],
              [
                'alcohol',
                l(
                  'Управление в состоянии опьянения',
                  'Мас күйінде көлік жүргізу',
                  'Driving under the influence',
                ),
              ],
            ],
            [
              integer('violations', l('Нарушений', 'Бұзушылықтар', 'Violations')),
              integer(
                'measures',
                l(
                  'Применено мер к водителям',
                  'Жүргізушілерге қолданылған шаралар',
                  'Measures taken against drivers',
                ),
              ),
            ],
          ),
        ],
      },
    ),
    section(
      'indicators_section',
      l('Для расчёта показателей', 'Көрсеткіштерді есептеу үшін', 'For the indicators'),
      {
        fields: [
          computed(
            'km_driven',
            l('Пробег всего', 'Барлық жүрген жолы', 'Total distance driven'),
            'fleet.km',
            { unit: UNIT.km },
          ),
          computed(
            'road_accidents',
            l('ДТП всего', 'Барлық ЖКО', 'Road accidents, total'),
            'accidents.accidents',
          ),
          computed(
            'accident_rate',
            l('ДТП на миллион км', 'Миллион км-ге шаққандағы ЖКО', 'Accidents per million km'),
            div(mul('accidents.accidents', 1_000_000), 'fleet.km'),
            { digits: 3 },
          ),
        ],
      },
    ),
    remarks(),
  ],
  rules: [
    rule(
      'km_needs_vehicles',
      cmp('vehicles', '>', 0),
      ['vehicles'],
      l(
        'Указан пробег: транспортных средств должно быть больше нуля',
        'Жүрген жолы көрсетілген: көлік құралдарының саны нөлден көп болуы керек',
        'Distance is given: the number of vehicles must be above zero',
      ),
      { table: 'fleet', when: cmp('km', '>', 0) },
    ),
    rule(
      'at_fault_within_accidents',
      cmp('at_fault', '<=', 'accidents'),
      ['at_fault'],
      l(
        'ДТП по вине своих водителей не может быть больше, чем всех ДТП',
        'Өз жүргізушілерінің кінәсінен болған ЖКО барлық ЖКО-дан көп бола алмайды',
        'Accidents caused by own drivers cannot exceed all accidents',
      ),
      { table: 'accidents' },
    ),
    rule(
      'fatal_has_killed',
      cmp('accidents.fatal.killed', '>=', 'accidents.fatal.accidents'),
      ['accidents'],
      l(
        'В каждом ДТП с погибшими есть хотя бы один погибший',
        'Қаза тапқандары бар әр ЖКО-да кемінде бір қаза тапқан адам бар',
        'Each accident with fatalities has at least one person killed',
      ),
    ),
    rule(
      'injury_has_injured',
      cmp('accidents.injury.injured', '>=', 'accidents.injury.accidents'),
      ['accidents'],
      l(
        'В каждом ДТП с ранеными есть хотя бы один раненый',
        'Жараланғандары бар әр ЖКО-да кемінде бір жараланған адам бар',
        'Each accident with injuries has at least one person injured',
      ),
    ),
  ],
};
