import { importLimits, messages } from '@kairos/core';
import { validationFailed } from '../../errors/app-error';

/** What reading a file found: its named columns and how many rows it holds (handed to `take`). */
export interface ImportFileFacts {
  columns: string[];
  totalRows: number;
}

/** Receives the rows in order, a batch at a time (each row as wide as the header). */
export type TakeRows = (rows: string[][]) => void;

export const tooManyRows = () => messages.imports.tooManyRows(importLimits.maxRows.toLocaleString('en-US'));

/** Rows to a batch: at most this many, and a batch is handed on sooner once its cells pass `batchChars`. */
const batchRows = 1000;
const batchChars = 256 * 1024;

export type RowSink = ReturnType<typeof createRowSink>;

/**
 * The file's rows tidied as they come: the first is the header (named and unique), blank rows are
 * dropped, rows are made as wide as the header, and the rows are handed on in batches. `add`
 * answers the refusal that stops reading (more rows than the bound, more columns than allowed).
 */
export function createRowSink(take: TakeRows) {
  let columns: string[] | null = null;
  let batch: string[][] = [];
  let chars = 0;
  let totalRows = 0;
  const flush = () => {
    if (batch.length > 0) take(batch);
    batch = [];
    chars = 0;
  };
  return {
    add(cells: string[]): string | null {
      if (columns === null) {
        if (cells.length > importLimits.maxColumns) {
          return messages.imports.tooManyColumns(importLimits.maxColumns);
        }
        columns = namedColumns(cells);
        return null;
      }
      if (!cells.some((cell) => cell.trim() !== '')) return null;
      totalRows += 1;
      if (totalRows > importLimits.maxRows) return tooManyRows();
      const row = columns.map((_, index) => cells[index] ?? '');
      batch.push(row);
      for (const cell of row) chars += cell.length;
      if (batch.length >= batchRows || chars >= batchChars) flush();
      return null;
    },
    end(): ImportFileFacts {
      if (columns === null || columns.length === 0 || totalRows === 0)
        throw validationFailed('body', messages.imports.empty);
      flush();
      return { columns, totalRows };
    },
  };
}

/** Headers trimmed and named (a blank one is `Column N`), a repeated one numbered. */
function namedColumns(header: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((raw, index) => {
    const name = raw.trim().slice(0, 200) || `Column ${index + 1}`;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}
