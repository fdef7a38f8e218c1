import { bulletinAddressees } from '@hse/contracts/investigations';
import { messageInAll } from '@hse/contracts/messages';
import { and, eq, getTableName, inArray, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { organizations } from '../../db/schema/index.ts';
import { ancestorsOf } from '../../platform/access.ts';
import type { TApp } from '../../platform/app-types.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { activeUsersOverseeing, activeUsersWithin, notifyUsers } from '../../platform/notify.ts';
import { AUTHOR_DRAFTS } from '../../platform/record-module/author-drafts.ts';
import type { TModuleRow } from '../../platform/record-module/module-rows.ts';
import { registerRecordModule, type TRecordModuleHooks } from '../../platform/record-module/register.ts';
import { toDocument, toDocumentRow, ZDocumentRowSchema } from './document-dto.ts';
import { camel, DOCUMENT_KINDS, type TDocumentKind, type TDocumentKindDef } from './document-kinds.ts';
import { printDocument, type TDocumentOf } from './document-print.ts';
import { addressedScope, incidentNumber, sentIncident } from './documents-repository.ts';

type THooks = TRecordModuleHooks;

const addresseesOf = (row: TModuleRow) =>
  bulletinAddressees({
    organizationId: row.organizationId,
    targetOrganizationIds: (row.targetOrganizationIds as string[] | null) ?? null,
    ownOrganizationOnly: Boolean(row.ownOrganizationOnly),
  });

const toAuthor = async (_tx: unknown, row: { createdBy: string | null }) =>
  row.createdBy ? [row.createdBy] : [];

/** The head of HSE approves; the author hears how it went. */
const DOCUMENT_NOTIFICATIONS: THooks['notifications'] = {
  send_for_approval: {
    key: 'notifications.document_on_approval',
    recipients: (tx, row) => activeUsersOverseeing(tx, row.organizationId, ['headdotos']),
  },
  approve: { key: 'notifications.document_approved', recipients: toAuthor },
  for_revision: { key: 'notifications.document_revision', recipients: toAuthor },
  reject: { key: 'notifications.document_rejected', recipients: toAuthor },
};

/**
 * A new document belongs to a sent message the caller sees, one of each kind per message: it
 * takes the message's organization and is numbered in that series for this year.
 */
function placeFromIncident(kind: TDocumentKindDef): NonNullable<THooks['place']> {
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
const BULLETIN_HOOKS: THooks = {
  listScope: addressedScope,
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
    const readers = await activeUsersWithin({ db: tx, cache: deps.cache }, addresseesOf(row));
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

/**
 * What a kind of document adds to its manifest (decision 037): placed from its message, one of a
 * kind per message, drafts its author's only, its own values, answer and PDF; a bulletin also its
 * addressees.
 */
export function documentHooks(kind: TDocumentKindDef): TRecordModuleHooks {
  return {
    ...AUTHOR_DRAFTS,
    cacheTag: `documents:${kind.kind}`,
    references: { incident_id: incidentNumber },
    listItem: (row, lang) => toDocumentRow(kind, row, lang),
    listItemSchema: ZDocumentRowSchema,
    place: placeFromIncident(kind),
    // Two documents of one message written at the same moment: the index refuses the second.
    createConflicts: { [`${getTableName(kind.table)}_incident_key`]: 'investigations.already_exists' },
    createSchema: kind.create,
    updateSchema: kind.update,
    ownFields: Object.fromEntries(kind.ownFields.map((field) => [field, camel(field)])),
    item: (row, lang, caller) => toDocument(kind, row, lang, caller),
    itemSchema: kind.item,
    printable: (item, lang, timeZone) =>
      printDocument(kind.kind, item as unknown as TDocumentOf[typeof kind.kind], lang, timeZone),
    link: (row) => kind.link({ id: row.id, incidentId: String(row.incidentId) }),
    notifications: DOCUMENT_NOTIFICATIONS,
    ...(kind.kind === 'bulletin' ? BULLETIN_HOOKS : {}),
  };
}

/** A kind of investigation document: internal report, special investigation act, bulletin. */
export function registerDocuments(kind: TDocumentKind) {
  const def = DOCUMENT_KINDS[kind];
  return (app: TApp, deps: TDeps) =>
    registerRecordModule(app, deps, def.module, def.table, documentHooks(def));
}
