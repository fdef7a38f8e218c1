import { messageInAll, type TMessageKey } from '@hse/contracts/messages';
import { isActor, type TWorkflow, type TWorkflowAction } from '@hse/contracts/workflow';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { organizations } from '../db/schema/index.ts';
import { inScope, type TAuthUser, type TScope, type TTreeReader } from './access.ts';
import type { TDeps } from './deps.ts';
import { AppError, fieldError, notFound, staleVersion } from './errors.ts';
import { diffFields, recordHistory } from './history.ts';
import { newId } from './ids.ts';
import { notifyUsers } from './notify.ts';
import { writeTags } from './period-tags.ts';
import { isTaskAssignee } from './record-task-assignees.ts';
import { registrationNumberSql } from './registration-numbers.ts';
import { checkEditable, checkTransition } from './workflow.ts';
import { writeWithJournal } from './write-statement.ts';

/** What every workflow record row holds, whatever else its type adds. */
export type TRecordRow<S extends string> = {
  id: string;
  number: string;
  organizationId: string;
  status: S;
  version: number;
  createdBy: string | null;
  /** The person the record is given to, for types that give it to someone (`assignee` actor). */
  assigneeId?: string | null;
};

/** The columns every record table has (see db/schema/record-columns.ts). */
export type TRecordTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
  deletedAt: PgColumn;
};

export type TRecordNotification<R> = {
  key: TMessageKey;
  /** Who hears of the action; the actor never hears of their own. */
  recipients(tx: DbOrTx, row: R): Promise<string[]>;
};

/**
 * A record type's follow-up tasks (decision 017): declared on its TRecordType, the routes come
 * with `registerRecordRoutes`. Types without findings leave `findings` out.
 */
export type TRecordTasks<R> = {
  /** May a task be raised on the record as it is now (an observation: sent, with findings)? */
  mayRaise(row: R): boolean;
  /** The findings of the record a task may follow from; a task must then name one of them. */
  findings?(row: R): string[];
};

/**
 * A record type, declared once: its table, workflow, fields, what an action checks and whom it
 * tells. The functions below apply it; modules keep only what is truly their own.
 */
export type TRecordType<S extends string, R extends TRecordRow<S>> = {
  entityType: string;
  numberPrefix: string;
  table: TRecordTable;
  workflow: TWorkflow<S>;
  /** API field name → column key of the fields a client writes. */
  fields: Readonly<Record<string, string>>;
  find(db: DbOrTx, id: string, lock: boolean): Promise<R | undefined>;
  /** Beyond the organization scope: may this caller see the record at all? */
  visible?(row: R, caller: TAuthUser): boolean;
  /** A record outside the caller's scope that they may still read (a bulletin addressed to them). */
  readableBeyondScope?(reader: TTreeReader, row: R, caller: TAuthUser): Promise<boolean>;
  /**
   * Anyone signed in reads every record of the type, as a guest may (Qorgau cards). Reading only:
   * commenting and handling still need the record within the caller's reach (`mayTakePart`).
   */
  publicRead?: boolean;
  /** Columns that follow from the fields (counts, flags), given the record as it will be. */
  derive?(record: Record<string, unknown>): Record<string, unknown>;
  /** Refuses an action the record is not ready for (400 with field errors). */
  beforeAction?(tx: DbOrTx, row: R, action: TWorkflowAction): Promise<void> | void;
  /**
   * Columns an action sets besides the status, from what the action carries (the assignee of a
   * card sent to work, the measure it was closed with); refuses bad values with 400.
   */
  actionColumns?(
    tx: DbOrTx,
    deps: TDeps,
    row: R,
    action: TWorkflowAction,
    body: TActionBody,
    actor: TAuthUser,
    scope: TScope,
  ): Promise<Record<string, unknown>>;
  /** Runs in the action's transaction after the status changed (bulletins reach their readers). */
  afterAction?(tx: DbOrTx, deps: TDeps, row: R, action: TWorkflowAction, actor: TAuthUser): Promise<void>;
  notifications: Partial<Record<TWorkflowAction, TRecordNotification<R>>>;
  /** The web route of a record, for notifications. */
  link(row: R): string;
  /** The cache tag of the type's list totals. */
  cacheTag: string;
  /** The field whose months tell the type's cached totals apart (period-tags.ts): API name, column. */
  period?: { field: string; column: string };
  /** Follow-up tasks raised from the record's findings (platform/record-tasks.ts), if it has them. */
  tasks?: TRecordTasks<R>;
};

