import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { createDueScanner, dueScannerDefaults, type DueScannerOptions } from './due-scanner';
import { createNetworkSlots } from './network-slots';
import type { EngineDeps } from './engine-deps';
import { publishQueue, type PublishJob } from './publish-queue';
import { createOutcomeRecorder } from './record-outcome';
import { sweep } from './sweep';
import type { PgBoss } from 'pg-boss';
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

/**
 * Creates the publish queue and loads it into pg-boss's queue cache. Every process that enqueues runs
 * it at start: an insert inside a transaction must not look the queue up on another connection (on
 * PGlite that waits for the transaction forever; on PostgreSQL it fails while no worker has created
 * the queue yet).
 */
export async function preparePublishQueue(queue: PgBoss): Promise<void> {
  await queue.createQueue(publishQueue, publishQueueOptions);
  await queue.insert(publishQueue, []);
}

/**
 * How a worker polls the publish queue (its jobs now only wake the due scanner up); the benchmark
 * measures raw pg-boss with these same settings, so they stay as they were when each job was one
 * send: three pollers of PUBLISH_CONCURRENCY jobs, a full batch fetched again at once.
 */
export function publishWorkOptions(config: Pick<Config, 'publishing'>) {
  return {
    pollingIntervalSeconds: queuePolling.pollingIntervalSeconds,
    batchSize: Math.max(1, config.publishing.concurrency),
    localConcurrency: 3,
    burstWhenBatchFull: true,
  };
}

/**
 * Runs the publishing worker: its due scanner reserves the targets due in the next seconds straight
 * from publish_targets and sends each at its instant within the network's concurrency on this worker,
 * outcomes committed in groups; the publish queue's jobs wake the scanner up; and the sweeper runs on
 * its interval.
 */
export async function startPublishing(
  deps: EngineDeps,
  scannerOptions: DueScannerOptions = dueScannerDefaults,
): Promise<{ stop(): Promise<void> }> {
  await preparePublishQueue(deps.queue);
  const slots = createNetworkSlots();
  const recorder = createOutcomeRecorder(deps);
  const scanner = createDueScanner(deps, slots, recorder, scannerOptions);
  const workId = await deps.queue.work<PublishJob>(publishQueue, publishWorkOptions(deps.config), () =>
    scanner.scan(),
  );

  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= sweep(deps, slots)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'publishing sweep failed'))
      .finally(() => (running = null));
  }, deps.config.publishing.sweepSeconds * 1000);
  timer.unref();

  return {
    async stop() {
      // No new wake-ups or reservations; the sends under way finish and record their outcomes.
      await deps.queue.offWork(publishQueue, { id: workId, wait: false });
      clearInterval(timer);
      await scanner.stop();
      await running;
    },
  };
}
