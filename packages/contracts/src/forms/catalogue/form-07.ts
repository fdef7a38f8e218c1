import {
  add,
  cmp,
  computed,
  fixedTable,
  integer,
  l,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  UNIT,
} from './parts.ts';

export const FORM_7: TFormDefinitionInput = {
  code: 'HSE_FRM_7',
  version: 1,
  title: l(
    'Медицинская помощь и микротравмы',
    'Медициналық көмек және микрожарақаттар',
    'Medical assistance and microtraumas',
  ),
  period: 'month',
  dueDays: 5,
  sections: [
    section('causes_section', l('Случаи по причинам', 'Себептері бойынша жағдайлар', 'Cases by cause'), {
      tables: [
        fixedTable(
          'causes',
          l('Причина', 'Себебі', 'Cause'),
          [
            [
              'slips',
              l(
                'Падение на одном уровне, подскальзывание',
                'Бір деңгейде құлау, тайып кету',
                'Slips, trips and falls on the level',
              ),
            ],
            ['cuts', l('Порезы и уколы', 'Кесілу және шаншылу', 'Cuts and punctures')],
            ['struck', l('Удары предметами', 'Заттармен соғылу', 'Struck by objects')],
            ['burns', l('Ожоги', 'Күйіктер', 'Burns')],
            [
              'eye',
              l('Попадание инородного тела в глаз', 'Көзге бөгде заттың түсуі', 'Foreign body in the eye'),
            ],
            [
              'strain',
              l('Растяжения при подъёме тяжестей', 'Ауыр жүк көтергенде созылу', 'Strains from lifting'),
            ],
            [
              'bites',
              l('Укусы насекомых и животных', 'Жәндіктер мен жануарлардың шағуы', 'Insect and animal bites'),
            ],
            ['other', l('Прочие причины', 'Басқа себептер', 'Other causes')],
          ],
          [
            integer('first_aid', l('Первая помощь', 'Алғашқы көмек', 'First aid'), { unit: UNIT.people }),
            integer('medical', l('Медицинская помощь', 'Медициналық көмек', 'Medical treatment'), {
              unit: UNIT.people,
            }),
            computed(
              'cases',
              l('Всего случаев', 'Барлық жағдайлар', 'All cases'),
              add('first_aid', 'medical'),
              { unit: UNIT.people },
            ),
            integer(
              'contractors',
              l(
                'в т.ч. работники подрядчиков',
                'оның ішінде мердігерлердің қызметкерлері',
                'of them contractors’ workers',
              ),
              {
                unit: UNIT.people,
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
      'contractors_within_cases',
      cmp('contractors', '<=', add('first_aid', 'medical')),
      ['contractors'],
      l(
        'Работников подрядчиков не может быть больше, чем всех случаев',
        'Мердігерлердің қызметкерлері барлық жағдайлардан көп бола алмайды',
        'Contractors’ workers cannot exceed all cases',
      ),
      { table: 'causes' },
    ),
  ],
};
