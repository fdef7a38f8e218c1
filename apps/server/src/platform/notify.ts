import type { TLocalizedText } from '@hse/contracts/common';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { notifications, users } from '../db/schema/index.ts';
import { newId } from './ids.ts';

export type TNotificationInput = { title: TLocalizedText; link?: string | null };

/**
 * Notifies users in the caller's transaction, so a notification exists exactly when the change
 * that caused it was committed. Any module calls this; nothing else writes notifications.
 */
export async function notifyUsers(tx: DbOrTx, userIds: readonly string[], input: TNotificationInput) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
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

export async function activeUsersWithRole(tx: DbOrTx, role: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), sql`${role} = any(${users.roles})`));
  return rows.map((r) => r.id);
}
