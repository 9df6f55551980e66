import { z } from 'zod';

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

/** The most notifications the list returns, newest first. */
export const notificationListLimit = 50;

export const notificationListSchema = z.array(notificationSchema);

export const markAllNotificationsSeenReplySchema = z.object({
  /** How many notifications were unseen and are now seen. */
  updated: z.number().int().nonnegative(),
});
export type MarkAllNotificationsSeenReply = z.infer<typeof markAllNotificationsSeenReplySchema>;
