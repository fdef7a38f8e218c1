import {
  APPROVAL_WORKFLOW,
  bulletinAddressees,
  INVESTIGATION_AUTHOR_ROLES,
  type TApprovalStatus,
} from '@hse/contracts/investigations';
import { messageInAll } from '@hse/contracts/messages';
import { and, eq, getTableName, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { incidents, organizations, users } from '../../db/schema/index.ts';
import {
  ancestorsOf,
  descendantsOf,
  inScope,
  type TAuthUser,
  type TScope,
  type TTreeReader,
} from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, fieldError, forbidden } from '../../platform/errors.ts';
import { activeUsersOverseeing, notifyUsers } from '../../platform/notify.ts';
import { insertRecord, type TRecordType, updateRecord } from '../../platform/records.ts';
import { camel, DOCUMENT_KINDS, type TDocumentKind, type TDocumentKindDef } from './document-kinds.ts';
import { findDocument, type TDocumentRow } from './documents-repository.ts';

export type TDocumentType = TRecordType<TApprovalStatus, TDocumentRow>;

const addresseesOf = (row: TDocumentRow) =>
  bulletinAddressees({
    organizationId: row.organizationId,
    targetOrganizationIds: row.targetOrganizationIds ?? null,
    ownOrganizationOnly: row.ownOrganizationOnly ?? false,
  });

const toAuthor = async (_tx: DbOrTx, row: TDocumentRow) => (row.createdBy ? [row.createdBy] : []);

/** Everyone active in the bulletin's target organizations and below them. */
async function readersOf(tx: DbOrTx, deps: TDeps, targets: readonly string[]): Promise<string[]> {
  const units = new Set<string>();
  for (const target of targets)
    for (const id of await descendantsOf({ db: tx, cache: deps.cache }, target)) units.add(id);
  if (units.size === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), inArray(users.organizationId, [...units])));
  return rows.map((r) => r.id);
}

function recordTypeOf(kind: TDocumentKindDef): TDocumentType {
  return {
    entityType: kind.entityType,
    numberPrefix: kind.numberPrefix,
    table: kind.table,
    workflow: APPROVAL_WORKFLOW,
    fields: Object.fromEntries(kind.fields.map((field) => [field, camel(field)])),
    find: (db, id, lock) => findDocument(db, kind, id, lock),
    visible: (row, caller) => row.status !== 'draft' || row.createdBy === caller.id,
    readableBeyondScope:
      kind.kind === 'bulletin' ? (reader, row, caller) => addressedTo(reader, row, caller) : undefined,
    beforeAction:
      kind.kind === 'bulletin'
        ? (_tx, row, action) => {
            // Addressed to nobody, an approved bulletin would teach nobody: the author says whom.
            if (action === 'send_for_approval' && addresseesOf(row).length === 0)
              throw new AppError(
                400,
                'investigations.recipients_required',
                {},
                { target_organization_ids: ['investigations.recipients_required'] },
              );
          }
        : undefined,
    notifications: {
      send_for_approval: {
        key: 'notifications.document_on_approval',
        recipients: (tx, row) => activeUsersOverseeing(tx, row.organizationId, ['headdotos']),
      },
      approve: { key: 'notifications.document_approved', recipients: toAuthor },
      for_revision: { key: 'notifications.document_revision', recipients: toAuthor },
      reject: { key: 'notifications.document_rejected', recipients: toAuthor },
    },
    afterAction:
      kind.kind === 'bulletin'
        ? async (tx, deps, row, action, actor) => {
            if (action !== 'approve') return;
            // An approved bulletin teaches its lesson to everyone it is addressed to.
            const readers = await readersOf(tx, deps, addresseesOf(row));
            await notifyUsers(
              tx,
              deps.cache,
              readers.filter((id) => id !== actor.id && id !== row.createdBy),
              {
                title: messageInAll('notifications.bulletin_published', { number: row.number }),
                link: kind.link(row),
              },
            );
          }
        : undefined,
    link: kind.link,
    cacheTag: `documents:${kind.kind}`,
  };
}

export const DOCUMENT_TYPES: Record<TDocumentKind, TDocumentType> = {
  report: recordTypeOf(DOCUMENT_KINDS.report),
  act: recordTypeOf(DOCUMENT_KINDS.act),
  bulletin: recordTypeOf(DOCUMENT_KINDS.bulletin),
};

/**
 * Bulletins are read beyond the author's scope once approved: by the organizations they are
 * addressed to. Other documents are read within the scope only.
 */
async function addressedTo(reader: TTreeReader, row: TDocumentRow, caller: TAuthUser) {
  const addressees = addresseesOf(row);
  if (row.status !== 'approved' || addressees.length === 0) return false;
  const above = await ancestorsOf(reader, caller.organizationId);
  return addressees.some((id) => above.includes(id));
}

/**
 * A sent message in the caller's scope, read from its table: documents belong to messages, but
 * this module does not reach into the incidents module.
 */
export async function sentIncident(db: DbOrTx, scope: TScope, incidentId: string) {
  const [incident] = await db
    .select({ id: incidents.id, organizationId: incidents.organizationId })
    .from(incidents)
    .where(and(eq(incidents.id, incidentId), isNull(incidents.deletedAt), ne(incidents.status, 'draft')));
  return incident && inScope(scope, incident.organizationId) ? incident : undefined;
}

async function checkTargets(tx: DbOrTx, targets: readonly string[] | undefined) {
  if (!targets?.length) return;
  const found = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(inArray(organizations.id, [...targets]), isNull(organizations.deletedAt)));
  if (found.length !== new Set(targets).size)
    throw fieldError('target_organization_ids', 'errors.organization_unknown');
}

/**
 * A new document of a sent message the caller sees, by HSE staff; one of each kind per message.
 * It belongs to the message's organization and is numbered in that series for this year.
 */
export async function createDocument(
  deps: TDeps,
  kind: TDocumentKindDef,
  actor: TAuthUser,
  scope: TScope,
  input: { incident_id: string } & Record<string, unknown>,
): Promise<string> {
  if (!INVESTIGATION_AUTHOR_ROLES.some((role) => actor.roles.includes(role))) throw forbidden();
  const { incident_id: incidentId, ...fields } = input;
  try {
    return await deps.db.transaction(async (tx) => {
      const incident = await sentIncident(tx, scope, incidentId);
      if (!incident) throw fieldError('incident_id', 'investigations.incident_unavailable');
      if (kind.kind === 'bulletin')
        await checkTargets(tx, fields.target_organization_ids as string[] | undefined);
      const t = kind.table;
      const [existing] = await tx
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.incidentId, incidentId), isNull(t.deletedAt)));
      if (existing) throw new AppError(409, 'investigations.already_exists');
      return insertRecord(tx, deps, DOCUMENT_TYPES[kind.kind], actor, {
        organizationId: incident.organizationId,
        year: new Date().getUTCFullYear(),
        fields,
        extra: { incidentId },
      });
    });
  } catch (error) {
    // Two documents of one message written at the same moment: the index refuses the second.
    if (isUniqueViolation(error, `${getTableName(kind.table)}_incident_key`))
      throw new AppError(409, 'investigations.already_exists');
    throw error;
  }
}

export function updateDocument(
  deps: TDeps,
  kind: TDocumentKindDef,
  actor: TAuthUser,
  scope: TScope,
  id: string,
  patch: { version: number } & Record<string, unknown>,
) {
  return updateRecord(deps, DOCUMENT_TYPES[kind.kind], actor, scope, id, patch, async (tx) => {
    if (kind.kind === 'bulletin')
      await checkTargets(tx, patch.target_organization_ids as string[] | undefined);
  });
}
