import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { dispatchTarget } from './dispatch-target';
import { createNetworkSlots } from './network-slots';
import type { EngineDeps } from './engine-deps';
import { publishQueue, type PublishJob } from './publish-queue';
import { sweep } from './sweep';
import type { Config } from '../../config';
import { queuePolling } from '../../queue/open-queue';

export const newWorkerId = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** The publish queue's settings (pg-boss's own retry only matters for a job whose handler threw). */
export const publishQueueOptions = {
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 900,
} as const;

/** How a worker polls the publish queue; the benchmark measures raw pg-boss with the same settings. */
export function publishWorkOptions(config: Pick<Config, 'publishing'>) {
  return {
    pollingIntervalSeconds: queuePolling.pollingIntervalSeconds,
    batchSize: Math.max(1, config.publishing.concurrency),
    localConcurrency: 2,
  };
}

/**
 * Runs the publishing worker: two pollers fetch batches of PUBLISH_CONCURRENCY jobs, each send runs in
 * parallel within the network's concurrency on this worker; and the sweeper on its interval.
 */
export async function startPublishing(deps: EngineDeps): Promise<{ stop(): Promise<void> }> {
  await deps.queue.createQueue(publishQueue, publishQueueOptions);
  const slots = createNetworkSlots();
  await deps.queue.work<PublishJob>(publishQueue, publishWorkOptions(deps.config), async (jobs) => {
    // One failed dispatch must not fail its neighbours: its target is left to the sweeper.
    await Promise.all(
      jobs.map((job) =>
        dispatchTarget(deps, job.data, slots).catch((error: unknown) =>
          deps.logger.error(
            { err: error, targetId: job.data.targetId },
            'dispatch failed; the sweeper will settle it',
          ),
        ),
      ),
    );
  });

  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= sweep(deps)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'publishing sweep failed'))
      .finally(() => (running = null));
  }, deps.config.publishing.sweepSeconds * 1000);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
