import { randomBytes } from 'node:crypto';
import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { blobCid } from './fake-lexicon';
import type { FakeBluesky } from './fake-server';
import { xrpcError } from './fake-session';

export interface FakeVideoJob {
  jobId: string;
  did: string;
  /** getJobStatus calls left before the job completes. */
  pendingChecks: number;
  blob: { $type: 'blob'; ref: { $link: string }; mimeType: string; size: number };
  fail: string | null;
}

/**
 * com.atproto.server.getServiceAuth (lexicon: aud required, lxm and exp optional): a token bound to
 * one audience and one method, as the PDS signs it for another service.
 */
export function getServiceAuth(fake: FakeBluesky, request: FakeHttpRequest): FakeAnswer {
  const aud = request.query.get('aud');
  if (!aud) return xrpcError(400, 'InvalidRequest', 'Params must have the property "aud"');
  const exp = Number(request.query.get('exp') ?? Math.floor(Date.now() / 1000) + 60);
  if (exp * 1000 <= Date.now()) return xrpcError(400, 'BadExpiration', 'expiration is in the past');
  const token = `svc.${randomBytes(12).toString('base64url')}`;
  fake.serviceTokens.set(token, { aud, lxm: request.query.get('lxm'), expiresAt: exp * 1000 });
  return { status: 200, json: { token } };
}

/**
 * app.bsky.video.uploadVideo on the video host: takes a service token for the user's PDS bound to
 * com.atproto.repo.uploadBlob (as the Bluesky docs' "Uploading video" guide asks), video/mp4 bytes,
 * and answers the processing job as video.bsky.app does: a bare app.bsky.video.defs#jobStatus
 * `{did, jobId, state}`, not the lexicon's `{jobStatus}` (answers quoted in
 * contracts/bluesky-video-answers.ts; atproto issues #3026 and #3097). `lexiconUploadAnswer` makes
 * it answer the lexicon's shape instead.
 */
export async function uploadVideo(fake: FakeBluesky, request: FakeHttpRequest): Promise<FakeAnswer> {
  const grant = fake.serviceTokens.get(request.bearer() ?? '');
  const pdsAudience = `did:web:${new URL(fake.url).hostname}`;
  if (!grant || grant.expiresAt <= Date.now())
    return xrpcError(401, 'AuthMissing', 'Authentication Required');
  if (grant.aud !== pdsAudience || grant.lxm !== 'com.atproto.repo.uploadBlob')
    return xrpcError(401, 'BadJwtAudience', `jwt audience does not match service did ${pdsAudience}`);
  if (request.header('content-type') !== 'video/mp4')
    return xrpcError(400, 'InvalidRequest', 'Wrong type of file: video/mp4 only');
  const did = request.query.get('did') ?? '';
  if (did !== fake.user.did) return xrpcError(400, 'InvalidRequest', 'did must be the uploading user');
  const link = await blobCid(request.bytes);
  const blob = {
    $type: 'blob' as const,
    ref: { $link: link },
    mimeType: 'video/mp4',
    size: request.bytes.length,
  };
  fake.blobs.set(link, { mimeType: 'video/mp4', size: request.bytes.length, origin: 'video-service' });
  const job: FakeVideoJob = {
    jobId: `job_${randomBytes(8).toString('hex')}`,
    did,
    pendingChecks: fake.videoProcessingChecks,
    blob,
    fail: fake.failNextVideo,
  };
  fake.failNextVideo = null;
  fake.videoJobs.set(job.jobId, job);
  const created = { did, jobId: job.jobId, state: 'JOB_STATE_CREATED' };
  return { status: 200, json: fake.lexiconUploadAnswer ? { jobStatus: created } : created };
}

/** app.bsky.video.getJobStatus: in progress for a few checks, then completed with the blob (or failed). */
export function getJobStatus(fake: FakeBluesky, request: FakeHttpRequest): FakeAnswer {
  const job = fake.videoJobs.get(request.query.get('jobId') ?? '');
  if (!job) return xrpcError(404, 'NotFound', 'job not found');
  const base = { jobId: job.jobId, did: job.did };
  if (job.pendingChecks > 0) {
    job.pendingChecks -= 1;
    return { status: 200, json: { jobStatus: { ...base, state: 'JOB_STATE_ENCODING', progress: 50 } } };
  }
  // The shape of a real failure (bluesky-social/atproto-website#407), with the test's message.
  if (job.fail)
    return {
      status: 200,
      json: {
        jobStatus: {
          ...base,
          state: 'JOB_STATE_FAILED',
          error: `video processing error for job: ${job.jobId}`,
          message: job.fail,
        },
      },
    };
  return {
    status: 200,
    json: { jobStatus: { ...base, state: 'JOB_STATE_COMPLETED', progress: 100, blob: job.blob } },
  };
}
