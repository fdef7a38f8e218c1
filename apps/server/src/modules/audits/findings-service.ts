import {
  AUDIT_MODULE,
  AUDIT_WORKFLOW,
  type TAuditStatus,
  type TFinding,
  type ZFindingCreateSchema,
  type ZFindingUpdateSchema,
} from '@hse/contracts/audits';
import { messageInAll } from '@hse/contracts/messages';
import { isActor, type TWorkflowAction } from '@hse/contracts/workflow';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { auditFindings, type THistoryChanges } from '../../db/schema/index.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, fieldError, forbidden, notFound, staleVersion } from '../../platform/errors.ts';
import { diffFields, recordHistory } from '../../platform/history.ts';
import { newId } from '../../platform/ids.ts';
import { notifyUsers } from '../../platform/notify.ts';
import type { TModuleRecord } from '../../platform/record-module/register.ts';
import { checkEditable } from '../../platform/workflow.ts';
import {
  AUDIT_ENTITY,
  AUDITS_CACHE_TAG,
  auditHead,
  headOf,
  isAuditor,
  lockAudit,
  type TAuditCaller,
  type TAuditHead,
} from './audit-access.ts';
import { questionsOf, templateOf } from './checklist-service.ts';
import {
  findFinding,
  isResponsibleOf,
  listFindings,
  recountFindings,
  type TFindingRow,
  toFinding,
  unansweredFindings,
} from './findings-repository.ts';

type TCreate = z.output<typeof ZFindingCreateSchema>;
type TUpdate = z.output<typeof ZFindingUpdateSchema>;

/** The organization's part of a finding; the rest is the auditors'. */
const RESPONSE_FIELDS = ['causes', 'corrective_actions'] as const;
/** The audited organization answers for its findings while the audit is with it. */
const RESPONDING: readonly TAuditStatus[] = ['in_work', 'revision'];

/** What the caller may do with the findings of this audit as it is now. */
function rightsOn(caller: TAuditCaller, audit: TAuditHead) {
  const responder = caller.member && !isAuditor(caller);
  return {
    canEdit: isActor(AUDIT_WORKFLOW.editable[audit.status], caller, audit.createdBy),
    canRespond: responder && RESPONDING.includes(audit.status),
    responder,
  };
}

/** The auditors' part: 403 for who never writes it, 409 in a state where it is closed. */
const checkAuditorPart = (caller: TAuditCaller, audit: TAuditHead) =>
  checkEditable(AUDIT_WORKFLOW, { status: audit.status, authorId: audit.createdBy }, caller);

/** The organization's part, the same way: its staff (not the auditors), while the audit is with it. */
function checkResponsePart(caller: TAuditCaller, audit: TAuditHead) {
  const rights = rightsOn(caller, audit);
  if (!rights.responder) throw forbidden();
  if (!rights.canRespond) throw new AppError(409, 'errors.not_editable');
}

export async function readFindings(deps: TDeps, record: TModuleRecord) {
  const rights = rightsOn(record.caller, headOf(record.row));
  return {
    results: (await listFindings(deps.db, record.row.id)).map((row) => toFinding(row, rights)),
    can_add: rights.canEdit,
  };
}

async function checkFields(
  tx: DbOrTx,
  audit: TAuditHead,
  fields: { question_id?: string | null; responsible_id?: string },
) {
  if (
    fields.responsible_id !== undefined &&
    !(await isResponsibleOf(tx, audit.organizationId, fields.responsible_id))
  )
    throw fieldError('responsible_id', 'errors.audit_responsible_unknown');
  if (fields.question_id) {
    const questions = questionsOf(await templateOf(tx, audit));
    if (!questions.some((question) => question.id === fields.question_id))
      throw fieldError('question_id', 'errors.audit_question_unknown');
  }
}

/** Tells the person a discrepancy was given to, unless they gave it to themselves. */
async function notifyResponsible(
  tx: DbOrTx,
  deps: TDeps,
  audit: TAuditHead,
  responsibleId: string,
  actor: { id: string },
) {
  if (responsibleId === actor.id) return;
  await notifyUsers(tx, deps.cache, [responsibleId], {
    title: messageInAll('notifications.audit_finding_assigned', { number: audit.number }),
    link: AUDIT_MODULE.routes.record.replace(':id', audit.id),
  });
}

/** A finding's event in its audit's history; the comment names the finding by its requirement. */
const auditTrail = (
  tx: DbOrTx,
  audit: TAuditHead,
  action: string,
  actor: { id: string },
  changes: THistoryChanges,
  requirement: string,
) =>
  recordHistory(tx, {
    entityType: AUDIT_ENTITY,
    entityId: audit.id,
    action,
    actorId: actor.id,
    changes,
    comment: requirement.length > 200 ? `${requirement.slice(0, 199)}…` : requirement,
  });

/** The finding as the caller now sees it, in the audit's state after the change. */
async function answer(deps: TDeps, record: TModuleRecord, id: string): Promise<TFinding> {
  const audit = await auditHead(deps.db, record.row.id);
  const row = await findFinding(deps.db, audit.id, id);
  if (!row) throw notFound();
  return toFinding(row, rightsOn(record.caller, audit));
}

