import { fromDrizzle, type DrizzleTransactionLike, type PgBoss } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';

/** The e-mails that follow a publish outcome or an expired account, sent by a worker. */
export const notificationMailQueue = 'notification-mail';

export type NotificationMailJob =
  | { kind: 'failed'; postId: string; accountId: string; reason: string | null }
  | { kind: 'reconnect'; accountId: string };

/** A mail that fails is logged, not sent again: the in-app notification already says it. */
export const notificationMailQueueOptions = { retryLimit: 0, expireInSeconds: 300 } as const;

/**
 * Creates the queue and loads it into pg-boss's cache: the engine inserts inside its outcome's
 * transaction, which must not look the queue up on another connection (see preparePublishQueue).
 */
export async function prepareNotificationMailQueue(queue: PgBoss): Promise<void> {
  await queue.createQueue(notificationMailQueue, notificationMailQueueOptions);
  await queue.insert(notificationMailQueue, []);
}

/** Written in the caller's transaction: the mail is due exactly when the outcome is recorded. */
export async function enqueueNotificationMail(
  queue: PgBoss | null,
  tx: Executor,
  job: NotificationMailJob,
): Promise<void> {
  if (!queue) return;
  await queue.insert(notificationMailQueue, [{ data: job }], {
    db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
  });
}
