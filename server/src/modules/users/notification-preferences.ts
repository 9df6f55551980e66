import type { NotificationPreferences, NotificationPreferencesBody } from '@kairos/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema';

const columns = {
  emailOnFailedPublish: users.emailOnFailedPublish,
  emailOnReconnectNeeded: users.emailOnReconnectNeeded,
  dailyDigest: users.dailyDigest,
};

export async function readNotificationPreferences(
  db: Executor,
  userId: string,
): Promise<NotificationPreferences | null> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function writeNotificationPreferences(
  db: Executor,
  userId: string,
  values: NotificationPreferencesBody,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId));
}
