import { and, count, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { referralEmails, users } from '../../db/schema';

export async function referralsSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(referralEmails)
    .where(and(eq(referralEmails.userId, userId), gte(referralEmails.sentAt, since)));
  return row?.sent ?? 0;
}

export async function recordReferral(
  db: Executor,
  userId: string,
  email: string,
  sentAt: Date,
): Promise<void> {
  await db.insert(referralEmails).values({ userId, email, sentAt });
}

/** Holds the sender's row while the day's count is read and the send recorded. */
export async function lockSender(db: Executor, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
