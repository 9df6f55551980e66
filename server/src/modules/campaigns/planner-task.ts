import {
  campaignSlots,
  planCampaign,
  seededRandom,
  zonedDate,
  zonedTime,
  type LibraryPostPriority,
  type PlanLimits,
  type PlanWork,
  type PlannerAccount,
  type PlannerHistoryEntry,
  type PlannerLibraryPost,
} from '@kairos/core';

/**
 * What the campaign planner's thread is asked: plain data only (dates, maps, arrays), since it is
 * copied to the thread. The random source is a seed and the slots an account sits out are keys.
 */
export type PlannerTask =
  | { kind: 'slots'; days: readonly string[]; postTime: readonly string[]; timeZone: string; after: Date }
  | {
      kind: 'plan';
      slots: readonly Date[];
      accounts: readonly PlannerAccount[];
      library: readonly PlannerLibraryPost[];
      history: ReadonlyMap<string, readonly PlannerHistoryEntry[]>;
      priority: LibraryPostPriority;
      repeat: boolean;
      limits: PlanLimits;
      /** Seeds the 'random' priority's shuffle. */
      seed: number;
      /** `slotKey(accountId, at)` of the slots accounts sit out (kept posts, conflicts skipped). */
      skipped: readonly string[];
      /** The campaign's zone: each post's date and time as the composer shows them. */
      timeZone: string;
    };

/** A post to write: the accounts of a slot that got the same text share it. */
export interface PlannedPost {
  at: Date;
  /** Null: a blocked slot ('No content from library'). */
  libraryPostId: string | null;
  message: string;
  accountIds: string[];
  date: string;
  time: string;
}

export type PlannerResult<T extends PlannerTask> = T extends { kind: 'slots' }
  ? Date[]
  : { posts: PlannedPost[]; work: PlanWork };

export const slotKey = (accountId: string, at: Date) => `${accountId}@${at.getTime()}`;

/** Runs in the planner's thread (and in-process where a test asks for it). */
export function runPlannerTask(task: PlannerTask): Date[] | { posts: PlannedPost[]; work: PlanWork } {
  if (task.kind === 'slots') {
    return campaignSlots(task.days, task.postTime, task.timeZone).filter(
      (slot) => slot.getTime() > task.after.getTime(),
    );
  }
  const skipped = new Set(task.skipped);
  const { assignments, work } = planCampaign({
    slots: task.slots,
    accounts: task.accounts,
    library: task.library,
    history: task.history,
    priority: task.priority,
    repeat: task.repeat,
    limits: task.limits,
    random: seededRandom(task.seed),
    skip: (accountId, at) => skipped.has(slotKey(accountId, at)),
  });
  const posts = new Map<string, PlannedPost>();
  for (const assignment of assignments) {
    const key = `${assignment.at.getTime()}|${assignment.libraryPostId ?? ''}|${assignment.message}`;
    const post = posts.get(key);
    if (post) post.accountIds.push(assignment.accountId);
    else {
      posts.set(key, {
        at: assignment.at,
        libraryPostId: assignment.libraryPostId,
        message: assignment.message,
        accountIds: [assignment.accountId],
        date: zonedDate(assignment.at, task.timeZone),
        time: zonedTime(assignment.at, task.timeZone),
      });
    }
  }
  // In time order, so the posts are written (and their jobs enqueued) slot after slot.
  return { posts: [...posts.values()].sort((a, b) => a.at.getTime() - b.at.getTime()), work };
}
