import type { PgBoss } from 'pg-boss';
import type { Config } from '../../server/src/config';
import {
  publishQueueOptions,
  publishWorkOptions,
} from '../../server/src/modules/publishing/start-publishing';

const rawQueue = 'bench-raw';

/**
 * pg-boss alone: `count` empty jobs due now, worked by a no-op handler with the publish queue's own
 * queue and polling settings. Timed from the first worker's start to the last job handled.
 */
export async function measureRawQueue(
  queue: PgBoss,
  config: Pick<Config, 'publishing'>,
  count: number,
): Promise<{ jobsPerSecond: number; seconds: number }> {
  await queue.createQueue(rawQueue, publishQueueOptions);
  for (let index = 0; index < count; index += 1000) {
    const size = Math.min(1000, count - index);
    await queue.insert(
      rawQueue,
      Array.from({ length: size }, (_, offset) => ({ data: { n: index + offset } })),
    );
  }
  let handled = 0;
  let finished: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const started = performance.now();
  let ended = started;
  await queue.work(rawQueue, publishWorkOptions(config), async (jobs) => {
    handled += jobs.length;
    if (handled >= count) {
      ended = performance.now();
      finished();
    }
  });
  await done;
  await queue.offWork(rawQueue);
  const seconds = (ended - started) / 1000;
  return { jobsPerSecond: count / seconds, seconds };
}
