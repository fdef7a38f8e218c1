import type { TTextTree } from './texts.ts';

/**
 * The vital (golden) rules by name, in ru, kk and en: a PNBR observation's checklist and a Qorgau
 * card's rule both read them, so a card's page loads these alone, not every observation's words.
 */
export const VITAL_RULE_TEXTS = {
  bypassing_safety_controls: {
    ru: 'Обход средств защиты',
    kk: 'Қорғаныс құралдарын айналып өту',
    en: 'Bypassing safety controls',
  },
  confined_space: {
    ru: 'Работы в замкнутых пространствах',
    kk: 'Тұйық кеңістіктердегі жұмыстар',
    en: 'Confined space',
  },
  driving: { ru: 'Вождение', kk: 'Көлік жүргізу', en: 'Driving' },
  energy_isolation: {
    ru: 'Изоляция источников энергии',
    kk: 'Энергия көздерін оқшаулау',
    en: 'Energy isolation',
  },
  hot_work: { ru: 'Огневые работы', kk: 'Отпен жұмыстар', en: 'Hot work' },
  line_of_fire: { ru: 'Линия огня', kk: 'Қауіпті аймақ', en: 'Line of fire' },
  safe_mechanical_lifting: {
    ru: 'Безопасные грузоподъёмные работы',
    kk: 'Қауіпсіз жүк көтеру жұмыстары',
    en: 'Safe mechanical lifting',
  },
  work_authorization: { ru: 'Допуск к работам', kk: 'Жұмысқа рұқсат', en: 'Work authorization' },
  working_at_height: { ru: 'Работы на высоте', kk: 'Биіктіктегі жұмыстар', en: 'Working at height' },
} as const satisfies TTextTree;
