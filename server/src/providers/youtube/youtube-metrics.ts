import { z } from 'zod';
import type { HttpClient } from '../http-client';
import type { PostMetricsReading } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';

/** The Data API writes its counts as decimal strings (uint64); one it leaves out is not counted. */
const count = z.string().regex(/^\d+$/).transform(Number).optional().catch(undefined);

/** videos.list, part statistics (developers.google.com/youtube/v3/docs/videos#statistics). */
const videoStatistics = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        statistics: z
          .object({
            viewCount: count,
            likeCount: count,
            dislikeCount: count,
            favoriteCount: count,
            commentCount: count,
          })
          .default({}),
      }),
    )
    .default([]),
});

/** channels.list, part statistics (developers.google.com/youtube/v3/docs/channels#statistics). */
const channelStatistics = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        statistics: z
          .object({ subscriberCount: count, hiddenSubscriberCount: z.boolean().nullish() })
          .nullish(),
      }),
    )
    .default([]),
});

/**
 * videos.list with part=statistics (1 quota unit): likes, comments as replies, views as
 * impressions; YouTube has no reposts. The video's owner sees its private videos too, so an empty
 * list means the video is gone.
 */
export async function readVideoMetrics(
  http: HttpClient,
  apiBase: string,
  bearer: string,
  videoId: string,
): Promise<PostMetricsReading> {
  const answer = await http.request({
    url: `${apiBase}/videos`,
    query: { part: 'statistics', id: videoId },
    bearer,
  });
  const video = readAnswer(videoStatistics, answer.body, 'transient', 'video statistics').items.find(
    (item) => item.id === videoId,
  );
  if (!video)
    throw new PublishError('bad_content', 'The video is no longer on YouTube', {
      networkCode: 'videoNotFound',
    });
  const raw = Object.fromEntries(
    Object.entries(video.statistics).filter((entry): entry is [string, number] => entry[1] !== undefined),
  );
  return {
    likes: video.statistics.likeCount ?? 0,
    reposts: 0,
    replies: video.statistics.commentCount ?? 0,
    impressions: video.statistics.viewCount ?? null,
    raw,
  };
}

/**
 * channels.list with part=statistics and mine=true (1 quota unit): the channel's subscribers, as
 * YouTube shows them publicly (abbreviated to three significant figures above 1,000). A channel
 * that hides its count tells none.
 */
export async function readChannelSubscribers(
  http: HttpClient,
  apiBase: string,
  bearer: string,
  channelId: string,
): Promise<number | null> {
  const answer = await http.request({
    url: `${apiBase}/channels`,
    query: { part: 'statistics', mine: true },
    bearer,
  });
  const channel = readAnswer(channelStatistics, answer.body, 'transient', 'channel statistics').items.find(
    (item) => item.id === channelId,
  );
  if (!channel?.statistics || channel.statistics.hiddenSubscriberCount) return null;
  return channel.statistics.subscriberCount ?? null;
}
