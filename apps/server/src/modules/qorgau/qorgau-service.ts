import { messageInAll } from '@hse/contracts/messages';
import { QORGAU_WORKFLOW, type TQorgauCreate, type TQorgauStatus } from '@hse/contracts/qorgau';
import { HSE_ROLES } from '@hse/contracts/roles';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, qorgauCards } from '../../db/schema/index.ts';
import { ancestorsOf, inScope, type TAuthUser } from '../../platform/access.ts';
import type { TUpload } from '../../platform/attachments.ts';
import type { TDeps } from '../../platform/deps.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { activeUsersOverseeing, notifyUsers } from '../../platform/notify.ts';
import { takeRateLimit } from '../../platform/rate-limit.ts';
import { attachFiles } from '../../platform/record-files.ts';
import { insertRecord, type TRecordType } from '../../platform/records.ts';
import {
  findCard,
  findSubcategoryOfCard,
  QORGAU_CACHE_TAG,
  QORGAU_ENTITY,
  type TQorgauRow,
} from './qorgau-repository.ts';

/**
 * Refuses (400 on `vital_rule_subcategory_id`) a card's sub-category that is missing, deleted or
 * inactive, under another rule than the card's, or not of the card's organization or one above it.
 */
async function assertSubcategoryApplies(
  deps: Pick<TDeps, 'cache'>,
  tx: DbOrTx,
  card: { subcategoryId: string; rule: string | null; organizationId: string },
) {
  const refuse = () => fieldError('vital_rule_subcategory_id', 'errors.vital_subcategory_unknown');
  const row = await findSubcategoryOfCard(tx, card.subcategoryId);
  if (!row?.active || row.rule !== card.rule) throw refuse();
  const applying = await ancestorsOf({ db: tx, cache: deps.cache }, card.organizationId);
  if (!applying.includes(row.organizationId)) throw refuse();
}

export const cardLink = (row: { id: string }) => `/qorgau-view/${row.id}`;

const toAuthor = async (_tx: DbOrTx, row: TQorgauRow) => (row.createdBy ? [row.createdBy] : []);

/** The card's responsible person as the action left it (the row passed in is the one before). */
async function currentAssignee(tx: DbOrTx, row: TQorgauRow): Promise<string[]> {
  const [card] = await tx
    .select({ assigneeId: qorgauCards.assigneeId })
    .from(qorgauCards)
    .where(eq(qorgauCards.id, row.id));
  return card?.assigneeId ? [card.assigneeId] : [];
}

/**
 * Whether a person may be given a card of an organization: active, and working in it, below it,
 * or above it (the subsidiary's HSE engineer takes a card of one of its divisions).
 */
async function mayHandle(tx: DbOrTx, userId: string, organizationId: string): Promise<boolean> {
  const result = await tx.execute<{ ok: boolean }>(sql`
    with recursive up as (
      select id, parent_id from organizations where id = ${organizationId}
      union all
      select o.id, o.parent_id from organizations o join up on o.id = up.parent_id
    ), down as (
      select id from organizations where id = ${organizationId}
      union all
      select o.id from organizations o join down on o.parent_id = down.id where o.deleted_at is null
    )
    select exists (
      select 1 from users u
      where u.id = ${userId} and u.is_active
        and (u.organization_id in (select id from up) or u.organization_id in (select id from down))
    ) as ok`);
  return (result as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok === true;
}

export const QORGAU_TYPE: TRecordType<TQorgauStatus, TQorgauRow> = {
  entityType: QORGAU_ENTITY,
  numberPrefix: 'QRG',
  table: qorgauCards,
  workflow: QORGAU_WORKFLOW,
  // Cards are filed, not edited: what a filer saw is kept as they wrote it.
  fields: {},
  find: findCard,
  // Cards are public (spec §2): any signed-in person reads any card, as a guest does; commenting
  // on one, like handling it, stays with those it concerns.
  publicRead: true,
  async actionColumns(tx, _deps, row, action, body, caller, scope) {
    // Reading is open to all; handling stays with the staff of the card's organization, or with
    // the person the card was given to.
    const assignee = row.assigneeId !== null && row.assigneeId === caller.id;
    if (!assignee && !inScope(scope, row.organizationId)) throw notFound();
    if (action === 'send_to_work') {
      if (!body.assignee_id) throw fieldError('assignee_id', 'validation.required');
      if (!(await mayHandle(tx, body.assignee_id, row.organizationId)))
        throw fieldError('assignee_id', 'errors.assignee_unknown');
      return { assigneeId: body.assignee_id };
    }
    if (action === 'approve') return { resolution: body.comment ?? '', closedAt: new Date() };
    return {};
  },
  notifications: {
    send_to_work: { key: 'notifications.qorgau_assigned', recipients: currentAssignee },
    approve: { key: 'notifications.qorgau_closed', recipients: toAuthor },
  },
  link: cardLink,
  cacheTag: QORGAU_CACHE_TAG,
};

/** A card's organization: any existing one, for a guest files about any of the holding's sites. */
async function organizationOf(tx: DbOrTx, organizationId: string) {
  const [org] = await tx
    .select({ id: organizations.id, deletedAt: organizations.deletedAt })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!org || org.deletedAt) throw fieldError('organization_id', 'errors.organization_unknown');
  return org;
}

