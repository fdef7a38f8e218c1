import {
  add,
  cmp,
  fixedTable,
  integer,
  l,
  money,
  number,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  UNIT,
} from './parts.ts';

export const FORM_5: TFormDefinitionInput = {
  code: 'HSE_FRM_5',
  version: 1,
  title: l(
    'Аварии и инциденты на опасных производственных объектах',
    'Қауіпті өндірістік объектілердегі авариялар мен инциденттер',
    'Industrial accidents and incidents at hazardous facilities',
  ),
  period: 'month',
  dueDays: 5,
  sections: [
    section(
      'facilities_section',
      l('Опасные производственные объекты', 'Қауіпті өндірістік объектілер', 'Hazardous facilities'),
      {
        fields: [
          integer(
            'facilities',
            l('Объектов в эксплуатации', 'Пайдаланудағы объектілер', 'Facilities in operation'),
            {
              unit: UNIT.units,
              aggregate: 'last',
            },
          ),
        ],
      },
    ),
    section('events_section', l('События по видам', 'Оқиғалар түрлері бойынша', 'Events by type'), {
      tables: [
        fixedTable(
          'events',
          l('Вид события', 'Оқиға түрі', 'Type of event'),
          [
            ['accidents', l('Аварии', 'Авариялар', 'Industrial accidents')],
            ['incidents', l('Инциденты', 'Инциденттер', 'Incidents')],
            [
              'failures',
              l(
                'Отказы технических устройств',
                'Техникалық құрылғылардың істен шығуы',
                'Failures of technical devices',
              ),
            ],
            [
              'releases',
              l('Выбросы и открытые фонтаны', 'Атқылаулар мен ашық фонтандар', 'Releases and blowouts'),
            ],
          ],
          [
            integer('events', l('Количество', 'Саны', 'Number')),
            integer('investigated', l('Расследовано', 'Тергеп-тексерілді', 'Investigated')),
            number('downtime', l('Простой оборудования', 'Жабдықтың тоқтап тұруы', 'Equipment downtime'), {
              unit: UNIT.hours,
            }),
            money('damage', l('Ущерб', 'Залал', 'Damage')),
          ],
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'investigated_within_events',
      cmp('investigated', '<=', 'events'),
      ['investigated'],
      l(
        'Расследовано больше событий, чем произошло',
        'Тергеп-тексерілген оқиғалар болған оқиғалардан көп',
        'More events investigated than happened',
      ),
      { table: 'events' },
    ),
    rule(
      'downtime_needs_event',
      cmp('events', '>', 0),
      ['events'],
      l(
        'Указаны простой или ущерб: количество событий должно быть больше нуля',
        'Тоқтап тұру немесе залал көрсетілген: оқиғалар саны нөлден көп болуы керек',
        'Downtime or damage is given: the number of events must be above zero',
      ),
      { table: 'events', when: cmp(add('downtime', 'damage'), '>', 0) },
    ),
  ],
};
