import { setImmediate } from 'node:timers/promises';
import type { Executor } from '../../db/database';
import { rowBatchesOf } from './import-repository';

/** Rows looked at between two turns of the event loop: checking one takes tens of microseconds. */
export const rowsPerTurn = 250;

/**
 * Visits every row of an import in the file's order (index 0 is the first data row), a batch read
 * per statement, and lets other requests in every `rowsPerTurn` rows: checking 50,000 rows in one
 * go held every tenant for seconds (issue 31).
 */
export async function eachImportRow(
  db: Executor,
  importId: string,
  visit: (cells: string[], index: number) => void,
): Promise<void> {
  let index = 0;
  for await (const batch of rowBatchesOf(db, importId)) {
    for (const cells of batch) {
      visit(cells, index);
      index += 1;
      if (index % rowsPerTurn === 0) await setImmediate();
    }
  }
}
