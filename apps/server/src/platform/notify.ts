import type { TLocalizedText } from '@hse/contracts/common';
import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { notifications, organizations, users } from '../db/schema/index.ts';
import { descendantsOf, type TTreeReader } from './access.ts';
import { newId } from './ids.ts';
import { cacheTags, type TInvalidator } from './read-cache.ts';

export type TNotificationInput = { title: TLocalizedText; link?: string | null };

/**
 * Notifies users in the caller's transaction, so a notification exists exactly when the change
 * that caused it was committed. Any module calls this; nothing else writes notifications.
 */
export async function notifyUsers(
  tx: DbOrTx,
  cache: TInvalidator,
  userIds: readonly string[],
  input: TNotificationInput,
) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  await cache.invalidate(tx, unique.map(cacheTags.notificationsOf));
  await tx.insert(notifications).values(
    unique.map((userId) => ({
      id: newId(),
      userId,
      titleRu: input.title.ru,
      titleKk: input.title.kk,
      titleEn: input.title.en,
      link: input.link ?? null,
    })),
  );
}

/**
 * Notifies of one more of a stream of like events (registrations, which a script can send by the
 * hundred): a user whose notification of this kind is still unread gets it turned into `batch`,
 * worded for any number of events, instead of one more each. The kind is known by its links
 * (SQL LIKE patterns), which both the single and the batch notification must match.
 */
export async function notifyBatched(
  tx: DbOrTx,
  cache: TInvalidator,
  userIds: readonly string[],
  kind: { single: TNotificationInput; batch: TNotificationInput; links: readonly string[] },
) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const unread = await tx
    .select({ id: notifications.id, userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, unique),
        isNull(notifications.readAt),
        or(...kind.links.map((pattern) => like(notifications.link, pattern))),
      ),
    );
  const waiting = new Set(unread.map((row) => row.userId));
  await notifyUsers(
    tx,
    cache,
    unique.filter((id) => !waiting.has(id)),
    kind.single,
  );
  if (unread.length === 0) return;
  await cache.invalidate(tx, [...waiting].map(cacheTags.notificationsOf));
  await tx
    .update(notifications)
    .set({
      titleRu: kind.batch.title.ru,
      titleKk: kind.batch.title.kk,
      titleEn: kind.batch.title.en,
      link: kind.batch.link ?? null,
      createdAt: new Date(),
    })
    .where(
      inArray(
        notifications.id,
        unread.map((row) => row.id),
      ),
    );
}

export async function activeUsersWithRole(tx: DbOrTx, role: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), sql`${role} = any(${users.roles})`));
  return rows.map((r) => r.id);
}

/**
 * Active holders of any of `roles` in the organization or above it: the HSE staff who oversee a
 * record of that organization (the subsidiary's own and the holding's).
 */
export async function activeUsersOverseeing(
  tx: DbOrTx,
  organizationId: string,
  roles: readonly string[],
): Promise<string[]> {
  const result = await tx.execute<{ id: string }>(sql`
    with recursive up as (
      select id, parent_id from organizations where id = ${organizationId}
      union all
      select o.id, o.parent_id from organizations o join up on o.id = up.parent_id
    )
    select u.id from users u
    where u.is_active and u.organization_id in (select id from up)
      and u.roles && ${`{${roles.join(',')}}`}::text[]`);
  // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/**
 * Everyone active in the holding itself holding one of the roles: who acts for a workflow's
 * holding actors (decision 057), not the same roles in a subsidiary.
 */
export async function activeHoldingUsers(tx: DbOrTx, roles: readonly string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(
        eq(users.isActive, true),
        eq(organizations.kind, 'holding'),
        sql`${users.roles} && ${`{${roles.join(',')}}`}::text[]`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Everyone active in these organizations and the units below them (the readers of a notice to them). */
export async function activeUsersWithin(reader: TTreeReader, organizationIds: readonly string[]) {
  const units = new Set<string>();
  for (const id of organizationIds) for (const unit of await descendantsOf(reader, id)) units.add(unit);
  if (units.size === 0) return [];
  const rows = await reader.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), inArray(users.organizationId, [...units])));
  return rows.map((r) => r.id);
}
