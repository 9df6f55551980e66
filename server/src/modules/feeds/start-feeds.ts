import type { PgBoss } from 'pg-boss';
import { queuePolling } from '../../queue/open-queue';
import { leaseDueFeeds } from './feed-repository';
import {
  feedPollQueue,
  feedSweepQueue,
  prepareFeedQueue,
  queueFeedPolls,
  type FeedPollJob,
} from './feed-queue';
import { pollFeeds, type PollDeps } from './poll-feed';

/** At most this many feeds are handed out per sweep (a minute); the rest wait for the next. */
export const feedsPerSweep = 1000;
/** A handed-out feed is not handed out again for this long, unless its poll sets another time. */
const leaseMs = 10 * 60 * 1000;
/** Feeds read at once by one worker: each poll mostly waits on the network. */
export const feedsPollsAtOnce = 16;

/** Hands the feeds due now to the poll queue, once each. Returns how many it queued. */
export async function sweepFeeds(deps: Pick<PollDeps, 'db' | 'now'>, queue: PgBoss): Promise<number> {
  const now = deps.now();
  const leased = await leaseDueFeeds(deps.db, now, new Date(now.getTime() + leaseMs), feedsPerSweep);
  await queueFeedPolls(
    queue,
    leased.map((feed) => feed.id),
  );
  return leased.length;
}

/**
 * The feeds' worker: every minute a sweep queues the feeds that are due (a recurring poll per feed,
 * at the time its last answer set); the poll jobs read them, each feed by one worker at a time.
 */
export async function startFeeds(deps: PollDeps & { queue: PgBoss; warn: (error: unknown) => void }) {
  const { queue } = deps;
  await prepareFeedQueue(queue);
  await queue.createQueue(feedSweepQueue, { policy: 'singleton' });
  await queue.schedule(feedSweepQueue, '* * * * *');
  await queue.work(feedSweepQueue, queuePolling, async () => {
    await sweepFeeds(deps, queue);
  });
  await queue.work<FeedPollJob>(
    feedPollQueue,
    { ...queuePolling, batchSize: feedsPollsAtOnce },
    async (jobs) => {
      await pollFeeds(
        deps,
        jobs.map((job) => job.data.feedId),
        deps.warn,
      ).catch((error: unknown) => deps.warn(error));
    },
  );
}
