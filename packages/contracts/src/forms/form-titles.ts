import type { TLocalizedText } from '../common.ts';

/**
 * The 26 forms' titles and periods only (version 1 of the catalogue, decision 074): what the
 * record pages, the list's filter, the export and the reference book name the forms by, without
 * the definitions' sections, tables and rules. `form-titles.test.ts` keeps it equal to the
 * catalogue.
 */
export const FORM_TITLES = {
  HSE_FRM_1: {
    period: 'month',
    title: {
      ru: 'Численность и отработанные часы',
      kk: 'Жұмыскерлер саны және жұмыс істелген сағаттар',
      en: 'Headcount and hours worked',
    },
  },
  HSE_FRM_2: {
    period: 'month',
    title: {
      ru: 'Производственный травматизм',
      kk: 'Өндірістік жарақаттану',
      en: 'Occupational injuries',
    },
  },
  HSE_FRM_3: {
    period: 'month',
    title: {
      ru: 'Дорожно-транспортные происшествия и пробег',
      kk: 'Жол-көлік оқиғалары және жүрген жол',
      en: 'Road traffic accidents and mileage',
    },
  },
  HSE_FRM_4: {
    period: 'month',
    title: {
      ru: 'Пожары и загорания',
      kk: 'Өрттер мен тұтанулар',
      en: 'Fires and ignitions',
    },
  },
  HSE_FRM_5: {
    period: 'month',
    title: {
      ru: 'Аварии и инциденты на опасных производственных объектах',
      kk: 'Қауіпті өндірістік объектілердегі авариялар мен инциденттер',
      en: 'Industrial accidents and incidents at hazardous facilities',
    },
  },
  HSE_FRM_6: {
    period: 'year',
    title: {
      ru: 'Профессиональные заболевания',
      kk: 'Кәсіптік аурулар',
      en: 'Occupational diseases',
    },
  },
  HSE_FRM_7: {
    period: 'month',
    title: {
      ru: 'Медицинская помощь и микротравмы',
      kk: 'Медициналық көмек және микрожарақаттар',
      en: 'Medical assistance and microtraumas',
    },
  },
  HSE_FRM_8: {
    period: 'month',
    title: {
      ru: 'Потенциально опасные происшествия',
      kk: 'Ықтимал қауіпті оқиғалар',
      en: 'Near misses',
    },
  },
  HSE_FRM_9: {
    period: 'month',
    title: {
      ru: 'Наблюдения за безопасным поведением (ПНБР)',
      kk: 'Қауіпсіз мінез-құлықты бақылау (ҚМБ)',
      en: 'Behavioural observations (PNBR)',
    },
  },
  HSE_FRM_10: {
    period: 'quarter',
    title: {
      ru: 'Обучение и инструктажи по ОТ, ПБ и ООС',
      kk: 'ЕҚ, ӨҚ және ҚОҚ бойынша оқыту және нұсқамалар',
      en: 'HSE training and briefings',
    },
  },
  HSE_FRM_11: {
    period: 'quarter',
    title: {
      ru: 'Средства индивидуальной защиты',
      kk: 'Жеке қорғану құралдары',
      en: 'Personal protective equipment',
    },
  },
  HSE_FRM_12: {
    period: 'quarter',
    title: {
      ru: 'Медицинские осмотры',
      kk: 'Медициналық тексерулер',
      en: 'Medical examinations',
    },
  },
  HSE_FRM_13: {
    period: 'quarter',
    title: {
      ru: 'Проверки производственного контроля',
      kk: 'Өндірістік бақылау тексерулері',
      en: 'Production control inspections',
    },
  },
  HSE_FRM_14: {
    period: 'month',
    title: {
      ru: 'Наряды-допуски',
      kk: 'Рұқсат-нарядтар',
      en: 'Permits to work',
    },
  },
  HSE_FRM_15: {
    period: 'quarter',
    title: {
      ru: 'Противоаварийные тренировки и гражданская оборона',
      kk: 'Авариялық жаттығулар және азаматтық қорғаныс',
      en: 'Emergency drills and civil defence',
    },
  },
  HSE_FRM_16: {
    period: 'quarter',
    title: {
      ru: 'Выбросы загрязняющих веществ в атмосферу',
      kk: 'Атмосфераға ластаушы заттардың шығарындылары',
      en: 'Air emissions',
    },
  },
  HSE_FRM_17: {
    period: 'quarter',
    title: {
      ru: 'Выбросы парниковых газов',
      kk: 'Парниктік газдар шығарындылары',
      en: 'Greenhouse gas emissions',
    },
  },
  HSE_FRM_18: {
    period: 'quarter',
    title: {
      ru: 'Водопотребление и водоотведение',
      kk: 'Су тұтыну және су бұру',
      en: 'Water use and discharge',
    },
  },
  HSE_FRM_19: {
    period: 'quarter',
    title: {
      ru: 'Отходы',
      kk: 'Қалдықтар',
      en: 'Waste',
    },
  },
  HSE_FRM_20: {
    period: 'month',
    title: {
      ru: 'Разливы и загрязнение земель',
      kk: 'Төгілулер және жердің ластануы',
      en: 'Spills and land contamination',
    },
  },
  HSE_FRM_21: {
    period: 'quarter',
    title: {
      ru: 'Экологические платежи и штрафы',
      kk: 'Экологиялық төлемдер мен айыппұлдар',
      en: 'Environmental payments and fines',
    },
  },
  HSE_FRM_22: {
    period: 'quarter',
    title: {
      ru: 'Затраты на ОТ, ПБ и ООС',
      kk: 'ЕҚ, ӨҚ және ҚОҚ шығындары',
      en: 'HSE expenditure',
    },
  },
  HSE_FRM_23: {
    period: 'quarter',
    title: {
      ru: 'Показатели подрядчиков в области ОТ, ПБ и ООС',
      kk: 'Мердігерлердің ЕҚ, ӨҚ және ҚОҚ көрсеткіштері',
      en: 'Contractor HSE performance',
    },
  },
  HSE_FRM_24: {
    period: 'quarter',
    title: {
      ru: 'Проверки государственных органов и предписания',
      kk: 'Мемлекеттік органдардың тексерулері және ұйғарымдар',
      en: 'Regulatory inspections and orders',
    },
  },
  HSE_FRM_25: {
    period: 'month',
    title: {
      ru: 'Нарушения золотых правил',
      kk: 'Алтын ережелерді бұзу',
      en: 'Golden rules violations',
    },
  },
  HSE_FRM_26: {
    period: 'quarter',
    title: {
      ru: 'Потребление энергетических ресурсов',
      kk: 'Энергетикалық ресурстарды тұтыну',
      en: 'Energy consumption',
    },
  },
} as const satisfies Record<string, { period: 'month' | 'quarter' | 'year'; title: TLocalizedText }>;

export type TFormTitleCode = keyof typeof FORM_TITLES;
