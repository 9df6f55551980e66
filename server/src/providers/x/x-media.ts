import { z } from 'zod';
import type { HttpClient } from '../http-client';
import { multipart } from '../media-bytes';
import { byteReader, openMediaStream, type MediaStream } from '../media-stream';
import type { PublishMedia } from '../provider';
import { readAnswer } from '../read-answer';
import { mediaProcessingFailed } from './x-errors';

export interface XMediaOptions {
  apiBase: string;
  /** Bytes per APPEND; X takes segments of up to 5 MB. */
  chunkBytes: number;
  /** Upper bound on the wait X asks for between STATUS checks (check_after_secs). */
  maxPollMs: number;
  maxPolls: number;
}

const processingInfo = z.object({
  state: z.enum(['pending', 'in_progress', 'succeeded', 'failed']),
  check_after_secs: z.number().nullish(),
  error: z.object({ message: z.string().nullish() }).nullish(),
});
const uploadAnswer = z.object({
  data: z.object({ id: z.string(), processing_info: processingInfo.nullish() }),
});

type MediaCategory = 'tweet_image' | 'tweet_gif' | 'tweet_video';
const categoryOf = (mimeType: string): MediaCategory =>
  mimeType === 'image/gif' ? 'tweet_gif' : mimeType.startsWith('video/') ? 'tweet_video' : 'tweet_image';

/**
 * X's chunked upload (API v2): initialize, append each segment, finalize, then STATUS until a GIF or
 * video is processed. Media calls may be repeated safely (an unused upload only expires), so a lost
 * answer is a retry, never unconfirmed: only the post itself is.
 */
export async function uploadXMedia(
  http: HttpClient,
  options: XMediaOptions,
  bearer: string,
  media: PublishMedia,
): Promise<string> {
  const file = await openMediaStream(media);
  try {
    return await uploadStream(http, options, bearer, file);
  } finally {
    file.body.destroy();
  }
}

/** The upload itself, reading one segment of the media at a time. */
async function uploadStream(
  http: HttpClient,
  options: XMediaOptions,
  bearer: string,
  file: MediaStream,
): Promise<string> {
  const base = `${options.apiBase}/2/media/upload`;
  const init = await http.request({
    method: 'POST',
    url: `${base}/initialize`,
    bearer,
    idempotent: true,
    json: {
      media_type: file.mimeType,
      total_bytes: file.size,
      media_category: categoryOf(file.mimeType),
    },
  });
  const id = readAnswer(uploadAnswer, init.body, 'transient', 'media upload answer').data.id;
  const reader = byteReader(file.body);
  for (let offset = 0, segment = 0; offset < file.size; offset += options.chunkBytes, segment += 1) {
    const chunk = await reader.read(Math.min(options.chunkBytes, file.size - offset));
    const form = multipart(
      { segment_index: String(segment) },
      { name: 'media', filename: 'chunk', mimeType: 'application/octet-stream', bytes: chunk },
    );
    await http.request({
      method: 'POST',
      url: `${base}/${id}/append`,
      bearer,
      idempotent: true,
      headers: { 'content-type': form.contentType },
      body: form.body,
    });
  }
  const finalize = await http.request({
    method: 'POST',
    url: `${base}/${id}/finalize`,
    bearer,
    idempotent: true,
  });
  let info = readAnswer(uploadAnswer, finalize.body, 'transient', 'media upload answer').data.processing_info;
  for (let poll = 0; info && info.state !== 'succeeded'; poll += 1) {
    if (info.state === 'failed') throw mediaProcessingFailed(info.error?.message ?? undefined);
    if (poll >= options.maxPolls) throw mediaProcessingFailed('X took too long to process the media');
    const wait = Math.min((info.check_after_secs ?? 1) * 1000, options.maxPollMs);
    await new Promise((resolve) => setTimeout(resolve, wait));
    const status = await http.request({ url: base, bearer, query: { command: 'STATUS', media_id: id } });
    info = readAnswer(uploadAnswer, status.body, 'transient', 'media status').data.processing_info;
  }
  return id;
}

/**
 * An image's or GIF's alt text: POST /2/media/metadata with `alt_text.text` (at most 1,000 characters),
 * after the upload and before the post names it. Setting it twice sets the same text, so a lost
 * answer is retried.
 */
export async function describeXMedia(
  http: HttpClient,
  options: Pick<XMediaOptions, 'apiBase'>,
  bearer: string,
  id: string,
  alt: string,
): Promise<void> {
  await http.request({
    method: 'POST',
    url: `${options.apiBase}/2/media/metadata`,
    bearer,
    idempotent: true,
    json: { id, metadata: { alt_text: { text: alt } } },
  });
}
