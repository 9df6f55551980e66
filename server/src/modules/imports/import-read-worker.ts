import type { MessagePort } from 'node:worker_threads';
import { AppError } from '../../errors/app-error';
import { readImportFile } from './read-import-file';

export interface ReadTask {
  bytes: Uint8Array;
  /** Where the rows go, a batch per message, in order. */
  port: MessagePort;
}

/** The task's answer: the file's facts and how many batches were posted, or the refusal to show. */
export type ReadOutcome =
  { ok: true; columns: string[]; totalRows: number; batches: number } | { ok: false; message: string };

/**
 * One file read in the import's thread (piscina calls the default export with each task): decoding,
 * CSV parsing, XLSX inflating and sheet parsing all happen here; the rows go to the event loop in
 * batches over `port`, so no one message is the whole file. A refusal is answered as a value (an
 * error crossing threads loses its class, and with it its status and message).
 */
export default async function read(task: ReadTask): Promise<ReadOutcome> {
  let batches = 0;
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  try {
    const facts = await readImportFile(bytes, (rows) => {
      task.port.postMessage(rows);
      batches += 1;
    });
    return { ok: true, ...facts, batches };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
}
