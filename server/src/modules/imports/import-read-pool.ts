import { MessageChannel } from 'node:worker_threads';
import { validationFailed } from '../../errors/app-error';
import { createThreadPool } from '../../threads/thread-pool';
import type { ReadOutcome, ReadTask } from './import-read-worker';

/** An uploaded file read: its columns, and its rows in the batches the thread sent them in. */
export interface ImportFileRead {
  columns: string[];
  totalRows: number;
  batches: string[][][];
}

export type ReadImportBytes = (bytes: Buffer) => Promise<ImportFileRead>;

/**
 * The thread that reads uploaded imports (piscina, decision 0140). Parsing a 10 MB CSV or inflating
 * an XLSX to its 100 MB bound takes from hundreds of milliseconds to seconds, which the event loop
 * that serves every tenant (and, in `npm start`, publishes) must never wait on. Bounded: at most
 * `maxQueue` files wait (then 429), each read cut after `taskTimeoutMs`.
 */
export function createImportReadPool(options: { threads: number; maxQueue: number; taskTimeoutMs: number }) {
  const pool = createThreadPool(
    { from: import.meta.url, source: 'import-read-worker.ts', compiled: 'import-read-worker.js' },
    { ...options, idleTimeoutMs: 5 * 60_000 },
  );

  const read: ReadImportBytes = async (bytes) => {
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
      const outcome = (await pool.run(task, [channel.port2])) as ReadOutcome;
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
    readings: pool.completed,
    close: pool.close,
  };
}

export type ImportReadPool = ReturnType<typeof createImportReadPool>;
