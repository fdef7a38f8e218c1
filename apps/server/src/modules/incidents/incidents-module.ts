import { ZIdParamsSchema } from '@hse/contracts/common';
import { ZDeadlineListSchema } from '@hse/contracts/deadlines';
import {
  INCIDENT_MODULE,
  incidentSendIssues,
  needsSpecialInvestigation,
  type TIncident,
  type TIncidentKind,
  type TVictim,
  ZIncidentCreateSchema,
  ZIncidentSchema,
  ZIncidentUpdateSchema,
  ZVictimBodyPartsParamSchema,
  ZVictimOutcomesParamSchema,
} from '@hse/contracts/incidents';
import { HSE_ROLES } from '@hse/contracts/roles';
import { textAt } from '@hse/contracts/texts';
import { sql } from 'drizzle-orm';
import { bulletins, incidents, investigationActs, investigationReports } from '../../db/schema/index.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { recordDeadlines, registerDeadlineSource } from '../../platform/deadlines.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, ERROR_RESPONSES, fieldError } from '../../platform/errors.ts';
import { activeUsersOverseeing } from '../../platform/notify.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { cacheTags } from '../../platform/read-cache.ts';
import { moduleItem } from '../../platform/record-module/module-item.ts';
import { modulePrintable } from '../../platform/record-module/module-output.ts';
import type { TModuleRow } from '../../platform/record-module/module-rows.ts';
import { registerRecordModule, type TRecordModuleHooks } from '../../platform/record-module/register.ts';
import { INCIDENT_DEADLINE_SOURCE, INCIDENT_DEADLINES } from './incident-deadlines.ts';
import { incidentPrintBlocks } from './incident-print.ts';

/**
 * The numbers of the message's approved investigation documents, read from their tables (this
 * module does not reach into the investigations module): once one is approved, the message it
 * stands on is no longer returned for revision.
 */
const approvedOf = (table: typeof investigationReports | typeof investigationActs | typeof bulletins) =>
  sql`select ${table.number} as number from ${table} where ${table.incidentId} = ${incidents.id} and ${table.status} = 'approved' and ${table.deletedAt} is null`;
const approvedDocumentsColumn = sql<string[]>`array(select d.number from (${approvedOf(
  investigationReports,
)} union all ${approvedOf(investigationActs)} union all ${approvedOf(bulletins)}) d order by d.number)`;

const approvedDocuments = (row: TModuleRow) => (row.approvedDocuments as string[] | undefined) ?? [];
const toAuthor = async (_tx: unknown, row: TModuleRow) => (row.createdBy ? [row.createdBy] : []);

