import { designMessages } from '@kairos/core';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { queuePolling } from '../../queue/open-queue';
import type { MediaStorage } from '../../storage/media-storage';
import * as repository from './design-repository';
import { designQueue, prepareDesignQueue, type DesignJobMessage } from './design-queue';
import { VideoJobError } from './ffmpeg-job';
import { assertPictureRow } from './load-picture';
import { resolveBanner, type BannerInput } from './resolve-banner';
import type { RenderDesign } from './render-pool';
import { storeResult } from './store-result';
import { imageWithAudio, trimVideo } from './video-jobs';

interface WorkerDeps {
  db: Database;
  storage: MediaStorage;
  now: () => Date;
  /** The renderer's thread (render-pool.ts): a banner never holds the worker's event loop. */
  render: RenderDesign;
  warn?: (error: unknown, message: string) => void;
}

interface Made {
  bytes: Buffer;
  mimeType: string;
  kind: 'image' | 'video';
  frame?: Buffer;
}

function requireRow(row: repository.MediaRow | undefined, message: string): repository.MediaRow {
  if (!row) throw new AppError('VALIDATION_FAILED', message);
  return row;
}

async function make(deps: WorkerDeps, job: repository.DesignJobRow): Promise<Made> {
  const progress = (percent: number) =>
    void repository.setProgress(deps.db, job.id, percent, deps.now()).catch(() => undefined);
  if (job.kind === 'banner') {
    const input = job.input as BannerInput;
    const pictures = await repository.calendarMedia(deps.db, job.calendarId, Object.values(input.images));
    const design = await resolveBanner(input, pictures, deps.storage);
    return { bytes: await deps.render(design), mimeType: 'image/png', kind: 'image' };
  }
  if (job.kind === 'trim') {
    const input = job.input as { mediaId: string; start: number; end: number };
    const rows = await repository.calendarMedia(deps.db, job.calendarId, [input.mediaId]);
    const video = requireRow(rows.get(input.mediaId), designMessages.notAVideo);
    return {
      ...(await trimVideo(deps.storage, video, input, progress)),
      mimeType: 'video/mp4',
      kind: 'video',
    };
  }
  const input = job.input as { imageId: string; audioId: string };
  const rows = await repository.calendarMedia(deps.db, job.calendarId, [input.imageId, input.audioId]);
  const image = assertPictureRow(rows.get(input.imageId), 'imageId');
  const audio = requireRow(rows.get(input.audioId), designMessages.notAnAudio);
  const made = await imageWithAudio(deps.storage, image, audio, progress);
  return { ...made, mimeType: 'video/mp4', kind: 'video' };
}

function failureMessage(job: repository.DesignJobRow, error: unknown): string {
  if (error instanceof AppError) return error.message;
  if (error instanceof VideoJobError || job.kind !== 'banner') return designMessages.videoFailed;
  return designMessages.renderFailed;
}

/** Runs one job: queued → running → ready with its media, or failed with a message. Never throws. */
export async function runDesignJob(deps: WorkerDeps, jobId: string): Promise<void> {
  const job = await repository.findJob(deps.db, jobId);
  if (!job || job.status !== 'queued') return;
  await repository.updateJob(deps.db, job.id, { status: 'running', progress: 0 }, deps.now());
  try {
    const made = await make(deps, job);
    const mediaId = await storeResult(deps, { calendarId: job.calendarId, userId: job.requestedBy }, made);
    await repository.updateJob(
      deps.db,
      job.id,
      { status: 'ready', progress: 100, resultMediaId: mediaId },
      deps.now(),
    );
  } catch (error) {
    deps.warn?.(error, `design job ${job.id} failed`);
    await repository.updateJob(
      deps.db,
      job.id,
      { status: 'failed', error: failureMessage(job, error) },
      deps.now(),
    );
  }
}

/** The worker's side: takes design jobs from the queue one at a time. */
export async function startDesignJobs(queue: PgBoss, deps: WorkerDeps): Promise<void> {
  await prepareDesignQueue(queue);
  await queue.work<DesignJobMessage>(designQueue, { ...queuePolling, batchSize: 1 }, async (jobs) => {
    for (const job of jobs) await runDesignJob(deps, job.data.jobId);
  });
}
