import { googleApiError } from '../google-oauth/fake-google-oauth';
import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import type { FakeVideo } from './fake-upload';

/** A top-level comment on a video (a comment thread), as the channel wrote it. */
export interface FakeYoutubeComment {
  id: string;
  videoId: string;
  channelId: string;
  text: string;
}

/** commentThread resource (developers.google.com/youtube/v3/docs/commentThreads#resource). */
function resource(comment: FakeYoutubeComment, videoChannelId: string) {
  return {
    kind: 'youtube#commentThread',
    etag: `etag-${comment.id}`,
    id: comment.id,
    snippet: {
      channelId: videoChannelId,
      videoId: comment.videoId,
      topLevelComment: {
        kind: 'youtube#comment',
        etag: `etag-c-${comment.id}`,
        id: comment.id,
        snippet: {
          channelId: videoChannelId,
          videoId: comment.videoId,
          textOriginal: comment.text,
          textDisplay: comment.text,
          authorChannelId: { value: comment.channelId },
        },
      },
      canReply: true,
      totalReplyCount: 0,
      isPublic: true,
    },
  };
}

const videoNotFound = () =>
  googleApiError(
    404,
    'videoNotFound',
    'The video identified by the <code>videoId</code> parameter could not be found.',
    {
      domain: 'youtube.commentThread',
    },
  );

/**
 * commentThreads.insert (part=snippet): a top-level comment on a video of any channel, as the token's
 * channel. Refuses an unknown video, a video whose comments are off, and an empty text with the
 * reasons its reference lists.
 */
export function insertCommentThread(
  comments: FakeYoutubeComment[],
  videos: readonly FakeVideo[],
  channelId: string,
  request: FakeHttpRequest,
  commentsDisabled: ReadonlySet<string>,
): FakeAnswer {
  if (request.query.get('part') !== 'snippet')
    return googleApiError(400, 'required', 'Required parameter: part', { domain: 'global' });
  const snippet = (request.json()?.snippet ?? {}) as {
    videoId?: unknown;
    topLevelComment?: { snippet?: { textOriginal?: unknown } };
  };
  const video = videos.find((candidate) => candidate.id === snippet.videoId);
  if (!video) return videoNotFound();
  if (commentsDisabled.has(video.id))
    return googleApiError(
      403,
      'commentsDisabled',
      'The video identified by the <code>videoId</code> parameter has disabled comments.',
      {
        domain: 'youtube.commentThread',
      },
    );
  const text = snippet.topLevelComment?.snippet?.textOriginal;
  if (typeof text !== 'string' || text.trim() === '')
    return googleApiError(
      400,
      'commentTextRequired',
      'The comment resource that is being inserted must specify a value for the <code>snippet.topLevelComment.snippet.textOriginal</code> property.',
      {
        domain: 'youtube.commentThread',
      },
    );
  const comment = { id: `Ugz${comments.length + 1}kairos4AaABAg`, videoId: video.id, channelId, text };
  comments.push(comment);
  return { status: 200, json: resource(comment, video.channelId) };
}

/** commentThreads.list by videoId, newest first. */
export function listCommentThreads(
  comments: readonly FakeYoutubeComment[],
  videos: readonly FakeVideo[],
  request: FakeHttpRequest,
): FakeAnswer {
  const video = videos.find((candidate) => candidate.id === request.query.get('videoId'));
  if (!video) return videoNotFound();
  const items = comments
    .filter((comment) => comment.videoId === video.id)
    .reverse()
    .slice(0, Number(request.query.get('maxResults') ?? 20))
    .map((comment) => resource(comment, video.channelId));
  return {
    status: 200,
    json: {
      kind: 'youtube#commentThreadListResponse',
      etag: 'etag-list',
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      items,
    },
  };
}
