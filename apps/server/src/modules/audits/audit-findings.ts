import { AUDIT_FINDINGS, AUDIT_MODULE } from '@hse/contracts/audits';
import { messageInAll } from '@hse/contracts/messages';
import { questionsOf, type TChecklistSection } from '@hse/contracts/record-module/checklist';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { audits, auditFindings as f, users } from '../../db/schema/index.ts';
import { subtreeQuery } from '../../platform/access.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { notifyUsers } from '../../platform/notify.ts';
import type { TChildStore } from '../../platform/record-module/children.ts';
import type { TChildHooks } from '../../platform/record-module/children-routes.ts';
import { findVersion, type TVersionStore } from '../../platform/versioned-list/versioned-list.ts';

/** The audit's discrepancies (decision 029) as child records of the audit (decision 038). */
export const FINDINGS_STORE: TChildStore = { child: AUDIT_FINDINGS, table: f, parentKey: 'auditId' };

const live = (auditId: string) => and(eq(f.auditId, auditId), isNull(f.deletedAt));

/**
 * What findings add to the generic children: the responsible person is one of the audited
 * organization's active staff (or below it) and is told; the question is one of the audit's
 * checklist; the audit keeps their live count.
 */
export const auditFindingHooks = (deps: TDeps, templates: TVersionStore): TChildHooks => ({
  check: async (tx, { parent, input }) => {
    if (typeof input.responsible_id === 'string') {
      // Read in the change's transaction, not through the cache: an embedded database has one connection.
      const [person] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, input.responsible_id),
            eq(users.isActive, true),
            sql`${users.organizationId} in (${subtreeQuery(parent.organizationId)})`,
          ),
        );
      if (!person) throw fieldError('responsible_id', 'errors.audit_responsible_unknown');
    }
    if (input.question_id) {
      const template = await findVersion(tx, templates, String(parent.templateId));
      const sections = (template?.sections ?? []) as TChecklistSection[];
      if (!questionsOf({ sections }).some((question) => question.id === input.question_id))
        throw fieldError('question_id', 'errors.audit_question_unknown');
    }
  },
  changed: async (tx, { parent, caller, action, after, changes }) => {
    if (action !== 'update') {
      const [row] = await tx.select({ n: count() }).from(f).where(live(parent.id));
      await tx
        .update(audits)
        .set({ findingsCount: row?.n ?? 0 } as never)
        .where(eq(audits.id, parent.id));
    }
    // A draft is the auditors' plan its people cannot open yet: they hear of it when it is sent
    // to work (that notification reaches every responsible person).
    const responsible = after?.responsible_id;
    const given = action === 'add' || changes.responsible_id !== undefined;
    if (!given || typeof responsible !== 'string' || responsible === caller.id || parent.status === 'draft')
      return;
    await notifyUsers(tx, deps.cache, [responsible], {
      title: messageInAll('notifications.audit_finding_assigned', { number: parent.number }),
      link: AUDIT_MODULE.routes.record.replace(':id', parent.id),
    });
  },
});

/**
 * The audit goes for approval only with every discrepancy answered for: causes and corrective
 * actions filled in (the generic layer's `beforeAction`, in the action's transaction).
 */
export async function checkFindingsAnswered(tx: DbOrTx, auditId: string, action: TWorkflowAction) {
  if (action !== 'send_for_approval') return;
  const [row] = await tx
    .select({ n: count() })
    .from(f)
    .where(and(live(auditId), sql`(btrim(${f.causes}) = '' or btrim(${f.correctiveActions}) = '')`));
  const unanswered = row?.n ?? 0;
  if (unanswered > 0) throw new AppError(400, 'errors.audit_findings_unanswered', { count: unanswered });
}

/** The people the audit's live findings are given to: they hear when the audit reaches them. */
export async function findingResponsibles(tx: DbOrTx, auditId: string): Promise<string[]> {
  const rows = await tx.selectDistinct({ id: f.responsibleId }).from(f).where(live(auditId));
  return rows.map((row) => row.id);
}
