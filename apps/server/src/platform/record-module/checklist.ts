import type { TLanguage } from '@hse/contracts/constants';
import {
  checklistScore,
  questionsOf,
  type TChecklist,
  type TChecklistAnswer,
  type TChecklistTemplate,
  type TRecordChecklist,
} from '@hse/contracts/record-module/checklist';
import { displayValue, type TField } from '@hse/contracts/record-module/fields';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { textAt } from '@hse/contracts/texts';
import { isActor } from '@hse/contracts/workflow';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { THistoryChanges } from '../../db/schema/index.ts';
import { columnKeyOf } from '../../db/schema/record-module-table.ts';
import type { TDeps } from '../deps.ts';
import { badRequest, notFound, staleVersion } from '../errors.ts';
import { recordHistory } from '../history.ts';
import { liveRecordFiles } from '../record-files.ts';
import type { TPrintBlock, TPrintField } from '../record-pdf.ts';
import {
  findVersion,
  type TVersionRow,
  type TVersionStore,
  versionItemOf,
  versionTitleIn,
} from '../versioned-list/versioned-list.ts';
import { checkEditable } from '../workflow.ts';
import { fieldColumn, type TModuleRow, type TModuleTable } from './module-rows.ts';
import type { TModuleRecord } from './register.ts';

type TAnswers = Record<string, TChecklistAnswer>;

/**
 * A record module's checklist as the server keeps it (decision 043): its declaration, the
 * record's table, the table of answers (one JSON document per record, by `parentKey`) and the
 * templates' versioned list.
 */
export type TChecklistStore = {
  checklist: TRecordChecklist;
  table: TModuleTable;
  answers: PgTable;
  /** The answers table's column key of the record's id (`auditId`). */
  parentKey: string;
  templates: TVersionStore;
};

/** The record as the checklist needs it. */
type THead = {
  id: string;
  status: string;
  version: number;
  createdBy: string | null;
  templateId: string;
  score: number | null;
};

const answersColumn = (store: TChecklistStore, key: string) =>
  (getTableColumns(store.answers) as Record<string, PgColumn>)[key] as PgColumn;
const columnOf = (store: TChecklistStore, field: string) =>
  fieldColumn(store.checklist.parent, store.table, field);

const headOf = (store: TChecklistStore, row: TModuleRow): THead => ({
  id: row.id,
  status: row.status,
  version: row.version,
  createdBy: row.createdBy,
  templateId: String(row[columnKeyOf(store.checklist.templateField)]),
  score: (row[columnKeyOf(store.checklist.scoreField)] as number | null) ?? null,
});

/** The template version the record was made with: it stays the record's whatever edits follow. */
export async function checklistTemplateOf(db: DbOrTx, store: TChecklistStore, templateId: string) {
  const template = await findVersion(db, store.templates, templateId);
  if (!template) throw notFound();
  return template as TVersionRow & { sections: TChecklistTemplate['sections'] };
}

export async function storedAnswers(db: DbOrTx, store: TChecklistStore, recordId: string): Promise<TAnswers> {
  const [row] = await db
    .select({ answers: answersColumn(store, 'answers') })
    .from(store.answers)
    .where(eq(answersColumn(store, store.parentKey), recordId));
  return (row?.answers as TAnswers | undefined) ?? {};
}

/** The record's files still attached among `ids`: a photo removed from the record leaves its answers. */
const liveFiles = (db: DbOrTx, store: TChecklistStore, recordId: string, ids: string[]) =>
  liveRecordFiles(db, store.checklist.parent.entityType, recordId, ids);

const photoIdsOf = (answers: TAnswers) => [...new Set(Object.values(answers).flatMap((a) => a.photo_ids))];

export function readChecklist(deps: TDeps, store: TChecklistStore, record: TModuleRecord) {
  return checklistOf(deps.db, store, headOf(store, record.row), record.caller);
}

async function checklistOf(
  db: DbOrTx,
  store: TChecklistStore,
  head: THead,
  caller: TModuleRecord['caller'],
): Promise<TChecklist> {
  const template = await checklistTemplateOf(db, store, head.templateId);
  const answers = await storedAnswers(db, store, head.id);
  const files = await liveFiles(db, store, head.id, photoIdsOf(answers));
  const { workflow } = store.checklist.parent;
  return {
    template: versionItemOf(store.templates, template) as TChecklistTemplate,
    answers: Object.fromEntries(
      Object.entries(answers).map(([question, answer]) => [
        question,
        { ...answer, photo_ids: answer.photo_ids.filter((photo) => files.has(photo)) },
      ]),
    ),
    score: head.score,
    // Those who edit the record answer while it is theirs to edit.
    can_answer: isActor(workflow.editable[head.status], caller, head.createdBy),
    version: head.version,
  };
}

