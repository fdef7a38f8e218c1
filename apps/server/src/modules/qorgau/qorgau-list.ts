import { QORGAU_LIST_PARAMS } from '@hse/contracts/qorgau';
import { QORGAU_MODULE } from '@hse/contracts/qorgau-module';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qorgauCards } from '../../db/schema/index.ts';
import { moduleListOf, type TRecordModuleHooks } from '../../platform/record-module/register.ts';
import { QORGAU_CACHE_TAG } from './qorgau-repository.ts';

/** Matches nobody: "mine" for a guest. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** What cards add to their manifest for the list, its export and the map. */
export const QORGAU_HOOKS: TRecordModuleHooks = {
  cacheTag: QORGAU_CACHE_TAG,
  // Rejected cards are not reports: they stay with the staff.
  guestWhere: (list, table) => list.add('public', sql`${table.status} <> 'rejected'`),
  listParams: {
    shape: QORGAU_LIST_PARAMS,
    apply(list, query, caller, table) {
      // "Mine" means the signed-in filer's own cards; for a guest it matches none.
      if (query.mine === true)
        list.add('mine', sql`${table.createdBy} = ${sql.placeholder('mine')}`, caller?.id ?? NOBODY);
      const bbox = query.bbox as readonly number[] | undefined;
      if (!bbox) return;
      // The same expression as the GiST index qorgau_cards_place_time_idx: the box is an index search.
      const at = (i: number) => sql`(${sql.placeholder('bbox')}::float8[])[${sql.raw(String(i))}]`;
      const t = table as typeof qorgauCards;
      list.add(
        'bbox',
        sql`point(${t.longitude}, ${t.latitude}) <@ box(point(${at(1)}, ${at(2)}), point(${at(3)}, ${at(4)}))`,
        [...bbox],
      );
    },
  },
  references: {
    // The card keeps its sub-category's names even after the sub-category is deleted.
    vital_rule_subcategory_id: (id: PgColumn) =>
      sql`(select jsonb_build_object('ru', s.name_ru, 'kk', s.name_kk, 'en', s.name_en) from vital_rule_subcategories s where s.id = ${id})`,
  },
};

export const QORGAU_LIST = moduleListOf(QORGAU_MODULE, qorgauCards, QORGAU_HOOKS);
