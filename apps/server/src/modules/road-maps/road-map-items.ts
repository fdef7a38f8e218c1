import {
  ROAD_MAP_CATEGORIES,
  ROAD_MAP_ITEM_FIELDS,
  ROAD_MAP_ITEMS,
  roadMapMissingKey,
  type TRoadMapFigures,
  type TRoadMapSummary,
  type TRoadMapTotals,
} from '@hse/contracts/road-maps';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { roadMapItems as items, roadMaps, type TAgreedFigures } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { TChildStore } from '../../platform/record-module/children.ts';
import type { TChildHooks } from '../../platform/record-module/children-routes.ts';

/** A map's items (spec §3) as child records of the map (decision 038). */
export const ITEMS_STORE: TChildStore = { child: ROAD_MAP_ITEMS, table: items, parentKey: 'roadMapId' };

const live = (roadMapId: string) => and(eq(items.roadMapId, roadMapId), isNull(items.deletedAt));
type TItemRow = typeof items.$inferSelect;

/** The live items of a map, in the order they were written. */
export const itemRows = (db: DbOrTx, roadMapId: string): Promise<TItemRow[]> =>
  db.select().from(items).where(live(roadMapId)).orderBy(asc(items.createdAt), asc(items.id));

/** Thousands of tenge to the tenge: sums of doubles rounded back to three decimals. */
const money = (value: number) => Math.round(value * 1000) / 1000;

/** An item's figures now. */
const figuresOf = (row: TItemRow): TRoadMapFigures => ({
  count: row.count,
  fact: row.fact,
  percent: row.percent,
  budget: row.budget ?? 0,
  needed_funding: row.neededFunding ?? 0,
});
/** The figures an item was approved with. */
const agreedOf = (agreed: TAgreedFigures): TRoadMapFigures => ({
  ...agreed,
  budget: agreed.budget ?? 0,
  needed_funding: agreed.needed_funding ?? 0,
});

/** The totals of some items' figures: money summed, the percent done their mean. */
export function totalsOf(figures: readonly TRoadMapFigures[]): TRoadMapTotals {
  const percents = figures.map((f) => f.percent).filter((p): p is number => p !== null);
  return {
    items: figures.length,
    budget: money(figures.reduce((sum, f) => sum + f.budget, 0)),
    needed_funding: money(figures.reduce((sum, f) => sum + f.needed_funding, 0)),
    percent: percents.length
      ? Math.round((percents.reduce((a, b) => a + b, 0) / percents.length) * 10) / 10
      : null,
  };
}

/**
 * The map's totals per category and in all, as they are now and, once approved, as agreed
 * (decision 052): what the record page, the PDF and the summary route show.
 */
export async function summaryOf(db: DbOrTx, map: { id: string; year: number; status: string }) {
  const rows = await itemRows(db, map.id);
  const agreed = map.status === 'approved';
  const categories = ROAD_MAP_CATEGORIES.flatMap((category) => {
    const own = rows.filter((row) => row.category === category);
    if (own.length === 0) return [];
    const frozen = own.map((row) => (row.agreed ? agreedOf(row.agreed) : null));
    return [
      {
        category,
        items: own.map((row, i) => ({
          id: row.id,
          event_number: row.eventNumber,
          name: row.name,
          unit: row.unit,
          actual: figuresOf(row),
          agreed: agreed ? (frozen[i] ?? null) : null,
        })),
        totals: totalsOf(own.map(figuresOf)),
        agreed_totals: agreed ? totalsOf(frozen.filter((f): f is TRoadMapFigures => f !== null)) : null,
      },
    ];
  });
  const frozen = rows.flatMap((row) => (row.agreed ? [agreedOf(row.agreed)] : []));
  return {
    year: map.year,
    agreed,
    categories,
    totals: totalsOf(rows.map(figuresOf)),
    agreed_totals: agreed ? totalsOf(frozen) : null,
  } satisfies TRoadMapSummary;
}

/** The map's computed columns follow its live items: their count, money and mean percent done. */
async function keepTotals(tx: DbOrTx, roadMapId: string) {
  const totals = totalsOf((await itemRows(tx, roadMapId)).map(figuresOf));
  await tx
    .update(roadMaps)
    .set({
      itemsCount: totals.items,
      budgetTotal: totals.budget,
      neededTotal: totals.needed_funding,
      progress: totals.percent,
    } as never)
    .where(eq(roadMaps.id, roadMapId));
}

export const ROAD_MAP_ITEM_HOOKS: TChildHooks = {
  changed: (tx, { parent }) => keepTotals(tx, parent.id),
};

const isEmpty = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/**
 * Spec §5: a map goes to agreement only with every field of every item filled, in every
 * category; the refusal names each item's empty fields (`items.<id>.<field>`) and the items.
 */
export async function checkItemsFilled(tx: DbOrTx, roadMapId: string) {
  const rows = await tx
    .select()
    .from(items)
    .where(live(roadMapId))
    .orderBy(asc(items.createdAt), asc(items.id));
  const errors: Record<string, ['validation.required']> = {};
  const named: string[] = [];
  rows.forEach((row, index) => {
    const values = row as unknown as Record<string, unknown>;
    const missing = ROAD_MAP_ITEM_FIELDS.filter((name) =>
      isEmpty(values[name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())]),
    );
    for (const name of missing) errors[roadMapMissingKey(row.id, name)] = ['validation.required'];
    if (missing.length) named.push(row.eventNumber?.trim() || `№ ${index + 1}`);
  });
  const count = Object.keys(errors).length;
  if (count > 0)
    throw new AppError(400, 'errors.road_map_incomplete', { count, items: named.join(', ') }, errors);
}

/** On approval each item keeps the figures it was agreed with beside those reported later. */
export async function freezeAgreed(tx: DbOrTx, roadMapId: string) {
  await tx
    .update(items)
    .set({
      agreed: sql`jsonb_build_object('count', ${items.count}, 'fact', ${items.fact}, 'percent', ${items.percent}, 'budget', ${items.budget}, 'needed_funding', ${items.neededFunding})`,
    })
    .where(live(roadMapId));
}
