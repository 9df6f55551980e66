import { importLimits, messages, type ImportRowError } from '@kairos/core';
import type { ContentImportSummary } from './import-repository';

/**
 * What the user is told of an import that stopped part way (its job threw, or its worker died and
 * the stale-job sweeper failed it): the rows listed so far, and the first row not done named with
 * `messages.imports.stopped`. The list keeps room for that row, so it is always shown.
 */
export function stoppedAt(
  job: Pick<ContentImportSummary, 'processedRows' | 'totalRows' | 'errors' | 'errorCount'>,
): { errors: ImportRowError[]; errorCount: number } {
  if (job.processedRows >= job.totalRows) return { errors: job.errors, errorCount: job.errorCount };
  return {
    errors: [
      ...job.errors.slice(0, importLimits.listedErrors - 1),
      { row: job.processedRows + 2, messages: [messages.imports.stopped] },
    ],
    errorCount: job.errorCount + 1,
  };
}
