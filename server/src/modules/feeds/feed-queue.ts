import type { PgBoss } from 'pg-boss';

export const feedPollQueue = 'feed-poll';
export const feedSweepQueue = 'feed-sweep';

export interface FeedPollJob {
  feedId: string;
}

/**
 * One poll job per feed, keyed by its id: the 'exclusive' policy keeps at most one queued or running,
 * so a feed is never read twice at once. Not retried by the queue: the feed's own back-off decides
 * when it is read again, and the sweep hands it out then.
 */
export const feedPollQueueOptions = { policy: 'exclusive', retryLimit: 0, expireInSeconds: 600 } as const;

const prepared = new WeakMap<PgBoss, Promise<void>>();

/** Creates the queue (and loads pg-boss's queue cache) once per queue, before anything is sent to it. */
export function prepareFeedQueue(queue: PgBoss): Promise<void> {
  let ready = prepared.get(queue);
  if (!ready) {
    ready = (async () => {
      await queue.createQueue(feedPollQueue, feedPollQueueOptions);
      await queue.insert(feedPollQueue, []);
    })();
    ready.catch(() => prepared.delete(queue));
    prepared.set(queue, ready);
  }
  return ready;
}

export async function queueFeedPolls(queue: PgBoss, feedIds: readonly string[]): Promise<void> {
  if (feedIds.length === 0) return;
  await prepareFeedQueue(queue);
  await queue.insert(
    feedPollQueue,
    feedIds.map((feedId) => ({ data: { feedId }, singletonKey: feedId })),
  );
}
