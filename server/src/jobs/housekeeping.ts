import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database';
import { activityRetentionDays } from '@kairos/core';
import { purgeExpiredConnectAttempts } from '../modules/accounts/connect-attempt-repository';
import { purgeActivity } from '../modules/activity/activity-repository';
import { purgeUnattachedMedia } from '../modules/media/purge-unattached';
import { purgeExpired } from '../modules/session/session-repository';
import { queuePolling } from '../queue/open-queue';
import type { MediaStorage } from '../storage/media-storage';
import { startStaleJobSweep } from './stale-jobs';

export const housekeepingQueue = 'housekeeping';

/**
 * Every hour, one worker forgets expired sessions, stale one-time links, old login attempts and
 * expired connect attempts (with the tokens of accounts nobody chose), uploads no post took
 * within a day, and activity older than 90 days. Every minute, one worker ends the jobs whose
 * worker died (stale-jobs.ts).
 */
export async function startHousekeeping(
  queue: PgBoss,
  db: Database,
  now: () => Date,
  storage: MediaStorage,
): Promise<void> {
  await queue.createQueue(housekeepingQueue, { policy: 'singleton' });
  await queue.schedule(housekeepingQueue, '17 * * * *');
  await queue.work(housekeepingQueue, queuePolling, async () => {
    await purgeExpired(db, now());
    await purgeExpiredConnectAttempts(db, now());
    await purgeUnattachedMedia(db, storage, now());
    await purgeActivity(db, new Date(now().getTime() - activityRetentionDays * 24 * 3600 * 1000));
  });
  await startStaleJobSweep(queue, db, now);
}
