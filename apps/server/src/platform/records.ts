import { messageInAll } from '@hse/contracts/messages';
import { isActor, type TWorkflowAction } from '@hse/contracts/workflow';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import type { TAuthUser, TScope, TTreeReader } from './access.ts';
import type { TDeps } from './deps.ts';
import { AppError, staleVersion } from './errors.ts';
import { diffFields, recordHistory } from './history.ts';
import { newId } from './ids.ts';
import { notifyUsers } from './notify.ts';
import { writeTags } from './period-tags.ts';
import { assertVisible, callerOn } from './record-reads.ts';
import type { TActionBody, TRecordRow, TRecordTable, TRecordType } from './record-types.ts';
import { checkEditable, checkTransition } from './workflow.ts';
import { insertWithJournal } from './write-statement.ts';

export { assertVisible, callerOn, mayTakePart, organizationInScope, readRecord } from './record-reads.ts';
export type {
  TActionBody,
  TRecordNotification,
  TRecordRow,
  TRecordTable,
  TRecordTasks,
  TRecordType,
} from './record-types.ts';

type TAnyRecordType = TRecordType<string, TRecordRow<string>>;

/** Column values of API fields; ISO strings become Date for timestamp columns. */
function columnsOf(type: TAnyRecordType, fields: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(type.table) as Record<string, PgColumn>;
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    const key = type.fields[field];
    if (value === undefined || !key) continue;
    const timestamp = columns[key]?.columnType === 'PgTimestamp';
    values[key] = timestamp && typeof value === 'string' ? new Date(value) : value;
  }
  return values;
}

/** The API view of a row's fields, dates as ISO strings, for comparing and for history. */
function fieldsOf(type: TAnyRecordType, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(type.fields).map(([field, key]) => {
      const value = row[key];
      return [field, value instanceof Date ? value.toISOString() : value];
    }),
  );
}

const normalized = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [
      k,
      typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? new Date(v).toISOString() : v,
    ]),
  );

/** What a write of a record whose period value was or becomes `values` drops from the cache. */
const tagsOf = (type: { cacheTag: string; period?: unknown }, values: unknown[]) =>
  type.period ? writeTags(type.cacheTag, values) : [type.cacheTag];

/** A row's period value (its column), for `tagsOf`. */
const periodOf = (type: { period?: { column: string } }, row: object) =>
  type.period ? (row as Record<string, unknown>)[type.period.column] : undefined;

/** The columns every write of a record sets: one version more, when and by whom. */
function changedBy(type: { table: TRecordTable }, actor: TAuthUser) {
  return { version: sql`${type.table.version} + 1`, updatedAt: new Date(), updatedBy: actor.id };
}

async function lockVisible<S extends string, R extends TRecordRow<S>>(
  reader: TTreeReader,
  type: TRecordType<S, R>,
  scope: TScope,
  caller: TAuthUser,
  id: string,
  version: number,
): Promise<R> {
  const row = await assertVisible(reader, type, await type.find(reader.db, id, true), scope, caller);
  if (row.version !== version) throw staleVersion();
  return row;
}

/**
 * A new record in the workflow's first state, numbered in its organization's series for `year`,
 * in the caller's transaction (so a module can check more in the same one).
 */
export async function insertRecord<S extends string, R extends TRecordRow<S>>(
  tx: DbOrTx,
  deps: TDeps,
  type: TRecordType<S, R>,
  /** Null for a record filed by a guest or anonymously. */
  actor: TAuthUser | null,
  input: {
    /** The id, when the caller needs it before the row exists (to store its files). */
    id?: string;
    organizationId: string;
    year: number;
    fields: Record<string, unknown>;
    extra?: Record<string, unknown>;
    /** Nothing follows in the transaction: the insert ends it (decision 100). */
    last?: boolean;
    /** The row as `find` reads it is wanted too: the last insert answers it (`readWritten`). */
    answer?: boolean;
  },
): Promise<{ id: string; row?: R }> {
  const id = input.id ?? newId();
  const values = {
    ...columnsOf(type as unknown as TAnyRecordType, input.fields),
    ...input.extra,
    ...type.derive?.({ ...input.fields }),
    id,
    organizationId: input.organizationId,
    status: type.workflow.initial,
    createdBy: actor?.id ?? null,
    updatedBy: actor?.id ?? null,
  };
  // The number, history, cache notice and request key in one statement: the series' counter stays
  // locked from there to commit, and other creates in the series wait that long (decisions 084, 094).
  const journal = {
    history: { entityType: type.entityType, entityId: id, action: 'create', actorId: actor?.id ?? null },
    tags: tagsOf(type, [
      type.period && (input.fields[type.period.field] ?? input.extra?.[type.period.column]),
    ]),
    result: id,
    last: input.last,
  };
  // Read with the insert only when nothing follows it: a later statement could change the row.
  const read = input.last && input.answer ? type.readWritten : undefined;
  const numbered = { column: 'number', prefix: type.numberPrefix, ...input };
  const [row] = await insertWithJournal(tx, deps.cache, type.table, values, numbered, journal, read);
  return { id, row: read ? (row as R | undefined) : undefined };
}

