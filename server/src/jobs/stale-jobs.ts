import { designMessages } from '@kairos/core';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database';
import { failStuckJobs } from '../modules/design/design-repository';
import { stuckAfterMs } from '../modules/design/design-service';
import { sweepStaleImports } from '../modules/imports/sweep-stale-imports';
import { queuePolling } from '../queue/open-queue';

export const staleJobsQueue = 'stale-jobs';

/**
 * The job tables' safety net, as the publishing sweeper is the publish targets' (issue 31): a job a
 * worker owns and left in a running state when it died is ended with a message the user sees, or,
 * when nothing of it was done, sent again. Each table's SQL stays in its own repository.
 * - content imports: running with a heartbeat older than 5 minutes → failed, naming the first row
 *   not done; queued with no job for 10 minutes → sent again (only one job can start it);
 * - design jobs (banners, video tools): queued or running, untouched for 10 minutes (their
 *   progress writes touch them; a job runs at most 5) → failed with the spec-style "took too long".
 * Feeds need nothing here: a poll holds a lease that expires on its own (start-feeds.ts).
 */
export async function sweepStaleJobs(deps: { db: Database; queue: PgBoss | null; now: () => Date }) {
  const now = deps.now();
  const imports = await sweepStaleImports(deps.db, deps.queue, now);
  const designJobs = await failStuckJobs(
    deps.db,
    new Date(now.getTime() - stuckAfterMs),
    designMessages.stuck,
    now,
  );
  return { imports, designJobs };
}

/** Every minute, one worker sweeps (a singleton queue: two workers never sweep at once). */
export async function startStaleJobSweep(queue: PgBoss, db: Database, now: () => Date): Promise<void> {
  await queue.createQueue(staleJobsQueue, { policy: 'singleton' });
  await queue.schedule(staleJobsQueue, '* * * * *');
  await queue.work(staleJobsQueue, queuePolling, async () => {
    await sweepStaleJobs({ db, queue, now });
  });
}
