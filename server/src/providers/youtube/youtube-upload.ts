import { z } from 'zod';
import type { HttpClient, HttpResponse } from '../http-client';
import type { MediaBytes } from '../media-bytes';
import { isPublishError, PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import type { VideoResource } from './youtube-video';

export interface YoutubeUploadOptions {
  /** https://www.googleapis.com/upload/youtube/v3 (YOUTUBE_UPLOAD_BASE). */
  uploadBase: string;
  /**
   * Bytes per PUT, a multiple of 256 KiB; null sends the file in one request, which Google advises
   * when the connection is good (fewer requests), resuming from where it stopped if it breaks.
   */
  chunkBytes: number | null;
  /** Per PUT of bytes: a video takes longer to send than an API call. */
  uploadTimeoutMs: number;
  /** How many times an interrupted upload is resumed before the send is retried later. */
  maxResumes: number;
}

export const uploadedVideo = z.object({
  id: z.string().min(1),
  snippet: z.object({ channelId: z.string().nullish() }).nullish(),
  status: z.object({ uploadStatus: z.string().nullish(), privacyStatus: z.string().nullish() }).nullish(),
});
export type UploadedVideo = z.infer<typeof uploadedVideo>;

type Progress = { done: UploadedVideo } | { received: number };

/** `Range: bytes=0-999` on a 308: the bytes YouTube has (none when the header is missing). */
function receivedBytes(answer: HttpResponse): number {
  const match = /bytes=0-(\d+)/.exec(answer.headers.get('range') ?? '');
  return match ? Number(match[1]) + 1 : 0;
}

/** Where a session stands after a PUT; one YouTube no longer knows (404, 410) never made a video. */
function progressOf(answer: HttpResponse): Progress {
  if (answer.status === 404 || answer.status === 410)
    throw new PublishError('transient', 'The upload session to YouTube expired', {
      networkCode: 'upload_session_expired',
    });
  if (answer.status === 308) return { received: receivedBytes(answer) };
  return { done: readAnswer(uploadedVideo, answer.body, 'unconfirmed', 'video answer') };
}

/**
 * YouTube's resumable upload (videos.insert, uploadType=resumable): a POST with the video resource
 * opens a session whose URI comes back in Location; the bytes go up by PUT with Content-Range; each
 * unfinished part is answered 308 Resume Incomplete with the Range received; the last byte creates the
 * video and is answered 200/201 with it. Only that last answer matters for exactly-once: when it is
 * lost (or a 5xx comes), the session's status (`PUT` with `Content-Range: bytes * /total`) says
 * whether the video exists; when even that cannot be read, the send is unconfirmed.
 */
export async function uploadYoutubeVideo(
  http: HttpClient,
  options: YoutubeUploadOptions,
  bearer: string,
  resource: VideoResource,
  file: MediaBytes,
): Promise<UploadedVideo> {
  const total = file.bytes.length;
  const start = await http.request({
    method: 'POST',
    url: `${options.uploadBase}/videos`,
    query: { uploadType: 'resumable', part: 'snippet,status' },
    bearer,
    headers: {
      'content-type': 'application/json; charset=UTF-8',
      'x-upload-content-length': String(total),
      'x-upload-content-type': file.mimeType,
    },
    json: resource,
    // An opened session creates nothing until its last byte arrives: opening another is harmless.
    idempotent: true,
  });
  const session = start.headers.get('location');
  if (!session)
    throw new PublishError('transient', 'YouTube did not open an upload session', {
      networkCode: 'no_upload_session',
    });

  let received = 0;
  for (let resumes = 0; ;) {
    const end = options.chunkBytes ? Math.min(received + options.chunkBytes, total) : total;
    const last = end === total;
    let answer: HttpResponse | null = null;
    try {
      answer = await http.request({
        method: 'PUT',
        url: session,
        bearer,
        headers: { 'content-type': file.mimeType, 'content-range': `bytes ${received}-${end - 1}/${total}` },
        body: file.bytes.subarray(received, end),
        acceptStatuses: [308, 404, 410],
        // Only the last part can create the video: a lost answer to it is not a plain retry.
        idempotent: !last,
        timeoutMs: options.uploadTimeoutMs,
      });
    } catch (error) {
      if (!isPublishError(error) || (error.kind !== 'transient' && error.kind !== 'unconfirmed')) throw error;
      resumes += 1;
      // A part before the last cannot have made the video: giving up on it is a plain retry.
      if (resumes > options.maxResumes && !last) throw error;
    }
    const progress = answer ? progressOf(answer) : await sessionStatus(http, session, bearer, total, last);
    if ('done' in progress) return progress.done;
    // A part YouTube did not keep counts as an interruption too, so this loop always ends.
    if (answer && progress.received <= received) resumes += 1;
    if (resumes > options.maxResumes)
      throw new PublishError('transient', 'The upload to YouTube kept breaking off', {
        networkCode: 'upload_interrupted',
      });
    received = progress.received;
  }
}

/** Asks the session how far it got. */
async function sessionStatus(
  http: HttpClient,
  session: string,
  bearer: string,
  total: number,
  afterLastPart: boolean,
): Promise<Progress> {
  let answer: HttpResponse;
  try {
    answer = await http.request({
      method: 'PUT',
      url: session,
      bearer,
      headers: { 'content-range': `bytes */${total}` },
      body: new Uint8Array(0),
      acceptStatuses: [308, 404, 410],
    });
  } catch (error) {
    if (!afterLastPart) throw error;
    throw new PublishError(
      'unconfirmed',
      'YouTube may have the video: the answer to its upload was lost and its status could not be read',
      {
        networkCode: isPublishError(error)
          ? (error.networkCode ?? 'upload_status_unknown')
          : 'upload_status_unknown',
      },
    );
  }
  return progressOf(answer);
}
