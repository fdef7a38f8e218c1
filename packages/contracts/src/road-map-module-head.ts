import type { TRecordModuleHead } from './record-module/define.ts';
import { ROAD_MAP_TEXTS } from './road-map-texts.ts';
import type { TRole } from './roles.ts';

/**
 * Who agrees a subsidiary's road map: the holding's HSE staff (and the administrator). Holding
 * alone: the same roles in a subsidiary write their own map but never agree it (decision 052).
 */
export const ROAD_MAP_AGREEING_ROLES = ['dotos', 'headdotos', 'admin'] as const satisfies readonly TRole[];

/** The road maps' head: what the web's shell reads before their pages load. */
export const ROAD_MAP_MODULE_HEAD = {
  key: 'road_maps',
  texts: ROAD_MAP_TEXTS,
  // Spec §2: road-map (list), road-map-create/:id (here: the subsidiary it is written for), road-map/:id.
  routes: { list: '/road-map', create: '/road-map-create', record: '/road-map/:id' },
} as const satisfies TRecordModuleHead;
