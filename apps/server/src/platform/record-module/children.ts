import type { TLanguage } from '@hse/contracts/constants';
import { childNameKeyOf, type TChildItem, type TChildModule } from '@hse/contracts/record-module/children';
import { displayValue, type TField } from '@hse/contracts/record-module/fields';
import { textAt } from '@hse/contracts/texts';
import { and, asc, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { columnKeyOf } from '../../db/schema/record-module-table.ts';
import type { TPrintBlock } from '../record-pdf.ts';

/**
 * A child type's table: one column per field (its camelCase name), the parent's id, and the
 * common `id`, `version`, `createdAt`/`By`, `updatedAt`/`By`, `deletedAt`.
 */
export type TChildTable = PgTable;
/** A child type with its table and the key of the column holding its parent's id. */
export type TChildStore = { child: TChildModule; table: TChildTable; parentKey: string };

export const childColumns = (table: TChildTable) => getTableColumns(table) as Record<string, PgColumn>;
export const childColumn = (store: TChildStore, key: string) => {
  const found = childColumns(store.table)[key];
  if (!found) throw new Error(`${store.child.key}: no column ${key}`);
  return found;
};

/** The fields' columns, and the full names of the people they name (as the records' answers write them). */
function selection(store: TChildStore): Record<string, PgColumn | SQL> {
  const columns: Record<string, PgColumn | SQL> = {
    id: childColumn(store, 'id'),
    version: childColumn(store, 'version'),
  };
  for (const [name, f] of Object.entries(store.child.fields)) {
    const own = childColumn(store, columnKeyOf(name));
    columns[name] = own;
    if (f.kind === 'person')
      columns[childNameKeyOf(store.child, name)] =
        sql<string>`coalesce((select concat_ws(' ', nullif(p.last_name, ''), nullif(p.first_name, ''), nullif(p.middle_name, '')) from users p where p.id = ${own}), '')`;
  }
  return columns;
}

/** The live children of a parent as the API names them (flags aside), in the order they were made. */
export async function listChildren(db: DbOrTx, store: TChildStore, parentId: string): Promise<TChildItem[]> {
  const rows = await db
    .select(selection(store))
    .from(store.table)
    .where(and(eq(childColumn(store, store.parentKey), parentId), isNull(childColumn(store, 'deletedAt'))))
    .orderBy(asc(childColumn(store, 'createdAt')), asc(childColumn(store, 'id')));
  return rows as TChildItem[];
}

/** One live child of the parent, locked for a change when asked. */
export async function findChild(
  db: DbOrTx,
  store: TChildStore,
  parentId: string,
  id: string,
  lock = false,
): Promise<TChildItem | undefined> {
  const query = db
    .select(selection(store))
    .from(store.table)
    .where(
      and(
        eq(childColumn(store, 'id'), id),
        eq(childColumn(store, store.parentKey), parentId),
        isNull(childColumn(store, 'deletedAt')),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update', { of: store.table }) : await query;
  return row as TChildItem | undefined;
}

/** API fields → their columns' keys, for an insert or an update. */
export const childValues = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [columnKeyOf(name), value]),
  );

/** The children as one table of the parent's PDF: every written field, in the reader's language. */
export function childPrintBlock(
  child: TChildModule,
  items: readonly TChildItem[],
  lang: TLanguage,
  timeZone: string,
): TPrintBlock {
  const texts = child.parent.texts;
  const names = child.sections.flatMap((section) => section.fields);
  return {
    title: textAt(texts, `sections.${child.key}`, lang),
    table: {
      head: names.map((name) => textAt(texts, `${child.item}.${name}`, lang)),
      rows: items.map((item) =>
        names.map((name) => {
          const f = child.fields[name] as TField;
          const label = item[childNameKeyOf(child, name)];
          const people =
            f.kind === 'person' && typeof label === 'string' ? { [String(item[name])]: label } : {};
          return displayValue(name, f, item[name], { texts, lang, timeZone, names: people });
        }),
      ),
    },
  };
}
