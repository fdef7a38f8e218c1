import { AUDIT_MODULE, AUDITOR_ROLES, type TAuditStatus } from '@hse/contracts/audits';
import { hasAnyRole } from '@hse/contracts/roles';
import type { TWorkflowCaller } from '@hse/contracts/workflow';
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { audits } from '../../db/schema/index.ts';
import { inScope, type TAuthUser, type TScope } from '../../platform/access.ts';
import { notFound, staleVersion } from '../../platform/errors.ts';

/** The cache tag of the audits' list totals (score and findings count show in the list). */
export const AUDITS_CACHE_TAG = AUDIT_MODULE.key;
export const AUDIT_ENTITY = AUDIT_MODULE.entityType;

/** What the checklist and the findings need of their audit. */
export type TAuditHead = {
  id: string;
  number: string;
  organizationId: string;
  status: TAuditStatus;
  version: number;
  templateId: string;
  score: number | null;
  createdBy: string | null;
};

/**
 * The audit columns derived from its manifest, which the generic table types only as columns of
 * some field: named here once, checked by the migration that made them.
 */
export const auditColumns = getTableColumns(audits) as unknown as Record<
  'templateId' | 'score' | 'findingsCount',
  PgColumn
>;

const head = {
  id: audits.id,
  number: audits.number,
  organizationId: audits.organizationId,
  status: audits.status,
  version: audits.version,
  templateId: auditColumns.templateId,
  score: auditColumns.score,
  createdBy: audits.createdBy,
};

/**
 * The audit as the caller may see it, or 404 as if it did not exist: audits are read within the
 * organization scope, like every record. Locked for a change when asked, at the version read.
 */
export async function auditOf(
  db: DbOrTx,
  scope: TScope,
  id: string,
  lock?: { version?: number },
): Promise<TAuditHead> {
  const query = db
    .select(head)
    .from(audits)
    .where(and(eq(audits.id, id), isNull(audits.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !inScope(scope, row.organizationId)) throw notFound();
  if (lock?.version !== undefined && row.version !== lock.version) throw staleVersion();
  return row as TAuditHead;
}

/** The caller as the audit's workflow sees them: `member` when the audit lies in their scope. */
export const callerOf = (caller: TAuthUser, scope: TScope, audit: TAuditHead): TWorkflowCaller => ({
  ...caller,
  member: inScope(scope, audit.organizationId),
});

export const isAuditor = (caller: { roles: readonly string[] }) => hasAnyRole(caller.roles, AUDITOR_ROLES);
