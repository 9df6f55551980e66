import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { queuePolling } from '../../queue/open-queue';
import { shouldEmailReminders } from '../notifications/reminder-email';
import { sendDailyDigests } from './daily-digest';
import { notificationMailQueue, prepareNotificationMailQueue, type NotificationMailJob } from './mail-queue';
import { sendNotificationMail } from './outcome-mail';

export const dailyDigestQueue = 'daily-digest';

export interface NotificationMailDeps {
  queue: PgBoss;
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'smtp'>;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Runs on every worker: the mails that follow a failed publish or a lapsed account, and the daily
 * digest (a round every hour; one worker at a time runs it). Like the mobile-app reminders, these
 * mails go out only with SMTP (decision 0082): without it they would only reach the log, and the
 * app's notifications already say the same.
 */
export async function startNotificationMails(deps: NotificationMailDeps): Promise<void> {
  const { queue, logger } = deps;
  await prepareNotificationMailQueue(queue);
  await queue.work<NotificationMailJob>(notificationMailQueue, queuePolling, async (jobs) => {
    if (!shouldEmailReminders(deps.config)) return;
    for (const job of jobs) {
      try {
        await sendNotificationMail(deps, job.data);
      } catch (error) {
        logger.warn({ err: error, job: job.data }, 'notification mail failed');
      }
    }
  });
  await queue.createQueue(dailyDigestQueue, { policy: 'singleton' });
  await queue.schedule(dailyDigestQueue, '5 * * * *');
  await queue.work(dailyDigestQueue, queuePolling, async () => {
    if (shouldEmailReminders(deps.config)) await sendDailyDigests(deps);
  });
}
