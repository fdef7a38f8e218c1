import {
  MAP_POINTS_MAX,
  type TQorgauMap,
  ZQorgauMapSchema,
  ZQorgauSettingsSchema,
} from '@hse/contracts/qorgau';
import { ZQorgauMapQuerySchema } from '@hse/contracts/qorgau-module';
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import { organizations, qorgauCards } from '../../db/schema/index.ts';
import type { TTreeReader } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import type { TDeps } from '../../platform/deps.ts';
import type { ListFilter } from '../../platform/list-filter.ts';
import { recordTags } from '../../platform/period-tags.ts';
import { PUBLIC } from '../../platform/permissions.ts';
import { preparedOnce, unplanned } from '../../platform/prepared.ts';
import type { TModuleList } from '../../platform/record-module/module-list.ts';
import { listFilterOf } from '../../platform/record-module/module-list-routes.ts';
import { organizationNameIn } from '../../platform/record-names.ts';
import { RECORD_ERRORS } from '../../platform/record-routes.ts';

export const QORGAU_CACHE_TAG = 'qorgau:cards';

const t = qorgauCards;

/**
 * The map's answer for a box: the cards themselves while there are at most MAP_POINTS_MAX (the
 * web clusters them), else clusters of a grid about 64 screen pixels wide at this zoom, so that
 * neither the answer nor the page grows with the number of cards. The grid is counted first (one
 * pass over the box); the points are read only when they fit.
 *
 * Answers are kept in the read cache until a card is written: the map is public and much read,
 * and a box holds thousands of cards. The box is widened to whole grid cells first, so that
 * nearby views share an answer and the number of kept answers stays bounded.
 */
export async function mapOf(
  { db, cache }: TTreeReader,
  bbox: readonly [number, number, number, number],
  zoom: number,
  filterOf: (snapped: readonly [number, number, number, number]) => Promise<ListFilter>,
): Promise<TQorgauMap> {
  // A tile is 256 px and spans 360 / 2^zoom degrees of longitude.
  const cell = (360 / 2 ** zoom) * (64 / 256);
  const [west, south, east, north] = bbox;
  const snapped = [
    Math.max(-180, Math.floor(west / cell) * cell),
    Math.max(-90, Math.floor(south / cell) * cell),
    Math.min(180, Math.ceil(east / cell) * cell),
    Math.min(90, Math.ceil(north / cell) * cell),
  ] as const;
  const list = await filterOf(snapped);
  return cache.through(`qorgau-map:${zoom}:${list.key}`, recordTags(QORGAU_CACHE_TAG), async () => {
    const clusters = await preparedOnce(db, `qorgau-map-clusters:${list.shape}`, () =>
      unplanned(
        db
          .select({
            latitude: sql<number>`avg(${t.latitude})::float8`,
            longitude: sql<number>`avg(${t.longitude})::float8`,
            count: sql<number>`count(*)::int`,
          })
          .from(t)
          .where(list.where)
          .groupBy(
            sql`floor(${t.longitude} / ${sql.placeholder('cell')}::float8)`,
            sql`floor(${t.latitude} / ${sql.placeholder('cell')}::float8)`,
          ),
      ),
    ).execute({ ...list.values, cell });
    const total = clusters.reduce((sum, c) => sum + Number(c.count), 0);
    if (total > MAP_POINTS_MAX)
      return { total, points: [], clusters: clusters.map((c) => ({ ...c, count: Number(c.count) })) };
    const points = await preparedOnce(db, `qorgau-map-points:${list.shape}`, () =>
      unplanned(
        db
          .select({
            id: t.id,
            latitude: t.latitude,
            longitude: t.longitude,
            main_category: t.mainCategory,
            status: t.status,
          })
          .from(t)
          .where(list.where)
          .limit(sql.placeholder('limit')),
      ),
    ).execute({ ...list.values, limit: MAP_POINTS_MAX });
    return { total: points.length, points: points as TQorgauMap['points'], clusters: [] };
  });
}

/** The map's own routes, public like the cards: its box of points or clusters, and its settings. */
export function registerQorgauMap(app: TApp, deps: TDeps, list: TModuleList, tags: string[]) {
  const { db, config } = deps;
  app.get(
    '/api/qorgau/settings/',
    {
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary: 'The map’s tiles and the organizations’ sites',
        response: { 200: ZQorgauSettingsSchema },
      },
    },
    async (request) => {
      const lang = langOf(request);
      const o = organizations;
      const rows = await db
        .select({
          id: o.id,
          parentId: o.parentId,
          orgNameRu: o.nameRu,
          orgNameKk: o.nameKk,
          orgNameEn: o.nameEn,
          latitude: o.latitude,
          longitude: o.longitude,
        })
        .from(o)
        .where(and(isNull(o.deletedAt), isNotNull(o.latitude), isNotNull(o.longitude)));
      return {
        tile_url: config.MAP_TILE_URL === 'none' ? null : config.MAP_TILE_URL,
        attribution: config.MAP_TILE_ATTRIBUTION,
        file_max_bytes: config.PUBLIC_FILE_MAX_BYTES,
        sites: rows.map((r) => ({
          organization_id: r.id,
          parent_id: r.parentId,
          name: organizationNameIn(r, lang),
          latitude: r.latitude as number,
          longitude: r.longitude as number,
        })),
      };
    },
  );

  app.get(
    `${list.module.resource}/map/`,
    {
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary: 'The cards in a box of the map: points, or clusters when there are many',
        querystring: ZQorgauMapQuerySchema,
        response: { 200: ZQorgauMapSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const q = request.query;
      return mapOf(deps, q.bbox, q.zoom, (bbox) => listFilterOf(deps, list, request, { ...q, bbox }));
    },
  );
}