type TAnyRecordType = TRecordType<string, TRecordRow<string>>;

/** What a workflow action carries (contracts/workflow.ts `ZWorkflowActionBodySchema`). */
export type TActionBody = { version: number; comment?: string; assignee_id?: string };

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

/**
 * The caller as a workflow sees them on one record: `member` when the record's organization lies
 * in their scope (the audited organization's staff).
 */
export const callerOn = (caller: TAuthUser, scope: TScope, row: { organizationId: string }) => ({
  ...caller,
  member: inScope(scope, row.organizationId),
});

/** The organization a record is filed for: it must exist and lie in the caller's scope. */
export async function organizationInScope(tx: DbOrTx, scope: TScope, organizationId: string) {
  // A subtree holds only organizations not deleted (access.ts): one found in it needs no read.
  if (!scope.all && inScope(scope, organizationId)) return { id: organizationId, deletedAt: null };
  const [org] = await tx
    .select({ id: organizations.id, deletedAt: organizations.deletedAt })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!org || org.deletedAt) throw fieldError('organization_id', 'errors.organization_unknown');
  if (!inScope(scope, org.id)) throw fieldError('organization_id', 'errors.organization_out_of_scope');
  return org;
}

/**
 * Whether the caller takes part in the record: it lies in their scope, it was addressed to them
 * (`readableBeyondScope`), a task of it is theirs, or they filed it or were given it.
 */
export async function mayTakePart<S extends string, R extends TRecordRow<S>>(
  reader: TTreeReader,
  type: TRecordType<S, R>,
  row: R,
  scope: TScope,
  caller: TAuthUser,
): Promise<boolean> {
  return (
    inScope(scope, row.organizationId) ||
    row.createdBy === caller.id ||
    (row.assigneeId != null && row.assigneeId === caller.id) ||
    (await type.readableBeyondScope?.(reader, row, caller)) === true ||
    (type.tasks !== undefined && (await isTaskAssignee(reader.db, type.entityType, row.id, caller.id)))
  );
}

/** A record the caller may see, or 404 as if it did not exist. */
export async function assertVisible<S extends string, R extends TRecordRow<S>>(
  reader: TTreeReader,
  type: TRecordType<S, R>,
  row: R | undefined,
  scope: TScope,
  caller: TAuthUser,
): Promise<R> {
  if (!row || (type.visible && !type.visible(row, caller))) throw notFound();
  if (
    !inScope(scope, row.organizationId) &&
    !type.publicRead &&
    !(await type.readableBeyondScope?.(reader, row, caller)) &&
    !(type.tasks && (await isTaskAssignee(reader.db, type.entityType, row.id, caller.id)))
  )
    throw notFound();
  return row;
}

export async function readRecord<S extends string, R extends TRecordRow<S>>(
  reader: TTreeReader,
  type: TRecordType<S, R>,
  scope: TScope,
  caller: TAuthUser,
  id: string,
): Promise<R> {
  return assertVisible(reader, type, await type.find(reader.db, id, false), scope, caller);
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
    /** Nothing follows in the transaction: the insert goes with its commit (decision 098). */
    last?: boolean;
  },
): Promise<string> {
  const id = input.id ?? newId();
  const values = { ...columnsOf(type as unknown as TAnyRecordType, input.fields), ...input.extra };
  const insert = tx.insert(type.table).values({
    ...values,
    ...type.derive?.({ ...input.fields }),
    id,
    number: registrationNumberSql(type.numberPrefix, input.organizationId, input.year),
    organizationId: input.organizationId,
    status: type.workflow.initial,
    createdBy: actor?.id ?? null,
    updatedBy: actor?.id ?? null,
  } as never);
  // The number, history, cache notice and request key in one statement: the series' counter stays
  // locked from there to commit, and other creates in the series wait that long (decisions 084, 094).
  await writeWithJournal(tx, deps.cache, insert, {
    history: { entityType: type.entityType, entityId: id, action: 'create', actorId: actor?.id ?? null },
    tags: tagsOf(type, [
      type.period && (input.fields[type.period.field] ?? input.extra?.[type.period.column]),
    ]),
    result: id,
    commit: input.last,
  });
  return id;
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
