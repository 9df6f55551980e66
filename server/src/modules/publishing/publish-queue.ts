import { fromDrizzle, type DrizzleTransactionLike, type PgBoss } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { DueTarget } from './target-repository';

export const publishQueue = 'publish-target';

/** A target as a job names it: the post version it was written for. */
export interface JobTarget {
  targetId: string;
  postVersion: number;
}

/**
 * One job per due instant and up to `targetsPerJob` targets. `dueAt` (ISO) is when they are due; the
 * job becomes visible `prefetchMs` earlier, so that a worker has it in hand at the instant (the
 * claim still waits for the instant: an edit up to then replaces the targets and the claim finds none).
 * A job of the first shape (one target, no dueAt) is still understood.
 */
export type PublishJob = { targets: JobTarget[]; dueAt: string } | JobTarget;

/** Targets of one job: enough for one claim statement, few enough jobs for a campaign's months. */
export const targetsPerJob = 200;
/** How long before their instant a worker may hold a job's targets (it claims them at the instant). */
export const prefetchMs = 1000;

export function jobTargets(job: PublishJob): JobTarget[] {
  return 'targets' in job ? job.targets : [job];
}

/** When a job's targets are due (a job of the first shape: when it was fetched). */
export function jobDueAt(job: PublishJob): Date | null {
  return 'dueAt' in job ? new Date(job.dueAt) : null;
}

/**
 * Writes the jobs for due targets: the targets due at one instant share jobs of up to targetsPerJob.
 * Given a transaction, the jobs commit with it: a post and its jobs exist together or not at all.
 */
export async function enqueueTargets(
  queue: PgBoss | null,
  db: Executor | null,
  targets: readonly DueTarget[],
): Promise<void> {
  if (!queue || targets.length === 0) return;
  const byInstant = new Map<number, JobTarget[]>();
  for (const target of targets) {
    const instant = target.dueAt.getTime();
    const group = byInstant.get(instant) ?? [];
    if (group.length === 0) byInstant.set(instant, group);
    group.push({ targetId: target.id, postVersion: target.postVersion });
  }
  const jobs: Array<{ data: PublishJob; startAfter: Date }> = [];
  for (const [instant, group] of byInstant) {
    for (let index = 0; index < group.length; index += targetsPerJob) {
      jobs.push({
        data: { targets: group.slice(index, index + targetsPerJob), dueAt: new Date(instant).toISOString() },
        startAfter: new Date(instant - prefetchMs),
      });
    }
  }
  // Both drivers' execute() answer { rows }, which is what the adapter reads.
  await queue.insert(
    publishQueue,
    jobs,
    db ? { db: fromDrizzle(db as unknown as DrizzleTransactionLike, sql) } : undefined,
  );
}
