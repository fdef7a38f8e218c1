import { ZIdParamsSchema } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import {
  COMMENTED_EXECUTION,
  EVENT_MODULE,
  EVENT_SOURCE_ROW,
  isEventOverdue,
  ZEventListItemSchema,
  ZEventPrefillSchema,
  ZEventSourceQuerySchema,
} from '@hse/contracts/events';
import { ZRecordSummarySchema } from '@hse/contracts/record-module/summary';
import { textAt } from '@hse/contracts/texts';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import type { TAuthUser, TScope } from '../../platform/access.ts';
import { scopeOf } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import { registerDeadlineSource } from '../../platform/deadlines.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { moduleItem, moduleListItem } from '../../platform/record-module/module-item.ts';
import type { TModuleRow } from '../../platform/record-module/module-rows.ts';
import { recordReaderOf } from '../../platform/record-module/record-readers.ts';
import { registerRecordModule, type TRecordModuleHooks } from '../../platform/record-module/register.ts';
import { RECORD_ERRORS } from '../../platform/record-routes.ts';
import { localToday } from '../../platform/working-days.ts';
import { EVENT_DEADLINES } from './event-deadlines.ts';

/** The row's values as `isEventOverdue` reads them. */
const overdueOf = (row: TModuleRow, today: string) =>
  isEventOverdue(
    { status: row.status, execution_status: String(row.executionStatus), due_on: String(row.dueOn) },
    today,
  );

/** The table's columns by key: its field columns are derived from the manifest, untyped. */
type TEventColumns = Record<'status' | 'executionStatus' | 'sourceId' | 'sourceRecordId' | 'dueOn', PgColumn>;

/** Open events (what may fall overdue), as the partial indexes of the table say it. */
const open = (t: TEventColumns): SQL =>
  sql`${t.status} <> 'approved' and ${t.executionStatus} in ('in_work', 'stopped')`;

/** The people an event names: its responsible, co-executors and approver. */
const namedIn = (row: TModuleRow, caller: TAuthUser) =>
  row.responsibleId === caller.id ||
  row.approverId === caller.id ||
  (Array.isArray(row.coExecutorIds) && row.coExecutorIds.includes(caller.id));

/** A source record read for the caller: 400 on `source_id` where it is not theirs to read or none. */
async function sourceOf(
  deps: TDeps,
  db: DbOrTx,
  caller: TAuthUser,
  scope: TScope,
  type: string,
  id: string,
  lang: TLanguage,
  row?: string,
) {
  const reader = recordReaderOf(deps, type);
  if (!reader) throw fieldError('source_id', 'errors.event_source_unknown');
  return reader(db, caller, scope, id, lang, row).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404)
      throw fieldError('source_id', 'errors.event_source_unknown');
    throw error;
  });
}

/** Who hears of an action: the one the event is given to next. */
const responsibleOf = async (_tx: unknown, row: TModuleRow) =>
  [row.responsibleId].filter((id): id is string => typeof id === 'string');
const approverOf = async (_tx: unknown, row: TModuleRow) =>
  [row.approverId].filter((id): id is string => typeof id === 'string');

const ZListParams = {
  overdue: z
    .enum(['true', 'false'], 'validation.one_of')
    .transform((v) => v === 'true')
    .optional(),
  source_id: z.uuid('validation.invalid').optional(),
  /** The events raised from a record or from any of its items (its findings, its measures' rows). */
  source_record_id: z.uuid('validation.invalid').optional(),
};

