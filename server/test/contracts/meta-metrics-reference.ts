import { z } from 'zod';
import type { ContractRoute } from './contract-routes';
import { docs, errors, proof, v } from './meta-shapes';
import { threadsDocs, threadsErrors, threadsToken } from './threads-reference';

/**
 * The reads behind a post's metrics and an account's followers (issue 21, decision 0115), as Meta's
 * reference pages describe them, checked through the search tool in 2026-11:
 * - Page Post (graph-api/reference/post): `shares` ({count}, absent until shared); Object Reactions
 *   and Object Comments: `summary(total_count)`, `limit(0)` through field expansion.
 * - Page Insights (graph-api/reference/insights) with "Deprecated Page Insights Metrics" and the
 *   v25.0 changelog: post_impressions went on 15 November 2025 for every version ("replaced by the
 *   views metric"), post_impressions_unique by v26; the answer is `{data: [{name, period, values:
 *   [{value}], title, description, id}]}`; no metric is error 3001/1504028.
 * - Video Insights (graph-api/reference/video/video_insights; video-api/guides/insights; Reels
 *   insights): total_video_views, fb_reels_total_plays.
 * - IG Media (instagram-platform .../ig-media) like_count, comments_count, media_product_type; IG
 *   Media Insights: `views` since v22 (impressions, plays, video_views gone), `reposts` since
 *   December 2025, per product type; "(#100) The Media Insights API does not support the X metric
 *   for this media product type"; IG User followers_count; Page followers_count.
 * - Threads Insights API (threads/insights): media metrics views, likes, replies, reposts, quotes,
 *   shares as `values`; user metric followers_count as `total_value`; threads_manage_insights.
 */
const metricList = (allowed: readonly string[]) =>
  z.string().refine((value) => value.split(',').every((metric) => allowed.includes(metric)), {
    message: `metrics must be among ${allowed.join(', ')}`,
  });

const insight = z.object({
  name: z.string(),
  period: z.string(),
  values: z.array(z.object({ value: z.number(), end_time: z.string().optional() })).optional(),
  total_value: z.object({ value: z.number() }).optional(),
  title: z.string(),
  description: z.string(),
  id: z.string(),
});
const insights = z.object({
  data: z.array(insight),
  paging: z.object({ previous: z.string().optional(), next: z.string().optional() }).optional(),
});
const counted = z.object({
  data: z.array(z.object({ id: z.string() }).passthrough()),
  summary: z.object({ total_count: z.number().int() }).passthrough().optional(),
});

const postMetrics = [
  'post_media_view',
  'post_total_media_view_unique',
  'post_clicks',
  'post_reactions_like_total',
];
const videoMetrics = ['total_video_views', 'total_video_views_unique', 'fb_reels_total_plays'];
const mediaMetrics = [
  'views',
  'reach',
  'saved',
  'shares',
  'likes',
  'comments',
  'total_interactions',
  'reposts',
  'replies',
  'follows',
  'profile_visits',
  'navigation',
];

const postCounts = 'reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0)';

export const metaMetricsRoutes: ContractRoute[] = [
  {
    route: `GET ${v}/:id`,
    source: `${docs}/graph-api/reference/post, /object/reactions, /object/comments, /page#fields, /instagram-platform/instagram-graph-api/reference/ig-media and /ig-user`,
    query: z
      .object({
        fields: z.enum([
          `${postCounts},shares`,
          postCounts,
          'like_count,comments_count,media_product_type',
          'followers_count',
        ]),
        ...proof,
      })
      .strict(),
    answers: {
      200: z.union([
        z.object({
          id: z.string(),
          reactions: counted,
          comments: counted,
          shares: z.object({ count: z.number().int() }).optional(),
        }),
        z.object({
          id: z.string(),
          like_count: z.number().int().optional(),
          comments_count: z.number().int().optional(),
          media_product_type: z.enum(['AD', 'FEED', 'STORY', 'REELS']),
        }),
        z.object({ id: z.string(), followers_count: z.number().int() }),
      ]),
      ...errors,
    },
  },
  {
    // A page post's (Page Insights) or an Instagram media's (IG Media Insights).
    route: `GET ${v}/:id/insights`,
    source: `${docs}/graph-api/reference/insights and /instagram-platform/reference/instagram-media/insights`,
    query: z.object({ metric: metricList([...postMetrics, ...mediaMetrics]), ...proof }).strict(),
    answers: { 200: insights, ...errors },
  },
  {
    route: `GET ${v}/:video/video_insights`,
    source: `${docs}/graph-api/reference/video/video_insights`,
    query: z.object({ metric: metricList(videoMetrics), ...proof }).strict(),
    answers: { 200: insights, ...errors },
  },
];

export const threadsMetricsRoutes: ContractRoute[] = [
  {
    route: 'GET /v1.0/:media/insights',
    source: `${threadsDocs}/insights#media-insights`,
    query: z
      .object({
        metric: metricList(['views', 'likes', 'replies', 'reposts', 'quotes', 'shares']),
        ...threadsToken,
      })
      .strict(),
    answers: { 200: insights, ...threadsErrors },
  },
  {
    route: 'GET /v1.0/:user/threads_insights',
    source: `${threadsDocs}/insights#user-insights`,
    query: z.object({ metric: z.literal('followers_count'), ...threadsToken }).strict(),
    answers: { 200: insights, ...threadsErrors },
  },
  {
    // After a refused metric: whether the post is still there (Threads' errors carry no subcode).
    route: 'GET /v1.0/:id',
    source: `${threadsDocs}/threads-media#retrieve-a-single-threads-media-object`,
    query: z.object({ fields: z.literal('id'), ...threadsToken }).strict(),
    answers: { 200: z.object({ id: z.string() }), ...threadsErrors },
  },
];
