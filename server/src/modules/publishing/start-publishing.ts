import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { createClaimKeeper } from './claim-keeper';
import { dispatchTargets } from './dispatch-target';
import { readAhead } from './prepared-reads';
import { createNetworkSlots } from './network-slots';
import type { EngineDeps } from './engine-deps';
import {
  jobDueAt,
  jobTargets,
  prefetchMs,
  publishQueue,
  type JobTarget,
  type PublishJob,
} from './publish-queue';
import { createOutcomeRecorder } from './record-outcome';
import { sweep } from './sweep';
import { startFollowersSampler } from '../stats/followers-sampler';
import { startMetricsSampler } from '../stats/metrics-sampler';
import { warmConnections } from './warm-connections';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../../config';
import { queuePolling } from '../../queue/open-queue';
import { prepareNotificationMailQueue } from '../notification-mails/mail-queue';

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
  // An outcome's transaction writes its notification mail too (decision 0082).
  await prepareNotificationMailQueue(queue);
}

/**
 * How a worker polls the publish queue; the benchmark measures raw pg-boss with the same settings.
 * Three pollers, so that while one batch waits for its slowest send the others keep the network
 * slots busy; and a poller whose batch came back full fetches again at once instead of waiting for
 * the next poll (without it a worker sent at most 3 batches per half second, whatever the load).
 */
export function publishWorkOptions(config: Pick<Config, 'publishing'>) {
  return {
    pollingIntervalSeconds: queuePolling.pollingIntervalSeconds,
    batchSize: Math.max(1, config.publishing.concurrency),
    localConcurrency: 3,
    burstWhenBatchFull: true,
  };
}

/** A job fetched ahead of its instant waits for it (at most this long, whatever the clocks say). */
const longestWaitMs = 5 * prefetchMs;

/**
 * Runs the publishing worker: three pollers fetch batches of up to PUBLISH_CONCURRENCY jobs (each job
 * the targets of one due instant), wait for the instant, and dispatch their targets; and the sweeper
 * on its interval.
 */
export async function startPublishing(deps: EngineDeps): Promise<{ stop(): Promise<void> }> {
  await preparePublishQueue(deps.queue);
  const slots = createNetworkSlots();
  const recorder = createOutcomeRecorder(deps);
  // Metrics and follower readings share the sends' per-network slots (decisions 0112 and 0117).
  const metrics = startMetricsSampler(deps, slots);
  const followers = startFollowersSampler(deps, slots);
  const keeper = createClaimKeeper(deps);
  const workId = await deps.queue.work<PublishJob>(
    publishQueue,
    publishWorkOptions(deps.config),
    async (jobs) => {
      const byInstant = new Map<number, JobTarget[]>();
      for (const job of jobs) {
        const instant = jobDueAt(job.data)?.getTime() ?? 0;
        byInstant.set(instant, [...(byInstant.get(instant) ?? []), ...jobTargets(job.data)]);
      }
      await Promise.all(
        [...byInstant].map(async ([instant, targets]) => {
          const early = instant - deps.now().getTime() > 0;
          // While it waits, the job reads what its sends need (a failed read is read again after the claim).
          const ahead = early ? await readAhead(deps, targets).catch(() => undefined) : undefined;
          if (ahead) warmConnections(deps, ahead, slots);
          const wait = Math.min(instant - deps.now().getTime(), longestWaitMs);
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          // A claim that fails (the database is away) fails the batch, and pg-boss tries its jobs
          // again. After the claim, one failed dispatch must not fail its neighbours: the sweeper
          // settles it.
          const failures = await dispatchTargets(deps, targets, { slots, recorder, ahead, keeper });
          for (const failure of failures) {
            deps.logger.error(
              { err: failure.error, targetId: failure.targetId },
              'dispatch failed; the sweeper will settle it',
            );
          }
        }),
      );
    },
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
      // No new batches; the runtime's queue.stop() waits for the ones in flight.
      await deps.queue.offWork(publishQueue, { id: workId, wait: false });
      clearInterval(timer);
      await Promise.all([running, metrics.stop(), followers.stop()]);
    },
  };
}
