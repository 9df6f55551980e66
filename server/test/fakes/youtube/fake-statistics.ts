import { randomBytes } from 'node:crypto';
import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { googleApiError } from '../google-oauth/fake-google-oauth';
import type { FakeYoutubeComment } from './fake-comments';
import { videoJson, type FakeVideo } from './fake-upload';

/** What YouTube counts for a video; comment threads posted through the fake count too. */
export interface FakeVideoStatistics {
  views: number;
  likes: number;
  comments: number;
}

/**
 * Public subscriber counts above 1,000 are abbreviated to three significant figures, rounded down,
 * in the Data API as on YouTube since 2019 (the note on channels#statistics.subscriberCount): 4,227
 * is 4,220 and 123,456,789 is 123,000,000.
 */
export function publicSubscriberCount(subscribers: number): number {
  if (subscribers < 1000) return subscribers;
  const unit = 10 ** (String(Math.floor(subscribers)).length - 3);
  return Math.floor(subscribers / unit) * unit;
}

/** A channel's statistics part: counts are decimal strings, the subscribers left out when hidden. */
export function channelStatisticsJson(input: {
  subscribers: number;
  hidden: boolean;
  videoCount: number;
  views: number;
}) {
  return {
    viewCount: String(input.views),
    ...(input.hidden ? {} : { subscriberCount: String(publicSubscriberCount(input.subscribers)) }),
    hiddenSubscriberCount: input.hidden,
    videoCount: String(input.videoCount),
  };
}

/**
 * videos.list (developers.google.com/youtube/v3/docs/videos/list) by `id`, a comma-separated list:
 * each video that exists, in the parts asked for; an id that is not (or no longer) there is left
 * out, never an error. The statistics are decimal strings; favoriteCount is deprecated and always
 * 0, and dislikeCount has been private since December 2021, so neither carries a count here.
 */
export function listVideos(
  input: {
    videos: readonly FakeVideo[];
    statistics: ReadonlyMap<string, FakeVideoStatistics>;
    comments: readonly FakeYoutubeComment[];
  },
  parts: ReadonlySet<string>,
  request: FakeHttpRequest,
): FakeAnswer {
  if (parts.size === 0)
    return googleApiError(400, 'required', 'Required parameter: part', { domain: 'global' });
  const ids = (request.query.get('id') ?? '').split(',').filter(Boolean);
  if (ids.length === 0)
    return googleApiError(
      400,
      'missingRequiredParameter',
      'No filter selected. Expected one of: id, chart, myRating',
      {
        domain: 'youtube.parameter',
      },
    );
  const items = ids.flatMap((id) => {
    const video = input.videos.find((candidate) => candidate.id === id);
    if (!video) return [];
    const counted = input.statistics.get(id) ?? { views: 0, likes: 0, comments: 0 };
    const threads = input.comments.filter((comment) => comment.videoId === id).length;
    const { snippet, status } = videoJson(video);
    return [
      {
        kind: 'youtube#video',
        etag: randomBytes(8).toString('hex'),
        id,
        ...(parts.has('snippet') ? { snippet } : {}),
        ...(parts.has('status') ? { status } : {}),
        ...(parts.has('statistics')
          ? {
              statistics: {
                viewCount: String(counted.views),
                likeCount: String(counted.likes),
                favoriteCount: '0',
                commentCount: String(counted.comments + threads),
              },
            }
          : {}),
      },
    ];
  });
  return {
    status: 200,
    json: {
      kind: 'youtube#videoListResponse',
      etag: randomBytes(8).toString('hex'),
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      items,
    },
  };
}
