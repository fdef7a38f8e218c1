import {
  COMMITMENT_FILLINGS,
  COMMITMENT_MODULE,
  COMMITMENT_PERIODS,
  commitmentProgress,
  periodPercent,
  periodsBegun,
  type TCommitmentItem,
  type TCommitmentPeriod,
  type TCommitmentStatus,
  type TPeriodPercents,
  ZEvidenceFilesSchema,
  ZMyCommitmentSchema,
} from '@hse/contracts/commitments';
import { ZIdParamsSchema } from '@hse/contracts/common';
import { displayValue } from '@hse/contracts/record-module/fields';
import { textAt } from '@hse/contracts/texts';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { commitmentFillings, commitments } from '../../db/schema/index.ts';
import type { TApp } from '../../platform/app-types.ts';
import { readUploads } from '../../platform/attachments.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import { registerDeadlineSource } from '../../platform/deadlines.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, conflict, fieldError, forbidden } from '../../platform/errors.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { attachFiles, liveRecordFiles } from '../../platform/record-files.ts';
import { AUTHOR_DRAFTS } from '../../platform/record-module/author-drafts.ts';
import { childPrintBlock, listChildren, type TChildStore } from '../../platform/record-module/children.ts';
import { registerChildRoutes, type TChildHooks } from '../../platform/record-module/children-routes.ts';
import { moduleItem, moduleListItem } from '../../platform/record-module/module-item.ts';
import { fieldColumn, type TModuleRow } from '../../platform/record-module/module-rows.ts';
import { registerRecordModule, type TRecordModuleHooks } from '../../platform/record-module/register.ts';
import { RECORD_ERRORS } from '../../platform/record-routes.ts';
import { COMMITMENT_DEADLINES } from './commitment-deadlines.ts';

/** The manifest's columns the module reads itself (the generic table types the common ones only). */
const YEAR = fieldColumn(COMMITMENT_MODULE, commitments, 'year');
const APPROVER = fieldColumn(COMMITMENT_MODULE, commitments, 'approver_id');

const PERCENTS = ['current_percent', 'year_percent', 'q1_percent', 'q2_percent', 'q3_percent', 'q4_percent'];

const FILLINGS: TChildStore = {
  child: COMMITMENT_FILLINGS,
  table: commitmentFillings,
  parentKey: 'commitmentId',
};

const percentColumn = (period: TCommitmentPeriod) => `${period}Percent` as const;

/** The quarters' shares a row keeps. */
const percentsOf = (row: Record<string, unknown>): TPeriodPercents =>
  Object.fromEntries(COMMITMENT_PERIODS.map((p) => [p, (row[percentColumn(p)] as number | null) ?? null]));

/**
 * The shares as of today: the current quarter's and the year's to date, answered only for an
 * approved commitment (a draft has nothing to be measured against yet).
 */
function progressOf(row: TModuleRow, today = new Date()) {
  if (row.status !== 'approved') return { period: null, current: null, year: null };
  return commitmentProgress(Number(row.year), percentsOf(row), today);
}

const withProgress = <T extends Record<string, unknown>>(answer: T, row: TModuleRow): T => {
  const progress = progressOf(row);
  return { ...answer, current_percent: progress.current, year_percent: progress.year };
};

const toAuthor = async (_tx: DbOrTx, row: TModuleRow) => (row.createdBy ? [row.createdBy] : []);
const toApprover = async (_tx: DbOrTx, row: TModuleRow) => (row.assigneeId ? [row.assigneeId] : []);

