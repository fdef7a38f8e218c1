import type { TFinding } from '@hse/contracts/audits';
import { and, asc, count, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditFindings, audits, users } from '../../db/schema/index.ts';
import { subtreeQuery } from '../../platform/access.ts';
import { fioOrEmpty } from '../../platform/record-names.ts';

const f = auditFindings;
export type TFindingRow = typeof f.$inferSelect & {
  lastName: string | null;
  firstName: string | null;
  middleName: string | null;
};

const columns = {
  ...getTableColumns(f),
  lastName: users.lastName,
  firstName: users.firstName,
  middleName: users.middleName,
};

const selectFindings = (db: DbOrTx) =>
  db.select(columns).from(f).leftJoin(users, eq(users.id, f.responsibleId));

/** The live findings of an audit, in the order they were found. */
export async function listFindings(db: DbOrTx, auditId: string): Promise<TFindingRow[]> {
  return selectFindings(db)
    .where(and(eq(f.auditId, auditId), isNull(f.deletedAt)))
    .orderBy(asc(f.createdAt), asc(f.id));
}

/** One live finding of the audit, locked for a change when asked. */
export async function findFinding(
  db: DbOrTx,
  auditId: string,
  id: string,
  lock = false,
): Promise<TFindingRow | undefined> {
  const query = selectFindings(db)
    .where(and(eq(f.id, id), eq(f.auditId, auditId), isNull(f.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: f }) : await query;
  return row;
}

export function toFinding(row: TFindingRow, rights: { canEdit: boolean; canRespond: boolean }): TFinding {
  return {
    id: row.id,
    question_id: row.questionId,
    requirement: row.requirement,
    evidence: row.evidence,
    severity: row.severity as TFinding['severity'],
    responsible_id: row.responsibleId,
    responsible_fio: fioOrEmpty(row),
    due_on: row.dueOn,
    causes: row.causes,
    corrective_actions: row.correctiveActions,
    version: row.version,
    can_edit: rights.canEdit,
    can_respond: rights.canRespond,
  };
}

/** Keeps the audit's `findings_count` equal to its live findings, in the change's transaction. */
export async function recountFindings(tx: DbOrTx, auditId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(f)
    .where(and(eq(f.auditId, auditId), isNull(f.deletedAt)));
  await tx
    .update(audits)
    .set({ findingsCount: row?.n ?? 0 } as never)
    .where(eq(audits.id, auditId));
}

/**
 * Whether the person may answer for a discrepancy of the organization: an active user of it or of
 * an organization below it.
 */
export async function isResponsibleOf(tx: DbOrTx, organizationId: string, userId: string) {
  // Read in the change's transaction, not through the cache: an embedded database has one connection.
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.isActive, true),
        sql`${users.organizationId} in (${subtreeQuery(organizationId)})`,
      ),
    );
  return row !== undefined;
}

/** How many of the audit's live findings still lack causes or corrective actions. */
export async function unansweredFindings(tx: DbOrTx, auditId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(f)
    .where(
      and(
        eq(f.auditId, auditId),
        isNull(f.deletedAt),
        sql`(btrim(${f.causes}) = '' or btrim(${f.correctiveActions}) = '')`,
      ),
    );
  return row?.n ?? 0;
}
