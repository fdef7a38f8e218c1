import type { TLanguage } from '../constants.ts';

/** Qorgau cards: the notifications about them and their vital-rule sub-categories. */
export const QORGAU_MESSAGES = {
  'notifications.qorgau_registered': {
    ru: 'Новая карточка Коргау {{number}}',
    kk: 'Жаңа Қорғау карточкасы {{number}}',
    en: 'New Qorgau card {{number}}',
  },
  'notifications.qorgau_assigned': {
    ru: 'Вам передана в работу карточка Коргау {{number}}',
    kk: 'Сізге Қорғау карточкасы {{number}} жұмысқа берілді',
    en: 'Qorgau card {{number}} has been assigned to you',
  },
  'notifications.qorgau_closed': {
    ru: 'Карточка Коргау {{number}} закрыта: {{comment}}',
    kk: 'Қорғау карточкасы {{number}} жабылды: {{comment}}',
    en: 'Qorgau card {{number}} has been closed: {{comment}}',
  },
  'errors.vital_subcategory_taken': {
    ru: 'У этой организации уже есть подкатегория с таким названием в этом правиле',
    kk: 'Бұл ұйымда осы ережеде осындай атаумен ішкі санат бар',
    en: 'This organization already has a sub-category of this name under this rule',
  },
  'errors.vital_subcategory_unknown': {
    ru: 'Выберите действующую подкатегорию выбранного правила, принятую в организации карточки',
    kk: 'Таңдалған ереженің карточка ұйымында қабылданған белсенді ішкі санатын таңдаңыз',
    en: 'Choose an active sub-category of the chosen rule that applies to the card’s organization',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