/**
 * Files a card with its files in one transaction, counted against the address's hourly limit.
 * A signed-in filer is its author unless they chose anonymity; an anonymous card keeps no name or
 * phone at all, and a guest's name and phone are kept only as they typed them.
 */
export async function fileCard(
  deps: TDeps,
  request: FastifyRequest,
  input: TQorgauCreate & { categories: string[]; anonymous: boolean },
  uploads: TUpload[],
): Promise<string> {
  const user = request.user;
  const anonymous = input.anonymous || (!user && !input.author_name);
  const id = newId();
  // The engine records the author; an anonymous card has none, a guest's card neither.
  const actor: TAuthUser | null = anonymous ? null : user;
  // A retried filing (Idempotency-Key) gets back the card it already filed, not `id`.
  const filed = await attachFiles(deps, {
    entityType: QORGAU_ENTITY,
    entityId: id,
    uploads,
    actorId: actor?.id ?? null,
    before: async (tx) => {
      await takeRateLimit(tx, request, {
        bucket: 'qorgau_card',
        limit: deps.config.PUBLIC_SUBMISSIONS_PER_HOUR,
        windowMs: 3_600_000,
      });
      const org = await organizationOf(tx, input.organization_id);
      const subcategoryId = input.vital_rule_subcategory_id ?? null;
      if (subcategoryId)
        await assertSubcategoryApplies(deps, tx, {
          subcategoryId,
          rule: input.vital_rule ?? null,
          organizationId: org.id,
        });
      await insertRecord(tx, deps, QORGAU_TYPE, actor, {
        id,
        organizationId: org.id,
        year: new Date(input.observed_at).getUTCFullYear(),
        fields: {},
        extra: {
          observationType: input.observation_type,
          observedAt: new Date(input.observed_at),
          categories: input.categories,
          mainCategory: input.categories[0],
          vitalRule: input.vital_rule ?? null,
          vitalRuleSubcategoryId: subcategoryId,
          department: input.department ?? '',
          observedCompany: input.observed_company ?? '',
          site: input.site ?? '',
          object: input.object ?? '',
          description: input.description,
          consequences: input.consequences ?? '',
          measuresTaken: input.measures_taken ?? '',
          encouragement: input.encouragement ?? '',
          discussed: input.discussed ?? false,
          reportedTo: input.reported_to ?? '',
          eliminated: input.eliminated ?? false,
          latitude: input.latitude,
          longitude: input.longitude,
          anonymous,
          authorName: anonymous || user ? '' : (input.author_name ?? ''),
          authorPhone: anonymous || user ? '' : (input.author_phone ?? ''),
        },
      });
      const overseers = await activeUsersOverseeing(tx, org.id, HSE_ROLES);
      const [card] = await tx
        .select({ number: qorgauCards.number })
        .from(qorgauCards)
        .where(eq(qorgauCards.id, id));
      await notifyUsers(
        tx,
        deps.cache,
        overseers.filter((userId) => userId !== user?.id),
        {
          title: messageInAll('notifications.qorgau_registered', { number: card?.number ?? '' }),
          link: cardLink({ id }),
        },
      );
    },
  });
  return filed.entityId;
}
