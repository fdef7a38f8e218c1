import { z } from 'zod';
import { listQuerySchema, ZLocalizedTextSchema, ZQueryBooleanSchema } from './common.ts';

export const ZNotificationSchema = z.object({
  id: z.string(),
  title: ZLocalizedTextSchema,
  link: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

export const ZNotificationCountSchema = z.object({ count: z.number().int() });
export const ZNotificationShortSchema = z.array(ZNotificationSchema);

export const ZNotificationListQuerySchema = listQuerySchema(['created_at'] as const).extend({
  is_read: ZQueryBooleanSchema.optional(),
});
export type TNotificationListQuery = z.input<typeof ZNotificationListQuerySchema>;

/** How many unread notifications the short list returns. */
export const NOTIFICATION_SHORT_LIMIT = 10;
