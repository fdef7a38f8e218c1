import {
  add,
  cmp,
  fixedTable,
  integer,
  l,
  longText,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  UNIT,
  VITAL_RULE_ROWS,
} from './parts.ts';

export const FORM_25: TFormDefinitionInput = {
  code: 'HSE_FRM_25',
  version: 1,
  title: l('Нарушения золотых правил', 'Алтын ережелерді бұзу', 'Golden rules violations'),
  period: 'month',
  dueDays: 5,
  sections: [
    section(
      'violations_section',
      l('Нарушения по правилам', 'Ережелер бойынша бұзушылықтар', 'Violations by rule'),
      {
        tables: [
          fixedTable(
            'by_rule',
            l('Жизненно важное правило', 'Өмірлік маңызды ереже', 'Life-saving rule'),
            VITAL_RULE_ROWS,
            [
              integer('violations', l('Нарушений', 'Бұзушылықтар', 'Violations')),
              integer(
                'employees',
                l('допущено работниками организации', 'ұйым қызметкерлері жіберген', 'by own employees'),
              ),
              integer(
                'contractors',
                l(
                  'допущено работниками подрядчиков',
                  'мердігерлердің қызметкерлері жіберген',
                  'by contractors’ workers',
                ),
              ),
              integer('removed', l('Отстранено от работы', 'Жұмыстан шеттетілді', 'Removed from work'), {
                unit: UNIT.people,
              }),
              integer('dismissed', l('Уволено', 'Жұмыстан шығарылды', 'Dismissed'), { unit: UNIT.people }),
            ],
          ),
        ],
      },
    ),
    section('measures_section', l('Принятые меры', 'Қабылданған шаралар', 'Measures taken'), {
      fields: [
        longText(
          'measures',
          l(
            'Меры по предотвращению повторения',
            'Қайталанудың алдын алу шаралары',
            'Measures against repetition',
          ),
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'who_adds_up',
      cmp(add('employees', 'contractors'), '=', 'violations'),
      ['employees', 'contractors'],
      l(
        'Нарушения работников и подрядчиков в сумме должны равняться всем нарушениям',
        'Қызметкерлер мен мердігерлердің бұзушылықтары қосындысы барлық бұзушылықтарға тең болуы керек',
        'Violations by employees and by contractors must add up to all violations',
      ),
      { table: 'by_rule' },
    ),
    rule(
      'dismissed_within_violations',
      cmp(add('removed', 'dismissed'), '<=', 'violations'),
      ['removed', 'dismissed'],
      l(
        'Отстранённых и уволенных не может быть больше, чем нарушений',
        'Шеттетілгендер мен жұмыстан шығарылғандар бұзушылықтардан көп бола алмайды',
        'Those removed and dismissed cannot exceed the violations',
      ),
      { table: 'by_rule' },
    ),
  ],
};
