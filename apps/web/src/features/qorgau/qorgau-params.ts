import { type TVitalRule, VITAL_RULES } from '@hse/contracts/observations';
import {
  QORGAU_CATEGORIES,
  QORGAU_STATUSES,
  QORGAU_TYPES,
  type TQorgauCategory,
  type TQorgauStatus,
  type TQorgauType,
} from '@hse/contracts/qorgau';

/** The map's filters and view, as the address keeps them (shared links open the same map). */
export type TQorgauParams = {
  dateFrom: string | null;
  dateTo: string | null;
  organizationId: string | null;
  category: TQorgauCategory | null;
  vitalRule: TVitalRule | null;
  status: TQorgauStatus | null;
  type: TQorgauType | null;
  /** Centre and zoom: `lat,lng,zoom`. */
  view: { lat: number; lng: number; zoom: number } | null;
  page: number;
};

/** Western Kazakhstan, where the demo holding works. */
export const DEFAULT_VIEW = { lat: 46.3, lng: 52.6, zoom: 6 };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value && (list as readonly string[]).includes(value) ? (value as T) : null;

export function parseQorgauParams(search: URLSearchParams): TQorgauParams {
  const day = (key: string) => {
    const value = search.get(key);
    return value && DAY.test(value) ? value : null;
  };
  const [lat, lng, zoom] = (search.get('view') ?? '').split(',').map(Number);
  const view =
    Number.isFinite(lat) && Number.isFinite(lng) && Number.isFinite(zoom) && search.get('view')
      ? {
          lat: lat as number,
          lng: lng as number,
          zoom: Math.min(18, Math.max(2, Math.round(zoom as number))),
        }
      : null;
  const page = Number(search.get('page'));
  return {
    dateFrom: day('date_from'),
    dateTo: day('date_to'),
    organizationId: search.get('organization_id') || null,
    category: oneOf(QORGAU_CATEGORIES, search.get('category')),
    vitalRule: oneOf(VITAL_RULES, search.get('vital_rule')),
    status: oneOf(QORGAU_STATUSES, search.get('status')),
    type: oneOf(QORGAU_TYPES, search.get('observation_type')),
    view,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function serializeQorgauParams(params: TQorgauParams): URLSearchParams {
  const search = new URLSearchParams();
  const set = (key: string, value: string | null) => {
    if (value) search.set(key, value);
  };
  set('date_from', params.dateFrom);
  set('date_to', params.dateTo);
  set('organization_id', params.organizationId);
  set('category', params.category);
  set('vital_rule', params.vitalRule);
  set('status', params.status);
  set('observation_type', params.type);
  if (params.view)
    set('view', `${params.view.lat.toFixed(4)},${params.view.lng.toFixed(4)},${params.view.zoom}`);
  if (params.page > 1) set('page', String(params.page));
  return search;
}

/** What the API is asked, the same for the map, its list and the export. */
export type TQorgauFilterQuery = {
  date_from?: string;
  date_to?: string;
  organization_id?: string;
  category?: string;
  vital_rule?: string;
  status?: string;
  observation_type?: string;
};

export function toFilterQuery(params: TQorgauParams): TQorgauFilterQuery {
  return {
    date_from: params.dateFrom ?? undefined,
    date_to: params.dateTo ?? undefined,
    organization_id: params.organizationId ?? undefined,
    category: params.category ?? undefined,
    vital_rule: params.vitalRule ?? undefined,
    status: params.status ?? undefined,
    observation_type: params.type ?? undefined,
  };
}

/** How many filters are set (the view and page are not filters). */
export const activeFilters = (params: TQorgauParams) =>
  [
    params.dateFrom,
    params.dateTo,
    params.organizationId,
    params.category,
    params.vitalRule,
    params.status,
    params.type,
  ].filter(Boolean).length;
