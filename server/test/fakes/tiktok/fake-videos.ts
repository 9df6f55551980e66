import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { fakeTikTokUser } from './fake-oauth';
import { tiktokError, tiktokOk } from './fake-posts';
import type { FakeTikTok } from './fake-server';

/** The Video Object's fields Query Videos may return (tiktok-api-v2-video-query). */
const videoFields = new Set([
  'id',
  'create_time',
  'cover_image_url',
  'share_url',
  'video_description',
  'duration',
  'height',
  'width',
  'title',
  'embed_html',
  'embed_link',
  'like_count',
  'comment_count',
  'share_count',
  'view_count',
]);

/** Get User Info's fields, by the scope each needs (tiktok-api-v2-get-user-info). */
const userFieldScopes: Record<string, string> = {
  open_id: 'user.info.basic',
  union_id: 'user.info.basic',
  avatar_url: 'user.info.basic',
  display_name: 'user.info.basic',
  username: 'user.info.profile',
  bio_description: 'user.info.profile',
  profile_deep_link: 'user.info.profile',
  is_verified: 'user.info.profile',
  follower_count: 'user.info.stats',
  following_count: 'user.info.stats',
  likes_count: 'user.info.stats',
  video_count: 'user.info.stats',
};

/** An endpoint's scope, as TikTok checks it: 401 scope_not_authorized when the grant lacks it. */
export function refuseWithoutScope(
  fake: FakeTikTok,
  request: FakeHttpRequest,
  scope: string,
): FakeAnswer | null {
  if (fake.grants.get(request.bearer() ?? '')?.includes(scope)) return null;
  return tiktokError(
    401,
    'scope_not_authorized',
    'The user did not authorize the scope required for completing this request.',
  );
}

/**
 * An unknown field is invalid_params; a field the grant has no scope for, 400
 * scope_permission_missed (the error handling table).
 */
export function refuseFieldsWithoutScope(
  fake: FakeTikTok,
  request: FakeHttpRequest,
  fields: readonly string[],
): FakeAnswer | null {
  if (fields.length === 0 || fields.some((field) => !(field in userFieldScopes)))
    return tiktokError(400, 'invalid_params', 'fields must be User Object fields.');
  const granted = fake.grants.get(request.bearer() ?? '') ?? [];
  const missing = fields.filter((field) => !granted.includes(userFieldScopes[field] ?? ''));
  if (missing.length === 0) return null;
  return tiktokError(
    400,
    'scope_permission_missed',
    `Access token is invalid, some fields need additional scopes: ${missing.join(',')}.`,
  );
}

/**
 * POST /v2/video/query/?fields=...: "verifies that the videos belong to the user and returns video
 * details", up to 20 ids; video.list reads public videos only, so a private, deleted or removed
 * one is left out. 600 requests a minute (tiktok-api-v2-rate-limit), then 429 rate_limit_exceeded.
 */
export function queryVideos(fake: FakeTikTok, userId: string, request: FakeHttpRequest): FakeAnswer {
  if (fake.videoQueriesLeft <= 0)
    return tiktokError(429, 'rate_limit_exceeded', 'API rate limit exceeded, please retry later.');
  fake.videoQueriesLeft -= 1;
  const fields = (request.query.get('fields') ?? '').split(',').filter(Boolean);
  if (fields.length === 0 || fields.some((field) => !videoFields.has(field)))
    return tiktokError(400, 'invalid_params', 'fields must be Video Object fields.');
  const filters = request.json()?.filters as { video_ids?: unknown } | undefined;
  const ids = filters?.video_ids;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > 20 || ids.some((id) => typeof id !== 'string'))
    return tiktokError(400, 'invalid_params', 'filters.video_ids must hold 1 to 20 video ids.');
  const videos = (ids as string[]).flatMap((id) => {
    const post = fake.posts.find(
      (candidate) => candidate.postId === id && candidate.userId === userId && !candidate.removed,
    );
    if (!post) return [];
    const all: Record<string, unknown> = {
      id,
      create_time: 1_764_000_000,
      share_url: `https://www.tiktok.com/@${fakeTikTokUser.username}/${post.kind}/${id}`,
      title: String(post.postInfo.title ?? ''),
      like_count: post.counts.likes,
      comment_count: post.counts.comments,
      share_count: post.counts.shares,
      view_count: post.counts.views,
    };
    return [Object.fromEntries(fields.filter((field) => field in all).map((field) => [field, all[field]]))];
  });
  return tiktokOk({ videos });
}
