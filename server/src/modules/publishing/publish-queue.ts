import { fromDrizzle, type DrizzleTransactionLike, type PgBoss } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { DueTarget } from './target-repository';

export const publishQueue = 'publish-target';

export interface PublishJob {
  targetId: string;
  postVersion: number;
}

/**
 * Writes one job per target, due at its time. Given a transaction, the jobs commit with it: a post and
 * its jobs exist together or not at all.
 */
export async function enqueueTargets(
  queue: PgBoss | null,
  db: Executor | null,
  targets: readonly DueTarget[],
): Promise<void> {
  if (!queue || targets.length === 0) return;
  const jobs = targets.map((target) => ({
    data: { targetId: target.id, postVersion: target.postVersion } satisfies PublishJob,
    startAfter: target.dueAt,
  }));
  // Both drivers' execute() answer { rows }, which is what the adapter reads.
  await queue.insert(
    publishQueue,
    jobs,
    db ? { db: fromDrizzle(db as unknown as DrizzleTransactionLike, sql) } : undefined,
  );
}
