import { z } from 'zod';
import type { HttpClient } from '../http-client';
import { mediaUploadTimeoutMs, openMediaStream } from '../media-stream';
import type { PublishMedia } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';

export interface BlueskyVideoOptions {
  /** https://video.bsky.app (BLUESKY_VIDEO_SERVICE). */
  videoService: string;
  pollMs: number;
  maxPolls: number;
}

const serviceAuth = z.object({ token: z.string().min(1) });
/** app.bsky.video.defs#jobStatus, as far as we read it. */
const job = z.object({
  jobId: z.string(),
  // "All values not listed as a known value indicate that the job is in process" (app.bsky.video.defs).
  state: z.string(),
  blob: z.record(z.string(), z.unknown()).nullish(),
  error: z.string().nullish(),
  message: z.string().nullish(),
});
const jobStatus = z.object({ jobStatus: job });
/**
 * uploadVideo's answer. The lexicon says `{jobStatus: {...}}`, but video.bsky.app answers a bare
 * jobStatus `{did, jobId, state}` on success and on `already_exists` (409), and the lexicon's shape
 * on some refusals (atproto issues #3026 and #3097; the official app reads `res.jobId`). Both are
 * read (decision 0142).
 */
const uploadAnswer = z.union([jobStatus.transform((answer) => answer.jobStatus), job]);

/**
 * Bluesky plays only videos processed by its video service (app.bsky.video), never a blob uploaded
 * to the PDS: a service-auth token bound to uploadBlob on the user's PDS (getServiceAuth, aud
 * did:web:<PDS host>), the bytes streamed to uploadVideo on the video host, then getJobStatus until
 * the job has the blob. Nothing is posted yet, so a lost answer anywhere here is only a retry.
 */
export async function uploadBlueskyVideo(
  http: HttpClient,
  options: BlueskyVideoOptions,
  input: {
    service: string;
    pds: string;
    did: string;
    bearer: string;
    video: PublishMedia;
    name: string;
    now: Date;
  },
): Promise<Record<string, unknown>> {
  const auth = await http.request({
    url: `${input.service}/xrpc/com.atproto.server.getServiceAuth`,
    query: {
      aud: `did:web:${new URL(input.pds).hostname}`,
      lxm: 'com.atproto.repo.uploadBlob',
      exp: Math.floor(input.now.getTime() / 1000) + 30 * 60,
    },
    bearer: input.bearer,
  });
  const token = readAnswer(serviceAuth, auth.body, 'transient', 'service token').token;
  const file = await openMediaStream(input.video);
  let uploaded: z.infer<typeof job>;
  try {
    const answer = await http.request({
      method: 'POST',
      url: `${options.videoService}/xrpc/app.bsky.video.uploadVideo`,
      query: { did: input.did, name: input.name },
      bearer: token,
      idempotent: true,
      headers: { 'content-type': 'video/mp4', 'content-length': String(file.size) },
      body: file.body,
      timeoutMs: mediaUploadTimeoutMs,
      acceptStatuses: [409],
    });
    uploaded = readAnswer(uploadAnswer, answer.body, 'transient', 'video job');
  } finally {
    file.body.destroy();
  }
  if (uploaded.blob) return uploaded.blob;
  // The official app's check: no job id is a refusal, named by its error (unconfirmed_email, ...).
  if (!uploaded.jobId)
    throw new PublishError(
      'bad_content',
      `Bluesky refused the video: ${uploaded.message ?? uploaded.error ?? 'no job'}`,
      { networkCode: uploaded.error ?? 'video_refused' },
    );
  return awaitVideoBlob(http, options, uploaded.jobId);
}

async function awaitVideoBlob(
  http: HttpClient,
  options: BlueskyVideoOptions,
  jobId: string,
): Promise<Record<string, unknown>> {
  for (let poll = 0; poll < options.maxPolls; poll += 1) {
    if (poll > 0) await new Promise((resolve) => setTimeout(resolve, options.pollMs));
    const answer = await http.request({
      url: `${options.videoService}/xrpc/app.bsky.video.getJobStatus`,
      query: { jobId },
    });
    const status = readAnswer(jobStatus, answer.body, 'transient', 'video job').jobStatus;
    // A video processed before fails as `already_exists` with the earlier blob: "check for the
    // presence of a BlobRef in the response regardless of the success or failure of the job"
    // (Bluesky's video tutorial, bluesky-social/bsky-docs#367).
    if (status.blob) return status.blob;
    if (status.state === 'JOB_STATE_FAILED')
      throw new PublishError(
        'bad_content',
        `Bluesky could not process the video: ${status.message ?? status.error ?? 'failed'}`,
        {
          networkCode: 'video_processing_failed',
        },
      );
  }
  throw new PublishError('transient', 'Bluesky is still processing the video', {
    networkCode: 'video_processing',
  });
}
