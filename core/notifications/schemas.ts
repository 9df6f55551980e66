import { z } from 'zod';
import { cursorSchema, pageLimitSchema, pageSchema } from '../paging/page-schema';

/** Spec "Notification: _id, message (may contain HTML), seen, needToReconnect, updatedAt, postId". */
export const notificationSchema = z.object({
  _id: z.string(),
  /** HTML sanitized by the server: b, strong, i, em, br, p, ul, li and links only. */
  message: z.string(),
  seen: z.boolean(),
  needToReconnect: z.boolean(),
  updatedAt: z.iso.datetime(),
  /** The post behind it; null when there is none or the post was deleted. */
  postId: z.string().nullable(),
});
// Not "Notification": that name is the browser's Notification API in the web app.
export type UserNotification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first, a page at a time. */
export const notificationListQuerySchema = z.object({
  cursor: cursorSchema,
  limit: pageLimitSchema(30, 100),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** A page of notifications, with how many of all of them are unseen (the bell's count). */
export const notificationPageSchema = pageSchema(notificationSchema).extend({
  unseen: z.number().int().nonnegative(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const markAllNotificationsSeenReplySchema = z.object({
  /** How many notifications were unseen and are now seen. */
  updated: z.number().int().nonnegative(),
});
export type MarkAllNotificationsSeenReply = z.infer<typeof markAllNotificationsSeenReplySchema>;
