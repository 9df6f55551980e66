import { z } from 'zod';
import { downloadMedia } from '../media-bytes';
import type { PublishMedia } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import { videoProcessingFailed } from './linkedin-errors';
import type { LinkedInRest } from './linkedin-rest';

export interface LinkedInMediaOptions {
  /** Wait between checks of a video LinkedIn is processing. */
  pollMs: number;
  maxPolls: number;
}

const singleUpload = z.object({
  value: z.object({
    uploadUrl: z.string().url(),
    image: z.string().optional(),
    document: z.string().optional(),
  }),
});
const videoUpload = z.object({
  value: z.object({
    video: z.string(),
    uploadToken: z.string().nullish(),
    uploadInstructions: z
      .array(z.object({ uploadUrl: z.string().url(), firstByte: z.number(), lastByte: z.number() }))
      .min(1),
  }),
});
const videoStatus = z.object({
  status: z.enum(['WAITING_UPLOAD', 'PROCESSING', 'AVAILABLE', 'PROCESSING_FAILED']),
  processingFailureReason: z.string().nullish(),
});

/**
 * Images API and Documents API: initializeUpload names the asset and gives an upload URL, then the bytes
 * go there in one PUT. Both steps may be repeated safely (an unused asset only expires), so a lost answer
 * is a retry: only the post itself is ever unconfirmed.
 */
export async function uploadLinkedInAsset(
  rest: LinkedInRest,
  kind: 'images' | 'documents',
  owner: string,
  media: PublishMedia,
): Promise<string> {
  return uploadLinkedInBytes(rest, kind, owner, await downloadMedia(rest.http, media));
}

/** The same upload for bytes already in hand (an article's thumbnail, read from the linked page). */
export async function uploadLinkedInBytes(
  rest: LinkedInRest,
  kind: 'images' | 'documents',
  owner: string,
  file: { bytes: Uint8Array; mimeType: string },
): Promise<string> {
  const init = await rest.http.request({
    method: 'POST',
    url: `${rest.apiBase}/rest/${kind}`,
    query: { action: 'initializeUpload' },
    headers: rest.headers,
    bearer: rest.bearer,
    idempotent: true,
    json: { initializeUploadRequest: { owner } },
  });
  const { value } = readAnswer(singleUpload, init.body, 'transient', 'upload answer');
  const urn = kind === 'images' ? value.image : value.document;
  if (!urn) throw new PublishError('transient', 'LinkedIn did not name the upload');
  await rest.http.request({
    method: 'PUT',
    url: value.uploadUrl,
    bearer: rest.bearer,
    headers: { 'content-type': file.mimeType },
    body: file.bytes,
  });
  return urn;
}

/**
 * Videos API: initializeUpload with the size answers one upload URL per part (byte ranges); each part's
 * PUT answers an ETag; finalizeUpload takes the ETags in order; then LinkedIn processes the video and the
 * post may name it once it is AVAILABLE.
 */
export async function uploadLinkedInVideo(
  rest: LinkedInRest,
  options: LinkedInMediaOptions,
  owner: string,
  media: PublishMedia,
): Promise<string> {
  const file = await downloadMedia(rest.http, media);
  const init = await rest.http.request({
    method: 'POST',
    url: `${rest.apiBase}/rest/videos`,
    query: { action: 'initializeUpload' },
    headers: rest.headers,
    bearer: rest.bearer,
    idempotent: true,
    json: {
      initializeUploadRequest: {
        owner,
        fileSizeBytes: file.bytes.length,
        uploadCaptions: false,
        uploadThumbnail: false,
      },
    },
  });
  const { value } = readAnswer(videoUpload, init.body, 'transient', 'video upload answer');
  const partIds: string[] = [];
  for (const part of value.uploadInstructions) {
    // The part URLs are signed: they take the bytes without our token.
    const answer = await rest.http.request({
      method: 'PUT',
      url: part.uploadUrl,
      headers: { 'content-type': 'application/octet-stream' },
      body: file.bytes.subarray(part.firstByte, part.lastByte + 1),
    });
    const etag = answer.headers.get('etag');
    if (!etag) throw new PublishError('transient', 'LinkedIn did not acknowledge a video part');
    partIds.push(etag);
  }
  await rest.http.request({
    method: 'POST',
    url: `${rest.apiBase}/rest/videos`,
    query: { action: 'finalizeUpload' },
    headers: rest.headers,
    bearer: rest.bearer,
    idempotent: true,
    json: {
      finalizeUploadRequest: {
        video: value.video,
        uploadToken: value.uploadToken ?? '',
        uploadedPartIds: partIds,
      },
    },
  });
  await waitUntilAvailable(rest, options, value.video);
  return value.video;
}

async function waitUntilAvailable(rest: LinkedInRest, options: LinkedInMediaOptions, video: string) {
  for (let poll = 0; ; poll += 1) {
    const answer = await rest.http.request({
      url: `${rest.apiBase}/rest/videos/${encodeURIComponent(video)}`,
      headers: rest.headers,
      bearer: rest.bearer,
    });
    const status = readAnswer(videoStatus, answer.body, 'transient', 'video status');
    if (status.status === 'AVAILABLE') return;
    if (status.status === 'PROCESSING_FAILED') throw videoProcessingFailed(status.processingFailureReason);
    if (poll >= options.maxPolls) throw videoProcessingFailed('LinkedIn took too long to process the video');
    await new Promise((resolve) => setTimeout(resolve, options.pollMs));
  }
}
