import { createThreadPool } from '../../../threads/thread-pool';
import type { BuiltinResult, BuiltinTask } from './builtin-tasks';

/**
 * The built-in engine's threads: loading the language model and the dictionary takes about 300 ms
 * and a summary of a long text tens of milliseconds, which the API's event loop must never wait on.
 * Bounded: `threads` threads, at most `maxQueue` tasks waiting (then 429), each task cut after
 * `taskTimeoutMs`.
 */
export interface BuiltinPoolOptions {
  threads: number;
  maxQueue: number;
  taskTimeoutMs: number;
}

export type RunBuiltin = <K extends BuiltinTask['kind']>(
  task: Extract<BuiltinTask, { kind: K }>,
) => Promise<BuiltinResult<K>>;

export function createBuiltinPool(options: BuiltinPoolOptions) {
  const pool = createThreadPool(
    { from: import.meta.url, source: 'builtin-worker.ts', compiled: 'assistant-worker.js' },
    // A thread idle this long is let go: the model is loaded again on the next use.
    { ...options, idleTimeoutMs: 10 * 60_000 },
  );
  const run: RunBuiltin = async (task) => (await pool.run(task)) as BuiltinResult<typeof task.kind>;
  return {
    run,
    /** Loads the model in a thread ahead of the first request (the server's start). */
    warm: () => run({ kind: 'warm' }).then(() => undefined),
    close: pool.close,
  };
}

export type BuiltinPool = ReturnType<typeof createBuiltinPool>;