/** Changes the fields sent, if the caller may edit the record in its state, at the version read. */
export async function updateRecord<S extends string, R extends TRecordRow<S>>(
  deps: TDeps,
  type: TRecordType<S, R>,
  actor: TAuthUser,
  scope: TScope,
  id: string,
  patch: { version: number } & Record<string, unknown>,
  check?: (tx: DbOrTx, before: R, merged: Record<string, unknown>) => Promise<void>,
): Promise<void> {
  const { version, ...fields } = patch;
  const generic = type as unknown as TAnyRecordType;
  await deps.db.transaction(async (tx) => {
    const before = await lockVisible({ db: tx, cache: deps.cache }, type, scope, actor, id, version);
    checkEditable(
      type.workflow,
      { status: before.status, authorId: before.createdBy, assigneeId: before.assigneeId },
      callerOn(actor, scope, before),
    );
    const current = fieldsOf(generic, before as unknown as Record<string, unknown>);
    const wanted = normalized(fields);
    const changes = diffFields(current, wanted);
    if (Object.keys(changes).length === 0) return;
    const merged = { ...current, ...wanted };
    await check?.(tx, before, merged);
    const changed = Object.fromEntries(Object.keys(changes).map((k) => [k, fields[k]]));
    await tx
      .update(type.table)
      .set({
        ...columnsOf(generic, changed),
        ...type.derive?.(merged),
        ...changedBy(type, actor),
      } as never)
      .where(eq(type.table.id, id));
    await recordHistory(tx, {
      entityType: type.entityType,
      entityId: id,
      action: 'update',
      actorId: actor.id,
      changes,
    });
    await deps.cache.invalidate(
      tx,
      tagsOf(type, [periodOf(type, before), type.period && merged[type.period.field]]),
    );
  });
}

/** Takes a workflow action: the transition, its comment and actor go into the history. */
export async function actOnRecord<S extends string, R extends TRecordRow<S>>(
  deps: TDeps,
  type: TRecordType<S, R>,
  actor: TAuthUser,
  scope: TScope,
  id: string,
  action: TWorkflowAction,
  body: TActionBody,
): Promise<void> {
  const comment = body.comment?.trim() || null;
  await deps.db.transaction(async (tx) => {
    const before = await lockVisible({ db: tx, cache: deps.cache }, type, scope, actor, id, body.version);
    const transition = checkTransition(
      type.workflow,
      { status: before.status, authorId: before.createdBy, assigneeId: before.assigneeId },
      action,
      callerOn(actor, scope, before),
      body.comment,
    );
    await type.beforeAction?.(tx, before, action);
    const columns = (await type.actionColumns?.(tx, deps, before, action, body, actor, scope)) ?? {};
    await tx
      .update(type.table)
      .set({
        ...columns,
        status: transition.to,
        ...changedBy(type, actor),
      } as never)
      .where(eq(type.table.id, id));
    await recordHistory(tx, {
      entityType: type.entityType,
      entityId: id,
      action,
      actorId: actor.id,
      changes: { status: { from: before.status, to: transition.to } },
      comment,
    });
    const notification = type.notifications[action];
    if (notification) {
      const recipients = (await notification.recipients(tx, before)).filter((userId) => userId !== actor.id);
      await notifyUsers(tx, deps.cache, recipients, {
        title: messageInAll(notification.key, { number: before.number, comment: comment ?? '' }),
        link: type.link(before),
      });
    }
    await type.afterAction?.(tx, deps, before, action, actor);
    await deps.cache.invalidate(tx, tagsOf(type, [periodOf(type, before)]));
  });
}

/** Deletes softly: the history keeps the act, the number is never given again. */
export async function deleteRecord<S extends string, R extends TRecordRow<S>>(
  deps: TDeps,
  type: TRecordType<S, R>,
  actor: TAuthUser,
  scope: TScope,
  id: string,
  version: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await lockVisible({ db: tx, cache: deps.cache }, type, scope, actor, id, version);
    const caller = callerOn(actor, scope, before);
    const may = (status: S) =>
      isActor(type.workflow.deletable[status], caller, before.createdBy, before.assigneeId ?? null);
    if (!may(before.status)) {
      const ever = type.workflow.states.some(may);
      throw ever ? new AppError(409, 'errors.not_editable') : new AppError(403, 'errors.forbidden');
    }
    await tx
      .update(type.table)
      .set({
        deletedAt: new Date(),
        ...changedBy(type, actor),
      } as never)
      .where(eq(type.table.id, id));
    await recordHistory(tx, {
      entityType: type.entityType,
      entityId: id,
      action: 'delete',
      actorId: actor.id,
    });
    await deps.cache.invalidate(tx, tagsOf(type, [periodOf(type, before)]));
  });
}
