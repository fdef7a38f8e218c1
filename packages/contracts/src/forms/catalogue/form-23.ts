import {
  cmp,
  computed,
  div,
  freeTable,
  integer,
  l,
  mul,
  number,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  text,
  UNIT,
} from './parts.ts';

export const FORM_23: TFormDefinitionInput = {
  code: 'HSE_FRM_23',
  version: 1,
  title: l(
    'Показатели подрядчиков в области ОТ, ПБ и ООС',
    'Мердігерлердің ЕҚ, ӨҚ және ҚОҚ көрсеткіштері',
    'Contractor HSE performance',
  ),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('contractors_section', l('Подрядные организации', 'Мердігер ұйымдар', 'Contractors'), {
      tables: [
        freeTable('contractors', l('Подрядчики', 'Мердігерлер', 'Contractors'), 300, [
          text('name', l('Подрядная организация', 'Мердігер ұйым', 'Contractor'), {
            required: true,
            max: 300,
          }),
          text('bin', l('БИН', 'БСН', 'BIN'), { max: 12 }),
          integer('workers', l('Численность персонала', 'Персонал саны', 'Workers'), { unit: UNIT.people }),
          number('hours', l('Отработанные человеко-часы', 'Жұмыс істелген адам-сағаттар', 'Hours worked'), {
            unit: UNIT.hours,
          }),
          integer('incidents', l('Происшествий', 'Оқиғалар', 'Incidents')),
          integer('injured', l('Пострадавших', 'Зардап шеккендер', 'Injured'), { unit: UNIT.people }),
          integer(
            'lost_time',
            l(
              'в т.ч. с потерей рабочего времени',
              'оның ішінде жұмыс уақытын жоғалтумен',
              'of them lost time injuries',
            ),
            {
              unit: UNIT.people,
            },
          ),
          integer('audits', l('Проведено аудитов', 'Жүргізілген аудиттер', 'Audits held')),
          integer(
            'findings',
            l('Выявлено несоответствий', 'Анықталған сәйкессіздіктер', 'Nonconformities found'),
          ),
          computed(
            'ltif',
            l('Коэффициент LTIF', 'LTIF коэффициенті', 'LTIF'),
            div(mul('lost_time', 1_000_000), 'hours'),
            { digits: 2 },
          ),
        ]),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'lost_time_within_injured',
      cmp('lost_time', '<=', 'injured'),
      ['lost_time'],
      l(
        'Травм с потерей времени не может быть больше, чем пострадавших',
        'Уақыт жоғалтумен жарақаттар зардап шеккендерден көп бола алмайды',
        'Lost time injuries cannot exceed the injured',
      ),
      { table: 'contractors' },
    ),
    rule(
      'hours_with_workers',
      cmp('hours', '>', 0),
      ['hours'],
      l(
        'Есть персонал: отработанные часы должны быть больше нуля',
        'Персонал бар: жұмыс істелген сағаттар нөлден көп болуы керек',
        'There are workers: hours worked must be above zero',
      ),
      { table: 'contractors', when: cmp('workers', '>', 0) },
    ),
    rule(
      'hours_within_quarter',
      cmp('hours', '<=', mul('workers', 2208)),
      ['hours'],
      l(
        'Часов больше, чем есть в квартале: не более 2 208 ч на человека',
        'Сағаттар тоқсандағы сағаттан көп: бір адамға 2 208 сағаттан аспауы керек',
        'More hours than the quarter has: at most 2,208 h per person',
      ),
      { table: 'contractors' },
    ),
  ],
};
