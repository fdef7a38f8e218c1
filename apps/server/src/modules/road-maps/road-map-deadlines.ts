import type { TLocalizedText } from '@hse/contracts/common';
import { ROAD_MAP_HEAD_TEXTS } from '@hse/contracts/road-map-module-head';
import { HSE_ROLES } from '@hse/contracts/roles';
import { type SQL, sql } from 'drizzle-orm';
import { roadMapItems, roadMaps } from '../../db/schema/index.ts';
import type { TDeadlineContext, TDeadlineItem, TDeadlineSource } from '../../platform/deadlines.ts';
import { localDay, shiftDay, startOfLocalDay } from '../../platform/working-days.ts';

/**
 * A road map item's deadline (`due_on`) as a deadline source (decisions 049, 052): while its map is
 * approved and the item is not 100 % done, the map's author and the HSE staff of its subsidiary are
 * reminded before it and told when it passed; after the grace period the holding's HSE staff (the
 * platform adds the HSE staff of the organization and those above it) hear of it. An item is met
 * when its percent reaches 100.
 */
export const ROAD_MAP_DEADLINE_SOURCE = 'road_maps.item_due';

type TItemRow = {
  id: string;
  road_map_id: string;
  number: string;
  name: string;
  organization_id: string;
  due_on: string | Date;
  author_id: string | null;
  staff_ids: string[] | null;
  done: boolean;
  updated_at: string | Date;
};

const dayOf = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** An item falls overdue at the first moment of the day after its due date. */
const dueMomentOf = (day: string, timeZone: string) =>
  startOfLocalDay(new Date(`${shiftDay(day, 1)}T12:00:00Z`), timeZone);

const HSE = `{${HSE_ROLES.join(',')}}`;

async function itemRows(db: TDeadlineContext['db'], where: SQL): Promise<TItemRow[]> {
  const i = roadMapItems;
  const m = roadMaps as unknown as Record<string, never>;
  const result = await db.execute(sql`
    select ${i.id} as id, ${i.roadMapId} as road_map_id, ${m.number} as number, ${i.name} as name,
      ${m.organizationId} as organization_id, ${i.dueOn} as due_on, ${m.createdBy} as author_id,
      (select array_agg(u.id) from users u
        where u.is_active and u.organization_id = ${m.organizationId} and u.roles && ${HSE}::text[]) as staff_ids,
      coalesce(${i.percent} >= 100, false) as done, ${i.updatedAt} as updated_at
    from ${roadMapItems} join ${roadMaps} on ${m.id} = ${i.roadMapId}
    where ${i.deletedAt} is null and ${m.deletedAt} is null and ${i.dueOn} is not null and ${where}`);
  // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
  return (result as unknown as { rows: TItemRow[] }).rows;
}

const titleOf = (row: TItemRow): TLocalizedText => {
  const name = ROAD_MAP_HEAD_TEXTS.titles.record;
  return {
    ru: `${name.ru} ${row.number}: ${row.name}`,
    kk: `${name.kk} ${row.number}: ${row.name}`,
    en: `${name.en} ${row.number}: ${row.name}`,
  };
};

export const ROAD_MAP_DEADLINES: TDeadlineSource = {
  key: ROAD_MAP_DEADLINE_SOURCE,
  async due(context, window) {
    const i = roadMapItems;
    const m = roadMaps as unknown as Record<string, never>;
    // Only an agreed map's items are due: a draft's dates are still being written.
    const rows = await itemRows(
      context.db,
      sql`${m.status} = 'approved' and (${i.percent} is null or ${i.percent} < 100)
        and ${i.dueOn} >= ${shiftDay(localDay(window.from, context.timeZone), -1)}
        and ${i.dueOn} <= ${localDay(window.to, context.timeZone)}`,
    );
    const items: TDeadlineItem[] = [];
    for (const row of rows) {
      const dueAt = dueMomentOf(dayOf(row.due_on), context.timeZone);
      if (dueAt < window.from || dueAt >= window.to) continue;
      items.push({
        id: row.id,
        entityType: 'road_map',
        entityId: row.road_map_id,
        title: titleOf(row),
        dueAt,
        organizationId: row.organization_id,
        responsibleIds: [...(row.author_id ? [row.author_id] : []), ...(row.staff_ids ?? [])],
        // The holding's HSE staff, who agreed the map, are among the staff over its organization.
        escalationIds: [],
        link: `/road-map/${row.road_map_id}`,
      });
    }
    return items;
  },
  async ofRecord(context, entityId) {
    const rows = await itemRows(context.db, sql`${roadMapItems.roadMapId} = ${entityId}`);
    return rows.map((row) => ({
      stage: row.id,
      title: titleOf(row),
      dueAt: dueMomentOf(dayOf(row.due_on), context.timeZone),
      doneAt: row.done ? new Date(row.updated_at) : null,
    }));
  },
};
