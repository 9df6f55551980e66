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
import { stoppedAt } from './import-stopped';
import { createRowImages, type StoredImages } from './row-images';
import {
  refusalOf,
  writeLibraryRows,
  writePostRows,
  type NumberedRow,
  type WriteOutcome,
} from './write-rows';

/**
 * Rows checked and written between two turns of the event loop, two progress reports and two looks
 * at a cancel: each chunk's statements stay short (decision 0140; chunks of 1,000 rows held the
 * embedded database, and with it every request, for most of a second each; 100 rows take about
 * 90 ms of CPU).
 */
export const chunkRows = 100;
/** Posts to schedule written between two turns of the event loop. */
const postsPerTurn = 25;
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
  firstRow: number,
  context: ImportContext,
  errors: ImportRowError[],
): { valid: NumberedRow[]; taken: number } {
  const valid: NumberedRow[] = [];
  let taken = 0;
  let images = 0;
  while (start + taken < rows.length && taken < chunkRows && images < chunkImages) {
    const row = firstRow + taken;
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
  /** Lets other work in between two chunks (tests watch it); the next turn of the event loop by default. */
  nextTurn?: () => Promise<void>;
  /** How often a running import renews its heartbeat besides its progress reports. */
  heartbeatMs?: number;
}

/**
 * The job of one import: its rows in order, a chunk at a time, each row written whole or not at all
 * (write-rows.ts), progress and heartbeat saved after each chunk, stopping at the chunk after a
 * cancel, and at once when the import is no longer running (the stale-job sweeper failed it).
 */
export function createImportRunner(deps: ImportRunnerDeps) {
  const { db, now } = deps;
  const rowImages = createRowImages({ ...deps, fetchOptions: deps.fetchOptions ?? {} });
  const nextTurn = deps.nextTurn ?? (() => setImmediate());

  return async function runImport(importId: string): Promise<void> {
    const started = await repository.moveImport(db, importId, ['queued'], {
      status: 'running',
      heartbeatAt: now(),
      updatedAt: now(),
    });
    if (!started?.mapping || !started.authorId) return;
    // A chunk fetching images may take a while: the heartbeat does not wait for its progress.
    const heartbeat = setInterval(() => {
      repository.beatImport(db, importId, now()).catch(() => undefined);
    }, deps.heartbeatMs ?? 30_000).unref();
    try {
      await processRows(started);
    } catch (error) {
      const reached = await repository.findImport(db, importId);
      await end(importId, 'failed', reached ? stoppedAt(reached) : {});
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  };

  async function processRows(job: repository.ContentImportSummary): Promise<void> {
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
      await end(job.id, 'failed', {});
      return;
    }
    const context = await repository.importContextOf(db, job.calendarId);
    const errors: ImportRowError[] = [];
    let imported = 0;
    let errorCount = 0;
    let processed = 0;
    const progress = () => ({
      processedRows: processed,
      importedRows: imported,
      errorCount,
      errors,
    });
    for await (const batch of repository.rowBatchesOf(db, job.id)) {
      for (let start = 0; start < batch.length;) {
        // Other requests (a poll, a cancel) and the other tenants' work go between two chunks.
        await nextTurn();
        const state = await repository.runState(db, job.id);
        // Failed by the stale-job sweeper (this worker looked dead): nothing more is written.
        if (!state.running) return;
        if (state.cancel) {
          await end(job.id, 'cancelled', progress());
          return;
        }
        const { valid, taken } = readChunk(job, batch, start, processed + 2, context, errors);
        start += taken;
        errorCount += taken - valid.length;
        const outcome = await write(valid, auth, job.calendarId);
        imported += outcome.imported;
        errorCount += outcome.errors.length;
        errors.push(...outcome.errors);
        errors.sort((a, b) => a.row - b.row);
        errors.splice(importLimits.listedErrors);
        processed += taken;
        const saved = await repository.moveImport(db, job.id, ['running'], {
          status: 'running',
          ...progress(),
          heartbeatAt: now(),
          updatedAt: now(),
        });
        if (!saved) return;
      }
    }
    await end(job.id, 'done', progress());
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
    // A post to schedule is the composer's whole path (its checks, targets and jobs) in a
    // transaction of its own: a few at a time, with other requests let in between.
    const fromPosts: WriteOutcome = { imported: 0, errors: [] };
    for (let start = 0; start < posts.length; start += postsPerTurn) {
      if (start > 0) await setImmediate();
      const slice = await writePostRows(
        deps.posts,
        { auth, calendarId },
        posts.slice(start, start + postsPerTurn),
      );
      fromPosts.imported += slice.imported;
      fromPosts.errors.push(...slice.errors);
    }
    return {
      imported: fromLibrary.imported + fromPosts.imported,
      errors: [...fromLibrary.errors, ...fromPosts.errors],
    };
  }

  /** Ends a running import with its outcome; its rows are read (the preview stays). */
  async function end(
    id: string,
    status: 'done' | 'cancelled' | 'failed',
    outcome: Partial<
      Pick<repository.ContentImportSummary, 'processedRows' | 'importedRows' | 'errorCount' | 'errors'>
    >,
  ) {
    await repository.moveImport(db, id, ['running'], { status, ...outcome, updatedAt: now() });
    await repository.deleteRows(db, id);
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
