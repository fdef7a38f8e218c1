import {
  cmp,
  fixedTable,
  freeTable,
  l,
  money,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  text,
} from './parts.ts';

export const FORM_21: TFormDefinitionInput = {
  code: 'HSE_FRM_21',
  version: 1,
  title: l(
    'Экологические платежи и штрафы',
    'Экологиялық төлемдер мен айыппұлдар',
    'Environmental payments and fines',
  ),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('payments_section', l('Плата за эмиссии', 'Эмиссиялар үшін төлемақы', 'Emission charges'), {
      tables: [
        fixedTable(
          'payments',
          l('Вид эмиссии', 'Эмиссия түрі', 'Kind of emission'),
          [
            ['air', l('Выбросы в атмосферу', 'Атмосфераға шығарындылар', 'Air emissions')],
            [
              'flaring',
              l(
                'Сжигание попутного газа на факелах',
                'Ілеспе газды алауда жағу',
                'Flaring of associated gas',
              ),
            ],
            [
              'water',
              l('Сбросы загрязняющих веществ', 'Ластаушы заттардың төгінділері', 'Discharges of pollutants'),
            ],
            ['waste', l('Размещение отходов', 'Қалдықтарды орналастыру', 'Waste disposal')],
          ],
          [
            money('accrued', l('Начислено', 'Есептелді', 'Accrued')),
            money('paid', l('Уплачено', 'Төленді', 'Paid')),
          ],
        ),
      ],
    }),
    section(
      'fines_section',
      l('Штрафы и возмещение ущерба', 'Айыппұлдар және залалды өтеу', 'Fines and damages'),
      {
        tables: [
          freeTable('fines', l('Штрафы', 'Айыппұлдар', 'Fines'), 100, [
            text(
              'authority',
              l('Орган, наложивший штраф', 'Айыппұл салған орган', 'Authority that imposed it'),
              { required: true, max: 200 },
            ),
            text('violation', l('Нарушение', 'Бұзушылық', 'Violation'), { max: 500 }),
            money('imposed', l('Наложено', 'Салынды', 'Imposed'), { required: true }),
            money('paid', l('Уплачено', 'Төленді', 'Paid')),
          ]),
        ],
        fields: [
          money(
            'damages',
            l(
              'Возмещение ущерба окружающей среде',
              'Қоршаған ортаға келтірілген залалды өтеу',
              'Environmental damages paid',
            ),
          ),
        ],
      },
    ),
    remarks(),
  ],
  rules: [
    rule(
      'fine_paid_within_imposed',
      cmp('paid', '<=', 'imposed'),
      ['paid'],
      l(
        'Уплачено больше наложенного штрафа',
        'Салынған айыппұлдан көп төленді',
        'More paid than the fine imposed',
      ),
      { table: 'fines' },
    ),
    rule(
      'charges_paid',
      cmp('paid', '>=', 'accrued'),
      ['paid'],
      l(
        'Уплачено меньше начисленного: образуется задолженность',
        'Есептелгеннен аз төленді: берешек пайда болады',
        'Less paid than accrued: this leaves arrears',
      ),
      { table: 'payments', level: 'warning' },
    ),
  ],
};
