import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import type { FakeTikTok } from './fake-server';

export type FakeTikTokStatus =
  'PROCESSING_UPLOAD' | 'PROCESSING_DOWNLOAD' | 'SEND_TO_USER_INBOX' | 'PUBLISH_COMPLETE' | 'FAILED';

export interface FakeTikTokPost {
  publishId: string;
  userId: string;
  kind: 'video' | 'photo';
  postInfo: Record<string, unknown>;
  sourceInfo: Record<string, unknown>;
  status: FakeTikTokStatus;
  failReason: string | null;
  /** FILE_UPLOAD: the size announced and the bytes received by their first offset. */
  videoSize: number;
  received: Map<number, number>;
  /** Status checks left before processing ends. */
  checksLeft: number;
  postId: string | null;
  /** What TikTok counts for the post (Query Videos' like, comment, share and view counts). */
  counts: { likes: number; comments: number; shares: number; views: number };
  /** Deleted by the creator, made private since, or taken down: no longer among their public videos. */
  removed: boolean;
}

export const tiktokError = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  json: { error: { code, message, log_id: `2026112202${Math.floor(Math.random() * 1e9)}` } },
});

export const tiktokOk = (data: unknown): FakeAnswer => ({
  status: 200,
  json: { data, error: { code: 'ok', message: '', log_id: `2026112202${Math.floor(Math.random() * 1e9)}` } },
});

const maxChunkBytes = 64 * 1024 * 1024;

/** The checks TikTok makes on init before answering a publish_id. */
function refuseInit(fake: FakeTikTok, postInfo: Record<string, unknown>): FakeAnswer | null {
  if (fake.initRemaining <= 0)
    return tiktokError(429, 'rate_limit_exceeded', 'API rate limit exceeded, please retry later.');
  fake.initRemaining -= 1;
  if (fake.dailyPostsLeft <= 0)
    return tiktokError(
      403,
      'spam_risk_too_many_posts',
      'The daily post cap from the API is reached for the current user.',
    );
  if (typeof postInfo.privacy_level !== 'string')
    return tiktokError(400, 'invalid_params', 'privacy_level is required.');
  for (const flag of [
    'disable_comment',
    'disable_duet',
    'disable_stitch',
    'brand_content_toggle',
    'brand_organic_toggle',
  ])
    if (flag in postInfo && typeof postInfo[flag] !== 'boolean')
      return tiktokError(400, 'invalid_params', `${flag} must be a boolean.`);
  if (!fake.creator.privacyLevelOptions.includes(postInfo.privacy_level))
    return tiktokError(
      400,
      'privacy_level_option_mismatch',
      'privacy_level is not one of the privacy_level_options.',
    );
  // Content Sharing Guidelines: "Branded content visibility cannot be set to private."
  if (postInfo.brand_content_toggle === true && postInfo.privacy_level === 'SELF_ONLY')
    return tiktokError(400, 'invalid_params', 'Branded content cannot be posted with privacy SELF_ONLY.');
  if (fake.creator.commentDisabled && postInfo.disable_comment !== true)
    return tiktokError(
      400,
      'invalid_params',
      'disable_comment must be true: the creator turned comments off.',
    );
  for (const [flag, off] of [
    ['disable_duet', fake.creator.duetDisabled],
    ['disable_stitch', fake.creator.stitchDisabled],
  ] as const)
    if (off && flag in postInfo && postInfo[flag] !== true)
      return tiktokError(400, 'invalid_params', `${flag} must be true: the creator turned it off.`);
  return null;
}

function newPost(
  fake: FakeTikTok,
  userId: string,
  kind: 'video' | 'photo',
  body: Record<string, unknown>,
): FakeTikTokPost {
  const post: FakeTikTokPost = {
    publishId: `v_pub_file~v2-1.${7_300_000_000_000_000_000n + BigInt(fake.posts.length + 1)}`,
    userId,
    kind,
    postInfo: (body.post_info ?? {}) as Record<string, unknown>,
    sourceInfo: (body.source_info ?? {}) as Record<string, unknown>,
    status: kind === 'video' ? 'PROCESSING_UPLOAD' : 'PROCESSING_DOWNLOAD',
    failReason: fake.failNext,
    videoSize: 0,
    received: new Map(),
    checksLeft: fake.processingChecks,
    postId: null,
    counts: { likes: 0, comments: 0, shares: 0, views: 0 },
    removed: false,
  };
  fake.failNext = null;
  fake.posts.push(post);
  return post;
}

/** POST /v2/post/publish/video/init/: FILE_UPLOAD answers an upload URL; chunk rules as TikTok's. */
export function initVideo(
  fake: FakeTikTok,
  userId: string,
  request: FakeHttpRequest,
  origin: string,
): FakeAnswer {
  const body = request.json() ?? {};
  const refusal = refuseInit(fake, (body.post_info ?? {}) as Record<string, unknown>);
  if (refusal) return refusal;
  const source = (body.source_info ?? {}) as Record<string, unknown>;
  if (source.source !== 'FILE_UPLOAD')
    return tiktokError(400, 'invalid_params', 'source must be FILE_UPLOAD in this fake.');
  const size = Number(source.video_size);
  const chunk = Number(source.chunk_size);
  const count = Number(source.total_chunk_count);
  const whole = size < fake.minChunkBytes ? chunk === size && count === 1 : false;
  const split = chunk >= fake.minChunkBytes && chunk <= maxChunkBytes && count === Math.floor(size / chunk);
  if (!(size > 0) || !(whole || split))
    return tiktokError(400, 'invalid_params', 'video_size, chunk_size and total_chunk_count do not match.');
  const post = newPost(fake, userId, 'video', body);
  post.videoSize = size;
  return tiktokOk({
    publish_id: post.publishId,
    upload_url: `${origin}/upload/?upload_id=${encodeURIComponent(post.publishId)}`,
  });
}

