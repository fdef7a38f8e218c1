import { ROAD_MAP_MODULE, type TRoadMapStatus } from '@hse/contracts/road-maps';
import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordModuleTable } from './record-module-table.ts';

/**
 * Road maps (issue 14 §2): one row per subsidiary's map of a year, its columns derived from the
 * manifest; one live map per organization and year.
 */
export const roadMaps = recordModuleTable<TRoadMapStatus>('road_maps', ROAD_MAP_MODULE, {}, (t, live) => [
  uniqueIndex('road_maps_org_year_key').on(t.organizationId!, t.year!).where(live),
]);

/** The figures an item was approved with (decision 052), kept beside the ones reported since. */
export type TAgreedFigures = {
  count: number | null;
  fact: number | null;
  percent: number | null;
  budget: number | null;
  needed_funding: number | null;
};

/**
 * A map's items (spec §3 Roadmap item), child records of the map (decision 038): the plan, the
 * progress reported through the year, and what was agreed, frozen when the map is approved.
 */
export const roadMapItems = pgTable(
  'road_map_items',
  {
    id: uuid('id').primaryKey(),
    roadMapId: uuid('road_map_id')
      .notNull()
      .references(() => roadMaps.id),
    category: text('category').notNull(),
    eventNumber: text('event_number'),
    workType: text('work_type'),
    name: text('name').notNull(),
    responsible: text('responsible'),
    finishForm: text('finish_form'),
    count: doublePrecision('count'),
    unit: text('unit'),
    budget: doublePrecision('budget'),
    neededFunding: doublePrecision('needed_funding'),
    risk: text('risk'),
    dueOn: date('due_on', { mode: 'string' }),
    fact: doublePrecision('fact'),
    percent: doublePrecision('percent'),
    comment: text('comment'),
    agreed: jsonb('agreed').$type<TAgreedFigures>(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('road_map_items_map_idx').on(t.roadMapId, t.createdAt).where(sql`${t.deletedAt} is null`)],
);
