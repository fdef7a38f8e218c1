import {
  choice,
  cmp,
  date,
  freeTable,
  integer,
  l,
  money,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
} from './parts.ts';

export const FORM_24: TFormDefinitionInput = {
  code: 'HSE_FRM_24',
  version: 1,
  title: l(
    'Проверки государственных органов и предписания',
    'Мемлекеттік органдардың тексерулері және ұйғарымдар',
    'Regulatory inspections and orders',
  ),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section(
      'inspections_section',
      l('Проверки за квартал', 'Тоқсандағы тексерулер', 'Inspections of the quarter'),
      {
        tables: [
          freeTable('inspections', l('Проверки', 'Тексерулер', 'Inspections'), 100, [
            choice(
              'authority',
              l('Контролирующий орган', 'Бақылаушы орган', 'Authority'),
              [
                [
                  'labour',
                  l(
                    'Государственная инспекция труда',
                    'Мемлекеттік еңбек инспекциясы',
                    'State labour inspectorate',
                  ),
                ],
                [
                  'industrial',
                  l(
                    'Комитет промышленной безопасности',
                    'Өнеркәсіптік қауіпсіздік комитеті',
                    'Industrial Safety Committee',
                  ),
                ],
                [
                  'fire',
                  l('Государственный пожарный контроль', 'Мемлекеттік өрт бақылауы', 'State fire control'),
                ],
                ['ecology', l('Департамент экологии', 'Экология департаменті', 'Ecology department')],
                [
                  'sanitary',
                  l(
                    'Санитарно-эпидемиологический контроль',
                    'Санитариялық-эпидемиологиялық бақылау',
                    'Sanitary and epidemiological control',
                  ),
                ],
                ['other', l('Другой орган', 'Басқа орган', 'Other authority')],
              ],
              { required: true },
            ),
            choice(
              'kind',
              l('Вид проверки', 'Тексеру түрі', 'Kind of inspection'),
              [
                ['scheduled', l('Плановая', 'Жоспарлы', 'Scheduled')],
                ['unscheduled', l('Внеплановая', 'Жоспардан тыс', 'Unscheduled')],
              ],
              { required: true },
            ),
            date('started', l('Дата начала', 'Басталған күні', 'Start date'), { required: true }),
            integer('violations', l('Выявлено нарушений', 'Анықталған бұзушылықтар', 'Violations found')),
            integer('orders', l('Пунктов предписаний', 'Ұйғарым тармақтары', 'Order items received')),
            integer('fulfilled', l('Выполнено пунктов', 'Орындалған тармақтар', 'Items fulfilled')),
            money('fines', l('Штрафы', 'Айыппұлдар', 'Fines')),
          ]),
        ],
      },
    ),
    remarks(),
  ],
  rules: [
    rule(
      'fulfilled_within_orders',
      cmp('fulfilled', '<=', 'orders'),
      ['fulfilled'],
      l(
        'Выполнено больше пунктов, чем получено в предписаниях',
        'Ұйғарымдарда алынғаннан көп тармақ орындалды',
        'More items fulfilled than the orders contain',
      ),
      { table: 'inspections' },
    ),
    rule(
      'orders_need_violations',
      cmp('violations', '>', 0),
      ['violations'],
      l(
        'Предписание выносится по нарушениям: выявленных нарушений должно быть больше нуля',
        'Ұйғарым бұзушылықтар бойынша шығарылады: анықталған бұзушылықтар саны нөлден көп болуы керек',
        'An order follows violations: violations found must be above zero',
      ),
      { table: 'inspections', when: cmp('orders', '>', 0) },
    ),
  ],
};
