import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database';
import { purgeExpiredConnectAttempts } from '../modules/accounts/connect-attempt-repository';
import { purgeUnattachedMedia } from '../modules/media/purge-unattached';
import { purgeExpired } from '../modules/session/session-repository';
import { queuePolling } from '../queue/open-queue';
import type { MediaStorage } from '../storage/media-storage';

export const housekeepingQueue = 'housekeeping';

/**
 * Every hour, one worker forgets expired sessions, stale one-time links, old login attempts and
 * expired connect attempts (with the tokens of accounts nobody chose), and uploads no post took
 * within a day.
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
  });
}
