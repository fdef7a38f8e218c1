import { AUDIT_MODULE, AUDITOR_ROLES, type TAuditStatus } from '@hse/contracts/audits';
import { hasAnyRole } from '@hse/contracts/roles';
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { audits } from '../../db/schema/index.ts';
import { notFound, staleVersion } from '../../platform/errors.ts';
import type { TModuleRow } from '../../platform/record-module/module-rows.ts';
import type { TModuleRecord } from '../../platform/record-module/register.ts';

/** The cache tag of the audits' list totals (score and findings count show in the list). */
export const AUDITS_CACHE_TAG = AUDIT_MODULE.key;
export const AUDIT_ENTITY = AUDIT_MODULE.entityType;

/**
 * The audit columns derived from its manifest, which the generic table types only as columns of
 * some field: named here once, checked by the migration that made them.
 */
export const auditColumns = getTableColumns(audits) as unknown as Record<
  'templateId' | 'score' | 'findingsCount',
  PgColumn
>;

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

/** The audit as the generic layer read it for the caller (404 already answered there). */
export const headOf = (row: TModuleRow): TAuditHead => ({
  id: row.id,
  number: row.number,
  organizationId: row.organizationId,
  status: row.status as TAuditStatus,
  version: row.version,
  templateId: row.templateId as string,
  score: (row.score as number | null) ?? null,
  createdBy: row.createdBy,
});

/**
 * The audit the caller read, locked for a change in the change's transaction: 404 if it was
 * deleted meanwhile, 409 when `version` is given and it changed since.
 */
export async function lockAudit(tx: DbOrTx, id: string, version?: number): Promise<TAuditHead> {
  return auditHead(tx, id, { lock: true, version });
}

/** The audit as it is now (after a change, for the answer), or locked as `lockAudit` says. */
export async function auditHead(
  db: DbOrTx,
  id: string,
  options: { lock?: boolean; version?: number } = {},
): Promise<TAuditHead> {
  const { version } = options;
  const query = db
    .select(head)
    .from(audits)
    .where(and(eq(audits.id, id), isNull(audits.deletedAt)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  if (version !== undefined && row.version !== version) throw staleVersion();
  return row as TAuditHead;
}

export const isAuditor = (caller: { roles: readonly string[] }) => hasAnyRole(caller.roles, AUDITOR_ROLES);

/** The caller as the audit's workflow sees them (`member` when it lies in their scope). */
export type TAuditCaller = TModuleRecord['caller'];
