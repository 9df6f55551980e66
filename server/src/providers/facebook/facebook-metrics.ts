import { z } from 'zod';
import type { GraphClient } from '../meta-graph/graph-client';
import { readInsights } from '../meta-graph/graph-insights';
import type { FollowersRequest, MetricsRequest, PostMetricsReading } from '../provider';
import { readAnswer } from '../read-answer';
import { facebookNode, facebookPostKind } from './facebook-publish';

const summary = z.object({ summary: z.object({ total_count: z.number() }).nullish() }).nullish();
const countsAnswer = z.object({
  reactions: summary,
  comments: summary,
  // Absent when nobody shared the post.
  shares: z.object({ count: z.number() }).nullish(),
});
const pageAnswer = z.object({ followers_count: z.number().nullish() });

/** `summary(total_count)` gives the edge's count; `limit(0)` leaves its items out of the answer. */
const counted = (edge: string) => `${edge}.summary(total_count).limit(0)`;

/**
 * The views of each kind of object (decision 0115). Page post `post_impressions` went on
 * 15 November 2025 for every version ("replaced by the views metric"), and
 * `post_impressions_unique` goes with v26 (v25 changelog): a post's views are `post_media_view`.
 * A video's and a reel's come from Video Insights: `total_video_views`, `fb_reels_total_plays`.
 */
const views = {
  post: { edge: 'insights', metric: 'post_media_view' },
  video: { edge: 'video_insights', metric: 'total_video_views' },
  reel: { edge: 'video_insights', metric: 'fb_reels_total_plays' },
} as const;

/**
 * A page's post: its reactions (likes), comments (replies) and shares (reposts), read from the
 * object itself (pages_read_engagement), and its views from insights (read_insights). A video or
 * reel is a Video node, which counts no shares. Insights the login may not read leave the views
 * unknown; groups and the profile (reminders) and stories (gone within a day) share none.
 */
export async function readFacebookMetrics(
  graph: GraphClient,
  { account, tokens, post }: MetricsRequest,
): Promise<PostMetricsReading | null> {
  const kind = facebookPostKind(post);
  if (account.type !== 'page' || kind === 'story') return null;
  const token = tokens.accessToken;
  const id = encodeURIComponent(post.externalId);
  const fields = [counted('reactions'), counted('comments'), ...(kind === 'post' ? ['shares'] : [])];
  const answer = await graph.call({ path: `/${id}`, token, query: { fields: fields.join(',') } });
  const counts = readAnswer(countsAnswer, answer, 'transient', 'post counts');
  const { edge, metric } = views[kind];
  const insights = await readInsights(
    (metrics) => graph.call({ path: `/${id}/${edge}`, token, query: { metric: metrics } }),
    [[metric]],
  );
  const raw: Record<string, number> = {
    reactions: counts.reactions?.summary?.total_count ?? 0,
    comments: counts.comments?.summary?.total_count ?? 0,
    ...(kind === 'post' ? { shares: counts.shares?.count ?? 0 } : {}),
    ...insights,
  };
  return {
    likes: raw.reactions!,
    reposts: raw.shares ?? 0,
    replies: raw.comments!,
    impressions: insights?.[metric] ?? null,
    raw,
  };
}

/** A page's `followers_count`; groups and the profile tell none to us. */
export async function readFacebookFollowers(
  graph: GraphClient,
  { account, tokens }: FollowersRequest,
): Promise<number | null> {
  if (account.type !== 'page') return null;
  const answer = await graph.call({
    path: `/${encodeURIComponent(facebookNode(account))}`,
    token: tokens.accessToken,
    query: { fields: 'followers_count' },
  });
  return readAnswer(pageAnswer, answer, 'transient', 'page').followers_count ?? null;
}
