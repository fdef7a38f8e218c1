import type { TRecordModule } from '@hse/contracts/record-module/define';
import type { TField } from '@hse/contracts/record-module/fields';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  type IndexBuilder,
  type IndexBuilderOn,
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './record-columns.ts';

const columnKeys = new Map<string, string>();

/**
 * `lead_auditor_id` → `leadAuditorId`: the column's key in drizzle rows. Kept once worked out:
 * every field of every row of a list asks it, from the manifests' few hundred names.
 */
export function columnKeyOf(field: string): string {
  let key = columnKeys.get(field);
  if (key === undefined) {
    key = field.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    if (columnKeys.size < 10_000) columnKeys.set(field, key);
  }
  return key;
}

/**
 * The column of one field, by its kind. Numbers are double precision so both drivers answer them
 * as numbers (money has at most three decimals below 10^12, well inside its 15 digits); a list
 * (multi_choice, rows) is never null, only empty.
 */
function columnOf(name: string, f: TField): PgColumnBuilderBase {
  const nullable = <B extends { notNull(): PgColumnBuilderBase }>(builder: B): PgColumnBuilderBase =>
    f.required && !f.computed ? builder.notNull() : (builder as unknown as PgColumnBuilderBase);
  switch (f.kind) {
    case 'text':
    case 'long_text':
    case 'choice':
      return nullable(text(name));
    case 'integer':
      // A computed count starts at nothing counted.
      return f.computed ? integer(name).notNull().default(0) : nullable(integer(name));
    case 'number':
    case 'money':
    case 'percent':
      return nullable(doublePrecision(name));
    case 'date':
      return nullable(date(name, { mode: 'string' }));
    case 'datetime':
      return nullable(timestamp(name, { withTimezone: true }));
    case 'boolean':
      return nullable(boolean(name));
    case 'multi_choice':
      return text(name).array().notNull().default(sql`'{}'::text[]`);
    case 'people':
      return uuid(name).array().notNull().default(sql`'{}'::uuid[]`);
    case 'organization':
    case 'person':
    case 'reference':
    case 'file':
      return nullable(uuid(name));
    case 'point':
      return nullable(jsonb(name));
    case 'rows':
      return jsonb(name).notNull().default([]);
  }
}

/** The columns a manifest's fields need; its organization field is the common `organization_id`. */
export function moduleColumns(module: TRecordModule): Record<string, PgColumnBuilderBase> {
  return Object.fromEntries(
    Object.entries(module.fields)
      .filter(([name]) => name !== module.organizationField)
      .map(([name, f]) => [columnKeyOf(name), columnOf(name, f)]),
  );
}

/**
 * The table of a record module: the columns every record has, one per field of the manifest and
 * the module's own `extra` ones. Indexes serve what every list asks: the live rows of a subtree in
 * the default order, a status, the number; `indexes` adds the module's own.
 */
export function recordModuleTable<S extends string>(
  name: string,
  module: TRecordModule,
  extra: Record<string, PgColumnBuilderBase> = {},
  /** The module's own indexes (a unique one), given the table's columns and its live rows. */
  indexes?: (t: Record<string, ExtraConfigColumn>, live: SQL) => (IndexBuilder | IndexBuilderOn)[],
) {
  const yearColumn = columnKeyOf(module.yearField);
  const columns = { ...recordColumns<S>(), ...moduleColumns(module), ...extra };
  return pgTable(name, columns, (t) => {
    const live = sql`${t.deletedAt} is null`;
    const year = (t as unknown as Record<string, ExtraConfigColumn | undefined>)[yearColumn];
    if (!year) throw new Error(`${module.key}: no column for the year field ${module.yearField}`);
    return [
      uniqueIndex(`${name}_number_key`).on(t.number),
      index(`${name}_org_${module.yearField}_idx`).on(t.organizationId, year, t.id).where(live),
      index(`${name}_${module.yearField}_idx`).on(year, t.id).where(live),
      index(`${name}_status_idx`).on(t.status).where(live),
      index(`${name}_deleted_idx`).on(t.deletedAt),
      ...((indexes?.(t as unknown as Record<string, ExtraConfigColumn>, live) ?? []) as IndexBuilder[]),
    ];
  });
}
