import { createThreadPool } from '../../threads/thread-pool';
import type { PlannerResult, PlannerTask } from './planner-task';

/**
 * Planning a campaign walks its slots, accounts and library (seconds for half a year of hourly posts
 * from 10,000 library posts), and working out its slots in the author's zone takes Intl thousands of
 * times: neither may hold the API's event loop, so both run in a thread of their own (decision 0139).
 */
export interface CampaignPlanner {
  run<T extends PlannerTask>(task: T): Promise<PlannerResult<T>>;
  close(): Promise<void>;
}

export interface PlannerPoolOptions {
  threads: number;
  /** Tasks waiting beyond this many are refused (429) rather than queued without end. */
  maxQueue: number;
}

export function createPlannerPool(options: PlannerPoolOptions): CampaignPlanner {
  const pool = createThreadPool(
    { from: import.meta.url, source: 'planner-worker.ts', compiled: 'campaign-planner-worker.js' },
    // An idle thread is let go (and never keeps the process alive): campaigns are occasional.
    { ...options, idleTimeoutMs: 60_000 },
  );
  return {
    run: async (task) => (await pool.run(task)) as PlannerResult<typeof task>,
    close: pool.close,
  };
}
