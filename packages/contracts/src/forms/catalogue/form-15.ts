import {
  choice,
  cmp,
  fixedTable,
  integer,
  l,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  UNIT,
  YES_NO,
} from './parts.ts';

export const FORM_15: TFormDefinitionInput = {
  code: 'HSE_FRM_15',
  version: 1,
  title: l(
    'Противоаварийные тренировки и гражданская оборона',
    'Авариялық жаттығулар және азаматтық қорғаныс',
    'Emergency drills and civil defence',
  ),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('drills_section', l('Учения и тренировки', 'Оқу-жаттығулар', 'Drills and exercises'), {
      tables: [
        fixedTable(
          'drills',
          l('Вид учения', 'Оқу-жаттығу түрі', 'Type of drill'),
          [
            ['evacuation', l('Эвакуация при пожаре', 'Өрт кезінде эвакуациялау', 'Fire evacuation')],
            ['spill', l('Ликвидация разлива нефти', 'Мұнай төгілуін жою', 'Oil spill response')],
            [
              'gas',
              l('Выброс газа, сероводород', 'Газ шығарылуы, күкіртсутек', 'Gas release, hydrogen sulphide'),
            ],
            [
              'well_control',
              l('Газонефтеводопроявление на скважине', 'Ұңғымадағы газ-мұнай-су білінуі', 'Well kick'),
            ],
            ['casualty', l('Эвакуация пострадавшего', 'Зардап шеккенді эвакуациялау', 'Casualty evacuation')],
            [
              'civil_defence',
              l('Учения гражданской обороны', 'Азаматтық қорғаныс жаттығулары', 'Civil defence exercises'),
            ],
          ],
          [
            integer('planned', l('Запланировано', 'Жоспарланды', 'Planned')),
            integer('held', l('Проведено', 'Өткізілді', 'Held')),
            integer('participants', l('Участников', 'Қатысушылар', 'Participants'), { unit: UNIT.people }),
            integer(
              'unsatisfactory',
              l('Оценено неудовлетворительно', 'Қанағаттанарлықсыз бағаланды', 'Rated unsatisfactory'),
            ),
          ],
        ),
      ],
    }),
    section('plans_section', l('Планы реагирования', 'Ден қою жоспарлары', 'Response plans'), {
      fields: [
        choice(
          'plan_updated',
          l(
            'План ликвидации аварий актуализирован',
            'Аварияларды жою жоспары өзектендірілді',
            'Emergency response plan up to date',
          ),
          YES_NO,
          {
            required: true,
          },
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'unsatisfactory_within_held',
      cmp('unsatisfactory', '<=', 'held'),
      ['unsatisfactory'],
      l(
        'Неудовлетворительных оценок не может быть больше, чем проведённых учений',
        'Қанағаттанарлықсыз бағалар өткізілген жаттығулардан көп бола алмайды',
        'Unsatisfactory ratings cannot exceed the drills held',
      ),
      { table: 'drills' },
    ),
    rule(
      'participants_when_held',
      cmp('participants', '>', 0),
      ['participants'],
      l(
        'Учения проведены: участников должно быть больше нуля',
        'Жаттығулар өткізілді: қатысушылар саны нөлден көп болуы керек',
        'Drills were held: participants must be above zero',
      ),
      { table: 'drills', when: cmp('held', '>', 0) },
    ),
    rule(
      'held_as_planned',
      cmp('held', '>=', 'planned'),
      ['held'],
      l(
        'Проведено меньше учений, чем запланировано',
        'Жоспарланғаннан аз жаттығу өткізілді',
        'Fewer drills held than planned',
      ),
      { table: 'drills', level: 'warning' },
    ),
  ],
};
