import { z } from 'zod';
import type { GraphClient } from '../meta-graph/graph-client';
import { readInsights } from '../meta-graph/graph-insights';
import type { FollowersRequest, MetricsRequest, PostMetricsReading } from '../provider';
import { readAnswer } from '../read-answer';
import { instagramUserId } from './instagram-publish';

const mediaAnswer = z.object({
  // Left out of a story, which counts neither.
  like_count: z.number().nullish(),
  comments_count: z.number().nullish(),
  media_product_type: z.string().nullish(),
});
const userAnswer = z.object({ followers_count: z.number().nullish() });

/**
 * The insights each product type takes (IG Media Insights; decision 0115): `views` replaced
 * `impressions` and `plays` in v22 (for every version since 21 April 2025), `reposts` came in
 * December 2025, and a story takes `replies` but not `saved`. Each set is followed by smaller ones,
 * should Instagram refuse a metric for this media.
 */
const feedMetrics = [
  ['views', 'reach', 'saved', 'shares', 'reposts'],
  ['views', 'reach', 'saved', 'shares'],
  ['views'],
];
const storyMetrics = [['views', 'reach', 'shares', 'replies'], ['views']];

/**
 * A business account's media: likes and comments from the media itself (instagram_basic), views,
 * reach, saves, shares and reposts from its insights (instagram_manage_insights). Insights the login
 * may not read, or "Not enough viewers", leave the views unknown. A personal account is published
 * from a reminder and shares nothing with us.
 */
export async function readInstagramMetrics(
  graph: GraphClient,
  { account, tokens, post }: MetricsRequest,
): Promise<PostMetricsReading | null> {
  if (account.type !== 'business') return null;
  const token = tokens.accessToken;
  const id = encodeURIComponent(post.externalId);
  const answer = await graph.call({
    path: `/${id}`,
    token,
    query: { fields: 'like_count,comments_count,media_product_type' },
  });
  const media = readAnswer(mediaAnswer, answer, 'transient', 'media');
  const story = media.media_product_type === 'STORY';
  const insights = await readInsights(
    (metric) => graph.call({ path: `/${id}/insights`, token, query: { metric } }),
    story ? storyMetrics : feedMetrics,
  );
  const raw: Record<string, number> = {
    like_count: media.like_count ?? 0,
    comments_count: media.comments_count ?? 0,
    ...insights,
  };
  return {
    likes: raw.like_count!,
    reposts: insights?.reposts ?? 0,
    // A story is answered by private replies, not comments.
    replies: story ? (insights?.replies ?? 0) : raw.comments_count!,
    impressions: insights?.views ?? null,
    raw,
  };
}

/** The business account's `followers_count`. */
export async function readInstagramFollowers(
  graph: GraphClient,
  { account, tokens }: FollowersRequest,
): Promise<number | null> {
  if (account.type !== 'business') return null;
  const answer = await graph.call({
    path: `/${encodeURIComponent(instagramUserId(account))}`,
    token: tokens.accessToken,
    query: { fields: 'followers_count' },
  });
  return readAnswer(userAnswer, answer, 'transient', 'account').followers_count ?? null;
}
