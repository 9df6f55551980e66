import { z } from 'zod';

/**
 * Which e-mails a person gets (settings#notifications): a publish that failed, an account that
 * needs reconnecting, and a daily digest of tomorrow's posts. In-app notifications are not affected.
 */
export const notificationPreferencesSchema = z.object({
  emailOnFailedPublish: z.boolean(),
  emailOnReconnectNeeded: z.boolean(),
  dailyDigest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /api/user/notification-preferences: any of them; the others stay. */
export const notificationPreferencesBodySchema = notificationPreferencesSchema.partial().strict();
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBodySchema>;

/** The local hour from which the digest of tomorrow's posts goes out. */
export const digestHour = 18;
