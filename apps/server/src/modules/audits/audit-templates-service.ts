import type {
  TAuditTemplateInput,
  TChecklistSection,
  ZAuditTemplateInputSchema,
} from '@hse/contracts/audits';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { auditTemplates, type THistoryChanges } from '../../db/schema/index.ts';
import type { TAuthUser } from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { conflict, fieldError, notFound, staleVersion } from '../../platform/errors.ts';
import { diffFields, recordHistory } from '../../platform/history.ts';
import { newId } from '../../platform/ids.ts';
import { findTemplate, type TTemplateRow } from './audit-templates-repository.ts';

/** History of a template is kept per family: one trail across its versions. */
export const TEMPLATE_ENTITY = 'audit_template';

type TInput = z.output<typeof ZAuditTemplateInputSchema>;

/** Answers and findings name a question by its id, so one template never has two alike. */
function assertQuestionIdsUnique(sections: TChecklistSection[]) {
  const seen = new Set<string>();
  sections.forEach((section, s) => {
    section.questions.forEach((question, q) => {
      if (seen.has(question.id))
        throw fieldError(`sections.${s}.questions.${q}.id`, 'errors.audit_question_duplicate');
      seen.add(question.id);
    });
  });
}

const questionCount = (sections: TChecklistSection[]) =>
  sections.reduce((sum, section) => sum + section.questions.length, 0);

async function insertVersion(
  tx: DbOrTx,
  actor: TAuthUser,
  input: TInput,
  family: { familyId: string; version: number },
): Promise<string> {
  const id = newId();
  await tx.insert(auditTemplates).values({
    id,
    familyId: family.familyId,
    version: family.version,
    title: input.title,
    sections: input.sections,
    createdBy: actor.id,
  });
  return id;
}

export async function createTemplate(deps: TDeps, actor: TAuthUser, body: TAuditTemplateInput) {
  const input = body as TInput;
  assertQuestionIdsUnique(input.sections);
  // The transaction names what it created: a retried request (Idempotency-Key) gets it back.
  return deps.db.transaction(async (tx) => {
    const familyId = newId();
    const id = await insertVersion(tx, actor, input, { familyId, version: 1 });
    await recordHistory(tx, {
      entityType: TEMPLATE_ENTITY,
      entityId: familyId,
      action: 'create',
      actorId: actor.id,
      changes: {
        title: { from: null, to: input.title },
        questions_count: { from: null, to: questionCount(input.sections) },
      },
    });
    return id;
  });
}

/**
 * The next version of a template, edited from the version the client read: 404 for none, 409
 * when that version was replaced meanwhile (by this editor's colleague, or an older tab). The
 * old version stays, marked superseded, for the audits made with it.
 */
export async function updateTemplate(
  deps: TDeps,
  actor: TAuthUser,
  id: string,
  body: TAuditTemplateInput & { version: number },
): Promise<string> {
  const { version, ...rest } = body;
  const input = rest as TInput;
  assertQuestionIdsUnique(input.sections);
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await findTemplate(tx, id, true);
      if (!before) throw notFound();
      if (before.supersededAt) throw conflict('errors.audit_template_superseded');
      if (before.version !== version) throw staleVersion();
      await tx.update(auditTemplates).set({ supersededAt: new Date() }).where(eq(auditTemplates.id, id));
      const next = await insertVersion(tx, actor, input, { familyId: before.familyId, version: version + 1 });
      await recordHistory(tx, {
        entityType: TEMPLATE_ENTITY,
        entityId: before.familyId,
        action: 'update',
        actorId: actor.id,
        changes: changesOf(before, input),
      });
      return next;
    });
  } catch (error) {
    // Two editors of one version racing past the lock meet the unique indexes: the same 409.
    if (
      isUniqueViolation(error, 'audit_templates_current_key') ||
      isUniqueViolation(error, 'audit_templates_family_version_key')
    )
      throw conflict('errors.audit_template_superseded');
    throw error;
  }
}

/** What the new version changed: the version always, the title and the questions when they differ. */
function changesOf(before: TTemplateRow, input: TInput) {
  const changed = diffFields(
    { title: before.title, sections: before.sections },
    { title: input.title, sections: input.sections },
  );
  const changes: THistoryChanges = { version: { from: before.version, to: before.version + 1 } };
  if (changed.title) changes.title = changed.title;
  // The checklist is a long document: its history says it changed and how many questions it has.
  if (changed.sections)
    changes.questions_count = { from: questionCount(before.sections), to: questionCount(input.sections) };
  return changes;
}
