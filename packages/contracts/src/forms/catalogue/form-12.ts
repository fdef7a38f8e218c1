import {
  cmp,
  computed,
  fixedTable,
  integer,
  l,
  percentOf,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  UNIT,
} from './parts.ts';

export const FORM_12: TFormDefinitionInput = {
  code: 'HSE_FRM_12',
  version: 1,
  title: l('Медицинские осмотры', 'Медициналық тексерулер', 'Medical examinations'),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('exams_section', l('Осмотры по видам', 'Тексерулер түрлері бойынша', 'Examinations by type'), {
      tables: [
        fixedTable(
          'exams',
          l('Вид осмотра', 'Тексеру түрі', 'Type of examination'),
          [
            [
              'pre_shift',
              l(
                'Предсменные и предрейсовые',
                'Ауысым алдындағы және рейс алдындағы',
                'Pre-shift and pre-trip',
              ),
            ],
            ['periodic', l('Периодические', 'Мерзімдік', 'Periodic')],
            [
              'pre_employment',
              l(
                'Предварительные при приёме на работу',
                'Жұмысқа қабылдау кезіндегі алдын ала',
                'Pre-employment',
              ),
            ],
          ],
          [
            integer('due', l('Подлежало осмотру', 'Тексерілуге тиіс', 'Due'), { unit: UNIT.people }),
            integer('examined', l('Осмотрено', 'Тексерілді', 'Examined'), { unit: UNIT.people }),
            integer('unfit', l('Признано негодными', 'Жарамсыз деп танылды', 'Found unfit'), {
              unit: UNIT.people,
            }),
            integer(
              'intoxicated',
              l('в т.ч. в состоянии опьянения', 'оның ішінде мас күйде', 'of them intoxicated'),
              {
                unit: UNIT.people,
              },
            ),
            computed(
              'coverage',
              l('Охват осмотрами', 'Тексерумен қамту', 'Coverage'),
              percentOf('examined', 'due'),
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
      'unfit_within_examined',
      cmp('unfit', '<=', 'examined'),
      ['unfit'],
      l(
        'Негодных не может быть больше, чем осмотренных',
        'Жарамсыздар тексерілгендерден көп бола алмайды',
        'Unfit cannot exceed those examined',
      ),
      { table: 'exams' },
    ),
    rule(
      'intoxicated_within_unfit',
      cmp('intoxicated', '<=', 'unfit'),
      ['intoxicated'],
      l(
        'Работник в состоянии опьянения не допускается к работе: учтите его среди негодных',
        'Мас күйдегі жұмыскер жұмысқа жіберілмейді: оны жарамсыздар қатарына қосыңыз',
        'An intoxicated worker is not let to work: count them among the unfit',
      ),
      { table: 'exams' },
    ),
  ],
};
