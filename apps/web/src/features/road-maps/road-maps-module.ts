import { ROAD_MAP_MODULE_HEAD } from '@hse/contracts/road-map-module-head';
import MapIcon from '@mui/icons-material/Map';
import MapOutlined from '@mui/icons-material/MapOutlined';
import { lazy } from 'react';
import type { TWebModule } from '../../app/web-module';
import { useRoadMapHistoryValue } from './road-map-history';

const RoadMapItemsPanel = lazy(() =>
  import('./road-map-items-panel').then(({ RoadMapItemsPanel }) => ({ default: RoadMapItemsPanel })),
);
const RoadMapSummary = lazy(() =>
  import('./road-map-summary').then(({ RoadMapSummary }) => ({ default: RoadMapSummary })),
);

/**
 * Road maps (spec §2 road-map, road-map-create/:id, road-map/:id; decision 052): the generic list
 * and record pages of their manifest, the record with its items and its totals by category,
 * agreed beside actual. `/road-map-create/:id` writes a new map for the subsidiary `:id`;
 * `/road-map-create` starts in the author's own organization.
 */
export const ROAD_MAPS_MODULE: TWebModule = {
  head: ROAD_MAP_MODULE_HEAD,
  manifest: () => import('@hse/contracts/road-maps').then((contracts) => contracts.ROAD_MAP_MODULE),
  menuGroup: 'events',
  icon: MapOutlined,
  activeIcon: MapIcon,
  home: { text: 'road_maps:home' },
  startInOwnOrganization: true,
  recordSlots: [RoadMapItemsPanel, RoadMapSummary],
  useHistoryValue: useRoadMapHistoryValue,
  routes: [
    {
      path: '/road-map-create/:id',
      page: 'edit',
      parent: { field: 'organization_id', href: '/road-map', label: 'road_maps:actions.back_to_list' },
    },
  ],
};
