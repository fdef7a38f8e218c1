import {
  cmp,
  computed,
  div,
  fixedTable,
  integer,
  l,
  mul,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  UNIT,
} from './parts.ts';

export const FORM_6: TFormDefinitionInput = {
  code: 'HSE_FRM_6',
  version: 1,
  title: l('Профессиональные заболевания', 'Кәсіптік аурулар', 'Occupational diseases'),
  period: 'year',
  dueDays: 30,
  sections: [
    section(
      'exposure_section',
      l('Вредные условия труда', 'Зиянды еңбек жағдайлары', 'Harmful working conditions'),
      {
        fields: [
          integer(
            'exposed',
            l(
              'Работников во вредных условиях',
              'Зиянды жағдайларда жұмыс істейтіндер',
              'Employees in harmful conditions',
            ),
            {
              unit: UNIT.people,
              aggregate: 'last',
              required: true,
            },
          ),
        ],
      },
    ),
    section('diagnoses_section', l('Впервые выявленные случаи', 'Алғаш анықталған жағдайлар', 'New cases'), {
      tables: [
        fixedTable(
          'diagnoses',
          l('Группа диагнозов', 'Диагноздар тобы', 'Diagnosis group'),
          [
            [
              'respiratory',
              l(
                'Болезни органов дыхания (пылевые)',
                'Тыныс алу ағзаларының аурулары (шаңнан)',
                'Respiratory (dust) diseases',
              ),
            ],
            [
              'hearing',
              l('Нейросенсорная тугоухость', 'Нейросенсорлық құлақ мүкістігі', 'Noise-induced hearing loss'),
            ],
            ['vibration', l('Вибрационная болезнь', 'Діріл ауруы', 'Vibration disease')],
            [
              'musculoskeletal',
              l(
                'Заболевания опорно-двигательного аппарата',
                'Тірек-қимыл аппаратының аурулары',
                'Musculoskeletal disorders',
              ),
            ],
            ['intoxication', l('Хронические интоксикации', 'Созылмалы уланулар', 'Chronic poisoning')],
            ['skin', l('Болезни кожи', 'Тері аурулары', 'Skin diseases')],
            ['other', l('Прочие диагнозы', 'Басқа диагноздар', 'Other diagnoses')],
          ],
          [
            integer('cases', l('Впервые выявлено', 'Алғаш анықталды', 'New cases'), { unit: UNIT.people }),
            integer('women', l('в т.ч. женщин', 'оның ішінде әйелдер', 'of them women'), {
              unit: UNIT.people,
            }),
            integer(
              'disability',
              l(
                'в т.ч. с утратой трудоспособности',
                'оның ішінде еңбекке қабілеттілігін жоғалтқандар',
                'of them with disability',
              ),
              {
                unit: UNIT.people,
              },
            ),
          ],
        ),
      ],
      fields: [
        computed(
          'incidence',
          l(
            'Заболеваемость на 10 000 работающих во вредных условиях',
            'Зиянды жағдайда жұмыс істейтін 10 000 адамға шаққандағы сырқаттанушылық',
            'Cases per 10,000 employees in harmful conditions',
          ),
          div(mul('diagnoses.cases', 10_000), 'exposed'),
          { digits: 2 },
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'women_within_cases',
      cmp('women', '<=', 'cases'),
      ['women'],
      l(
        'Женщин не может быть больше, чем всех случаев',
        'Әйелдер барлық жағдайлардан көп бола алмайды',
        'Women cannot exceed all cases',
      ),
      { table: 'diagnoses' },
    ),
    rule(
      'disability_within_cases',
      cmp('disability', '<=', 'cases'),
      ['disability'],
      l(
        'Случаев с утратой трудоспособности не может быть больше, чем всех',
        'Еңбекке қабілеттілігін жоғалту жағдайлары барлық жағдайлардан көп бола алмайды',
        'Cases with disability cannot exceed all cases',
      ),
      { table: 'diagnoses' },
    ),
  ],
};
