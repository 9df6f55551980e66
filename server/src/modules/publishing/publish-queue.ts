import { fromDrizzle, type DrizzleTransactionLike, type PgBoss } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { DueTarget } from './target-repository';

export const publishQueue = 'publish-target';

/**
 * A job on the publish queue wakes a worker's due scanner up (see due-scanner.ts), which takes the due
 * targets straight from publish_targets. Jobs written before the scanner named one target each; the
 * fields are kept so they still read as wake-ups.
 */
export interface PublishJob {
  targetId?: string;
  postVersion?: number;
  wake?: true;
}

/** How far ahead of a due time the wake-up is written: the scanner reserves targets that early. */
export const wakeAheadMs = 3000;

/**
 * Wakes the workers for these targets: one job, due a little before the first of them (a worker polls
 * publish_targets on its own too, so the job only spares it the wait). Given a transaction, the job
 * commits with it.
 */
export async function enqueueTargets(
  queue: PgBoss | null,
  db: Executor | null,
  targets: readonly DueTarget[],
): Promise<void> {
  if (!queue || targets.length === 0) return;
  const first = Math.min(...targets.map((target) => target.dueAt.getTime()));
  const jobs = [{ data: { wake: true } satisfies PublishJob, startAfter: new Date(first - wakeAheadMs) }];
  // Both drivers' execute() answer { rows }, which is what the adapter reads.
  await queue.insert(
    publishQueue,
    jobs,
    db ? { db: fromDrizzle(db as unknown as DrizzleTransactionLike, sql) } : undefined,
  );
}
