import { z } from 'zod';
import type { ContractRoute } from './contract-routes';

/**
 * TikTok's API v2 as its reference pages describe the operations we use (Login Kit for web, the
 * Content Posting API's Direct Post and photo post, the media transfer guide, Get Post Status). No
 * SDK of TikTok's installs from npm, so the shapes are transcribed here with each page cited.
 */
const docs = 'https://developers.tiktok.com/doc';
const bearer = { authorization: /^Bearer \S+$/ };
const jsonType = { 'content-type': /^application\/json; charset=UTF-8$/i };
/** Error handling (https://developers.tiktok.com/doc/tiktok-api-v2-error-handling). */
const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, error: z.object({ code: z.literal('ok'), message: z.string(), log_id: z.string() }) });
const failure = z.object({
  error: z.object({ code: z.string().regex(/^[a-z_]+$/), message: z.string(), log_id: z.string() }),
});
const privacyLevel = z.enum([
  'PUBLIC_TO_EVERYONE',
  'MUTUAL_FOLLOW_FRIENDS',
  'FOLLOWER_OF_CREATOR',
  'SELF_ONLY',
]);
/** The Video Object's fields Query Videos takes in `fields`. */
const videoField =
  '(id|create_time|cover_image_url|share_url|video_description|duration|height|width|title|embed_html|embed_link|like_count|comment_count|share_count|view_count)';
const tokenRefusal = z.object({ error: z.string(), error_description: z.string(), log_id: z.string() });
const token = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  open_id: z.string(),
  refresh_expires_in: z.number().int(),
  refresh_token: z.string(),
  scope: z.string(),
  token_type: z.literal('Bearer'),
});
const publishAnswers = (data: z.ZodType) => ({
  200: envelope(data),
  400: failure,
  401: failure,
  403: failure,
  429: failure,
});