/** PUT {upload_url}: one chunk with its Content-Range; 206 until the last byte, then 201. */
export function receiveChunk(fake: FakeTikTok, request: FakeHttpRequest): FakeAnswer {
  const post = fake.posts.find((candidate) => candidate.publishId === request.query.get('upload_id'));
  const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(request.header('content-range') ?? '');
  if (!post || post.status !== 'PROCESSING_UPLOAD')
    return tiktokError(404, 'invalid_params', 'The upload is not found.');
  if (
    !range ||
    Number(range[3]) !== post.videoSize ||
    Number(range[2]) - Number(range[1]) + 1 !== request.bytes.length
  )
    return tiktokError(400, 'invalid_file_upload', 'Content-Range does not match the chunk.');
  post.received.set(Number(range[1]), request.bytes.length);
  const total = [...post.received.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { status: total >= post.videoSize ? 201 : 206, text: '' };
}

/** POST /v2/post/publish/content/init/: photos pulled from URLs on a verified domain only. */
export function initPhotos(fake: FakeTikTok, userId: string, request: FakeHttpRequest): FakeAnswer {
  const body = request.json() ?? {};
  if (body.media_type !== 'PHOTO' || body.post_mode !== 'DIRECT_POST')
    return tiktokError(400, 'invalid_params', 'media_type must be PHOTO and post_mode DIRECT_POST.');
  const source = (body.source_info ?? {}) as Record<string, unknown>;
  const images = Array.isArray(source.photo_images) ? source.photo_images.map(String) : [];
  if (source.source !== 'PULL_FROM_URL' || images.length === 0 || images.length > 35)
    return tiktokError(400, 'invalid_params', 'photo_images must hold 1 to 35 URLs.');
  if (images.some((url) => !fake.verifiedUrlPrefixes.some((prefix) => url.startsWith(prefix))))
    return tiktokError(
      403,
      'url_ownership_unverified',
      'The URL prefix of the media is not verified for this app.',
    );
  const refusal = refuseInit(fake, (body.post_info ?? {}) as Record<string, unknown>);
  if (refusal) return refusal;
  return tiktokOk({ publish_id: newPost(fake, userId, 'photo', body).publishId });
}

function advance(fake: FakeTikTok, post: FakeTikTokPost) {
  if (post.status === 'PUBLISH_COMPLETE') return moderate(fake, post);
  const uploaded =
    post.kind === 'photo' || [...post.received.values()].reduce((a, b) => a + b, 0) >= post.videoSize;
  if (!uploaded || post.status === 'FAILED') return;
  if (post.checksLeft > 0) {
    post.checksLeft -= 1;
    return;
  }
  if (post.failReason) {
    post.status = 'FAILED';
    return;
  }
  post.status = 'PUBLISH_COMPLETE';
  fake.dailyPostsLeft -= 1;
  moderate(fake, post);
}

/**
 * "publicaly_available_post_id": a post made for everyone gets its id once moderation passed it
 * (Get Post Status: "developers are not provided with the post_id until this process is
 * complete"); a private or friends-only post has no public id.
 */
function moderate(fake: FakeTikTok, post: FakeTikTokPost) {
  if (post.postId || fake.moderationPending || post.postInfo.privacy_level !== 'PUBLIC_TO_EVERYONE') return;
  post.postId = String(7_400_000_000_000_000_000n + BigInt(fake.posts.indexOf(post) + 1));
}

/** POST /v2/post/publish/status/fetch/: where the post stands; processing ends after a few checks. */
export function fetchStatus(fake: FakeTikTok, userId: string, request: FakeHttpRequest): FakeAnswer {
  const publishId = request.json()?.publish_id;
  const post = fake.posts.find(
    (candidate) => candidate.publishId === publishId && candidate.userId === userId,
  );
  if (!post) return tiktokError(400, 'invalid_publish_id', 'publish_id is not valid.');
  advance(fake, post);
  const answer = tiktokOk({
    status: post.status,
    ...(post.status === 'FAILED' ? { fail_reason: post.failReason } : {}),
    ...(post.postId ? { publicaly_available_post_id: [post.postId] } : {}),
    uploaded_bytes: [...post.received.values()].reduce((a, b) => a + b, 0),
  });
  // "publicaly_available_post_id: list<int64>": the ids are JSON numbers, past 2^53, written whole.
  const text = JSON.stringify(answer.json).replace(
    /"publicaly_available_post_id":\["(\d+)"\]/,
    '"publicaly_available_post_id":[$1]',
  );
  return { status: 200, text, headers: { 'content-type': 'application/json; charset=UTF-8' } };
}
