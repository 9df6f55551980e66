import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { messages } from '@kairos/core';
import { AppError } from '../../errors/app-error';
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

/** From sources (tsx, tests) the worker is TypeScript; compiled, it is dist/campaign-planner-worker.js. */
function workerFile(): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    return { filename: path.join(path.dirname(here), 'planner-worker.ts'), execArgv: ['--import', 'tsx'] };
  }
  return { filename: path.join(path.dirname(here), 'campaign-planner-worker.js'), execArgv: [] };
}

export function createPlannerPool(options: PlannerPoolOptions): CampaignPlanner {
  let pool: Piscina | null = null;
  const open = () => {
    const { filename, execArgv } = workerFile();
    pool ??= new Piscina({
      filename,
      execArgv,
      minThreads: 0,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      // An idle thread is let go (and never keeps the process alive): campaigns are occasional.
      idleTimeout: 60_000,
    });
    return pool;
  };
  return {
    async run(task) {
      const threads = open();
      if (threads.queueSize >= options.maxQueue) {
        throw new AppError('RATE_LIMITED', messages.errors.tooManyRequests, { retryAfterSeconds: 2 });
      }
      return (await threads.run(task)) as PlannerResult<typeof task>;
    },
    async close() {
      const closing = pool;
      pool = null;
      await closing?.destroy();
    },
  };
}
