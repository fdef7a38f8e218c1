import { cmp, fixedTable, integer, l, remarks, rule, section, type TFormDefinitionInput } from './parts.ts';

export const FORM_8: TFormDefinitionInput = {
  code: 'HSE_FRM_8',
  version: 1,
  title: l('Потенциально опасные происшествия', 'Ықтимал қауіпті оқиғалар', 'Near misses'),
  period: 'month',
  dueDays: 5,
  sections: [
    section(
      'handling_section',
      l('Сообщения и расследование', 'Хабарламалар және тексеру', 'Reports and investigation'),
      {
        fields: [
          integer('reported', l('Поступило сообщений', 'Түскен хабарламалар', 'Near misses reported'), {
            required: true,
          }),
          integer('investigated', l('Расследовано', 'Тексерілді', 'Investigated')),
          integer('measures', l('Разработано мероприятий', 'Әзірленген іс-шаралар', 'Measures drawn up')),
          integer('measures_done', l('Выполнено мероприятий', 'Орындалған іс-шаралар', 'Measures done')),
        ],
      },
    ),
    section('category_section', l('По категориям', 'Санаттар бойынша', 'By category'), {
      tables: [
        fixedTable(
          'by_category',
          l('Категория опасности', 'Қауіп санаты', 'Hazard category'),
          [
            ['height', l('Падение с высоты', 'Биіктіктен құлау', 'Fall from height')],
            ['dropped', l('Падение предметов', 'Заттардың құлауы', 'Dropped objects')],
            ['vehicles', l('Транспорт и техника', 'Көлік және техника', 'Vehicles and mobile plant')],
            ['lifting', l('Грузоподъёмные операции', 'Жүк көтеру операциялары', 'Lifting operations')],
            [
              'energy',
              l(
                'Высвобождение энергии, электричество',
                'Энергияның босауы, электр тогы',
                'Energy release, electricity',
              ),
            ],
            ['fire', l('Возгорание, взрыв', 'Тұтану, жарылыс', 'Fire, explosion')],
            ['release', l('Утечка опасных веществ', 'Қауіпті заттардың ағуы', 'Loss of containment')],
            ['other', l('Прочие', 'Басқалары', 'Other')],
          ],
          [
            integer('reported', l('Сообщений', 'Хабарламалар', 'Reported')),
            integer(
              'high_potential',
              l('в т.ч. с высоким потенциалом', 'оның ішінде жоғары әлеуетті', 'of them high potential'),
            ),
          ],
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'investigated_within_reported',
      cmp('investigated', '<=', 'reported'),
      ['investigated'],
      l(
        'Расследовано больше, чем поступило сообщений',
        'Тексерілгендер түскен хабарламалардан көп',
        'More investigated than reported',
      ),
    ),
    rule(
      'done_within_measures',
      cmp('measures_done', '<=', 'measures'),
      ['measures_done'],
      l(
        'Выполнено больше мероприятий, чем разработано',
        'Орындалған іс-шаралар әзірленгендерден көп',
        'More measures done than drawn up',
      ),
    ),
    rule(
      'categories_match_reported',
      cmp('by_category.reported', '=', 'reported'),
      ['by_category'],
      l(
        'Сумма по категориям должна равняться числу поступивших сообщений',
        'Санаттар бойынша қосынды түскен хабарламалар санына тең болуы керек',
        'The categories must add up to the near misses reported',
      ),
    ),
    rule(
      'high_potential_within_reported',
      cmp('high_potential', '<=', 'reported'),
      ['high_potential'],
      l(
        'С высоким потенциалом не может быть больше, чем всех сообщений',
        'Жоғары әлеуеттілер барлық хабарламалардан көп бола алмайды',
        'High potential ones cannot exceed all reported',
      ),
      { table: 'by_category' },
    ),
  ],
};
