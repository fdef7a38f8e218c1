import type { TRecordModuleHead } from './record-module/define.ts';
import type { TRole } from './roles.ts';
import type { TTextTree } from './texts.ts';

/** What the web's shell shows before the module's pages load: its home card and titles. */
export const ROAD_MAP_HEAD_TEXTS = {
  home: {
    ru: 'Дорожные карты дочерних организаций по ОТ, ПБ и ООС на год: мероприятия, бюджет и ход выполнения',
    kk: 'Еншілес ұйымдардың ЕҚ, ӨҚ және ҚОҚ бойынша жылдық жол карталары: іс-шаралар, бюджет және орындалу барысы',
    en: 'Subsidiaries’ yearly HSE road maps: measures, budget and progress',
  },
  titles: {
    list: { ru: 'Дорожная карта', kk: 'Жол картасы', en: 'Road map' },
    create: { ru: 'Новая дорожная карта', kk: 'Жаңа жол картасы', en: 'New road map' },
    record: { ru: 'Дорожная карта', kk: 'Жол картасы', en: 'Road map' },
  },
} as const satisfies TTextTree;

/**
 * Who agrees a subsidiary's road map: the holding's HSE staff (and the administrator). Holding
 * alone: the same roles in a subsidiary write their own map but never agree it (decision 052).
 */
export const ROAD_MAP_AGREEING_ROLES = ['dotos', 'headdotos', 'admin'] as const satisfies readonly TRole[];

/** The road maps' head: what the web's shell reads before their pages load. */
export const ROAD_MAP_MODULE_HEAD = {
  key: 'road_maps',
  texts: ROAD_MAP_HEAD_TEXTS,
  // Spec §2: road-map (list), road-map-create/:id (here: the subsidiary it is written for), road-map/:id.
  routes: { list: '/road-map', create: '/road-map-create', record: '/road-map/:id' },
} as const satisfies TRecordModuleHead;
