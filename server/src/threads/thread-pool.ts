import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { messages } from '@kairos/core';
import { AppError } from '../errors/app-error';

/**
 * A worker thread's entry file, named from the module that owns it: from sources (tsx, tests) the
 * TypeScript file beside that module; compiled, the entry point of that name in server/dist (see
 * server/scripts/build.mjs), beside the chunk that holds the module.
 */
export interface ThreadEntry {
  /** `import.meta.url` of the module that starts the pool. */
  from: string;
  /** The worker's TypeScript file, beside that module. */
  source: string;
  /** The worker's compiled entry point in server/dist. */
  compiled: string;
}

export interface ThreadPoolOptions {
  threads: number;
  /** Tasks waiting beyond this many are refused (429) rather than queued without end. */
  maxQueue: number;
  /** A task still running after this long is cut (its promise rejects). Unset: never. */
  taskTimeoutMs?: number;
  /** A thread idle this long is let go; the next task starts one again. */
  idleTimeoutMs: number;
}

type TransferList = NonNullable<Parameters<Piscina['run']>[1]>['transferList'];

function workerFile(entry: ThreadEntry): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(entry.from);
  if (here.endsWith('.ts')) {
    return { filename: path.join(path.dirname(here), entry.source), execArgv: ['--import', 'tsx'] };
  }
  return { filename: path.join(path.dirname(here), entry.compiled), execArgv: [] };
}

/**
 * CPU-bound work off the event loop that serves every tenant (and, in `npm start`, publishes): a
 * piscina pool started on first use, bounded in threads and in waiting tasks. Every pool of the
 * server (the assistant, campaign planning, import reading, banner drawing) is one of these.
 */
export function createThreadPool(entry: ThreadEntry, options: ThreadPoolOptions) {
  let pool: Piscina | null = null;
  const open = () => {
    const { filename, execArgv } = workerFile(entry);
    pool ??= new Piscina({
      filename,
      execArgv,
      minThreads: 0,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      idleTimeout: options.idleTimeoutMs,
    });
    return pool;
  };

  return {
    async run(task: unknown, transferList?: TransferList): Promise<unknown> {
      const threads = open();
      if (threads.queueSize >= options.maxQueue) {
        throw new AppError('RATE_LIMITED', messages.errors.tooManyRequests, { retryAfterSeconds: 2 });
      }
      const signal = options.taskTimeoutMs ? AbortSignal.timeout(options.taskTimeoutMs) : null;
      return threads.run(task, {
        ...(signal ? { signal } : {}),
        ...(transferList ? { transferList } : {}),
      });
    },
    /** Tasks this pool's threads have finished: how a test sees that work left the event loop. */
    completed: () => pool?.completed ?? 0,
    close: async () => {
      const closing = pool;
      pool = null;
      await closing?.destroy();
    },
  };
}

export type ThreadPool = ReturnType<typeof createThreadPool>;
