import {
  AUDIT_WORKFLOW,
  auditScore,
  type TChecklist,
  type TChecklistAnswer,
  type TChecklistQuestion,
} from '@hse/contracts/audits';
import { isActor } from '@hse/contracts/workflow';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditAnswers, audits, recordFiles, type THistoryChanges } from '../../db/schema/index.ts';
import type { TDeps } from '../../platform/deps.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import type { TModuleRecord } from '../../platform/record-module/register.ts';
import { checkEditable } from '../../platform/workflow.ts';
import {
  AUDIT_ENTITY,
  AUDITS_CACHE_TAG,
  headOf,
  lockAudit,
  type TAuditCaller,
  type TAuditHead,
} from './audit-access.ts';
import { findTemplate, type TTemplateRow, toTemplate } from './audit-templates-repository.ts';

type TAnswers = Record<string, TChecklistAnswer>;

export const questionsOf = (template: Pick<TTemplateRow, 'sections'>): TChecklistQuestion[] =>
  template.sections.flatMap((section) => section.questions);

/** The template version the audit was made with: it stays the audit's whatever edits follow. */
export async function templateOf(db: DbOrTx, audit: TAuditHead): Promise<TTemplateRow> {
  const template = await findTemplate(db, audit.templateId);
  if (!template) throw notFound();
  return template;
}

export async function storedAnswers(db: DbOrTx, auditId: string): Promise<TAnswers> {
  const [row] = await db
    .select({ answers: auditAnswers.answers })
    .from(auditAnswers)
    .where(eq(auditAnswers.auditId, auditId));
  return row?.answers ?? {};
}

/** The audit's files still attached among `ids`: a photo removed from the audit leaves its answers. */
async function liveFiles(db: DbOrTx, auditId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: recordFiles.id })
    .from(recordFiles)
    .where(
      and(
        eq(recordFiles.entityType, AUDIT_ENTITY),
        eq(recordFiles.entityId, auditId),
        inArray(recordFiles.id, ids),
        isNull(recordFiles.deletedAt),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

const photoIdsOf = (answers: TAnswers) => [...new Set(Object.values(answers).flatMap((a) => a.photo_ids))];

/** Auditors answer while the audit is theirs to edit (draft, data filling, revision). */
const mayAnswer = (caller: TAuditCaller, audit: TAuditHead) =>
  isActor(AUDIT_WORKFLOW.editable[audit.status], caller, audit.createdBy);

export function readChecklist(deps: TDeps, record: TModuleRecord): Promise<TChecklist> {
  return checklistOf(deps.db, headOf(record.row), record.caller);
}

async function checklistOf(db: DbOrTx, audit: TAuditHead, caller: TAuditCaller): Promise<TChecklist> {
  const template = await templateOf(db, audit);
  const answers = await storedAnswers(db, audit.id);
  const files = await liveFiles(db, audit.id, photoIdsOf(answers));
  return {
    template: toTemplate(template),
    answers: Object.fromEntries(
      Object.entries(answers).map(([question, answer]) => [
        question,
        { ...answer, photo_ids: answer.photo_ids.filter((photo) => files.has(photo)) },
      ]),
    ),
    score: audit.score,
    can_answer: mayAnswer(caller, audit),
    version: audit.version,
  };
}

/** 400 naming each answer to a question the audit's template version has not, or a photo not its own. */
async function checkAnswers(tx: DbOrTx, audit: TAuditHead, template: TTemplateRow, answers: TAnswers) {
  const known = new Set(questionsOf(template).map((question) => question.id));
  const errors: Record<string, ['errors.audit_question_unknown' | 'errors.audit_photo_unknown']> = {};
  for (const question of Object.keys(answers))
    if (!known.has(question)) errors[`answers.${question}`] = ['errors.audit_question_unknown'];
  const files = await liveFiles(tx, audit.id, photoIdsOf(answers));
  for (const [question, answer] of Object.entries(answers))
    if (answer.photo_ids.some((photo) => !files.has(photo)))
      errors[`answers.${question}.photo_ids`] = ['errors.audit_photo_unknown'];
  if (Object.keys(errors).length > 0) throw badRequest('errors.bad_request', errors);
}

/** What the history tells of a checklist save: each question whose answer changed, and the score. */
function answerChanges(before: TAnswers, after: TAnswers): THistoryChanges {
  const changes: THistoryChanges = {};
  const same = (a?: TChecklistAnswer, b?: TChecklistAnswer) =>
    (a?.answer ?? null) === (b?.answer ?? null) &&
    (a?.evidence ?? '') === (b?.evidence ?? '') &&
    (a?.comment ?? '') === (b?.comment ?? '') &&
    [...(a?.photo_ids ?? [])].sort().join() === [...(b?.photo_ids ?? [])].sort().join();
  for (const question of new Set([...Object.keys(before), ...Object.keys(after)]))
    if (!same(before[question], after[question]))
      changes[question] = { from: before[question]?.answer ?? null, to: after[question]?.answer ?? null };
  return changes;
}

/**
 * Saves the whole checklist at the audit's version (PUT: questions left out lose their answer),
 * scores it and gives the audit its next version; nothing is written when nothing changed.
 */
export async function saveChecklist(
  deps: TDeps,
  record: TModuleRecord,
  body: { version: number; answers: TAnswers },
): Promise<TChecklist> {
  const { caller } = record;
  const id = record.row.id;
  const audit = await deps.db.transaction(async (tx) => {
    const before = await lockAudit(tx, id, body.version);
    checkEditable(AUDIT_WORKFLOW, { status: before.status, authorId: before.createdBy }, caller);
    const template = await templateOf(tx, before);
    await checkAnswers(tx, before, template, body.answers);
    const changes = answerChanges(await storedAnswers(tx, id), body.answers);
    if (Object.keys(changes).length === 0) return before;
    const score = auditScore(questionsOf(template), body.answers);
    await tx
      .insert(auditAnswers)
      .values({ auditId: id, answers: body.answers, updatedBy: caller.id })
      .onConflictDoUpdate({
        target: auditAnswers.auditId,
        set: { answers: body.answers, updatedAt: new Date(), updatedBy: caller.id },
      });
    await tx
      .update(audits)
      .set({
        score,
        version: sql`${audits.version} + 1`,
        updatedAt: new Date(),
        updatedBy: caller.id,
      } as never)
      .where(eq(audits.id, id));
    if (score !== before.score) changes.score = { from: before.score, to: score };
    await recordHistory(tx, {
      entityType: AUDIT_ENTITY,
      entityId: id,
      action: 'checklist',
      actorId: caller.id,
      changes,
    });
    await deps.cache.invalidate(tx, [AUDITS_CACHE_TAG]);
    return { ...before, score, version: before.version + 1 };
  });
  return checklistOf(deps.db, audit, caller);
}
