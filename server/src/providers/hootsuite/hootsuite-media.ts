import { z } from 'zod';
import type { HttpClient } from '../http-client';
import { mediaUploadTimeoutMs, openMediaStream } from '../media-stream';
import type { PublishMedia } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';

export interface HootsuiteMediaOptions {
  apiBase: string;
  /** The wait between checks of an upload's state, and how many: the wait is bounded. */
  pollMs: number;
  maxPolls: number;
}

const uploadUrl = z.object({ data: z.object({ id: z.string(), uploadUrl: z.string().url() }) });
/** Any state string: READY is done, every other (QUEUED, PENDING, ...) is still on its way. */
const mediaState = z.object({ data: z.object({ id: z.string(), state: z.string() }) });

/**
 * One file to Hootsuite: POST /v1/media with its size and type answers an S3 upload URL, the bytes go
 * there by PUT with the same type and size, then GET /v1/media/{id} until it is READY. An upload no
 * message uses is only deleted, so every step may be repeated (a lost answer is a retry).
 */
export async function uploadHootsuiteMedia(
  http: HttpClient,
  options: HootsuiteMediaOptions,
  bearer: string,
  media: PublishMedia,
): Promise<string> {
  // Streamed from our storage to the upload URL: the video is never whole in memory.
  const file = await openMediaStream(media);
  let id: string;
  try {
    const created = await http.request({
      method: 'POST',
      url: `${options.apiBase}/v1/media`,
      bearer,
      idempotent: true,
      json: { sizeBytes: file.size, mimeType: file.mimeType },
    });
    const registered = readAnswer(uploadUrl, created.body, 'transient', 'media upload URL').data;
    id = registered.id;
    await http.request({
      method: 'PUT',
      url: registered.uploadUrl,
      headers: { 'content-type': file.mimeType, 'content-length': String(file.size) },
      body: file.body,
      timeoutMs: mediaUploadTimeoutMs,
    });
  } finally {
    file.body.destroy();
  }
  for (let poll = 0; poll < options.maxPolls; poll += 1) {
    if (poll > 0) await new Promise((resolve) => setTimeout(resolve, options.pollMs));
    const answer = await http.request({
      url: `${options.apiBase}/v1/media/${encodeURIComponent(id)}`,
      bearer,
    });
    if (readAnswer(mediaState, answer.body, 'transient', 'media state').data.state === 'READY') return id;
  }
  throw new PublishError('transient', 'Hootsuite is still processing the media', {
    networkCode: 'media_queued',
  });
}
