import { readInsights } from '../meta-graph/graph-insights';
import type { PostMetricsReading, PublishResult } from '../provider';
import type { ThreadsCalls } from './threads-containers';

/**
 * Threads Insights API's media metrics (threads_manage_insights), then without `shares`, which the
 * reference still calls "in development", should Threads refuse it.
 */
const mediaMetrics = [
  ['views', 'likes', 'replies', 'reposts', 'quotes', 'shares'],
  ['views', 'likes', 'replies', 'reposts', 'quotes'],
];

async function insightsOf(calls: ThreadsCalls, path: string, metric: string): Promise<unknown> {
  const answer = await calls.http.request({
    url: `${calls.graph}/${path}`,
    query: { metric, access_token: calls.token },
  });
  return answer.body;
}

/**
 * GET /{threads-media-id}/insights: likes, reposts and replies (of the whole conversation for a
 * first post), views as the impressions; quotes and shares kept in raw. Null when the login may not
 * read insights (connected before Kairos asked for threads_manage_insights) or Threads gives none.
 */
export async function readThreadsMetrics(
  calls: ThreadsCalls,
  post: PublishResult,
): Promise<PostMetricsReading | null> {
  const id = encodeURIComponent(post.externalId);
  const insights = await readInsights(
    (metric) => insightsOf(calls, `${id}/insights`, metric),
    mediaMetrics,
    // Threads' errors carry no subcode: a refused metric and a deleted post both say code 100.
    () =>
      calls.http.request({ url: `${calls.graph}/${id}`, query: { fields: 'id', access_token: calls.token } }),
  );
  if (!insights || Object.keys(insights).length === 0) return null;
  return {
    likes: insights.likes ?? 0,
    reposts: insights.reposts ?? 0,
    replies: insights.replies ?? 0,
    impressions: insights.views ?? null,
    raw: insights,
  };
}

/** GET /{threads-user-id}/threads_insights?metric=followers_count: the account's total now. */
export async function readThreadsFollowers(calls: ThreadsCalls): Promise<number | null> {
  const insights = await readInsights(
    (metric) => insightsOf(calls, `${encodeURIComponent(calls.userId)}/threads_insights`, metric),
    [['followers_count']],
  );
  return insights?.followers_count ?? null;
}
