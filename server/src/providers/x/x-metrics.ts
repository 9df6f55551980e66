import { z } from 'zod';
import type { HttpClient } from '../http-client';
import type { FollowersRequest, MetricsRequest, PostMetricsReading } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';

const count = z.number().int().nonnegative();
/** Tweet's public_metrics (GET /2/tweets/:id); bookmarks and impressions came later, so optional. */
const publicMetrics = z.object({
  like_count: count,
  retweet_count: count,
  reply_count: count,
  quote_count: count,
  bookmark_count: count.optional(),
  impression_count: count.optional(),
});
/** X answers a post it cannot show with 200, no data and a "Not Found Error" in `errors`. */
const tweetAnswer = z.object({
  data: z.object({ id: z.string(), public_metrics: publicMetrics }).optional(),
  errors: z
    .array(z.object({ title: z.string(), detail: z.string().optional(), type: z.string().optional() }))
    .optional(),
});
const meAnswer = z.object({
  data: z.object({ public_metrics: z.object({ followers_count: count }) }),
});

/**
 * A post's public metrics (decision 0114): likes; retweets and quotes as reposts, since both put
 * the post before the reposter's followers; replies; impressions. X's own names are kept in `raw`.
 */
export async function readXMetrics(
  http: HttpClient,
  apiBase: string,
  { tokens, post }: MetricsRequest,
): Promise<PostMetricsReading> {
  const answer = await http.request({
    url: `${apiBase}/2/tweets/${encodeURIComponent(post.externalId)}`,
    query: { 'tweet.fields': 'public_metrics' },
    bearer: tokens.accessToken,
  });
  const { data, errors } = readAnswer(tweetAnswer, answer.body, 'transient', 'post metrics');
  if (!data) {
    const [problem] = errors ?? [];
    throw new PublishError('bad_content', problem?.detail ?? 'The post is no longer on X', {
      networkCode: problem?.title ?? 'not_found',
    });
  }
  const metrics = data.public_metrics;
  const raw = Object.fromEntries(
    Object.entries(metrics).filter((entry): entry is [string, number] => entry[1] !== undefined),
  );
  return {
    likes: metrics.like_count,
    reposts: metrics.retweet_count + metrics.quote_count,
    replies: metrics.reply_count,
    impressions: metrics.impression_count ?? null,
    raw,
  };
}

/** The connected user's followers_count (GET /2/users/me, user.fields=public_metrics). */
export async function readXFollowers(
  http: HttpClient,
  apiBase: string,
  { tokens }: FollowersRequest,
): Promise<number> {
  const answer = await http.request({
    url: `${apiBase}/2/users/me`,
    query: { 'user.fields': 'public_metrics' },
    bearer: tokens.accessToken,
  });
  return readAnswer(meAnswer, answer.body, 'transient', 'profile').data.public_metrics.followers_count;
}
