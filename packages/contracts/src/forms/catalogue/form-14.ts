import { cmp, fixedTable, integer, l, remarks, rule, section, type TFormDefinitionInput } from './parts.ts';

export const FORM_14: TFormDefinitionInput = {
  code: 'HSE_FRM_14',
  version: 1,
  title: l('Наряды-допуски', 'Рұқсат-нарядтар', 'Permits to work'),
  period: 'month',
  dueDays: 5,
  sections: [
    section(
      'permits_section',
      l('Наряды-допуски по видам работ', 'Жұмыс түрлері бойынша рұқсат-нарядтар', 'Permits by type of work'),
      {
        tables: [
          fixedTable(
            'permits',
            l('Вид работ повышенной опасности', 'Қауіптілігі жоғары жұмыс түрі', 'Type of high-risk work'),
            [
              ['hot_work', l('Огневые работы', 'Отпен жұмыстар', 'Hot work')],
              [
                'confined_space',
                l(
                  'Работы в замкнутых пространствах',
                  'Тұйық кеңістіктердегі жұмыстар',
                  'Confined space entry',
                ),
              ],
              ['height', l('Работы на высоте', 'Биіктіктегі жұмыстар', 'Working at height')],
              [
                'electrical',
                l(
                  'Работы в электроустановках',
                  'Электр қондырғыларындағы жұмыстар',
                  'Work on electrical installations',
                ),
              ],
              ['gas', l('Газоопасные работы', 'Газ қауіпті жұмыстар', 'Gas-hazardous work')],
              ['lifting', l('Грузоподъёмные работы', 'Жүк көтеру жұмыстары', 'Lifting operations')],
              ['excavation', l('Земляные работы', 'Жер жұмыстары', 'Excavation')],
            ],
            [
              integer('issued', l('Выдано нарядов-допусков', 'Берілген рұқсат-нарядтар', 'Permits issued')),
              integer(
                'checked',
                l('Проверено на месте работ', 'Жұмыс орнында тексерілді', 'Checked at the worksite'),
              ),
              integer('violations', l('Выявлено нарушений', 'Анықталған бұзушылықтар', 'Violations found')),
              integer('stopped', l('Работы остановлены', 'Жұмыстар тоқтатылды', 'Work stopped')),
            ],
          ),
        ],
      },
    ),
    remarks(),
  ],
  rules: [
    rule(
      'checked_within_issued',
      cmp('checked', '<=', 'issued'),
      ['checked'],
      l(
        'Проверено больше нарядов-допусков, чем выдано',
        'Берілгеннен көп рұқсат-наряд тексерілді',
        'More permits checked than issued',
      ),
      { table: 'permits' },
    ),
    rule(
      'stopped_within_issued',
      cmp('stopped', '<=', 'issued'),
      ['stopped'],
      l(
        'Остановлено больше работ, чем выдано нарядов-допусков',
        'Берілген рұқсат-нарядтардан көп жұмыс тоқтатылды',
        'More work stopped than permits issued',
      ),
      { table: 'permits' },
    ),
  ],
};
