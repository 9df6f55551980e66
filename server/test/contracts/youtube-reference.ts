import type { youtube_v3 } from '@googleapis/youtube';
import { z } from 'zod';
import type { VideoResource } from '../../src/providers/youtube/youtube-video';
import type { ContractRoute } from './contract-routes';
import { googleError, googleOAuthRoutes } from './google-reference';
import type { Conforms } from './type-conformance';

/**
 * YouTube's Data API v3 as its reference (developers.google.com/youtube/v3/docs) and the official
 * client's types (@googleapis/youtube 39.0.0, `youtube_v3.Schema$*`) describe the calls we make.
 * The checks at the bottom hold our resource and these schemas to the client's types.
 */
const docs = 'https://developers.google.com/youtube/v3/docs';
const bearer = { authorization: /^Bearer \S+$/ };
/** Counts are uint64, written as decimal strings. */
const count = z.string().regex(/^\d+$/);

const videoSnippet = z
  .object({
    title: z.string().min(1).max(100),
    description: z.string().max(5000),
    categoryId: z.string().regex(/^\d+$/),
    tags: z.array(z.string()).optional(),
  })
  .strict();
const videoStatus = z
  .object({
    privacyStatus: z.enum(['public', 'private', 'unlisted']),
    selfDeclaredMadeForKids: z.boolean(),
    embeddable: z.boolean(),
    publishAt: z.string().optional(),
  })
  .strict();
/** videos.insert's request body, parts snippet and status (Schema$Video). */
export const videoRequest = z.object({ snippet: videoSnippet, status: videoStatus }).strict();
/** The video YouTube answers: id, and the parts asked for. */
export const videoAnswer = z.object({
  kind: z.literal('youtube#video'),
  etag: z.string(),
  id: z.string(),
  snippet: z.object({
    channelId: z.string(),
    title: z.string(),
    description: z.string(),
    categoryId: z.string(),
  }),
  status: z.object({
    uploadStatus: z.enum(['deleted', 'failed', 'processed', 'rejected', 'uploaded']),
    privacyStatus: z.enum(['public', 'private', 'unlisted']),
    madeForKids: z.boolean(),
    selfDeclaredMadeForKids: z.boolean(),
  }),
});
export const channelListAnswer = z.object({
  kind: z.literal('youtube#channelListResponse'),
  pageInfo: z.object({ totalResults: z.number().int(), resultsPerPage: z.number().int() }),
  items: z.array(
    z.object({
      kind: z.literal('youtube#channel'),
      id: z.string(),
      snippet: z
        .object({
          title: z.string(),
          customUrl: z.string(),
          thumbnails: z.object({
            default: z.object({ url: z.string(), width: z.number(), height: z.number() }),
          }),
        })
        .optional(),
      status: z
        .object({
          longUploadsStatus: z.enum(['allowed', 'disallowed', 'eligible', 'longUploadsUnspecified']),
        })
        .optional(),
      statistics: z
        .object({
          viewCount: count,
          subscriberCount: count.optional(),
          hiddenSubscriberCount: z.boolean(),
          videoCount: count,
        })
        .optional(),
    }),
  ),
});
/** videos.list with part statistics: the videos that exist, each with its counts. */
export const videoListAnswer = z.object({
  kind: z.literal('youtube#videoListResponse'),
  etag: z.string(),
  pageInfo: z.object({ totalResults: z.number().int(), resultsPerPage: z.number().int() }),
  items: z.array(
    z.object({
      kind: z.literal('youtube#video'),
      etag: z.string(),
      id: z.string(),
      statistics: z.object({
        viewCount: count,
        likeCount: count.optional(),
        dislikeCount: count.optional(),
        favoriteCount: count,
        commentCount: count.optional(),
      }),
    }),
  ),
});
/** commentThreads.insert's request body, part snippet (Schema$CommentThread). */
export const commentThreadRequest = z
  .object({
    snippet: z
      .object({
        videoId: z.string(),
        topLevelComment: z
          .object({ snippet: z.object({ textOriginal: z.string().min(1) }).strict() })
          .strict(),
      })
      .strict(),
  })
  .strict();
const commentThread = z.object({
  kind: z.literal('youtube#commentThread'),
  etag: z.string(),
  id: z.string(),
  snippet: z.object({
    channelId: z.string(),
    videoId: z.string(),
    topLevelComment: z.object({
      kind: z.literal('youtube#comment'),
      etag: z.string(),
      id: z.string(),
      snippet: z.object({
        textOriginal: z.string(),
        textDisplay: z.string(),
        authorChannelId: z.object({ value: z.string() }),
      }),
    }),
    canReply: z.boolean(),
    totalReplyCount: z.number().int(),
    isPublic: z.boolean(),
  }),
});
const commentThreadList = z.object({
  kind: z.literal('youtube#commentThreadListResponse'),
  etag: z.string(),
  pageInfo: z.object({ totalResults: z.number().int(), resultsPerPage: z.number().int() }),
  items: z.array(commentThread),
});
const thumbnailAnswer = z.object({
  kind: z.literal('youtube#thumbnailSetResponse'),
  items: z.array(z.object({ default: z.object({ url: z.string() }) })),
});

