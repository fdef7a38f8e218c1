import { MAP_POINTS_MAX, type TQorgauMap, type TQorgauStatus } from '@hse/contracts/qorgau';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, qorgauCards, users, vitalRuleSubcategories } from '../../db/schema/index.ts';
import type { TTreeReader } from '../../platform/access.ts';
import type { ListFilter } from '../../platform/list-filter.ts';
import { preparedOnce, unplanned } from '../../platform/prepared.ts';
import { recordNameColumns, type TRecordNames } from '../../platform/record-names.ts';
import type { TRecordRow } from '../../platform/records.ts';

export const QORGAU_ENTITY = 'qorgau_card';
export const QORGAU_CACHE_TAG = 'qorgau:cards';

const authors = alias(users, 'qorgau_authors');
const assignees = alias(users, 'qorgau_assignees');
const named = recordNameColumns(authors);

/** The card's sub-category names, kept on the card even after the sub-category is deleted. */
const subcategoryNames = {
  subcategoryNameRu: vitalRuleSubcategories.nameRu,
  subcategoryNameKk: vitalRuleSubcategories.nameKk,
  subcategoryNameEn: vitalRuleSubcategories.nameEn,
};
export type TSubcategoryNames = {
  subcategoryNameRu: string | null;
  subcategoryNameKk: string | null;
  subcategoryNameEn: string | null;
};
const joinSubcategory = eq(vitalRuleSubcategories.id, qorgauCards.vitalRuleSubcategoryId);

type TCardColumns = typeof qorgauCards.$inferSelect;

export type TQorgauPhoto = { id: string; name: string; has_thumbnail: boolean };

/** A card with the names and photos its answer shows. */
export type TQorgauRow = TRecordRow<TQorgauStatus> &
  TCardColumns &
  TRecordNames &
  TSubcategoryNames & {
    assigneeLastName: string | null;
    assigneeFirstName: string | null;
    assigneeMiddleName: string | null;
    photos: TQorgauPhoto[];
  };

/** The card's images, newest last, as one JSON array beside the row. */
const photosColumn = sql<TQorgauPhoto[]>`coalesce((
  select json_agg(json_build_object('id', f.id, 'name', f.name, 'has_thumbnail', f.thumbnail_key is not null)
    order by f.created_at, f.id)
  from record_files f
  where f.entity_type = ${QORGAU_ENTITY} and f.entity_id = ${qorgauCards.id}
    and f.deleted_at is null and f.mime like 'image/%'
), '[]'::json)`;

export async function findCard(db: DbOrTx, id: string, lock: boolean): Promise<TQorgauRow | undefined> {
  const query = db
    .select({
      ...getTableColumns(qorgauCards),
      ...named,
      assigneeLastName: assignees.lastName,
      assigneeFirstName: assignees.firstName,
      assigneeMiddleName: assignees.middleName,
      ...subcategoryNames,
      photos: photosColumn,
    })
    .from(qorgauCards)
    .innerJoin(organizations, eq(organizations.id, qorgauCards.organizationId))
    .leftJoin(authors, eq(authors.id, qorgauCards.createdBy))
    .leftJoin(assignees, eq(assignees.id, qorgauCards.assigneeId))
    .leftJoin(vitalRuleSubcategories, joinSubcategory)
    .where(and(eq(qorgauCards.id, id), isNull(qorgauCards.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: qorgauCards }) : await query;
  return row as TQorgauRow | undefined;
}

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
  return cache.through(`qorgau-map:${zoom}:${list.key}`, [QORGAU_CACHE_TAG], async () => {
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

/** A sub-category a card may name: what decides whether it applies to the card (undeleted only). */
export async function findSubcategoryOfCard(db: DbOrTx, id: string) {
  const t = vitalRuleSubcategories;
  const [row] = await db
    .select({ active: t.active, rule: t.rule, organizationId: t.organizationId })
    .from(t)
    .where(and(eq(t.id, id), isNull(t.deletedAt)))
    .limit(1);
  return row;
}
