import {
  cmp,
  computed,
  fixedTable,
  l,
  money,
  percentOf,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  UNIT,
} from './parts.ts';

export const FORM_22: TFormDefinitionInput = {
  code: 'HSE_FRM_22',
  version: 1,
  title: l('Затраты на ОТ, ПБ и ООС', 'ЕҚ, ӨҚ және ҚОҚ шығындары', 'HSE expenditure'),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('articles_section', l('Затраты по статьям', 'Баптар бойынша шығындар', 'Spending by article'), {
      tables: [
        fixedTable(
          'articles',
          l('Статья затрат', 'Шығын бабы', 'Article'),
          [
            [
              'ppe',
              l('Средства индивидуальной защиты', 'Жеке қорғану құралдары', 'Personal protective equipment'),
            ],
            ['training', l('Обучение и аттестация', 'Оқыту және аттестаттау', 'Training and certification')],
            ['medical', l('Медицинские осмотры', 'Медициналық тексерулер', 'Medical examinations')],
            [
              'conditions',
              l('Улучшение условий труда', 'Еңбек жағдайларын жақсарту', 'Improving working conditions'),
            ],
            [
              'industrial',
              l(
                'Промышленная безопасность: экспертизы и диагностика',
                'Өнеркәсіптік қауіпсіздік: сараптама және диагностика',
                'Industrial safety: expert reviews and diagnostics',
              ),
            ],
            ['fire', l('Пожарная безопасность', 'Өрт қауіпсіздігі', 'Fire safety')],
            [
              'environment',
              l('Охрана окружающей среды', 'Қоршаған ортаны қорғау', 'Environmental protection'),
            ],
            ['insurance', l('Страхование работников', 'Жұмыскерлерді сақтандыру', 'Workers’ insurance')],
            ['other', l('Прочие затраты', 'Басқа шығындар', 'Other spending')],
          ],
          [
            money('plan_year', l('План на год', 'Жылдық жоспар', 'Annual plan'), { aggregate: 'last' }),
            money('plan_quarter', l('План на квартал', 'Тоқсандық жоспар', 'Plan for the quarter')),
            money('actual', l('Факт за квартал', 'Тоқсандағы нақты', 'Actual for the quarter')),
            money(
              'actual_ytd',
              l('Факт с начала года', 'Жыл басынан бергі нақты', 'Actual since the year’s start'),
              { aggregate: 'last' },
            ),
            computed(
              'execution',
              l('Исполнение годового плана', 'Жылдық жоспардың орындалуы', 'Annual plan executed'),
              percentOf('actual_ytd', 'plan_year'),
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
      'quarter_plan_within_year',
      cmp('plan_quarter', '<=', 'plan_year'),
      ['plan_quarter'],
      l(
        'План на квартал не может быть больше плана на год',
        'Тоқсандық жоспар жылдық жоспардан көп бола алмайды',
        'The quarter’s plan cannot exceed the annual plan',
      ),
      { table: 'articles' },
    ),
    rule(
      'quarter_within_ytd',
      cmp('actual', '<=', 'actual_ytd'),
      ['actual_ytd'],
      l(
        'Факт с начала года включает факт квартала и не может быть меньше его',
        'Жыл басынан бергі нақты тоқсандағы нақтыны қамтиды және одан аз бола алмайды',
        'The year-to-date actual includes the quarter’s and cannot be less',
      ),
      { table: 'articles' },
    ),
    rule(
      'within_annual_plan',
      cmp('actual_ytd', '<=', 'plan_year'),
      ['actual_ytd'],
      l(
        'Затраты с начала года превысили годовой план',
        'Жыл басынан бергі шығындар жылдық жоспардан асып кетті',
        'Spending since the year’s start is above the annual plan',
      ),
      { table: 'articles', level: 'warning' },
    ),
  ],
};