/** 400 naming each answer to a question the record's version has not, or a photo not its own. */
async function checkAnswers(
  tx: DbOrTx,
  store: TChecklistStore,
  head: THead,
  questions: Set<string>,
  answers: TAnswers,
) {
  const { unknownQuestionError, unknownPhotoError } = store.checklist;
  const errors: Record<string, [typeof unknownQuestionError]> = {};
  for (const question of Object.keys(answers))
    if (!questions.has(question)) errors[`answers.${question}`] = [unknownQuestionError];
  const files = await liveFiles(tx, store, head.id, photoIdsOf(answers));
  for (const [question, answer] of Object.entries(answers))
    if (answer.photo_ids.some((photo) => !files.has(photo)))
      errors[`answers.${question}.photo_ids`] = [unknownPhotoError];
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

/** The record locked for the save: 404 if deleted meanwhile, 409 at another version. */
async function lockHead(tx: DbOrTx, store: TChecklistStore, id: string, version: number): Promise<THead> {
  const { table, checklist } = store;
  const [row] = await tx
    .select({
      id: table.id,
      status: table.status,
      version: table.version,
      createdBy: table.createdBy,
      templateId: columnOf(store, checklist.templateField),
      score: columnOf(store, checklist.scoreField),
    })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .for('update');
  if (!row) throw notFound();
  if (row.version !== version) throw staleVersion();
  return row as THead;
}

/**
 * Saves the whole checklist at the record's version (PUT: questions left out lose their answer),
 * scores it and gives the record its next version; nothing is written when nothing changed.
 */
export async function saveChecklist(
  deps: TDeps,
  store: TChecklistStore,
  record: TModuleRecord,
  body: { version: number; answers: TAnswers },
): Promise<TChecklist> {
  const { caller } = record;
  const { checklist, table } = store;
  const id = record.row.id;
  const head = await deps.db.transaction(async (tx) => {
    const before = await lockHead(tx, store, id, body.version);
    checkEditable(checklist.parent.workflow, { status: before.status, authorId: before.createdBy }, caller);
    const questions = questionsOf(await checklistTemplateOf(tx, store, before.templateId));
    await checkAnswers(tx, store, before, new Set(questions.map((question) => question.id)), body.answers);
    const changes = answerChanges(await storedAnswers(tx, store, id), body.answers);
    if (Object.keys(changes).length === 0) return before;
    const score = checklistScore(questions, body.answers);
    const row = { answers: body.answers, updatedAt: new Date(), updatedBy: caller.id };
    await tx
      .insert(store.answers)
      .values({ [store.parentKey]: id, ...row } as never)
      .onConflictDoUpdate({ target: answersColumn(store, store.parentKey), set: row as never });
    await tx
      .update(table)
      .set({
        [columnKeyOf(checklist.scoreField)]: score,
        version: sql`${table.version} + 1`,
        updatedAt: new Date(),
        updatedBy: caller.id,
      } as never)
      .where(eq(table.id, id));
    if (score !== before.score) changes.score = { from: before.score, to: score };
    await recordHistory(tx, {
      entityType: checklist.parent.entityType,
      entityId: id,
      action: 'checklist',
      actorId: caller.id,
      changes,
    });
    // The list shows the score: its cached totals and pages go with it.
    await deps.cache.invalidate(tx, [checklist.parent.key]);
    return { ...before, score, version: before.version + 1 };
  });
  return checklistOf(deps.db, store, head, caller);
}

/**
 * What a record's PDF prints of its checklist after its fields: a summary (the template, its
 * version, the score and a module's `extra` rows), then one table per section, in the reader's
 * language from the module's texts (`checklist.*`, `options.answer.*`).
 */
export async function checklistPrintBlocks(
  db: DbOrTx,
  store: TChecklistStore,
  item: TRecordItem,
  lang: TLanguage,
  timeZone: string,
  extra: TPrintField[] = [],
): Promise<TPrintBlock[]> {
  const { parent, templateField, scoreField } = store.checklist;
  const t = (path: string) => textAt(parent.texts, path, lang);
  const template = await findVersion(db, store.templates, String(item[templateField]));
  if (!template) return [];
  const { sections } = template as unknown as { sections: TChecklistTemplate['sections'] };
  const answers = await storedAnswers(db, store, item.id);
  const ctx = { texts: parent.texts, lang, timeZone };
  const score = displayValue(scoreField, parent.fields[scoreField] as TField, item[scoreField], ctx);
  const summary: TPrintBlock = {
    title: t('sections.checklist'),
    fields: [
      { label: t(`fields.${templateField}`), value: versionTitleIn(template, lang) },
      { label: t('checklist.version'), value: String(template.version) },
      { label: t(`fields.${scoreField}`), value: score || t('checklist.unanswered') },
      ...extra,
    ],
  };
  const tables = sections.map(
    (section, i): TPrintBlock => ({
      title: `${i + 1}. ${section.title[lang] || section.title.ru}`,
      table: {
        head: [
          t('checklist.question'),
          t('checklist.answer'),
          t('checklist.evidence'),
          t('checklist.comment'),
        ],
        rows: section.questions.map((question) => {
          const answer = answers[question.id];
          const requirement = question.requirement[lang] || question.requirement.ru;
          return [
            question.reference ? `${requirement} (${question.reference})` : requirement,
            answer?.answer ? t(`options.answer.${answer.answer}`) : t('checklist.unanswered'),
            answer?.evidence ?? '',
            answer?.comment ?? '',
          ];
        }),
      },
    }),
  );
  return [summary, ...tables];
}