function eventHooks(deps: TDeps): TRecordModuleHooks {
  // Today in the holding's zone: the day an event's due date is compared with.
  const today = () => localToday(deps.config.TIME_ZONE);
  return {
    // The people an event names read it wherever it lies (a co-executor of a contractor).
    readableBeyondScope: async (_reader, row, caller) => namedIn(row, caller),
    // The record is given to whoever acts on it next (decision 050): its responsible in work.
    derive: (merged) => ({ assigneeId: merged.responsible_id, overdue: false }),
    check: async (tx, { caller, scope, before, merged }) => {
      const execution = merged.execution_status as string;
      if (COMMENTED_EXECUTION.includes(execution as never) && !String(merged.execution_comment ?? '').trim())
        throw fieldError('execution_comment', 'errors.event_comment_required');
      if (execution === 'done') {
        if (!String(merged.report ?? '').trim()) throw fieldError('report', 'errors.event_report_required');
        if (!merged.done_on) throw fieldError('done_on', 'errors.event_done_on_required');
      }
      const sourceId = merged.source_id;
      const row = typeof merged.source_row === 'string' ? merged.source_row : undefined;
      if (before && (before.sourceType ?? null) !== (merged.source_type ?? null))
        throw fieldError('source_type', 'errors.event_source_fixed');
      if (before && (before.sourceRow ?? null) !== (row ?? null))
        throw fieldError('source_row', 'errors.event_source_fixed');
      if (row !== undefined && (typeof sourceId !== 'string' || !EVENT_SOURCE_ROW.test(row)))
        throw fieldError('source_row', 'errors.event_source_unknown');
      if (typeof sourceId !== 'string' || before?.sourceId === sourceId) return;
      if (!merged.source_type) throw fieldError('source_id', 'errors.event_source_type_required');
      await sourceOf(deps, tx, caller, scope, String(merged.source_type), sourceId, 'ru', row);
    },
    // The record the source lies in (a finding's audit): its events panel lists the event too.
    createColumns: async (tx, { caller, scope, merged }) => {
      const sourceId = merged.source_id;
      if (typeof sourceId !== 'string' || !merged.source_type) return {};
      const row = typeof merged.source_row === 'string' ? merged.source_row : undefined;
      const source = await sourceOf(deps, tx, caller, scope, String(merged.source_type), sourceId, 'ru', row);
      return { sourceRecordId: source.record_id ?? source.id };
    },
    // The report: what was done and when, before it goes to the approver (evidence: the files).
    beforeAction: (_tx, row, action) => {
      if (action !== 'send_for_approval' || row.executionStatus === 'not_applicable') return;
      if (!String(row.report ?? '').trim()) throw fieldError('report', 'errors.event_report_required');
      if (!row.doneOn) throw fieldError('done_on', 'errors.event_done_on_required');
    },
    // On approval the event is the approver's; returned for revision, the responsible's, in work again.
    actionColumns: async (_tx, _deps, row, action) => {
      if (action === 'send_for_approval')
        return {
          assigneeId: row.approverId,
          executionStatus: row.executionStatus === 'not_applicable' ? 'not_applicable' : 'done',
        };
      if (action === 'for_revision') return { assigneeId: row.responsibleId, executionStatus: 'in_work' };
      return {};
    },
    notifications: {
      send_for_approval: { key: 'notifications.event_on_approval', recipients: approverOf },
      for_revision: { key: 'notifications.event_revision', recipients: responsibleOf },
      approve: { key: 'notifications.event_approved', recipients: responsibleOf },
    },
    item: (row, lang, caller) => ({
      ...moduleItem(EVENT_MODULE, row, lang, caller),
      overdue: overdueOf(row, today()),
    }),
    listItem: (row, lang, guest) => ({
      ...moduleListItem(EVENT_MODULE, row, lang, guest),
      overdue: overdueOf(row, today()),
      source_id: typeof row.sourceId === 'string' ? row.sourceId : null,
      source_row: typeof row.sourceRow === 'string' ? row.sourceRow : null,
    }),
    listItemSchema: ZEventListItemSchema,
    listParams: {
      shape: ZListParams,
      apply(list, query, _caller, table) {
        const t = table as unknown as TEventColumns;
        if (typeof query.source_id === 'string')
          list.add('source_id', sql`${t.sourceId} = ${sql.placeholder('source_id')}`, query.source_id);
        if (typeof query.source_record_id === 'string')
          list.add(
            'source_record_id',
            sql`${t.sourceRecordId} = ${sql.placeholder('source_record_id')}`,
            query.source_record_id,
          );
        if (query.overdue === true)
          list.add('overdue', sql`${open(t)} and ${t.dueOn} < ${sql.placeholder('overdue')}`, today());
        // Named apart: a filter's name is its prepared statement's shape.
        else if (query.overdue === false)
          list.add(
            'not_overdue',
            sql`not (${open(t)} and ${t.dueOn} < ${sql.placeholder('not_overdue')})`,
            today(),
          );
      },
    },
    routes: (app, record) => {
      // A new event's values from the record it is raised from (one click, decision 050).
      app.get(
        `${record.base}/raise-from/`,
        {
          config: { permission: SIGNED_IN },
          schema: {
            tags: record.tags,
            querystring: ZEventSourceQuerySchema,
            response: { 200: ZEventPrefillSchema, ...RECORD_ERRORS },
          },
        },
        async (request) => {
          const query = request.query as z.infer<typeof ZEventSourceQuerySchema>;
          const user = currentUser(request);
          const lang = langOf(request);
          const source = await sourceOf(
            deps,
            deps.db,
            user,
            await scopeOf(deps, user),
            query.source_type,
            query.source_id,
            lang,
            query.source_row,
          ).catch(() => {
            throw notFound();
          });
          return {
            // An item's own words name the measure; a whole record is named as the source.
            title: source.subject || `${textAt(EVENT_MODULE.texts, 'panel.source', lang)}: ${source.label}`,
            organization_id: source.organization_id,
            source_type: query.source_type,
            source_id: query.source_id,
            source_row: query.source_row ?? null,
            due_on: source.due_on ?? null,
            source,
          };
        },
      );
      // The reference field's choices: an event's source is set from its record, never chosen here.
      app.get(
        `${record.base}/sources/`,
        {
          config: { permission: SIGNED_IN },
          schema: {
            tags: record.tags,
            response: { 200: z.array(z.object({ id: z.uuid(), name: z.string() })) },
          },
        },
        async () => [],
      );
      // The record an event was raised from, as the caller may read it.
      app.get(
        `${record.base}/:id/source/`,
        {
          config: { permission: SIGNED_IN },
          schema: {
            tags: record.tags,
            params: ZIdParamsSchema,
            response: { 200: ZRecordSummarySchema.nullable(), ...RECORD_ERRORS },
          },
        },
        async (request) => {
          const { id } = request.params as { id: string };
          const event = await record.read(request, id);
          const type = event.row.sourceType;
          const sourceId = event.row.sourceId;
          const reader = typeof type === 'string' ? recordReaderOf(deps, type) : undefined;
          // An event raised from nothing has no source: null, as the event itself is found.
          if (!reader || typeof sourceId !== 'string') return null;
          return reader(deps.db, event.user, event.scope, sourceId, langOf(request));
        },
      );
    },
  };
}

/** Events (decision 050) on the record-module layer. */
export function registerEvents(app: TApp, deps: TDeps) {
  registerDeadlineSource(EVENT_DEADLINES);
  return registerRecordModule(app, deps, EVENT_MODULE, events as never, eventHooks(deps));
}