/** A commitment's own rules on create and update: its items, its approver, one a year. */
async function checkCommitment(
  tx: DbOrTx,
  authorId: string,
  before: TModuleRow | null,
  merged: Record<string, unknown>,
) {
  const items = (merged.items ?? []) as TCommitmentItem[];
  for (const [i, item] of items.entries())
    if (item.kind === 'other' && !item.description?.trim())
      throw fieldError(`items.${i}.description`, 'errors.commitment_other_text');
  if (merged.approver_id === authorId) throw fieldError('approver_id', 'errors.commitment_self_approval');
  const [other] = await tx
    .select({ id: commitments.id })
    .from(commitments)
    .where(
      and(
        eq(commitments.createdBy, authorId),
        eq(YEAR, Number(merged.year)),
        isNull(commitments.deletedAt),
        before ? ne(commitments.id, before.id) : undefined,
      ),
    )
    .limit(1);
  if (other) throw fieldError('year', 'errors.commitment_exists');
}

/**
 * A quarter's report: a quarter begun, one report each, a count for every item, evidence among the
 * commitment's files; the quarter's share is kept on the commitment after each change.
 */
const FILLING_HOOKS: TChildHooks = {
  check: async (tx, { parent, input, before }) => {
    if (!before) {
      const period = input.period as TCommitmentPeriod;
      if (!periodsBegun(Number(parent.year), new Date()).includes(period))
        throw fieldError('period', 'errors.commitment_period_future');
      const [filled] = await tx
        .select({ id: commitmentFillings.id })
        .from(commitmentFillings)
        .where(
          and(
            eq(commitmentFillings.commitmentId, parent.id),
            eq(commitmentFillings.period, period),
            isNull(commitmentFillings.deletedAt),
          ),
        )
        .limit(1);
      if (filled) throw conflict('errors.commitment_period_filled');
    }
    const items = parent.items as TCommitmentItem[];
    if (input.counts !== undefined && (input.counts as unknown[]).length !== items.length)
      throw fieldError('counts', 'errors.commitment_counts_mismatch');
    const evidence = ((input.evidence ?? []) as { file_id: string }[]).map((e) => e.file_id);
    const files = await liveRecordFiles(tx, COMMITMENT_MODULE.entityType, parent.id, evidence);
    if (evidence.some((id) => !files.has(id)))
      throw fieldError('evidence', 'errors.commitment_evidence_unknown');
  },
  changed: async (tx, { parent, before, after }) => {
    const period = (after?.period ?? before?.period) as TCommitmentPeriod;
    const counts = (after?.counts ?? null) as { done: number }[] | null;
    const percent = counts ? periodPercent(parent.items as TCommitmentItem[], counts) : null;
    await tx
      .update(commitments)
      .set({ [percentColumn(period)]: percent })
      .where(eq(commitments.id, parent.id));
  },
};

/** What commitments add to their manifest on the server (decision 053). */
export const COMMITMENT_HOOKS: TRecordModuleHooks = {
  // A draft is its author's own; the approver and the organization's people read it once sent.
  ...AUTHOR_DRAFTS,
  // The approver is the workflow's `assignee`: they approve it or return it, and read it wherever it is.
  readColumns: { assigneeId: sql`${APPROVER}` },
  readableBeyondScope: async (_reader, row, caller) => row.assigneeId === caller.id,
  check: (tx, { caller, before, merged }) =>
    checkCommitment(tx, before?.createdBy ?? caller.id, before, merged),
  createConflicts: { commitments_author_year_key: 'errors.commitment_exists' },
  item: (row, lang, caller) => withProgress(moduleItem(COMMITMENT_MODULE, row, lang, caller), row),
  listItem: (row, lang, guest) => withProgress(moduleListItem(COMMITMENT_MODULE, row, lang, guest), row),
  notifications: {
    send_for_approval: { key: 'notifications.commitment_on_approval', recipients: toApprover },
    for_revision: { key: 'notifications.commitment_revision', recipients: toAuthor },
    approve: { key: 'notifications.commitment_approved', recipients: toAuthor },
  },
};

/**
 * Personal safety commitments: the generic record routes from COMMITMENT_MODULE, their quarterly
 * reports as child records under `/api/commitments/:id/fillings/`, the evidence the author
 * attaches to an approved commitment, and the caller's own commitment of this year.
 */
