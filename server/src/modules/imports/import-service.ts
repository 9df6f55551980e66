import { setImmediate } from 'node:timers/promises';
import {
  featureGate,
  importLimits,
  importRow,
  mappingErrors,
  mappingSchedules,
  messages,
  planLimits,
  rowImageUrls,
  suggestMapping,
  type ImportCheckView,
  type ImportMapping,
  type ImportRowError,
  type ImportView,
} from '@kairos/core';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../../db/database';
import { AppError, notFound, validationFailed } from '../../errors/app-error';
import { assertCalendarAccess } from '../calendars/calendar-access';
import type { AuthContext } from '../session/auth-context';
import { subscriptionOf } from '../team/subscription-of';
import { contentImportQueue, prepareContentImportQueue } from './import-queue';
import * as repository from './import-repository';
import type { ReadImportBytes } from './import-read-pool';
import type { ImportRunner } from './run-import';
import { eachImportRow } from './each-import-row';

function toView(row: repository.ContentImportSummary): ImportView {
  return {
    _id: row.id,
    calendarId: row.calendarId,
    fileName: row.fileName,
    status: row.status,
    columns: row.columns,
    preview: row.preview,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    importedRows: row.importedRows,
    errorCount: row.errorCount,
    errors: row.errors,
    schedules: row.mapping ? mappingSchedules(row.mapping) : false,
    suggestedMapping: suggestMapping(row.columns),
  };
}

export function createImportService(deps: {
  db: Database;
  now: () => Date;
  queue: PgBoss | null;
  runner: ImportRunner;
  /** Reads an uploaded file in the import's thread (import-read-pool.ts), never on this event loop. */
  readFile: ReadImportBytes;
  warn?: (error: unknown, message: string) => void;
}) {
  const { db, now } = deps;
  // Created once per process where the runtime did not (it does at start; tests may not).
  let queueReady: Promise<void> | null = null;

  /** "Import Content ... need an upgraded plan": no_access ('you don't have access to import content'). */
  async function assertImportGate(auth: AuthContext) {
    const refused = featureGate(planLimits(await subscriptionOf(db, auth.teamId), now()), 'importContent');
    if (refused) throw new AppError('PLAN_LIMIT', refused.message, { reason: refused.reason });
  }

  async function loadVisible(auth: AuthContext, id: string, need: 'view' | 'edit') {
    const row = await repository.findImport(db, id);
    if (!row) throw notFound();
    await assertCalendarAccess(db, auth, row.calendarId, need);
    return row;
  }

  function assertMapping(row: repository.ContentImportSummary, mapping: ImportMapping) {
    const [error] = mappingErrors(mapping, row.columns);
    if (error) throw validationFailed('body.mapping', error);
  }

  /**
   * Reads the file (bounded by the route) in the import's thread and keeps its rows, a batch per
   * statement, for the check and the import.
   */
  async function upload(auth: AuthContext, input: { calendarId: string; fileName: string; bytes: Buffer }) {
    await assertCalendarAccess(db, auth, input.calendarId, 'edit');
    await assertImportGate(auth);
    const table = await deps.readFile(input.bytes);
    const row = await repository.insertImport(db, {
      calendarId: input.calendarId,
      authorId: auth.userId,
      sessionId: auth.sessionId,
      fileName: input.fileName,
      columns: table.columns,
      preview: (table.batches[0] ?? []).slice(0, importLimits.previewRows),
      totalRows: table.totalRows,
    });
    try {
      for (const [index, rows] of table.batches.entries()) {
        await repository.insertRowBatch(db, row.id, index, rows);
        // Let other requests in between two batches (the embedded database answers without I/O).
        await setImmediate();
      }
    } catch (error) {
      // Not kept whole: nothing is kept.
      await repository.deleteImport(db, row.id);
      throw error;
    }
    return toView(row);
  }

  /**
   * Every row read with the mapping and core's rules, and the image links the valid rows fetch at
   * import (the check fetches none, decision 0123). Refuses a file linking more than the bound.
   */
  async function readRows(row: repository.ContentImportSummary, mapping: ImportMapping) {
    const context = await repository.importContextOf(db, row.calendarId);
    const errors: ImportRowError[] = [];
    let errorCount = 0;
    let imagesToFetch = 0;
    await eachImportRow(db, row.id, (cells, index) => {
      const result = importRow(row.columns, cells, mapping, context);
      if (result.ok) {
        imagesToFetch += rowImageUrls(result.value).length;
        return;
      }
      errorCount += 1;
      if (errors.length < importLimits.listedErrors)
        errors.push({ row: index + 2, messages: result.messages });
    });
    if (imagesToFetch > importLimits.maxImagesPerImport) {
      throw validationFailed(
        'body.mapping',
        messages.imports.tooManyImagesInFile(importLimits.maxImagesPerImport),
      );
    }
    return { errors, errorCount, imagesToFetch };
  }

  /** The dry run: nothing is written and no image is fetched. */
  async function check(auth: AuthContext, id: string, mapping: ImportMapping): Promise<ImportCheckView> {
    const row = await loadVisible(auth, id, 'edit');
    if (row.status !== 'uploaded') throw validationFailed('id', messages.imports.alreadyStarted);
    assertMapping(row, mapping);
    const { errors, errorCount, imagesToFetch } = await readRows(row, mapping);
    return {
      totalRows: row.totalRows,
      validRows: row.totalRows - errorCount,
      errorCount,
      errors,
      schedules: mappingSchedules(mapping),
      imagesToFetch,
    };
  }

  /** Starts the import: a job when a queue runs, else in this process; the client polls `get`. */
  async function start(auth: AuthContext, id: string, mapping: ImportMapping): Promise<ImportView> {
    const row = await loadVisible(auth, id, 'edit');
    assertMapping(row, mapping);
    await assertImportGate(auth);
    if (row.status === 'uploaded') await readRows(row, mapping);
    const queued = await repository.moveImport(db, id, ['uploaded'], {
      status: 'queued',
      mapping,
      // Queued since: a job lost before it starts is sent again by the stale-job sweeper.
      heartbeatAt: now(),
      updatedAt: now(),
    });
    if (!queued) throw validationFailed('id', messages.imports.alreadyStarted);
    if (deps.queue) {
      try {
        queueReady ??= prepareContentImportQueue(deps.queue);
        await queueReady;
        await deps.queue.send(contentImportQueue, { importId: id }, { singletonKey: id });
      } catch (error) {
        queueReady = null;
        // Not sent: the import can be started again.
        await repository.moveImport(db, id, ['queued'], { status: 'uploaded', updatedAt: now() });
        throw error;
      }
    } else {
      void deps.runner(id).catch((error: unknown) => deps.warn?.(error, 'import failed'));
    }
    return toView(queued);
  }

  async function get(auth: AuthContext, id: string): Promise<ImportView> {
    return toView(await loadVisible(auth, id, 'view'));
  }

  /** Stops the import after the chunk in hand (its rows are whole); one not started stops at once. */
  async function cancel(auth: AuthContext, id: string): Promise<ImportView> {
    await loadVisible(auth, id, 'edit');
    const notStarted = await repository.moveImport(db, id, ['uploaded', 'queued'], {
      status: 'cancelled',
      cancelRequested: true,
      updatedAt: now(),
    });
    if (notStarted) {
      await repository.deleteRows(db, id);
      return toView(notStarted);
    }
    const row = await repository.updateImport(db, id, { cancelRequested: true, updatedAt: now() });
    if (!row) throw notFound();
    return toView(row);
  }

  return { upload, check, start, get, cancel };
}

export type ImportService = ReturnType<typeof createImportService>;
