import {
  add,
  cmp,
  computed,
  fixedTable,
  integer,
  l,
  money,
  percentOf,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  UNIT,
} from './parts.ts';

export const FORM_11: TFormDefinitionInput = {
  code: 'HSE_FRM_11',
  version: 1,
  title: l('Средства индивидуальной защиты', 'Жеке қорғану құралдары', 'Personal protective equipment'),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('ppe_section', l('Обеспеченность СИЗ', 'ЖҚҚ-мен қамтамасыз етілу', 'PPE provision'), {
      tables: [
        fixedTable(
          'ppe',
          l('Вид СИЗ', 'ЖҚҚ түрі', 'Type of PPE'),
          [
            ['workwear', l('Специальная одежда', 'Арнайы киім', 'Workwear')],
            ['footwear', l('Специальная обувь', 'Арнайы аяқ киім', 'Safety footwear')],
            ['helmets', l('Защитные каски', 'Қорғаныс каскалары', 'Safety helmets')],
            [
              'eyes',
              l('Средства защиты глаз и лица', 'Көз бен бетті қорғау құралдары', 'Eye and face protection'),
            ],
            ['gloves', l('Защитные перчатки', 'Қорғаныс қолғаптары', 'Protective gloves')],
            [
              'respiratory',
              l(
                'Средства защиты органов дыхания',
                'Тыныс алу ағзаларын қорғау құралдары',
                'Respiratory protection',
              ),
            ],
            [
              'hearing',
              l('Средства защиты органа слуха', 'Есту мүшесін қорғау құралдары', 'Hearing protection'),
            ],
            ['fall_arrest', l('Страховочные системы', 'Сақтандырғыш жүйелер', 'Fall arrest systems')],
          ],
          [
            integer('needed', l('Потребность', 'Қажеттілік', 'Needed'), { unit: UNIT.pieces }),
            integer(
              'stock',
              l('Остаток на начало квартала', 'Тоқсан басындағы қалдық', 'In stock at the quarter’s start'),
              {
                unit: UNIT.pieces,
                aggregate: 'first',
              },
            ),
            integer('purchased', l('Закуплено', 'Сатып алынды', 'Purchased'), { unit: UNIT.pieces }),
            integer('issued', l('Выдано работникам', 'Жұмыскерлерге берілді', 'Issued to workers'), {
              unit: UNIT.pieces,
            }),
            money('spending', l('Затраты', 'Шығындар', 'Spending')),
            computed(
              'provision',
              l('Обеспеченность', 'Қамтамасыз етілуі', 'Provision'),
              percentOf('issued', 'needed'),
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
      'issued_within_available',
      cmp('issued', '<=', add('stock', 'purchased')),
      ['issued'],
      l(
        'Выдано больше, чем было на складе и закуплено',
        'Қоймада болғаннан және сатып алынғаннан көп берілді',
        'More issued than was in stock and purchased',
      ),
      { table: 'ppe' },
    ),
    rule(
      'need_covered',
      cmp('issued', '>=', 'needed'),
      ['issued'],
      l(
        'Потребность не закрыта: выдано меньше, чем нужно',
        'Қажеттілік жабылмады: қажеттен аз берілді',
        'The need is not covered: less issued than needed',
      ),
      { table: 'ppe', level: 'warning' },
    ),
  ],
};
