import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { messages } from '@kairos/core';
import { AppError } from '../../../errors/app-error';
import type { BuiltinResult, BuiltinTask } from './builtin-tasks';

/**
 * The built-in engine's threads (piscina): loading the language model and the dictionary takes
 * about 300 ms and a summary of a long text tens of milliseconds, which the API's event loop must
 * never wait on. Bounded: `threads` threads, at most `maxQueue` tasks waiting (then 429), each
 * task cut after `taskTimeoutMs`.
 */
export interface BuiltinPoolOptions {
  threads: number;
  maxQueue: number;
  taskTimeoutMs: number;
}

export type RunBuiltin = <K extends BuiltinTask['kind']>(
  task: Extract<BuiltinTask, { kind: K }>,
) => Promise<BuiltinResult<K>>;

/** From sources (tsx, tests) the worker is TypeScript; compiled, it is dist/assistant-worker.js. */
function workerFile(): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    return { filename: path.join(path.dirname(here), 'builtin-worker.ts'), execArgv: ['--import', 'tsx'] };
  }
  return { filename: path.join(path.dirname(here), 'assistant-worker.js'), execArgv: [] };
}

export function createBuiltinPool(options: BuiltinPoolOptions) {
  let pool: Piscina | null = null;
  const open = () => {
    const { filename, execArgv } = workerFile();
    pool ??= new Piscina({
      filename,
      execArgv,
      minThreads: 0,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      // A thread idle this long is let go: the model is loaded again on the next use.
      idleTimeout: 10 * 60_000,
    });
    return pool;
  };

  const run: RunBuiltin = async (task) => {
    const threads = open();
    if (threads.queueSize >= options.maxQueue) {
      throw new AppError('RATE_LIMITED', messages.errors.tooManyRequests, { retryAfterSeconds: 2 });
    }
    const result: unknown = await threads.run(task, { signal: AbortSignal.timeout(options.taskTimeoutMs) });
    return result as BuiltinResult<typeof task.kind>;
  };

  return {
    run,
    /** Loads the model in a thread ahead of the first request (the server's start). */
    warm: () => run({ kind: 'warm' }).then(() => undefined),
    close: async () => {
      const closing = pool;
      pool = null;
      await closing?.destroy();
    },
  };
}

export type BuiltinPool = ReturnType<typeof createBuiltinPool>;