export function registerCommitments(app: TApp, deps: TDeps) {
  // Each approved commitment's quarterly reports remind and escalate (decision 049).
  registerDeadlineSource(COMMITMENT_DEADLINES);
  return registerRecordModule(app, deps, COMMITMENT_MODULE, commitments, {
    ...COMMITMENT_HOOKS,
    printBlocks: async (item, lang, timeZone) => {
      const t = (path: string) => textAt(COMMITMENT_MODULE.texts, path, lang);
      const ctx = { texts: COMMITMENT_MODULE.texts, lang, timeZone };
      const percent = (name: string) => ({
        label: t(`fields.${name}`),
        value: displayValue(name, COMMITMENT_MODULE.fields.year_percent, item[name], ctx) || null,
      });
      const items = item.items as TCommitmentItem[];
      const fillings = await listChildren(deps.db, FILLINGS, item.id);
      return [
        {
          title: t('fields.items'),
          table: {
            head: ['kind', 'description', 'target'].map((cell) => t(`rows.items.${cell}`)),
            rows: items.map((row) => [
              t(`options.kind.${row.kind}`),
              row.description ?? '',
              String(row.target),
            ]),
          },
        },
        ...(item.status === 'approved'
          ? [{ title: t('sections.result'), fields: PERCENTS.map(percent) }]
          : []),
        ...(fillings.length ? [childPrintBlock(COMMITMENT_FILLINGS, fillings, lang, timeZone)] : []),
      ];
    },
    routes: (a, routes) => {
      registerChildRoutes(a, deps, routes, FILLINGS, FILLING_HOOKS);

      a.get(
        `${routes.base}/mine/`,
        {
          config: { permission: SIGNED_IN },
          schema: { tags: routes.tags, response: { 200: ZMyCommitmentSchema, ...RECORD_ERRORS } },
        },
        async (request) => {
          const user = currentUser(request);
          const today = new Date();
          const [found] = await deps.db
            .select()
            .from(commitments)
            .where(
              and(
                eq(commitments.createdBy, user.id),
                eq(YEAR, today.getUTCFullYear()),
                isNull(commitments.deletedAt),
              ),
            )
            .orderBy(desc(commitments.createdAt))
            .limit(1);
          if (!found) return { commitment: null };
          const row = found as unknown as TModuleRow;
          const progress = progressOf(row, today);
          return {
            commitment: {
              id: row.id,
              number: row.number,
              year: Number(row.year),
              status: row.status as TCommitmentStatus,
              period: progress.period,
              current_percent: progress.current,
              year_percent: progress.year,
            },
          };
        },
      );

      // Evidence of a report: files of the commitment, attached by its author once it is approved
      // (its files part takes files only while the commitment may be edited).
      a.post(
        `${routes.base}/:id/evidence/`,
        {
          config: { permission: SIGNED_IN },
          schema: {
            tags: routes.tags,
            summary: 'Attach evidence files of a report (multipart, field `file`)',
            params: ZIdParamsSchema,
            response: { 201: ZEvidenceFilesSchema, ...RECORD_ERRORS },
          },
        },
        async (request, reply) => {
          const { row, user } = await routes.read(request, request.params.id);
          if (row.createdBy !== user.id) throw forbidden();
          if (row.status !== 'approved') throw new AppError(409, 'errors.commitment_not_approved');
          const uploads = await readUploads(request, deps.config.UPLOAD_MAX_BYTES);
          const { fileIds } = await attachFiles(deps, {
            entityType: COMMITMENT_MODULE.entityType,
            entityId: row.id,
            uploads,
            actorId: user.id,
          });
          const names = uploads.map((upload) => upload.name);
          return reply.status(201).send(fileIds.map((id, i) => ({ id, name: names[i] ?? '' })));
        },
      );
    },
  });
}
