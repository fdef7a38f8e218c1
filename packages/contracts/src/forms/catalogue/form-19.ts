import {
  add,
  cmp,
  computed,
  fixedTable,
  l,
  number,
  remarks,
  rule,
  section,
  sub,
  type TFormDefinitionInput,
  UNIT,
} from './parts.ts';

export const FORM_19: TFormDefinitionInput = {
  code: 'HSE_FRM_19',
  version: 1,
  title: l('Отходы', 'Қалдықтар', 'Waste'),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('waste_section', l('Обращение с отходами', 'Қалдықтармен жұмыс істеу', 'Waste handling'), {
      tables: [
        fixedTable(
          'waste',
          l('Вид отходов', 'Қалдықтардың түрі', 'Kind of waste'),
          [
            ['hazardous', l('Опасные отходы', 'Қауіпті қалдықтар', 'Hazardous waste')],
            ['non_hazardous', l('Неопасные отходы', 'Қауіпті емес қалдықтар', 'Non-hazardous waste')],
            ['drilling', l('Буровые отходы', 'Бұрғылау қалдықтары', 'Drilling waste')],
            ['municipal', l('Твёрдые бытовые отходы', 'Қатты тұрмыстық қалдықтар', 'Municipal solid waste')],
          ],
          [
            number(
              'stored_start',
              l(
                'Накоплено на начало квартала',
                'Тоқсан басында жинақталған',
                'Stored at the quarter’s start',
              ),
              {
                unit: UNIT.t,
                aggregate: 'first',
              },
            ),
            number('generated', l('Образовано', 'Түзілді', 'Generated'), { unit: UNIT.t }),
            number(
              'transferred',
              l(
                'Передано специализированным организациям',
                'Мамандандырылған ұйымдарға берілді',
                'Transferred to licensed contractors',
              ),
              {
                unit: UNIT.t,
              },
            ),
            number('recovered', l('Переработано своими силами', 'Өз күшімен өңделді', 'Recovered in-house'), {
              unit: UNIT.t,
            }),
            number(
              'disposed',
              l('Захоронено на своих полигонах', 'Өз полигондарында көмілді', 'Disposed of at own landfills'),
              { unit: UNIT.t },
            ),
            computed(
              'stored_end',
              l('Накоплено на конец квартала', 'Тоқсан соңында жинақталған', 'Stored at the quarter’s end'),
              sub(add('stored_start', 'generated'), 'transferred', 'recovered', 'disposed'),
              { unit: UNIT.t, digits: 3 },
            ),
          ],
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'outflow_within_available',
      cmp(add('transferred', 'recovered', 'disposed'), '<=', add('stored_start', 'generated')),
      ['transferred', 'recovered', 'disposed'],
      l(
        'Передано, переработано и захоронено больше, чем было накоплено и образовано',
        'Жинақталған және түзілгеннен көп қалдық берілді, өңделді және көмілді',
        'More waste transferred, recovered and disposed of than was stored and generated',
      ),
      { table: 'waste' },
    ),
  ],
};
