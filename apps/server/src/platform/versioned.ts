import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import type { THistoryChanges } from '../db/schema/index.ts';
import { notFound, staleVersion } from './errors.ts';
import { diffFields, recordHistory } from './history.ts';

/** A table edited at the version a client read (optimistic locking). */
export type TVersionedTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
};

/**
 * How a module's rows of one table are edited outside a workflow (users, organizations,
 * questionnaires, vital-rule sub-categories): the workflow records go through records.ts.
 */
export type TVersionedRows<T extends TVersionedTable, R extends { version: number }> = {
  table: T;
  entityType: string;
  /** The live row locked for update (`select … for update`); undefined when missing or deleted. */
  lock(tx: DbOrTx, id: string): Promise<R | undefined>;
};

type TActor = { id: string };

/**
 * Locks a row at the version the client read: 404 when it is missing, deleted or not the caller's
 * (`visible`), so its existence does not leak; 409 when it changed since. No `version` locks it as it is.
 */
export async function lockVersioned<T extends TVersionedTable, R extends { version: number }>(
  tx: DbOrTx,
  rows: TVersionedRows<T, R>,
  id: string,
  version: number | undefined,
  visible?: (row: R) => boolean | Promise<boolean>,
): Promise<R> {
  const row = await rows.lock(tx, id);
  if (!row || (visible && !(await visible(row)))) throw notFound();
  if (version !== undefined && row.version !== version) throw staleVersion();
  return row;
}

/** Writes columns of a locked row, with one version more and who changed it when. */
export async function writeVersioned<T extends TVersionedTable>(
  tx: DbOrTx,
  table: T,
  id: string,
  actor: TActor,
  columns: Record<string, unknown>,
): Promise<void> {
  const set = { ...columns, version: sql`${table.version} + 1`, updatedAt: new Date(), updatedBy: actor.id };
  // The column keys are the module's, checked where it names them (`satisfies` on its maps).
  await tx
    .update(table)
    .set(set as PgUpdateSetSource<T>)
    .where(eq(table.id, id));
}

export type TVersionedUpdate<R, F extends Record<string, unknown>> = {
  id: string;
  /** The version the client read; undefined only for a caller editing without one (own profile). */
  version: number | undefined;
  actor: TActor;
  /** 404 for a row the caller may not touch (outside their scope). */
  visible?: (row: R) => boolean | Promise<boolean>;
  /** The fields as they are, in API names. */
  current: (row: R) => F;
  /** The fields the client sent; undefined leaves a field as it is. */
  wanted: (row: R) => NoInfer<Partial<F>>;
  /** API field → column key, for the fields that changed. */
  columns: NoInfer<{ readonly [K in keyof F]: string }>;
  /** Refuses a change given the fields as they will be (a name taken, half a pair); runs only on a change. */
  check?: (before: R, next: NoInfer<F>, changes: THistoryChanges) => Promise<void> | void;
  /** Fields whose history says they changed, not how (a long document). */
  opaque?: readonly NoInfer<keyof F & string>[];
  /** Fields whose change is its own history event, under this action (roles given or taken). */
  ownAction?: Partial<Record<NoInfer<keyof F & string>, string>>;
};

/**
 * The versioned update: locks the row (404, 409), writes only the fields that changed with one
 * version more, and records them in the history. Nothing is written, nor recorded, when nothing
 * changed: `changes` is then empty.
 */
export async function updateVersioned<
  T extends TVersionedTable,
  R extends { version: number },
  F extends Record<string, unknown>,
>(
  tx: DbOrTx,
  rows: TVersionedRows<T, R>,
  input: TVersionedUpdate<R, F>,
): Promise<{ before: R; changes: THistoryChanges }> {
  const before = await lockVersioned(tx, rows, input.id, input.version, input.visible);
  const current = input.current(before);
  const wanted = input.wanted(before);
  const changes = diffFields(current, wanted);
  const changed = Object.keys(changes) as (keyof F & string)[];
  if (changed.length === 0) return { before, changes };
  const next = {
    ...current,
    ...Object.fromEntries(changed.map((field) => [field, wanted[field]])),
  } as F;
  await input.check?.(before, next, changes);
  await writeVersioned(
    tx,
    rows.table,
    input.id,
    input.actor,
    Object.fromEntries(changed.map((field) => [input.columns[field], wanted[field]])),
  );
  // The plain update is told first, then each field with its own event.
  const events = new Map<string, THistoryChanges>([['update', {}]]);
  for (const [field, change] of Object.entries(changes) as [keyof F & string, THistoryChanges[string]][]) {
    const action = input.ownAction?.[field] ?? 'update';
    const told = input.opaque?.includes(field) ? { from: '…', to: '…' } : change;
    events.set(action, { ...events.get(action), [field]: told });
  }
  for (const [action, eventChanges] of events) {
    if (Object.keys(eventChanges).length === 0) continue;
    await recordHistory(tx, {
      entityType: rows.entityType,
      entityId: input.id,
      action,
      actorId: input.actor.id,
      changes: eventChanges,
    });
  }
  return { before, changes };
}

/**
 * Deletes a row softly at the version read: it leaves every list, its history and the links of
 * what named it stay. `check` refuses a row still in use.
 */
export async function softDeleteVersioned<
  T extends TVersionedTable & { deletedAt: PgColumn },
  R extends { version: number },
>(
  tx: DbOrTx,
  rows: TVersionedRows<T, R>,
  input: {
    id: string;
    version: number;
    actor: TActor;
    visible?: (row: R) => boolean | Promise<boolean>;
    check?: (before: R) => Promise<void>;
  },
): Promise<R> {
  const before = await lockVersioned(tx, rows, input.id, input.version, input.visible);
  await input.check?.(before);
  await writeVersioned(tx, rows.table, input.id, input.actor, { deletedAt: new Date() });
  await recordHistory(tx, {
    entityType: rows.entityType,
    entityId: input.id,
    action: 'delete',
    actorId: input.actor.id,
  });
  return before;
}
