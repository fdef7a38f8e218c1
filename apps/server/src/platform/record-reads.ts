import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { organizations } from '../db/schema/index.ts';
import { inScope, type TAuthUser, type TScope, type TTreeReader } from './access.ts';
import { fieldError, notFound } from './errors.ts';
import { isTaskAssignee } from './record-task-assignees.ts';
import type { TRecordRow, TRecordType } from './record-types.ts';

/*
 * The reads of the records engine: who may see a record and take part in it. Its writes are in
 * records.ts, which re-exports these.
 */

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
