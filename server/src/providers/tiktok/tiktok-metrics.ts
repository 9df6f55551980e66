import { z } from 'zod';
import type { HttpClient } from '../http-client';
import type { PostMetricsReading, PublishResult } from '../provider';
import { isPublishError, PublishError } from '../publish-error';
import { readTikTok } from './tiktok-answer';
import { fetchPostStatus } from './tiktok-status';

const json = { 'content-type': 'application/json; charset=UTF-8' };
const videoFields = 'id,like_count,comment_count,share_count,view_count';
/** Query Videos' data (https://developers.tiktok.com/doc/tiktok-api-v2-video-query). */
const queriedVideos = z.object({
  videos: z
    .array(
      z.object({
        id: z.string(),
        like_count: z.number().int().nonnegative().default(0),
        comment_count: z.number().int().nonnegative().default(0),
        share_count: z.number().int().nonnegative().default(0),
        view_count: z
          .number()
          .int()
          .nonnegative()
          .nullish()
          .transform((views) => views ?? null),
      }),
    )
    .default([]),
});
const followerInfo = z.object({ user: z.object({ follower_count: z.number().int().nonnegative() }) });

/**
 * A connection without the scope an endpoint needs: 401 scope_not_authorized (the endpoint's
 * scope), 400 scope_permission_missed (a field's). TikTok shares nothing with it, but its token
 * still publishes, so this is no reason to reconnect.
 */
const missingScope = new Set(['scope_not_authorized', 'scope_permission_missed']);
async function withoutMissingScope<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isPublishError(error) && missingScope.has(error.networkCode ?? '')) return null;
    throw error;
  }
}

/**
 * The post's public video id. A post published before moderation gave one was recorded by its
 * publish id; Get Post Status may give the id since. A post that still has none is not public
 * (private, friends only, or in the creator's inbox) or is still being moderated: null. A publish
 * id TikTok no longer knows (400 invalid_publish_id) has none either.
 */
async function publicVideoId(
  http: HttpClient,
  apiBase: string,
  bearer: string,
  post: PublishResult,
): Promise<string | null> {
  if (/^\d+$/.test(post.externalId)) return post.externalId;
  try {
    return (await fetchPostStatus(http, apiBase, bearer, post.externalId)).postId;
  } catch (error) {
    if (isPublishError(error) && error.kind === 'bad_content') return null;
    throw error;
  }
}

/**
 * Query Videos (POST /v2/video/query/, scope video.list, 600 a minute): likes, comments as
 * replies, shares as reposts (the API tells no reposts of its own), views as impressions. It
 * answers only the creator's public videos, so a video left out was deleted, made private or
 * taken down: gone, its last figures kept. Null when TikTok shares nothing for this post or
 * connection (see publicVideoId and missingScope).
 */
export async function readTikTokMetrics(
  http: HttpClient,
  apiBase: string,
  bearer: string,
  post: PublishResult,
): Promise<PostMetricsReading | null> {
  return withoutMissingScope(async () => {
    const videoId = await publicVideoId(http, apiBase, bearer, post);
    if (videoId === null) return null;
    const answer = await http.request({
      method: 'POST',
      url: `${apiBase}/v2/video/query/`,
      query: { fields: videoFields },
      bearer,
      headers: json,
      json: { filters: { video_ids: [videoId] } },
      // A read: asking twice changes nothing.
      idempotent: true,
    });
    const video = readTikTok(queriedVideos, answer.body, 'transient', 'video query').videos.find(
      (found) => found.id === videoId,
    );
    if (!video)
      throw new PublishError('bad_content', 'The video is no longer public on TikTok', {
        networkCode: 'video_not_public',
      });
    const raw = {
      like_count: video.like_count,
      comment_count: video.comment_count,
      share_count: video.share_count,
      ...(video.view_count === null ? {} : { view_count: video.view_count }),
    };
    return {
      likes: video.like_count,
      reposts: video.share_count,
      replies: video.comment_count,
      impressions: video.view_count,
      raw,
    };
  });
}

/**
 * Get User Info's follower_count (GET /v2/user/info/), which needs the user.info.stats scope. We
 * do not ask for it (decision 0116), so TikTok answers scope_permission_missed and the count is
 * null; a connection made with the scope gets its count.
 */
export async function readTikTokFollowers(
  http: HttpClient,
  apiBase: string,
  bearer: string,
): Promise<number | null> {
  return withoutMissingScope(async () => {
    const answer = await http.request({
      url: `${apiBase}/v2/user/info/`,
      query: { fields: 'follower_count' },
      bearer,
    });
    return readTikTok(followerInfo, answer.body, 'transient', 'follower count').user.follower_count;
  });
}
