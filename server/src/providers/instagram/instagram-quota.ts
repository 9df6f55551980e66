import { z } from 'zod';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import type { GraphClient } from '../meta-graph/graph-client';

const limitAnswer = z.object({
  data: z
    .array(
      z.object({
        quota_usage: z.number(),
        config: z.object({ quota_total: z.number(), quota_duration: z.number() }).nullish(),
      }),
    )
    .min(1),
});
const mediaAnswer = z.object({
  data: z.array(z.object({ id: z.string(), timestamp: z.string().nullish() })),
});

/**
 * The rolling 24-hour publishing cap (`content_publishing_limit`), read before any container is made.
 * Over it, the post waits: until the oldest post of the window leaves it, where the account's media
 * say when that was, else a whole window from now.
 */
export async function checkPublishingLimit(graph: GraphClient, igUserId: string, token: string) {
  const answer = await graph.call({
    path: `/${igUserId}/content_publishing_limit`,
    token,
    query: { fields: 'quota_usage,config' },
  });
  const [limit] = readAnswer(limitAnswer, answer, 'transient', 'publishing limit').data;
  const total = limit!.config?.quota_total ?? 50;
  const windowSeconds = limit!.config?.quota_duration ?? 86_400;
  if (limit!.quota_usage < total) return;
  const now = graph.now();
  const since = Math.floor(now.getTime() / 1000) - windowSeconds;
  const media = await graph.call({
    path: `/${igUserId}/media`,
    token,
    query: { fields: 'id,timestamp', since, limit: 100 },
  });
  const times = readAnswer(mediaAnswer, media, 'transient', 'media list')
    .data.map((item) => Date.parse(item.timestamp ?? ''))
    .filter((time) => !Number.isNaN(time) && time >= since * 1000);
  const oldest = times.length > 0 ? Math.min(...times) : now.getTime();
  throw new PublishError(
    'rate_limited',
    `Instagram allows ${total} posts in ${Math.round(windowSeconds / 3600)} hours through its API; this account reached it`,
    { networkCode: 'content_publishing_limit', retryAt: new Date(oldest + windowSeconds * 1000) },
  );
}
