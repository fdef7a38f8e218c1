import { QORGAU_MODULE } from '@hse/contracts/qorgau-module';
import {
  parseRecordListParams,
  serializeRecordListParams,
  type TRecordListParams,
} from '../../components/record-module/record-list-params';

/**
 * The map's filters as the manifest's list reads them from the address (`date_from`, `category`…),
 * with the map's view beside them (shared links open the same map).
 */
export type TQorgauParams = TRecordListParams & {
  /** Centre and zoom: `lat,lng,zoom`. */
  view: { lat: number; lng: number; zoom: number } | null;
};

/** Western Kazakhstan, where the demo holding works. */
export const DEFAULT_VIEW = { lat: 46.3, lng: 52.6, zoom: 6 };

export function parseQorgauParams(search: URLSearchParams): TQorgauParams {
  const [lat, lng, zoom] = (search.get('view') ?? '').split(',').map(Number);
  const view =
    Number.isFinite(lat) && Number.isFinite(lng) && Number.isFinite(zoom) && search.get('view')
      ? {
          lat: lat as number,
          lng: lng as number,
          zoom: Math.min(18, Math.max(2, Math.round(zoom as number))),
        }
      : null;
  return { ...parseRecordListParams(QORGAU_MODULE, search), view };
}

export function serializeQorgauParams(params: TQorgauParams): URLSearchParams {
  const search = serializeRecordListParams(params);
  if (params.view)
    search.set('view', `${params.view.lat.toFixed(4)},${params.view.lng.toFixed(4)},${params.view.zoom}`);
  return search;
}
