import {
  INCIDENT_WORKFLOW,
  incidentSendIssues,
  needsSpecialInvestigation,
  type TIncidentCreateData,
  type TIncidentKind,
  type TIncidentStatus,
  type TIncidentUpdateData,
  type TVictim,
} from '@hse/contracts/incidents';
import { HSE_ROLES } from '@hse/contracts/roles';
import { incidents } from '../../db/schema/index.ts';
import type { TAuthUser, TScope } from '../../platform/access.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { activeUsersOverseeing } from '../../platform/notify.ts';
import { cacheTags } from '../../platform/read-cache.ts';
import { insertRecord, organizationInScope, type TRecordType, updateRecord } from '../../platform/records.ts';
import { INCIDENT_FIELD_COLUMNS, type TIncidentRow } from './incident-dto.ts';
import { findIncidentById } from './incidents-repository.ts';

export const INCIDENT_ENTITY = 'incident';

const toAuthor = async (_tx: unknown, row: TIncidentRow) => (row.createdBy ? [row.createdBy] : []);

/** Incident messages as a record type: the engine applies it, this module adds their rules. */
export const INCIDENT_TYPE: TRecordType<TIncidentStatus, TIncidentRow> = {
  entityType: INCIDENT_ENTITY,
  numberPrefix: 'INC',
  table: incidents,
  workflow: INCIDENT_WORKFLOW,
  fields: INCIDENT_FIELD_COLUMNS,
  find: findIncidentById,
  // A draft is its author's alone: others see a message once it is sent.
  visible: (row, caller) => row.status !== 'draft' || row.createdBy === caller.id,
  derive: (record) => {
    const victims = (record.victims ?? []) as TVictim[];
    return {
      victimsCount: victims.length,
      needsSpecialInvestigation: needsSpecialInvestigation({ kind: record.kind as TIncidentKind, victims }),
    };
  },
  beforeAction: (_tx, row, action) => {
    // Approved documents stand on the message as it is: it cannot go back for revision under them.
    if (action === 'for_revision' && row.approvedDocuments?.length)
      throw new AppError(409, 'errors.revision_after_approval', {
        documents: row.approvedDocuments.join(', '),
      });
    if (action !== 'save_and_send') return;
    const issues = incidentSendIssues(row);
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
  link: (row) => `/incident-view/${row.id}`,
  cacheTag: cacheTags.incidents,
};

/** A new message in draft, numbered in its subsidiary's series for the year it happened. */
export async function createIncident(
  deps: TDeps,
  actor: TAuthUser,
  scope: TScope,
  input: TIncidentCreateData,
) {
  return deps.db.transaction(async (tx) => {
    const org = await organizationInScope(tx, scope, input.organization_id);
    return insertRecord(tx, deps, INCIDENT_TYPE, actor, {
      organizationId: org.id,
      year: new Date(input.occurred_at).getUTCFullYear(),
      fields: input,
    });
  });
}

/** Changes the fields sent; a moved message must stay in scope, liquidation after occurrence. */
export function updateIncident(
  deps: TDeps,
  actor: TAuthUser,
  scope: TScope,
  id: string,
  patch: TIncidentUpdateData,
) {
  return updateRecord(deps, INCIDENT_TYPE, actor, scope, id, patch, async (tx, before, merged) => {
    if (patch.organization_id && patch.organization_id !== before.organizationId)
      await organizationInScope(tx, scope, patch.organization_id);
    // The dates are checked as they will be stored together, not only as sent.
    const liquidated = merged.liquidated_at;
    if (typeof liquidated === 'string' && Date.parse(liquidated) < Date.parse(String(merged.occurred_at)))
      throw fieldError('liquidated_at', 'validation.before_occurrence');
  });
}
