import { bulletinAddressees } from '@hse/contracts/investigations';
import { messageInAll } from '@hse/contracts/messages';
import { and, eq, getTableName, inArray, isNull, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { incidents, organizations, users } from '../../db/schema/index.ts';
import { ancestorsOf, descendantsOf, inScope, type TScope } from '../../platform/access.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { activeUsersOverseeing, notifyUsers } from '../../platform/notify.ts';
import type { TModuleRow } from '../../platform/record-module/module-rows.ts';
import type { TRecordModuleHooks } from '../../platform/record-module/register.ts';
import type { TDocumentKindDef } from './document-kinds.ts';

type THooks = TRecordModuleHooks;

const addresseesOf = (row: TModuleRow) =>
  bulletinAddressees({
    organizationId: row.organizationId,
    targetOrganizationIds: (row.targetOrganizationIds as string[] | null) ?? null,
    ownOrganizationOnly: Boolean(row.ownOrganizationOnly),
  });

const toAuthor = async (_tx: DbOrTx, row: { createdBy: string | null }) =>
  row.createdBy ? [row.createdBy] : [];

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

/** The head of HSE approves; the author hears how it went. */
export const DOCUMENT_NOTIFICATIONS: THooks['notifications'] = {
  send_for_approval: {
    key: 'notifications.document_on_approval',
    recipients: (tx, row) => activeUsersOverseeing(tx, row.organizationId, ['headdotos']),
  },
  approve: { key: 'notifications.document_approved', recipients: toAuthor },
  for_revision: { key: 'notifications.document_revision', recipients: toAuthor },
  reject: { key: 'notifications.document_rejected', recipients: toAuthor },
};

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

/**
 * A new document belongs to a sent message the caller sees, one of each kind per message: it
 * takes the message's organization and is numbered in that series for this year.
 */
export function placeFromIncident(kind: TDocumentKindDef): NonNullable<THooks['place']> {
  return async (tx, { scope, input }) => {
    const incident = await sentIncident(tx, scope, String(input.incident_id));
    if (!incident) throw fieldError('incident_id', 'investigations.incident_unavailable');
    const t = kind.table;
    const [existing] = await tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(eq((t as unknown as { incidentId: PgColumn }).incidentId, incident.id), isNull(t.deletedAt)),
      );
    if (existing) throw new AppError(409, 'investigations.already_exists');
    return { organizationId: incident.organizationId, year: new Date().getUTCFullYear() };
  };
}

/** Two documents of one message written at the same moment: the index refuses the second. */
export const oneOfAKind = (kind: TDocumentKindDef): THooks['createConflicts'] => ({
  [`${getTableName(kind.table)}_incident_key`]: 'investigations.already_exists',
});

/** A bulletin's targets, where set anew, are organizations that exist. */
const checkTargets: THooks['check'] = async (tx, { before, merged }) => {
  const targets = merged.target_organization_ids as string[] | undefined;
  const was = (before?.targetOrganizationIds as string[] | undefined) ?? [];
  if (!targets?.length || (before && targets.join() === was.join())) return;
  const found = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(inArray(organizations.id, [...targets]), isNull(organizations.deletedAt)));
  if (found.length !== new Set(targets).size)
    throw fieldError('target_organization_ids', 'errors.organization_unknown');
};

/**
 * What a bulletin adds: it is addressed before it goes for approval, read by its addressees once
 * approved (beyond the author's scope), and its approval tells them.
 */
export const BULLETIN_HOOKS: THooks = {
  check: checkTargets,
  beforeAction: (_tx, row, action) => {
    // Addressed to nobody, an approved bulletin would teach nobody: the author says whom.
    if (action === 'send_for_approval' && addresseesOf(row).length === 0)
      throw new AppError(
        400,
        'investigations.recipients_required',
        {},
        { target_organization_ids: ['investigations.recipients_required'] },
      );
  },
  readableBeyondScope: async (reader, row, caller) => {
    const addressees = addresseesOf(row);
    if (row.status !== 'approved' || addressees.length === 0) return false;
    const above = await ancestorsOf(reader, caller.organizationId);
    return addressees.some((id) => above.includes(id));
  },
  afterAction: async (tx, deps, row, action, actor) => {
    if (action !== 'approve') return;
    // An approved bulletin teaches its lesson to everyone it is addressed to.
    const readers = await readersOf(tx, deps, addresseesOf(row));
    await notifyUsers(
      tx,
      deps.cache,
      readers.filter((id) => id !== actor.id && id !== row.createdBy),
      {
        title: messageInAll('notifications.bulletin_published', { number: row.number }),
        link: `/bulletin-view/${row.id}`,
      },
    );
  },
};
