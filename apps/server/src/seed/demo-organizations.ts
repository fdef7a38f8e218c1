/** The fictional holding of domain.md §6: three subsidiaries with their divisions. */
export const DEMO_HOLDING = {
  ru: 'АО «Демо Ойл энд Газ»',
  kk: '«Демо Ойл энд Газ» АҚ',
  en: 'Demo Oil & Gas JSC',
  short: 'DOG',
};

export const DEMO_SUBSIDIARIES = [
  {
    ru: 'ТОО «Демо Добыча»',
    kk: '«Демо Өндіру» ЖШС',
    en: 'Demo Production LLP',
    short: 'DOG-P',
    divisions: [
      {
        ru: 'Нефтегазодобывающее управление №1',
        kk: '№1 мұнай-газ өндіру басқармасы',
        en: 'Oil and Gas Production Unit 1',
      },
      {
        ru: 'Нефтегазодобывающее управление №2',
        kk: '№2 мұнай-газ өндіру басқармасы',
        en: 'Oil and Gas Production Unit 2',
      },
      { ru: 'Управление подготовки нефти', kk: 'Мұнай дайындау басқармасы', en: 'Oil Treatment Unit' },
      {
        ru: 'Служба капитального ремонта скважин',
        kk: 'Ұңғымаларды күрделі жөндеу қызметі',
        en: 'Well Workover Service',
      },
    ],
  },
  {
    ru: 'ТОО «Демо Переработка»',
    kk: '«Демо Өңдеу» ЖШС',
    en: 'Demo Refining LLP',
    short: 'DOG-R',
    divisions: [
      { ru: 'Цех первичной переработки', kk: 'Бастапқы өңдеу цехы', en: 'Primary Processing Shop' },
      { ru: 'Цех каталитического крекинга', kk: 'Каталитикалық крекинг цехы', en: 'Catalytic Cracking Shop' },
      { ru: 'Товарно-сырьевой цех', kk: 'Тауар-шикізат цехы', en: 'Tank Farm Shop' },
    ],
  },
  {
    ru: 'АО «Демо Транспорт»',
    kk: '«Демо Транспорт» АҚ',
    en: 'Demo Transport JSC',
    short: 'DOG-T',
    divisions: [
      { ru: 'Западный филиал трубопроводов', kk: 'Құбырлардың Батыс филиалы', en: 'Western Pipeline Branch' },
      {
        ru: 'Восточный филиал трубопроводов',
        kk: 'Құбырлардың Шығыс филиалы',
        en: 'Eastern Pipeline Branch',
      },
      { ru: 'Автотранспортное управление', kk: 'Автокөлік басқармасы', en: 'Motor Transport Unit' },
    ],
  },
] as const;

export const DEMO_PASSWORD = 'Demo1234!';
