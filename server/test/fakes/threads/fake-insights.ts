import type { FakeAnswer } from '../fake-http';
import { graphError } from './fake-oauth';
import type { FakeThread } from './fake-server';

/** Threads Insights API ("Media Insights", "User Insights"): the metrics each node takes. */
const mediaMetrics = ['views', 'likes', 'replies', 'reposts', 'quotes', 'shares'] as const;
const userMetrics = [
  'views',
  'likes',
  'replies',
  'reposts',
  'quotes',
  'clicks',
  'followers_count',
  'follower_demographics',
];
export type FakeThreadsCount = (typeof mediaMetrics)[number];

const noPermission = () => graphError(403, 10, 'Application does not have permission for this action');

function metricsOf(query: URLSearchParams, known: readonly string[]): string[] | FakeAnswer {
  const metrics = (query.get('metric') ?? '').split(',').filter(Boolean);
  const unknown = metrics.findIndex((metric) => !known.includes(metric));
  if (metrics.length === 0 || unknown >= 0)
    return graphError(
      400,
      100,
      `(#100) metric[${Math.max(unknown, 0)}] must be one of the following values: ${known.join(', ')}`,
    );
  return metrics;
}

/**
 * GET /{threads-media-id}/insights (threads_manage_insights): each metric's lifetime value, as
 * `values: [{ value }]`, in the order asked.
 */
export function threadInsights(
  thread: FakeThread | undefined,
  id: string,
  scopes: string[],
  query: URLSearchParams,
): FakeAnswer {
  if (!scopes.includes('threads_manage_insights')) return noPermission();
  if (!thread)
    return graphError(400, 100, `Unsupported get request. Object with ID '${id}' does not exist`, {
      subcode: 33,
    });
  const metrics = metricsOf(query, mediaMetrics);
  if (!Array.isArray(metrics)) return metrics;
  const data = metrics.map((name) => ({
    name,
    period: 'lifetime',
    values: [{ value: thread.counts?.[name as FakeThreadsCount] ?? 0 }],
    title: name,
    description: `The number of ${name} of your post.`,
    id: `${id}/insights/${name}/lifetime`,
  }));
  return { status: 200, json: { data } };
}

/**
 * GET /{threads-user-id}/threads_insights: totals as `total_value: { value }` (followers_count is the
 * count now, whatever the range); views as a daily series.
 */
export function userInsights(
  threads: FakeThread[],
  followers: number,
  userId: string,
  scopes: string[],
  query: URLSearchParams,
): FakeAnswer {
  if (!scopes.includes('threads_manage_insights')) return noPermission();
  const metrics = metricsOf(query, userMetrics);
  if (!Array.isArray(metrics)) return metrics;
  const sum = (name: string) =>
    threads.reduce((total, thread) => total + (thread.counts?.[name as FakeThreadsCount] ?? 0), 0);
  const data = metrics.map((name) => ({
    name,
    period: 'day',
    ...(name === 'views'
      ? {
          values: [{ value: sum('views'), end_time: new Date().toISOString().replace(/\.\d{3}Z$/, '+0000') }],
        }
      : { total_value: { value: name === 'followers_count' ? followers : sum(name) } }),
    title: name,
    description: `Your ${name}.`,
    id: `${userId}/insights/${name}/day`,
  }));
  return { status: 200, json: { data } };
}
