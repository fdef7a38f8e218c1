import { pageSchema, ZErrorSchema, ZIdParamsSchema } from '@hse/contracts/common';
import {
  NOTIFICATION_SHORT_LIMIT,
  type TNotification,
  ZNotificationCountSchema,
  ZNotificationListQuerySchema,
  ZNotificationSchema,
  ZNotificationShortSchema,
} from '@hse/contracts/notifications';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { notifications } from '../../db/schema/index.ts';
import type { TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { offsetOf, toPage } from '../../platform/paging.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { cacheTags } from '../../platform/read-cache.ts';

const tags = ['notifications'];
const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 404: ZErrorSchema };

function toNotification(row: typeof notifications.$inferSelect): TNotification {
  return {
    id: row.id,
    title: { ru: row.titleRu, kk: row.titleKk, en: row.titleEn },
    link: row.link,
    is_read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export function registerNotificationsRoutes(app: TApp, { db, cache }: TDeps) {
  const base = '/api/stm/notification';
  const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));
  // The bell asks for this on every page of every signed-in user: planned once, then cached until
  // a notification of that user is written or read.
  const countUnread = db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.readAt)))
    .prepare('count_unread_notifications');
  const unreadCount = (userId: string) =>
    cache.through(`unread:${userId}`, [cacheTags.notificationsOf(userId)], async () => {
      const [row] = await countUnread.execute({ userId });
      return row?.count ?? 0;
    });
  const readChanged = (userId: string) => cache.invalidate(db, [cacheTags.notificationsOf(userId)]);

  app.get(
    `${base}/count/`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, summary: 'Unread count', response: { 200: ZNotificationCountSchema, ...errors } },
    },
    async (request) => ({ count: await unreadCount(currentUser(request).id) }),
  );

  app.get(
    `${base}/short/`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, summary: 'Latest unread', response: { 200: ZNotificationShortSchema, ...errors } },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(notifications)
        .where(unreadOf(currentUser(request).id))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(NOTIFICATION_SHORT_LIMIT);
      return rows.map(toNotification);
    },
  );

  app.get(
    `${base}/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: ZNotificationListQuerySchema,
        response: { 200: pageSchema(ZNotificationSchema), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const conditions: (SQL | undefined)[] = [eq(notifications.userId, currentUser(request).id)];
      if (q.is_read !== undefined)
        conditions.push(q.is_read ? isNotNull(notifications.readAt) : isNull(notifications.readAt));
      const where = and(...conditions);
      const order = q.ordering === 'created_at' ? notifications.createdAt : desc(notifications.createdAt);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(order, desc(notifications.id))
          .limit(q.page_size)
          .offset(offsetOf(q.page, q.page_size)),
        db.select({ n: count() }).from(notifications).where(where),
      ]);
      return toPage(request, q.page, q.page_size, total?.n ?? 0, rows.map(toNotification));
    },
  );

  app.post(
    `${base}/:id/read/`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: ZIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const [mine] = await db
        .select({ id: notifications.id, readAt: notifications.readAt })
        .from(notifications)
        .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, user.id)));
      // Another user's notification answers like a missing one.
      if (!mine) throw notFound();
      if (!mine.readAt) {
        await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, mine.id));
        await readChanged(user.id);
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/read-all/`,
    { config: { permission: SIGNED_IN }, schema: { tags, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const user = currentUser(request);
      await db.update(notifications).set({ readAt: new Date() }).where(unreadOf(user.id));
      await readChanged(user.id);
      return reply.status(204).send(null);
    },
  );
}
