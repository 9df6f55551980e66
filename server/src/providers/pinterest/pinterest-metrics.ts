import { z } from 'zod';
import type { HttpClient } from '../http-client';
import type { MetricsRequest, PostMetricsReading, TokenSet } from '../provider';
import { readAnswer } from '../read-answer';

/**
 * What a pin's analytics are asked for (the v5 reference's Pin metric types): saves and clicks over
 * the period, comments and reactions for the pin's lifetime.
 */
const metricTypes = [
  'IMPRESSION',
  'SAVE',
  'PIN_CLICK',
  'OUTBOUND_CLICK',
  'TOTAL_COMMENTS',
  'TOTAL_REACTIONS',
];
const figures = z.record(z.string(), z.number());
const pinMetrics = z.object({ summary_metrics: figures.optional(), lifetime_metrics: figures.optional() });
/** PinAnalyticsResponse: the figures by group, one group ("all") when the data is not split. */
const analyticsAnswer = z.record(z.string(), pinMetrics);
const accountAnswer = z.object({ follower_count: z.number().int().nonnegative().nullish() });

const dayMs = 86_400_000;
/** "start_date ... Cannot be more than 90 days back from today": today and the 89 days before it. */
const lookBackDays = 89;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A pin's analytics (decision 0114): impressions; saves as reposts, since a save puts the pin on
 * the saver's board before their followers; reactions as likes; comments as replies. Pinterest's
 * own names are kept in `raw`. The latest days may still be processing, so an early reading lags.
 */
export async function readPinterestMetrics(
  http: HttpClient,
  apiBase: string,
  now: Date,
  { tokens, post }: MetricsRequest,
): Promise<PostMetricsReading> {
  const answer = await http.request({
    url: `${apiBase}/v5/pins/${encodeURIComponent(post.externalId)}/analytics`,
    query: {
      start_date: utcDay(new Date(now.getTime() - lookBackDays * dayMs)),
      end_date: utcDay(now),
      metric_types: metricTypes.join(','),
    },
    bearer: tokens.accessToken,
  });
  const groups = readAnswer(analyticsAnswer, answer.body, 'transient', 'pin analytics');
  const all = groups.all ?? Object.values(groups)[0] ?? {};
  const raw: Record<string, number> = { ...all.summary_metrics, ...all.lifetime_metrics };
  const figure = (name: string) => raw[name] ?? 0;
  return {
    likes: figure('TOTAL_REACTIONS'),
    reposts: figure('SAVE'),
    replies: figure('TOTAL_COMMENTS'),
    impressions: raw.IMPRESSION ?? null,
    raw,
  };
}

/**
 * The followers of the Pinterest profile the board belongs to (GET /v5/user_account): every board
 * of one profile tells the same count. Null where Pinterest leaves it out.
 */
export async function readPinterestFollowers(
  http: HttpClient,
  apiBase: string,
  tokens: TokenSet,
): Promise<number | null> {
  const answer = await http.request({ url: `${apiBase}/v5/user_account`, bearer: tokens.accessToken });
  return readAnswer(accountAnswer, answer.body, 'transient', 'profile').follower_count ?? null;
}
