import {
  add,
  cmp,
  computed,
  fixedTable,
  l,
  number,
  percentOf,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  UNIT,
} from './parts.ts';

export const FORM_18: TFormDefinitionInput = {
  code: 'HSE_FRM_18',
  version: 1,
  title: l('Водопотребление и водоотведение', 'Су тұтыну және су бұру', 'Water use and discharge'),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('intake_section', l('Забор воды', 'Су алу', 'Water intake'), {
      tables: [
        fixedTable(
          'intake',
          l('Источник воды', 'Су көзі', 'Water source'),
          [
            ['surface', l('Поверхностные водные объекты', 'Жерүсті су объектілері', 'Surface water')],
            ['underground', l('Подземные воды', 'Жерасты сулары', 'Groundwater')],
            ['sea', l('Морская вода', 'Теңіз суы', 'Seawater')],
            ['municipal', l('Коммунальный водопровод', 'Коммуналдық су құбыры', 'Municipal supply')],
          ],
          [
            number(
              'limit',
              l(
                'Лимит водопользования на квартал',
                'Тоқсанға су пайдалану лимиті',
                'Water use limit for the quarter',
              ),
              { unit: UNIT.m3 },
            ),
            number('withdrawn', l('Забрано', 'Алынды', 'Withdrawn'), { unit: UNIT.m3 }),
          ],
        ),
      ],
    }),
    section('discharge_section', l('Отведение воды', 'Су бұру', 'Water discharge'), {
      tables: [
        fixedTable(
          'discharge',
          l('Приёмник сточных вод', 'Ағынды сулардың қабылдағышы', 'Receiving body'),
          [
            ['surface', l('В поверхностные водные объекты', 'Жерүсті су объектілеріне', 'To surface water')],
            ['ponds', l('В накопители-испарители', 'Жинақтауыш-буландырғыштарға', 'To evaporation ponds')],
            ['sewer', l('В городскую канализацию', 'Қалалық кәріз жүйесіне', 'To municipal sewers')],
            ['injection', l('Закачка в пласт', 'Қабатқа айдау', 'Injected into formations')],
          ],
          [
            number('discharged', l('Отведено', 'Ағызылды', 'Discharged'), { unit: UNIT.m3 }),
            number(
              'treated',
              l(
                'в т.ч. нормативно очищенных',
                'оның ішінде нормативтік тазартылған',
                'of it treated to standard',
              ),
              {
                unit: UNIT.m3,
              },
            ),
          ],
        ),
      ],
    }),
    section('reuse_section', l('Повторное использование', 'Қайта пайдалану', 'Reuse'), {
      fields: [
        number(
          'reused',
          l(
            'Повторно и оборотно использовано',
            'Қайталама және айналымда пайдаланылды',
            'Reused and recycled',
          ),
          { unit: UNIT.m3 },
        ),
        computed(
          'reuse_share',
          l('Доля повторного использования', 'Қайта пайдалану үлесі', 'Share reused'),
          percentOf('reused', add('intake.withdrawn', 'reused')),
          {
            unit: UNIT.percent,
            digits: 1,
          },
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'treated_within_discharged',
      cmp('treated', '<=', 'discharged'),
      ['treated'],
      l(
        'Очищенных вод не может быть больше, чем отведённых',
        'Тазартылған су ағызылған судан көп бола алмайды',
        'Treated water cannot exceed the water discharged',
      ),
      { table: 'discharge' },
    ),
    rule(
      'within_limit',
      cmp('withdrawn', '<=', 'limit'),
      ['withdrawn'],
      l(
        'Забрано больше лимита водопользования',
        'Су пайдалану лимитінен көп су алынды',
        'More water withdrawn than the limit allows',
      ),
      { table: 'intake', level: 'warning' },
    ),
  ],
};
