/**
 * The fictional holding of domain.md §6: three subsidiaries with their divisions. `site` is a
 * fictional main site in western Kazakhstan (latitude, longitude), where the Qorgau map shows it.
 */
export const DEMO_HOLDING = {
  ru: 'АО «Демо Ойл энд Газ»',
  kk: '«Демо Ойл энд Газ» АҚ',
  en: 'Demo Oil & Gas JSC',
  short: 'DOG',
  site: [47.112, 51.918],
} as const;

export const DEMO_SUBSIDIARIES = [
  {
    ru: 'ТОО «Демо Добыча»',
    kk: '«Демо Өндіру» ЖШС',
    en: 'Demo Production LLP',
    short: 'DOG-P',
    site: [46.962, 53.996],
    divisions: [
      {
        ru: 'Нефтегазодобывающее управление №1',
        kk: '№1 мұнай-газ өндіру басқармасы',
        en: 'Oil and Gas Production Unit 1',
        site: [46.812, 53.624],
      },
      {
        ru: 'Нефтегазодобывающее управление №2',
        kk: '№2 мұнай-газ өндіру басқармасы',
        en: 'Oil and Gas Production Unit 2',
        site: [47.241, 53.213],
      },
      {
        ru: 'Управление подготовки нефти',
        kk: 'Мұнай дайындау басқармасы',
        en: 'Oil Treatment Unit',
        site: [47.006, 52.618],
      },
      {
        ru: 'Служба капитального ремонта скважин',
        kk: 'Ұңғымаларды күрделі жөндеу қызметі',
        en: 'Well Workover Service',
        site: [46.611, 54.287],
      },
    ],
  },
  {
    ru: 'ТОО «Демо Переработка»',
    kk: '«Демо Өңдеу» ЖШС',
    en: 'Demo Refining LLP',
    short: 'DOG-R',
    site: [47.081, 51.951],
    divisions: [
      {
        ru: 'Цех первичной переработки',
        kk: 'Бастапқы өңдеу цехы',
        en: 'Primary Processing Shop',
        site: [47.064, 51.982],
      },
      {
        ru: 'Цех каталитического крекинга',
        kk: 'Каталитикалық крекинг цехы',
        en: 'Catalytic Cracking Shop',
        site: [47.093, 51.997],
      },
      { ru: 'Товарно-сырьевой цех', kk: 'Тауар-шикізат цехы', en: 'Tank Farm Shop', site: [47.052, 51.931] },
    ],
  },
  {
    ru: 'АО «Демо Транспорт»',
    kk: '«Демо Транспорт» АҚ',
    en: 'Demo Transport JSC',
    short: 'DOG-T',
    site: [43.652, 51.197],
    divisions: [
      {
        ru: 'Западный филиал трубопроводов',
        kk: 'Құбырлардың Батыс филиалы',
        en: 'Western Pipeline Branch',
        site: [44.206, 51.512],
      },
      {
        ru: 'Восточный филиал трубопроводов',
        kk: 'Құбырлардың Шығыс филиалы',
        en: 'Eastern Pipeline Branch',
        site: [45.812, 53.471],
      },
      {
        ru: 'Автотранспортное управление',
        kk: 'Автокөлік басқармасы',
        en: 'Motor Transport Unit',
        site: [43.664, 51.172],
      },
    ],
  },
] as const;

export const DEMO_PASSWORD = 'Demo1234!';