export async function createFinding(deps: TDeps, record: TModuleRecord, input: TCreate) {
  const { caller } = record;
  const auditId = record.row.id;
  // The transaction names what it created: a retried request (Idempotency-Key) gets it back.
  const id = await deps.db.transaction(async (tx) => {
    const audit = await lockAudit(tx, auditId);
    checkAuditorPart(caller, audit);
    await checkFields(tx, audit, input);
    const findingId = newId();
    await tx.insert(auditFindings).values({
      id: findingId,
      auditId,
      questionId: input.question_id,
      requirement: input.requirement,
      evidence: input.evidence,
      severity: input.severity,
      responsibleId: input.responsible_id,
      dueOn: input.due_on,
      createdBy: caller.id,
      updatedBy: caller.id,
    });
    await recountFindings(tx, auditId);
    const told = {
      severity: { from: null, to: input.severity },
      responsible_id: { from: null, to: input.responsible_id },
      due_on: { from: null, to: input.due_on },
    };
    await auditTrail(tx, audit, 'finding_add', caller, told, input.requirement);
    await notifyResponsible(tx, deps, audit, input.responsible_id, caller);
    await deps.cache.invalidate(tx, [AUDITS_CACHE_TAG]);
    return findingId;
  });
  return answer(deps, record, id);
}

const API_OF = (row: TFindingRow) => ({
  question_id: row.questionId,
  requirement: row.requirement,
  evidence: row.evidence,
  severity: row.severity,
  responsible_id: row.responsibleId,
  due_on: row.dueOn,
  causes: row.causes,
  corrective_actions: row.correctiveActions,
});
const COLUMN_OF = {
  requirement: 'requirement',
  evidence: 'evidence',
  severity: 'severity',
  responsible_id: 'responsibleId',
  due_on: 'dueOn',
  causes: 'causes',
  corrective_actions: 'correctiveActions',
} as const;
const isResponse = (field: string) => (RESPONSE_FIELDS as readonly string[]).includes(field);

/** Locks the audit and its finding: 404 for a finding it has not, 409 at another version. */
async function lockFinding(tx: DbOrTx, auditId: string, id: string, version: number) {
  const audit = await lockAudit(tx, auditId);
  const row = await findFinding(tx, auditId, id, true);
  if (!row) throw notFound();
  if (row.version !== version) throw staleVersion();
  return { audit, row };
}

/**
 * Changes the fields that differ from the finding as it is; each part is checked only when it
 * changes, so a form that sends the whole finding back is judged by what it changed.
 */
export async function updateFinding(deps: TDeps, record: TModuleRecord, id: string, body: TUpdate) {
  const { caller } = record;
  const { version, ...patch } = body;
  await deps.db.transaction(async (tx) => {
    const { audit, row } = await lockFinding(tx, record.row.id, id, version);
    const changes = diffFields(API_OF(row), patch);
    const changed = Object.keys(changes) as (keyof typeof COLUMN_OF)[];
    if (changed.length === 0) return;
    if (changed.some((field) => !isResponse(field))) checkAuditorPart(caller, audit);
    if (changed.some(isResponse)) checkResponsePart(caller, audit);
    if (changes.responsible_id) await checkFields(tx, audit, { responsible_id: patch.responsible_id });
    await tx
      .update(auditFindings)
      .set({
        ...Object.fromEntries(changed.map((field) => [COLUMN_OF[field], patch[field]])),
        version: sql`${auditFindings.version} + 1`,
        updatedAt: new Date(),
        updatedBy: caller.id,
      })
      .where(eq(auditFindings.id, id));
    await auditTrail(tx, audit, 'finding_update', caller, changes, patch.requirement ?? row.requirement);
    if (changes.responsible_id && patch.responsible_id)
      await notifyResponsible(tx, deps, audit, patch.responsible_id, caller);
    await deps.cache.invalidate(tx, [AUDITS_CACHE_TAG]);
  });
  return answer(deps, record, id);
}

export async function deleteFinding(deps: TDeps, record: TModuleRecord, id: string, version: number) {
  const { caller } = record;
  await deps.db.transaction(async (tx) => {
    const { audit, row } = await lockFinding(tx, record.row.id, id, version);
    checkAuditorPart(caller, audit);
    await tx
      .update(auditFindings)
      .set({
        deletedAt: new Date(),
        version: sql`${auditFindings.version} + 1`,
        updatedAt: new Date(),
        updatedBy: caller.id,
      })
      .where(eq(auditFindings.id, id));
    await recountFindings(tx, audit.id);
    await auditTrail(tx, audit, 'finding_delete', caller, {}, row.requirement);
    await deps.cache.invalidate(tx, [AUDITS_CACHE_TAG]);
  });
}

/**
 * The audit goes for approval only with every discrepancy answered for: causes and corrective
 * actions filled in (the generic layer's `beforeAction`, in the action's transaction).
 */
export async function checkFindingsAnswered(tx: DbOrTx, auditId: string, action: TWorkflowAction) {
  if (action !== 'send_for_approval') return;
  const count = await unansweredFindings(tx, auditId);
  if (count > 0) throw new AppError(400, 'errors.audit_findings_unanswered', { count });
}