export const youtubeRoutes: ContractRoute[] = [
  ...googleOAuthRoutes,
  {
    route: 'GET /youtube/v3/channels',
    source: `${docs}/channels/list`,
    headers: bearer,
    query: z
      .object({
        part: z.string().regex(/^(snippet|status|statistics)(,(snippet|status|statistics))*$/),
        mine: z.literal('true'),
      })
      .strict(),
    answers: { 200: channelListAnswer, 401: googleError, 403: googleError },
  },
  {
    // A video's counts (decision 0116): "Quota impact: A call to this method has a quota cost of 1 unit."
    route: 'GET /youtube/v3/videos',
    source: `${docs}/videos/list`,
    headers: bearer,
    query: z.object({ part: z.literal('statistics'), id: z.string().regex(/^[\w-]+(,[\w-]+)*$/) }).strict(),
    answers: { 200: videoListAnswer, 400: googleError, 401: googleError, 403: googleError },
  },
  {
    // Resumable upload, step 1 (https://developers.google.com/youtube/v3/guides/using_resumable_upload_protocol).
    route: 'POST /upload/youtube/v3/videos',
    source: `${docs}/videos/insert`,
    headers: { ...bearer, 'x-upload-content-length': /^\d+$/, 'x-upload-content-type': /^video\/\S+$/ },
    query: z.object({ uploadType: z.literal('resumable'), part: z.literal('snippet,status') }).strict(),
    body: { kind: 'json', schema: videoRequest },
    answers: { 200: null, 400: googleError, 401: googleError, 403: googleError },
  },
  {
    // Steps 2 to 4: the bytes by Content-Range; 308 Resume Incomplete until the last.
    route: 'PUT /upload/youtube/v3/videos',
    source: 'https://developers.google.com/youtube/v3/guides/using_resumable_upload_protocol',
    headers: { ...bearer, 'content-range': /^bytes (\d+-\d+|\*)\/\d+$/ },
    answers: { 200: videoAnswer, 201: videoAnswer, 308: null, 400: null, 404: null },
  },
  {
    route: 'POST /upload/youtube/v3/thumbnails/set',
    source: `${docs}/thumbnails/set`,
    headers: { ...bearer, 'content-type': /^image\/(jpeg|png)$/ },
    query: z.object({ videoId: z.string(), uploadType: z.literal('media') }).strict(),
    body: { kind: 'bytes' },
    answers: { 200: thumbnailAnswer, 400: googleError, 403: googleError, 404: googleError, 413: googleError },
  },
  {
    // A first comment: "Authorization: This request requires authorization with ... youtube.force-ssl".
    route: 'POST /youtube/v3/commentThreads',
    source: `${docs}/commentThreads/insert`,
    headers: bearer,
    query: z.object({ part: z.literal('snippet') }).strict(),
    body: { kind: 'json', schema: commentThreadRequest },
    answers: { 200: commentThread, 400: googleError, 401: googleError, 403: googleError, 404: googleError },
  },
  {
    // Reading a video's comment threads back (a lost answer's lookup).
    route: 'GET /youtube/v3/commentThreads',
    source: `${docs}/commentThreads/list`,
    headers: bearer,
    query: z
      .object({
        part: z.literal('snippet'),
        videoId: z.string(),
        order: z.enum(['time', 'relevance']).optional(),
        maxResults: z.coerce.number().int().min(1).max(100).optional(),
      })
      .strict(),
    answers: {
      200: commentThreadList,
      400: googleError,
      401: googleError,
      403: googleError,
      404: googleError,
    },
  },
];

// The official client's types: what we send and what the fake answers must fit them.
export const typeChecks: [true, true, true, true, true, true, true, true, true] = [
  true satisfies Conforms<z.infer<typeof commentThreadRequest>, youtube_v3.Schema$CommentThread>,
  true satisfies Conforms<z.infer<typeof commentThread>, youtube_v3.Schema$CommentThread>,
  true satisfies Conforms<z.infer<typeof commentThreadList>, youtube_v3.Schema$CommentThreadListResponse>,
  true satisfies Conforms<VideoResource, youtube_v3.Schema$Video>,
  true satisfies Conforms<z.infer<typeof videoRequest>, youtube_v3.Schema$Video>,
  true satisfies Conforms<z.infer<typeof videoAnswer>, youtube_v3.Schema$Video>,
  true satisfies Conforms<z.infer<typeof channelListAnswer>, youtube_v3.Schema$ChannelListResponse>,
  true satisfies Conforms<z.infer<typeof videoListAnswer>, youtube_v3.Schema$VideoListResponse>,
  true satisfies Conforms<z.infer<typeof thumbnailAnswer>, youtube_v3.Schema$ThumbnailSetResponse>,
];
