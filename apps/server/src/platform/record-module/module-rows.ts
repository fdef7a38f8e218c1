import type { TRecordModule } from '@hse/contracts/record-module/define';
import { and, eq, getTableColumns, isNull, type SQL, type Subquery, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { columnKeyOf } from '../../db/schema/record-module-table.ts';
import { builtOnce, planned } from '../prepared.ts';
import { recordNameColumns, type TRecordNames } from '../record-names.ts';
import type { TRecordRow, TRecordTable } from '../records.ts';

/** A module's table: the common record columns, typed, and one column per field. */
export type TModuleTable = TRecordTable & {
  number: PgColumn;
  organizationId: PgColumn;
  createdAt: PgColumn;
  createdBy: PgColumn;
};

/** A row as the module layer reads it: its columns, its names, and `<field>__name` of references. */
export type TModuleRow = TRecordRow<string> &
  TRecordNames & {
    createdAt: Date;
    updatedAt: Date;
    [column: string]: unknown;
  };

/** A reference's name: text, or a text per language (`{ru, kk, en}`). */
export type TReferenceName = (id: PgColumn) => SQL;

const moduleAuthors = alias(users, 'module_authors');

/** The key under which a row carries the name of a field's organization, person or record. */
export const nameColumnOf = (field: string) => `${field}__name`;

/** The key of a field's column in rows (its organization field's is the common `organizationId`). */
export const fieldColumnKey = (module: TRecordModule, field: string) =>
  field === module.organizationField ? 'organizationId' : columnKeyOf(field);

/** The column of a field (its organization field is the common `organization_id`). */
export function fieldColumn(module: TRecordModule, table: TModuleTable, field: string): PgColumn {
  const key = fieldColumnKey(module, field);
  const column = (getTableColumns(table) as Record<string, PgColumn>)[key];
  if (!column) throw new Error(`${module.key}: no column ${key} for ${field}`);
  return column;
}

/** API field → column key, of the fields a client writes (what records.ts applies). */
export function fieldColumnKeys(module: TRecordModule): Record<string, string> {
  return Object.fromEntries(
    Object.entries(module.fields)
      .filter(([, f]) => !f.computed)
      .map(([name]) => [name, name === module.organizationField ? 'organizationId' : columnKeyOf(name)]),
  );
}

/**
 * The names shown beside ids: an organization's in every language, a person's full name (as
 * formatFio writes it), a reference's as its module says; subselects, so a row needs no join per field.
 */
export function nameColumns(
  module: TRecordModule,
  table: TModuleTable,
  references: Record<string, TReferenceName>,
): Record<string, SQL> {
  const names: Record<string, SQL> = {};
  for (const [name, f] of Object.entries(module.fields)) {
    if (name === module.organizationField) continue;
    const column = fieldColumn(module, table, name);
    if (f.kind === 'organization')
      names[nameColumnOf(name)] =
        sql`(select jsonb_build_object('ru', o.name_ru, 'kk', o.name_kk, 'en', o.name_en) from organizations o where o.id = ${column})`;
    else if (f.kind === 'person')
      names[nameColumnOf(name)] =
        sql`(select concat_ws(' ', nullif(p.last_name, ''), nullif(p.first_name, ''), nullif(p.middle_name, '')) from users p where p.id = ${column})`;
    else if (f.kind === 'people')
      names[nameColumnOf(name)] =
        sql`(select coalesce(jsonb_agg(concat_ws(' ', nullif(p.last_name, ''), nullif(p.first_name, ''), nullif(p.middle_name, '')) order by array_position(${column}, p.id)), '[]'::jsonb) from users p where p.id = any(${column}))`;
    else if (f.kind === 'reference')
      names[nameColumnOf(name)] = references[name]?.(column) ?? sql`null::text`;
  }
  return names;
}

/** Everything a record is answered with: its columns, its organization's and author's names, its names. */
export function rowColumns(table: TModuleTable, names: Record<string, SQL>) {
  return { ...getTableColumns(table), ...recordNameColumns(moduleAuthors), ...names };
}

/**
 * A select of rows with their organization and author joined; the caller adds where and order.
 * `from`: rows named as the table other than the table's own (a create's written row).
 */
export function selectRows(
  db: Pick<DbOrTx, 'select'>,
  table: TModuleTable,
  columns: Record<string, PgColumn | SQL>,
  from: Subquery | TModuleTable = table,
) {
  return db
    .select(columns)
    .from(from as TModuleTable)
    .innerJoin(organizations, eq(organizations.id, table.organizationId))
    .leftJoin(moduleAuthors, eq(moduleAuthors.id, table.createdBy));
}

type TFindStatement = { execute(values: { id: string }): Promise<unknown[]> };

/**
 * One live record by id, locked for a change when asked. The read is built once per database and
 * columns and sent as a named statement, planned once per connection: every read, create's answer
 * and comment asks it. A change's locking read is built per transaction, which it outlives.
 */
export async function findModuleRow(
  db: DbOrTx,
  table: TModuleTable,
  columns: Record<string, PgColumn | SQL>,
  id: string,
  lock: boolean,
): Promise<TModuleRow | undefined> {
  if (lock) {
    const [row] = await selectRows(db, table, columns)
      .where(and(eq(table.id, id), isNull(table.deletedAt)))
      .limit(1)
      .for('update', { of: table });
    return row as TModuleRow | undefined;
  }
  // By database, then by the columns read.
  const statement = builtOnce(db, columns, (): TFindStatement => {
    const query = selectRows(db, table, columns)
      .where(and(eq(table.id, sql.placeholder('id')), isNull(table.deletedAt)))
      .limit(1);
    return planned(query, query.toSQL().sql);
  });
  const [row] = await statement.execute({ id });
  return row as TModuleRow | undefined;
}
