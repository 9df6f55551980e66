import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { throttledRead } from './fake-fields';
import {
  authenticate,
  graphFailure,
  graphParams,
  isAnswer,
  usageHeaders,
  type FakeFacebookPost,
  type FakeInstagramCount,
  type FakeInstagramMedia,
  type FakeMeta,
  type FakeMetaToken,
} from './fake-graph';
import { productType } from './fake-objects';

type Counter<T> = (item: T) => number;

/**
 * Page post metrics still served in v25 (Page Insights reference; "Deprecated Page Insights
 * Metrics"): post_impressions went on 15 November 2025 for every version, replaced by views
 * (post_media_view), and post_impressions_unique (by post_total_media_view_unique) by v26.
 */
const postMetrics: Record<string, Counter<FakeFacebookPost>> = {
  post_media_view: (post) => post.counts?.views ?? 0,
  post_total_media_view_unique: (post) => Math.ceil((post.counts?.views ?? 0) * 0.8),
  post_reactions_like_total: (post) => post.counts?.reactions ?? 0,
  post_clicks: () => 0,
};
/** Video Insights: a video's plays and a reel's (Reels: fb_reels_total_plays, blue_reels_play_count). */
const videoMetrics: Record<'video' | 'reel', Record<string, Counter<FakeFacebookPost>>> = {
  video: { total_video_views: (post) => post.counts?.views ?? 0, total_video_views_unique: () => 0 },
  reel: { fb_reels_total_plays: (post) => post.counts?.views ?? 0, blue_reels_play_count: () => 0 },
};

/**
 * IG Media Insights by product type (v22 and later): views replaced impressions and plays; reposts
 * came in December 2025; a story takes replies and navigation, not saved.
 */
const feedAndReels = [
  'views',
  'reach',
  'saved',
  'shares',
  'likes',
  'comments',
  'total_interactions',
  'reposts',
];
const instagramMetrics: Record<string, string[]> = {
  FEED: [...feedAndReels, 'follows', 'profile_visits', 'profile_activity'],
  REELS: [...feedAndReels, 'ig_reels_avg_watch_time', 'ig_reels_video_view_total_time', 'reels_skip_rate'],
  STORY: [
    'views',
    'reach',
    'replies',
    'shares',
    'navigation',
    'follows',
    'profile_visits',
    'total_interactions',
  ],
};
const retiredInstagramMetrics = ['impressions', 'plays', 'video_views', 'clips_replays_count'];

const noPermission = () =>
  graphFailure(403, 10, '(#10) Application does not have permission for this action');
const invalidMetric = () => graphFailure(400, 100, '(#100) The value must be a valid insights metric');

function lifetime(path: string, metrics: string[], value: (metric: string) => number) {
  return metrics.map((name) => ({
    name,
    period: 'lifetime',
    values: [{ value: value(name) }],
    title: name,
    description: `Lifetime: ${name}`,
    id: `${path}/${name}/lifetime`,
  }));
}

function pageInsights(
  fake: FakeMeta,
  owner: FakeMetaToken,
  post: FakeFacebookPost,
  edge: string,
  metrics: string[],
): FakeAnswer {
  const video = post.kind === 'video' || post.kind === 'reel';
  if ((edge === 'video_insights') !== video)
    return graphFailure(400, 2500, `Unknown path components: /${edge}`, { type: 'OAuthException' });
  // "A Page access token requested by a person who can perform the ANALYZE task on the Page";
  // Page Insights asks read_insights besides, Video Insights pages_read_engagement.
  const scope = video ? 'pages_read_engagement' : 'read_insights';
  if (owner.kind !== 'page' || owner.pageId !== post.node || !owner.scopes?.includes(scope))
    return noPermission();
  const known = video ? videoMetrics[post.kind as 'video' | 'reel'] : postMetrics;
  if (!metrics.every((metric) => metric in known)) return invalidMetric();
  const data = lifetime(`${post.id}/${edge}`, metrics, (metric) => known[metric]!(post));
  return { status: 200, json: { data }, headers: usageHeaders(fake, { id: post.node, type: 'pages' }) };
}

function instagramInsights(
  fake: FakeMeta,
  owner: FakeMetaToken,
  media: FakeInstagramMedia,
  metrics: string[],
): FakeAnswer {
  if (!owner.scopes?.includes('instagram_manage_insights')) return noPermission();
  const retired = metrics.find((metric) => retiredInstagramMetrics.includes(metric));
  if (retired)
    return graphFailure(
      400,
      100,
      `(#100) The ${retired} metric is no longer supported for this version. Please use views instead.`,
    );
  const refused = metrics.find((metric) => !instagramMetrics[productType(media)]!.includes(metric));
  if (refused)
    return graphFailure(
      400,
      100,
      `(#100) The Media Insights API does not support the ${refused} metric for this media product type.`,
    );
  const count = (name: string) => media.counts?.[name as FakeInstagramCount] ?? 0;
  const interactions = ['likes', 'comments', 'saved', 'shares'].reduce((sum, name) => sum + count(name), 0);
  const data = lifetime(`${media.id}/insights`, metrics, (metric) =>
    metric === 'total_interactions' ? interactions : count(metric),
  );
  return {
    status: 200,
    json: { data },
    headers: usageHeaders(fake, { id: media.igUserId, type: 'instagram' }),
  };
}

/**
 * GET /{post-id}/insights, /{video-id}/video_insights and /{ig-media-id}/insights: the lifetime
 * value of each metric asked for, in that order; a metric the object does not take fails the call.
 */
export function objectInsights(
  fake: FakeMeta,
  request: FakeHttpRequest,
  id: string,
  edge: string,
): FakeAnswer {
  const params = graphParams(request);
  const owner = authenticate(fake, request, params);
  if (isAnswer(owner)) return owner;
  const metrics = (params.get('metric') ?? '').split(',').filter(Boolean);
  // Insights reference: asking for no metric is error 3001, subcode 1504028.
  if (metrics.length === 0) return graphFailure(400, 3001, 'Invalid query', { subcode: 1504028 });
  const media = fake.media.find((candidate) => candidate.id === id);
  const post = fake.posts.find((candidate) => candidate.id === id);
  const throttled = media
    ? throttledRead(fake, { id: media.igUserId, type: 'instagram' })
    : post && throttledRead(fake, { id: post.node, type: 'pages' });
  if (throttled) return throttled;
  if (media && edge === 'insights') return instagramInsights(fake, owner, media, metrics);
  if (post && post.kind !== 'story') return pageInsights(fake, owner, post, edge, metrics);
  return graphFailure(
    400,
    100,
    `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    { subcode: 33 },
  );
}
