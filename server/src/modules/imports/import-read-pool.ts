import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { messages } from '@kairos/core';
import { AppError, validationFailed } from '../../errors/app-error';
import type { ReadOutcome, ReadTask } from './import-read-worker';

/** An uploaded file read: its columns, and its rows in the batches the thread sent them in. */
export interface ImportFileRead {
  columns: string[];
  totalRows: number;
  batches: string[][][];
}

export type ReadImportBytes = (bytes: Buffer) => Promise<ImportFileRead>;

/** From sources (tsx, tests) the worker is TypeScript; compiled, it is dist/import-read-worker.js. */
function workerFile(): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    return {
      filename: path.join(path.dirname(here), 'import-read-worker.ts'),
      execArgv: ['--import', 'tsx'],
    };
  }
  return { filename: path.join(path.dirname(here), 'import-read-worker.js'), execArgv: [] };
}

/**
 * The thread that reads uploaded imports (piscina, decision 0140). Parsing a 10 MB CSV or inflating
 * an XLSX to its 100 MB bound takes from hundreds of milliseconds to seconds, which the event loop
 * that serves every tenant (and, in `npm start`, publishes) must never wait on. Bounded: at most
 * `maxQueue` files wait (then 429), each read cut after `taskTimeoutMs`.
 */
export function createImportReadPool(options: { threads: number; maxQueue: number; taskTimeoutMs: number }) {
  let pool: Piscina | null = null;
  const open = () => {
    const { filename, execArgv } = workerFile();
    pool ??= new Piscina({
      filename,
      execArgv,
      minThreads: 0,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      idleTimeout: 5 * 60_000,
    });
    return pool;
  };

  const read: ReadImportBytes = async (bytes) => {
    const threads = open();
    if (threads.queueSize >= options.maxQueue) {
      throw new AppError('RATE_LIMITED', messages.errors.tooManyRequests, { retryAfterSeconds: 2 });
    }
    const channel = new MessageChannel();
    const batches: string[][][] = [];
    let wanted = Number.POSITIVE_INFINITY;
    let arrived: () => void = () => undefined;
    const allArrived = new Promise<void>((resolve) => (arrived = resolve));
    // Each batch is its own message: the event loop takes the rows a batch at a time.
    channel.port1.on('message', (rows: string[][]) => {
      batches.push(rows);
      if (batches.length >= wanted) arrived();
    });
    try {
      const task: ReadTask = { bytes, port: channel.port2 };
      const outcome = (await threads.run(task, {
        transferList: [channel.port2],
        signal: AbortSignal.timeout(options.taskTimeoutMs),
      })) as ReadOutcome;
      if (!outcome.ok) throw validationFailed('body', outcome.message);
      wanted = outcome.batches;
      if (batches.length < wanted) await allArrived;
      return { columns: outcome.columns, totalRows: outcome.totalRows, batches };
    } finally {
      channel.port1.close();
    }
  };

  return {
    read,
    /** Files this pool's threads have read: how a test sees that parsing left the event loop. */
    readings: () => pool?.completed ?? 0,
    close: async () => {
      const closing = pool;
      pool = null;
      await closing?.destroy();
    },
  };
}

export type ImportReadPool = ReturnType<typeof createImportReadPool>;