/** What incident messages add to their manifest on the server. */
export const INCIDENT_HOOKS: TRecordModuleHooks = {
  // A draft is its author's alone: others see a message once it is sent.
  visible: (row, caller) => row.status !== 'draft' || row.createdBy === caller.id,
  listWhere: (list, caller, table) =>
    list.add(
      'viewer',
      sql`(${table.status} <> 'draft' or ${table.createdBy} = ${sql.placeholder('viewer')})`,
      caller.id,
    ),
  cacheTag: cacheTags.incidents,
  // Messages with an injured person of these outcomes or body parts: what an analytics figure of
  // injuries opens.
  listParams: {
    shape: {
      victim_outcome: ZVictimOutcomesParamSchema.optional(),
      victim_body_part: ZVictimBodyPartsParamSchema.optional(),
    },
    apply(list, query) {
      for (const [param, key] of [
        ['victim_outcome', 'outcome'],
        ['victim_body_part', 'body_part'],
      ] as const) {
        const value = query[param];
        if (typeof value !== 'string') continue;
        list.add(
          param,
          sql`exists (select 1 from jsonb_array_elements(${incidents.victims}) v where v->>${key} = any(${sql.placeholder(param)}))`,
          value.split(','),
        );
      }
    },
  },
  // The message's API predates the layer: its messages and defaults, the vehicle and the driver.
  createSchema: ZIncidentCreateSchema,
  updateSchema: ZIncidentUpdateSchema,
  ownFields: { transport: 'transport', driver: 'driver' },
  readColumns: { approvedDocuments: approvedDocumentsColumn },
  derive: (record) => {
    const victims = (record.victims ?? []) as TVictim[];
    return {
      victimsCount: victims.length,
      needsSpecialInvestigation: needsSpecialInvestigation({ kind: record.kind as TIncidentKind, victims }),
    };
  },
  check: (_tx, { before, merged }) => {
    // The dates are checked as they will be stored together, not only as sent.
    const liquidated = merged.liquidated_at;
    if (
      before &&
      typeof liquidated === 'string' &&
      Date.parse(liquidated) < Date.parse(String(merged.occurred_at))
    )
      throw fieldError('liquidated_at', 'validation.before_occurrence');
  },
  beforeAction: (_tx, row, action) => {
    // Approved documents stand on the message as it is: it cannot go back for revision under them.
    const documents = approvedDocuments(row);
    if (action === 'for_revision' && documents.length)
      throw new AppError(409, 'errors.revision_after_approval', { documents: documents.join(', ') });
    if (action !== 'save_and_send') return;
    const issues = incidentSendIssues(row as unknown as Parameters<typeof incidentSendIssues>[0]);
    if (issues.length > 0)
      throw new AppError(
        400,
        'errors.bad_request',
        {},
        Object.fromEntries(issues.map((i) => [i.field, [i.key]])),
      );
  },
  notifications: {
    // Sending tells the HSE staff who oversee the organization; later steps tell the author.
    save_and_send: {
      key: 'notifications.incident_sent',
      recipients: (tx, row) => activeUsersOverseeing(tx, row.organizationId, HSE_ROLES),
    },
    accept_for_work: { key: 'notifications.incident_in_work', recipients: toAuthor },
    for_revision: { key: 'notifications.incident_revision', recipients: toAuthor },
    approve: { key: 'notifications.incident_closed', recipients: toAuthor },
  },
  itemSchema: ZIncidentSchema,
  item: (row, lang, caller) => {
    const { victims_count: _count, ...item } = moduleItem(INCIDENT_MODULE, row, lang, caller);
    return {
      ...item,
      transport: (row.transport as TIncident['transport']) ?? null,
      driver: (row.driver as TIncident['driver']) ?? null,
      // Never offered for revision over approved documents.
      allowed_actions: approvedDocuments(row).length
        ? item.allowed_actions.filter((action) => action !== 'for_revision')
        : item.allowed_actions,
    };
  },
  // The layer's PDF named by the message's kind, with each victim, the vehicle and the driver after it.
  printable: (item, lang, timeZone) => {
    const printable = modulePrintable(INCIDENT_MODULE, item, lang, timeZone);
    return {
      ...printable,
      title: `${textAt(INCIDENT_MODULE.texts, `kinds.${String(item.kind)}`, lang)} ${item.number}`,
      blocks: [...printable.blocks, ...incidentPrintBlocks(item, lang, timeZone)],
    };
  },
};

export function registerIncidents(app: TApp, deps: TDeps) {
  registerDeadlineSource(INCIDENT_DEADLINES);
  registerRecordModule(app, deps, INCIDENT_MODULE, incidents, {
    ...INCIDENT_HOOKS,
    routes: (a, record) => {
      // The Labour Code's deadlines of an accident (none for other kinds), as the message shows them.
      a.get(
        `${record.base}/:id/deadlines/`,
        {
          config: { permission: SIGNED_IN },
          schema: {
            tags: record.tags,
            summary: 'The Labour Code deadlines of an accident: due, met or overdue',
            params: ZIdParamsSchema,
            response: { 200: ZDeadlineListSchema, ...ERROR_RESPONSES },
          },
        },
        async (request) => {
          const { row } = await record.read(request, request.params.id);
          return recordDeadlines(deps, INCIDENT_DEADLINE_SOURCE, row.id, langOf(request));
        },
      );
    },
  });
}
