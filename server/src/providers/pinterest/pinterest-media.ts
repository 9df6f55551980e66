import { z } from 'zod';
import type { HttpClient } from '../http-client';
import { mediaUploadTimeoutMs, multipartStream, openMediaStream } from '../media-stream';
import type { PublishMedia } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import { videoProcessingFailed } from './pinterest-errors';

export interface PinterestMediaOptions {
  apiBase: string;
  /** The wait between checks of a video's processing. */
  pollMs: number;
  /** Checks before giving up: the wait for Pinterest's processing is bounded. */
  maxPolls: number;
}

const registration = z.object({
  media_id: z.string(),
  upload_url: z.string().url(),
  upload_parameters: z.record(z.string(), z.string()).default({}),
});
const mediaStatus = z.object({
  media_id: z.string(),
  status: z.enum(['registered', 'processing', 'succeeded', 'failed']),
});

/**
 * A video pin's media (API v5): register the upload (POST /v5/media), send the bytes to the upload URL
 * it names with its upload parameters (a multipart form, as S3 takes it), then check the media until
 * Pinterest has processed it. Nothing here is public until the pin is created, so every step may be
 * repeated: a lost answer is a retry, never unconfirmed.
 */
export async function uploadPinterestVideo(
  http: HttpClient,
  options: PinterestMediaOptions,
  bearer: string,
  video: PublishMedia,
): Promise<string> {
  const registered = await http.request({
    method: 'POST',
    url: `${options.apiBase}/v5/media`,
    bearer,
    idempotent: true,
    json: { media_type: 'video' },
  });
  const upload = readAnswer(registration, registered.body, 'transient', 'media registration');
  // Streamed from our storage into the form: the video is never whole in memory.
  const file = await openMediaStream(video);
  try {
    const form = multipartStream(upload.upload_parameters, {
      name: 'file',
      filename: 'video.mp4',
      media: file,
    });
    await http.request({
      method: 'POST',
      url: upload.upload_url,
      idempotent: true,
      headers: { 'content-type': form.contentType, 'content-length': String(form.length) },
      body: form.body,
      timeoutMs: mediaUploadTimeoutMs,
    });
  } finally {
    file.body.destroy();
  }
  for (let poll = 0; ; poll += 1) {
    const answer = await http.request({
      url: `${options.apiBase}/v5/media/${encodeURIComponent(upload.media_id)}`,
      bearer,
    });
    const { status } = readAnswer(mediaStatus, answer.body, 'transient', 'media status');
    if (status === 'succeeded') return upload.media_id;
    if (status === 'failed') throw videoProcessingFailed();
    // Still processing: retrying later uploads again (nothing was pinned), so it is not a failure.
    if (poll + 1 >= options.maxPolls)
      throw new PublishError('transient', 'Pinterest is still processing the video', {
        networkCode: 'media_processing',
      });
    await new Promise((resolve) => setTimeout(resolve, options.pollMs));
  }
}
