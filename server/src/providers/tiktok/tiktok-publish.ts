import { z } from 'zod';
import type { HttpClient } from '../http-client';
import { byteReader, openMediaStream, type MediaStream } from '../media-stream';
import type { PublishContent, PublishResult } from '../provider';
import { PublishError } from '../publish-error';
import { readTikTok } from './tiktok-answer';
import { chosenSettings, postInfoOf, queryCreatorInfo } from './tiktok-creator';
import { awaitPublished, type Sent } from './tiktok-status';

export interface TikTokPublishOptions {
  apiBase: string;
  /** Bytes per chunk of a FILE_UPLOAD; TikTok takes 5 to 64 MB (a smaller video goes whole). */
  chunkBytes: number;
  /** The wait between status checks, and how many: the wait for TikTok's processing is bounded. */
  pollMs: number;
  maxPolls: number;
  now: () => Date;
}

const initAnswer = z.object({ publish_id: z.string(), upload_url: z.string().url().nullish() });
/** Photo posts take JPEG and WebP only. */
const photoTypes = new Set(['image/jpeg', 'image/webp']);
const json = { 'content-type': 'application/json; charset=UTF-8' };

/** The chunks of a FILE_UPLOAD: equal ones, the last taking the remainder; a small video goes whole. */
export function chunksOf(size: number, chunkBytes: number): { chunkSize: number; count: number } {
  if (size <= chunkBytes) return { chunkSize: size, count: 1 };
  return { chunkSize: chunkBytes, count: Math.floor(size / chunkBytes) };
}

/** A video: creator_info, init with FILE_UPLOAD, then the bytes in chunks (PUT with Content-Range). */
async function sendVideo(
  http: HttpClient,
  options: TikTokPublishOptions,
  bearer: string,
  content: PublishContent,
): Promise<Sent> {
  const video = content.video!;
  const creator = await queryCreatorInfo(http, options.apiBase, bearer);
  const max = creator.max_video_post_duration_sec;
  if (max && video.duration && video.duration > max)
    throw new PublishError('bad_content', `TikTok takes videos of up to ${max} seconds from this account`, {
      networkCode: 'duration_check_failed',
    });
  const postInfo = postInfoOf(creator, content.accountSettings, 'video');
  const file = await openMediaStream(video);
  try {
    const sent = await uploadVideo(http, options, bearer, { content, postInfo, file });
    return { ...sent, creatorUsername: creator.creator_username ?? null };
  } finally {
    file.body.destroy();
  }
}

/** init with FILE_UPLOAD, then the bytes as they are read, one chunk in memory at a time. */
async function uploadVideo(
  http: HttpClient,
  options: TikTokPublishOptions,
  bearer: string,
  input: { content: PublishContent; postInfo: ReturnType<typeof postInfoOf>; file: MediaStream },
): Promise<Sent> {
  const { content, postInfo, file } = input;
  const { chunkSize, count } = chunksOf(file.size, options.chunkBytes);
  // Nothing is posted until every byte has arrived, so a lost answer to init is only a retry.
  const init = await http.request({
    method: 'POST',
    url: `${options.apiBase}/v2/post/publish/video/init/`,
    bearer,
    idempotent: true,
    headers: json,
    json: {
      post_info: { title: content.message, ...postInfo },
      source_info: {
        source: 'FILE_UPLOAD',
        video_size: file.size,
        chunk_size: chunkSize,
        total_chunk_count: count,
      },
    },
  });
  const { publish_id: publishId, upload_url: uploadUrl } = readTikTok(
    initAnswer,
    init.body,
    'transient',
    'post answer',
  );
  if (!uploadUrl)
    throw new PublishError('transient', 'TikTok gave no upload URL', { networkCode: 'no_upload_url' });
  const reader = byteReader(file.body);
  for (let index = 0; index < count; index += 1) {
    const first = index * chunkSize;
    const last = index === count - 1 ? file.size - 1 : first + chunkSize - 1;
    // The last chunk completes the upload and TikTok publishes: its lost answer is unconfirmed.
    await http.request({
      method: 'PUT',
      url: uploadUrl,
      idempotent: index < count - 1,
      headers: {
        'content-type': file.mimeType,
        'content-range': `bytes ${first}-${last}/${file.size}`,
      },
      body: await reader.read(last + 1 - first),
    });
  }
  return { publishId, kind: 'video' };
}

/** Photos: creator_info, then content/init with the photos' URLs, which TikTok pulls itself. */
async function sendPhotos(
  http: HttpClient,
  options: TikTokPublishOptions,
  bearer: string,
  content: PublishContent,
): Promise<Sent> {
  // Another type goes as our JPEG rendition of it; without one TikTok would refuse it after pulling.
  const urls = content.images.map((image) =>
    !image.mimeType || photoTypes.has(image.mimeType) ? image.url : image.jpegUrl,
  );
  if (urls.some((url) => !url))
    throw new PublishError('bad_content', 'TikTok takes photos as JPEG or WebP only', {
      networkCode: 'file_format_check_failed',
    });
  const creator = await queryCreatorInfo(http, options.apiBase, bearer);
  const postInfo = postInfoOf(creator, content.accountSettings, 'photo');
  // TikTok starts pulling the photos as soon as it answers: a lost answer is unconfirmed.
  const init = await http.request({
    method: 'POST',
    url: `${options.apiBase}/v2/post/publish/content/init/`,
    bearer,
    headers: json,
    json: {
      post_info: {
        title: content.title.slice(0, 90),
        description: content.message,
        ...postInfo,
        auto_add_music: true,
      },
      source_info: {
        source: 'PULL_FROM_URL',
        photo_cover_index: 0,
        photo_images: urls,
      },
      post_mode: 'DIRECT_POST',
      media_type: 'PHOTO',
    },
  });
  return {
    publishId: readTikTok(initAnswer, init.body, 'unconfirmed', 'post answer').publish_id,
    kind: 'photo',
    creatorUsername: creator.creator_username ?? null,
  };
}

/**
 * "creator_info first, then video or photo posts" (issue #5), with the privacy, interactions and
 * disclosure the creator chose in the composer (issue #16).
 */
export async function publishToTikTok(
  http: HttpClient,
  options: TikTokPublishOptions,
  bearer: string,
  content: PublishContent,
  username: string,
): Promise<PublishResult> {
  if (!content.video && content.images.length === 0)
    throw new PublishError('bad_content', 'TikTok needs a video or at least one photo', {
      networkCode: 'no_media',
    });
  // Refused before anything is asked of TikTok.
  chosenSettings(content.accountSettings);
  const sent = content.video
    ? await sendVideo(http, options, bearer, content)
    : await sendPhotos(http, options, bearer, content);
  // An account connected without user.info.profile may have no username: creator_info names it.
  return awaitPublished(http, options, bearer, sent, username || sent.creatorUsername || '');
}
