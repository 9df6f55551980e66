import { setImmediate } from 'node:timers/promises';
import { importLimits, importRow, rowImageUrls, type ImportContext, type ImportRowError } from '@kairos/core';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { SafeFetchOptions } from '../../net/safe-fetch';
import type { MediaStorage } from '../../storage/media-storage';
import { assertCalendarAccess } from '../calendars/calendar-access';
import type { PostService } from '../posts/post-service';
import type { AuthContext } from '../session/auth-context';
import * as repository from './import-repository';
import { createRowImages, type StoredImages } from './row-images';
import {
  refusalOf,
  writeLibraryRows,
  writePostRows,
  type NumberedRow,
  type WriteOutcome,
} from './write-rows';

/** Rows between two progress reports (and looks at a cancel). */
const chunkRows = 1000;
/** Image links fetched between two (a fetch may take 10 s: a cancel is seen within a few). */
const chunkImages = 10;

/**
 * The rows of the next chunk, from `start`: up to `chunkRows`, and fewer when their image links
 * reach `chunkImages`. A row refused by the rules goes to `errors`.
 */
function readChunk(
  job: repository.ContentImportSummary,
  rows: readonly string[][],
  start: number,
  context: ImportContext,
  errors: ImportRowError[],
): { valid: NumberedRow[]; taken: number } {
  const valid: NumberedRow[] = [];
  let taken = 0;
  let images = 0;
  while (start + taken < rows.length && taken < chunkRows && images < chunkImages) {
    const row = start + taken + 2;
    const result = importRow(job.columns, rows[start + taken]!, job.mapping!, context);
    taken += 1;
    if (result.ok) {
      valid.push({ row, value: result.value });
      images += rowImageUrls(result.value).length;
    } else errors.push({ row, messages: result.messages });
  }
  return { valid, taken };
}

export interface ImportRunnerDeps {
  db: Database;
  now: () => Date;
  storage: MediaStorage;
  posts: PostService;
  config: Config;
  /** Tests only: lets the import reach a local image server (see net/safe-fetch). */
  fetchOptions?: SafeFetchOptions;
}

/**
 * The job of one import: its rows in order, a chunk at a time, each row written whole or not at all
 * (write-rows.ts), progress saved after each chunk, stopping at the chunk after a cancel.
 */
export function createImportRunner(deps: ImportRunnerDeps) {
  const { db, now } = deps;
  const rowImages = createRowImages({ ...deps, fetchOptions: deps.fetchOptions ?? {} });

  return async function runImport(importId: string): Promise<void> {
    const started = await repository.moveImport(db, importId, ['queued'], {
      status: 'running',
      updatedAt: now(),
    });
    if (!started?.mapping || !started.authorId) return;
    try {
      await processRows(started, await repository.rowsOf(db, importId));
    } catch (error) {
      await repository.updateImport(db, importId, { status: 'failed', rows: [], updatedAt: now() });
      throw error;
    }
  };

  async function processRows(job: repository.ContentImportSummary, rows: readonly string[][]): Promise<void> {
    const author = await repository.authorNow(db, job.authorId!);
    const auth: AuthContext | null = author ? { ...author, sessionId: job.sessionId ?? job.id } : null;
    // The author's rights now: one who can no longer edit the calendar imports nothing.
    const allowed =
      auth !== null &&
      (await assertCalendarAccess(db, auth, job.calendarId, 'edit').then(
        () => true,
        () => false,
      ));
    if (!auth || !allowed) {
      await repository.updateImport(db, job.id, { status: 'failed', rows: [], updatedAt: now() });
      return;
    }
    const context = await repository.importContextOf(db, job.calendarId);
    const errors: ImportRowError[] = [];
    let imported = 0;
    let errorCount = 0;
    let processed = 0;
    for (let start = 0; start < rows.length;) {
      // The embedded database answers without I/O: let requests in (a poll, a cancel) between chunks.
      await setImmediate();
      if (await repository.cancelRequested(db, job.id)) {
        await finish(job.id, 'cancelled', { processed, imported, errorCount, errors });
        return;
      }
      const { valid, taken } = readChunk(job, rows, start, context, errors);
      start += taken;
      errorCount += taken - valid.length;
      const outcome = await write(valid, auth, job.calendarId);
      imported += outcome.imported;
      errorCount += outcome.errors.length;
      errors.push(...outcome.errors);
      errors.sort((a, b) => a.row - b.row);
      errors.splice(importLimits.listedErrors);
      processed += taken;
      await repository.updateImport(db, job.id, {
        processedRows: processed,
        importedRows: imported,
        errorCount,
        errors,
        updatedAt: now(),
      });
    }
    await finish(job.id, 'done', { processed, imported, errorCount, errors });
  }

  /**
   * Each row's images are fetched and stored first (a row whose image fails is refused whole), the
   * rows are written, and the media of a row refused at writing are removed again.
   */
  async function write(
    rows: readonly NumberedRow[],
    auth: AuthContext,
    calendarId: string,
  ): Promise<WriteOutcome> {
    const failed: WriteOutcome['errors'] = [];
    const stored = new Map<number, StoredImages>();
    const ready: NumberedRow[] = [];
    for (const row of rows) {
      const urls = rowImageUrls(row.value);
      if (urls.length === 0) {
        ready.push(row);
        continue;
      }
      try {
        const images = await rowImages.store(auth, calendarId, urls);
        stored.set(row.row, images);
        ready.push(withImages(row, images));
      } catch (error) {
        failed.push({ row: row.row, messages: [refusalOf(error)] });
      }
    }
    const written = await writeRows(ready, auth, calendarId);
    const refused = written.errors.flatMap(({ row }) => stored.get(row)?.media ?? []);
    if (refused.length > 0) await rowImages.remove(refused);
    return { imported: written.imported, errors: [...failed, ...written.errors] };
  }

  async function writeRows(
    rows: readonly NumberedRow[],
    auth: AuthContext,
    calendarId: string,
  ): Promise<WriteOutcome> {
    const library = rows.filter(
      (row): row is NumberedRow<Extract<typeof row.value, { kind: 'library' }>> =>
        row.value.kind === 'library',
    );
    const posts = rows.filter(
      (row): row is NumberedRow<Extract<typeof row.value, { kind: 'post' }>> => row.value.kind === 'post',
    );
    const fromLibrary = await writeLibraryRows(
      db,
      { auth, calendarId, now: now(), storage: deps.storage },
      library,
    );
    const fromPosts = await writePostRows(deps.posts, { auth, calendarId }, posts);
    return {
      imported: fromLibrary.imported + fromPosts.imported,
      errors: [...fromLibrary.errors, ...fromPosts.errors],
    };
  }

  async function finish(
    id: string,
    status: 'done' | 'cancelled',
    progress: { processed: number; imported: number; errorCount: number; errors: ImportRowError[] },
  ) {
    await repository.updateImport(db, id, {
      status,
      processedRows: progress.processed,
      importedRows: progress.imported,
      errorCount: progress.errorCount,
      errors: progress.errors,
      // The rows are read; what stays is the outcome and the preview.
      rows: [],
      updatedAt: now(),
    });
  }
}

/** The row as written: its image links replaced by the stored images. */
function withImages(row: NumberedRow, images: StoredImages): NumberedRow {
  if (row.value.kind === 'library') {
    return { ...row, value: { ...row.value, body: { ...row.value.body, images: images.urls } } };
  }
  return { ...row, images: images.images };
}

export type ImportRunner = ReturnType<typeof createImportRunner>;