export const tiktokRoutes: ContractRoute[] = [
  {
    route: 'GET /v2/auth/authorize/',
    source: `${docs}/login-kit-web`,
    query: z
      .object({
        client_key: z.string(),
        scope: z.string().regex(/^[a-z.]+(,[a-z.]+)*$/),
        redirect_uri: z.string().url(),
        state: z.string(),
        response_type: z.literal('code'),
      })
      .strict(),
    answers: { 302: null },
  },
  {
    route: 'POST /v2/oauth/token/',
    source: `${docs}/oauth-user-access-token-management`,
    headers: { 'content-type': /^application\/x-www-form-urlencoded/ },
    body: {
      kind: 'form',
      schema: z.union([
        z
          .object({
            client_key: z.string(),
            client_secret: z.string(),
            code: z.string(),
            grant_type: z.literal('authorization_code'),
            redirect_uri: z.string().url(),
          })
          .strict(),
        z
          .object({
            client_key: z.string(),
            client_secret: z.string(),
            grant_type: z.literal('refresh_token'),
            refresh_token: z.string(),
          })
          .strict(),
      ]),
    },
    answers: { 200: token, 400: tokenRefusal },
  },
  {
    route: 'GET /v2/user/info/',
    source: `${docs}/tiktok-api-v2-get-user-info`,
    headers: bearer,
    query: z.object({ fields: z.string().regex(/^[a-z_]+(,[a-z_]+)*$/) }).strict(),
    answers: {
      // The fields asked for, each within its scope: follower_count needs user.info.stats.
      200: envelope(
        z.object({
          user: z
            .object({
              open_id: z.string().optional(),
              display_name: z.string().optional(),
              username: z.string().optional(),
              avatar_url: z.string().optional(),
              follower_count: z.number().int().nonnegative().optional(),
            })
            .strict(),
        }),
      ),
      // scope_permission_missed: "some fields need additional scopes" (tiktok-api-v2-error-handling).
      400: failure,
      401: failure,
    },
  },
  {
    // Metrics of the creator's public videos (decision 0116); scope video.list, 600 a minute.
    route: 'POST /v2/video/query/',
    source: `${docs}/tiktok-api-v2-video-query`,
    headers: { ...bearer, ...jsonType },
    query: z
      .object({
        fields: z.string().regex(new RegExp(`^${videoField}(,${videoField})*$`)),
      })
      .strict(),
    body: {
      kind: 'json',
      schema: z
        .object({ filters: z.object({ video_ids: z.array(z.string()).min(1).max(20) }).strict() })
        .strict(),
    },
    answers: {
      200: envelope(
        z.object({
          videos: z.array(
            z.object({
              id: z.string(),
              like_count: z.number().int().optional(),
              comment_count: z.number().int().optional(),
              share_count: z.number().int().optional(),
              view_count: z.number().int().optional(),
            }),
          ),
        }),
      ),
      400: failure,
      401: failure,
      429: failure,
    },
  },
  {
    route: 'POST /v2/post/publish/creator_info/query/',
    source: `${docs}/content-posting-api-reference-query-creator-info`,
    headers: { ...bearer, ...jsonType },
    answers: publishAnswers(
      z.object({
        creator_avatar_url: z.string(),
        creator_username: z.string(),
        creator_nickname: z.string(),
        privacy_level_options: z.array(privacyLevel),
        comment_disabled: z.boolean(),
        duet_disabled: z.boolean(),
        stitch_disabled: z.boolean(),
        max_video_post_duration_sec: z.number().int(),
      }),
    ),
  },
  {
    route: 'POST /v2/post/publish/video/init/',
    source: `${docs}/content-posting-api-reference-direct-post`,
    headers: { ...bearer, ...jsonType },
    body: {
      kind: 'json',
      schema: z
        .object({
          post_info: z
            .object({
              title: z.string().max(2200).optional(),
              privacy_level: privacyLevel,
              disable_duet: z.boolean().optional(),
              disable_stitch: z.boolean().optional(),
              disable_comment: z.boolean().optional(),
              video_cover_timestamp_ms: z.number().int().optional(),
              brand_content_toggle: z.boolean(),
              brand_organic_toggle: z.boolean().optional(),
              is_aigc: z.boolean().optional(),
            })
            .strict(),
          source_info: z
            .object({
              source: z.literal('FILE_UPLOAD'),
              video_size: z.number().int().positive(),
              chunk_size: z.number().int().positive(),
              total_chunk_count: z.number().int().min(1).max(1000),
            })
            .strict(),
        })
        .strict(),
    },
    answers: publishAnswers(z.object({ publish_id: z.string(), upload_url: z.string().url() })),
  },
  {
    // The upload_url init answered (https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide).
    route: 'PUT /upload/',
    source: `${docs}/content-posting-api-media-transfer-guide`,
    headers: {
      'content-type': /^video\/(mp4|quicktime|webm)$/,
      'content-range': /^bytes \d+-\d+\/\d+$/,
    },
    body: { kind: 'bytes' },
    answers: { 201: null, 206: null, 400: failure, 404: failure },
  },
  {
    route: 'POST /v2/post/publish/content/init/',
    source: `${docs}/content-posting-api-reference-photo-post`,
    headers: { ...bearer, ...jsonType },
    body: {
      kind: 'json',
      schema: z
        .object({
          post_info: z
            .object({
              title: z.string().max(90).optional(),
              description: z.string().max(4000).optional(),
              privacy_level: privacyLevel,
              disable_comment: z.boolean().optional(),
              auto_add_music: z.boolean().optional(),
              brand_content_toggle: z.boolean(),
              brand_organic_toggle: z.boolean().optional(),
            })
            .strict(),
          source_info: z
            .object({
              source: z.literal('PULL_FROM_URL'),
              photo_cover_index: z.number().int().min(0),
              photo_images: z.array(z.string().url()).min(1).max(35),
            })
            .strict(),
          post_mode: z.enum(['DIRECT_POST', 'MEDIA_UPLOAD']),
          media_type: z.literal('PHOTO'),
        })
        .strict(),
    },
    answers: publishAnswers(z.object({ publish_id: z.string() })),
  },
  {
    route: 'POST /v2/post/publish/status/fetch/',
    source: `${docs}/content-posting-api-reference-get-video-status`,
    headers: { ...bearer, ...jsonType },
    body: { kind: 'json', schema: z.object({ publish_id: z.string() }).strict() },
    answers: publishAnswers(
      z.object({
        status: z.enum([
          'PROCESSING_UPLOAD',
          'PROCESSING_DOWNLOAD',
          'SEND_TO_USER_INBOX',
          'PUBLISH_COMPLETE',
          'FAILED',
        ]),
        fail_reason: z.string().optional(),
        // "list<int64>": past 2^53, so past what zod's int() takes.
        publicaly_available_post_id: z.array(z.number().refine(Number.isInteger)).optional(),
        uploaded_bytes: z.number().int().optional(),
        downloaded_bytes: z.number().int().optional(),
      }),
    ),
  },
];
