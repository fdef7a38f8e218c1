import {
  cmp,
  computed,
  div,
  fixedTable,
  l,
  money,
  mul,
  number,
  remarks,
  rule,
  section,
  type TFormDefinitionInput,
  text,
  UNIT,
} from './parts.ts';

export const FORM_26: TFormDefinitionInput = {
  code: 'HSE_FRM_26',
  version: 1,
  title: l('Потребление энергетических ресурсов', 'Энергетикалық ресурстарды тұтыну', 'Energy consumption'),
  period: 'quarter',
  dueDays: 15,
  sections: [
    section('energy_section', l('Потребление по видам', 'Түрлері бойынша тұтыну', 'Consumption by type'), {
      tables: [
        fixedTable(
          'energy',
          l('Энергоресурс', 'Энергия ресурсы', 'Energy resource'),
          [
            ['electricity', l('Электроэнергия, МВт·ч', 'Электр энергиясы, МВт·сағ', 'Electricity, MWh')],
            ['heat', l('Тепловая энергия, Гкал', 'Жылу энергиясы, Гкал', 'Heat, Gcal')],
            ['natural_gas', l('Природный газ, тыс. м³', 'Табиғи газ, мың м³', 'Natural gas, thousand m³')],
            [
              'associated_gas',
              l(
                'Попутный газ на собственные нужды, тыс. м³',
                'Өз қажеттіліктеріне ілеспе газ, мың м³',
                'Associated gas for own use, thousand m³',
              ),
            ],
            ['diesel', l('Дизельное топливо, т', 'Дизель отыны, т', 'Diesel fuel, t')],
            ['gasoline', l('Автомобильный бензин, т', 'Автомобиль бензині, т', 'Motor gasoline, t')],
            ['fuel_oil', l('Топочный мазут, т', 'Отындық мазут, т', 'Fuel oil, t')],
            ['coal', l('Уголь, т', 'Көмір, т', 'Coal, t')],
          ],
          [
            number(
              'quantity',
              l(
                'Потреблено в натуральных единицах',
                'Табиғи бірліктерде тұтынылды',
                'Consumed, in natural units',
              ),
            ),
            number(
              'factor',
              l(
                'Коэффициент перевода в т у.т.',
                'Шартты отын тоннасына аудару коэффициенті',
                'Conversion factor to tce',
              ),
            ),
            computed(
              'tce',
              l('В условном топливе', 'Шартты отынмен', 'In coal equivalent'),
              mul('quantity', 'factor'),
              { unit: UNIT.tce, digits: 3 },
            ),
            money('cost', l('Затраты', 'Шығындар', 'Cost')),
          ],
        ),
      ],
    }),
    section('intensity_section', l('Энергоёмкость', 'Энергия сыйымдылығы', 'Energy intensity'), {
      fields: [
        text('output_unit', l('Единица продукции', 'Өнім бірлігі', 'Unit of output'), { max: 50 }),
        number('output', l('Объём продукции за квартал', 'Тоқсандағы өнім көлемі', 'Output in the quarter')),
        computed(
          'intensity',
          l(
            'Условного топлива на единицу продукции',
            'Өнім бірлігіне шартты отын',
            'Coal equivalent per unit of output',
          ),
          div('energy.tce', 'output'),
          { unit: UNIT.tce, digits: 4 },
        ),
      ],
    }),
    remarks(),
  ],
  rules: [
    rule(
      'factor_given',
      cmp('factor', '>', 0),
      ['factor'],
      l(
        'Указано потребление: коэффициент перевода в условное топливо должен быть больше нуля',
        'Тұтыну көрсетілген: шартты отынға аудару коэффициенті нөлден көп болуы керек',
        'Consumption is given: the conversion factor to coal equivalent must be above zero',
      ),
      { table: 'energy', when: cmp('quantity', '>', 0) },
    ),
    rule(
      'output_for_intensity',
      cmp('output', '>', 0),
      ['output'],
      l(
        'Объём продукции равен нулю: энергоёмкость не рассчитывается',
        'Өнім көлемі нөлге тең: энергия сыйымдылығы есептелмейді',
        'The output is zero: the energy intensity cannot be computed',
      ),
      { when: cmp('energy.tce', '>', 0), level: 'warning' },
    ),
  ],
};
