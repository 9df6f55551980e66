import { z } from 'zod';
import type { PublishResult } from '../provider';
import { isPublishError, PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import { containerStatus, type ThreadsCalls } from './threads-containers';

const published = z.object({ id: z.string() });
const limit = z.object({
  data: z
    .array(
      z.object({
        quota_usage: z.number().nullish(),
        config: z.object({ quota_total: z.number() }).nullish(),
        reply_quota_usage: z.number().nullish(),
        reply_config: z.object({ quota_total: z.number() }).nullish(),
      }),
    )
    .min(1),
});
const permalink = z.object({ permalink: z.string().nullish() });
const recent = z.object({
  data: z.array(z.object({ id: z.string(), permalink: z.string().nullish(), text: z.string().nullish() })),
});

/**
 * "250 posts a day: read threads_publishing_limit" (NETWORKS.md), and 1,000 replies a day, read from
 * the same endpoint's reply fields (Threads, Retrieve and Manage Replies, "Rate limits"). The window
 * rolls over 24 hours and does not say when its oldest post leaves it, so a full quota is looked at
 * again in an hour.
 */
export async function checkPublishingLimit(
  calls: ThreadsCalls,
  now: Date,
  kind: 'post' | 'reply' = 'post',
): Promise<void> {
  const answer = await calls.http.request({
    url: `${calls.graph}/${calls.userId}/threads_publishing_limit`,
    query: {
      fields: kind === 'reply' ? 'reply_quota_usage,reply_config' : 'quota_usage,config',
      access_token: calls.token,
    },
  });
  const [usage] = readAnswer(limit, answer.body, 'transient', 'publishing limit').data;
  const used = (kind === 'reply' ? usage?.reply_quota_usage : usage?.quota_usage) ?? 0;
  const total =
    (kind === 'reply' ? usage?.reply_config : usage?.config)?.quota_total ?? (kind === 'reply' ? 1000 : 250);
  if (used >= total)
    throw new PublishError('rate_limited', `Threads allows ${total} ${kind}s in 24 hours`, {
      networkCode: 'threads_publishing_limit',
      retryAt: new Date(now.getTime() + 3600_000),
    });
}

/** The published thread's address; the post is out either way, so a failure here is not one. */
async function resultOf(calls: ThreadsCalls, id: string, profileUrl: string): Promise<PublishResult> {
  try {
    const answer = await calls.http.request({
      url: `${calls.graph}/${id}`,
      query: { fields: 'permalink', access_token: calls.token },
    });
    return {
      externalId: id,
      url: readAnswer(permalink, answer.body, 'transient', 'permalink').permalink ?? profileUrl,
    };
  } catch {
    return { externalId: id, url: profileUrl };
  }
}

async function publishOnce(calls: ThreadsCalls, creationId: string): Promise<string> {
  const answer = await calls.http.request({
    method: 'POST',
    url: `${calls.graph}/${calls.userId}/threads_publish`,
    form: { creation_id: creationId, access_token: calls.token },
  });
  return readAnswer(published, answer.body, 'unconfirmed', 'post answer').id;
}

/** Where the user's posts of a kind are listed: their threads, or their replies. */
export type ThreadsEdge = 'threads' | 'replies';

/** The newest of the user's threads (or replies) with this text: the one a PUBLISHED container became. */
async function findPublished(
  calls: ThreadsCalls,
  text: string,
  edge: ThreadsEdge,
): Promise<{ id: string; url: string | null } | null> {
  const answer = await calls.http.request({
    url: `${calls.graph}/${calls.userId}/${edge}`,
    query: { fields: 'id,permalink,text', limit: 10, access_token: calls.token },
  });
  const found = readAnswer(recent, answer.body, 'transient', 'list of threads').data.find(
    (thread) => (thread.text ?? '') === text,
  );
  return found ? { id: found.id, url: found.permalink ?? null } : null;
}

/**
 * threads_publish, and what to do when its answer is lost (Threads' troubleshooting guide): the
 * container's status tells. PUBLISHED: the post is out, found among the user's threads. FINISHED: it was
 * not published, and the same container may be published again (a container publishes once, so this
 * cannot make a second post; should that fail, unconfirmed). Anything else, or no answer to the check:
 * unconfirmed, never resent.
 */
export async function publishContainer(
  calls: ThreadsCalls,
  creationId: string,
  text: string,
  profileUrl: string,
  edge: ThreadsEdge = 'threads',
): Promise<PublishResult> {
  let lost: PublishError;
  try {
    return await resultOf(calls, await publishOnce(calls, creationId), profileUrl);
  } catch (error) {
    if (!isPublishError(error) || error.kind !== 'unconfirmed') throw error;
    lost = error;
  }
  const current = await containerStatus(calls, creationId).catch(() => null);
  if (current?.status === 'PUBLISHED') return publishedResult(calls, creationId, text, profileUrl, edge);
  if (current?.status !== 'FINISHED') throw lost;
  try {
    return await resultOf(calls, await publishOnce(calls, creationId), profileUrl);
  } catch {
    // The first publish may have gone through meanwhile (then Threads refuses this one): look again,
    // and short of seeing it published, the first one's fate is still unknown.
    const again = await containerStatus(calls, creationId).catch(() => null);
    if (again?.status === 'PUBLISHED') return publishedResult(calls, creationId, text, profileUrl, edge);
    throw lost;
  }
}

async function publishedResult(
  calls: ThreadsCalls,
  creationId: string,
  text: string,
  profileUrl: string,
  edge: ThreadsEdge,
): Promise<PublishResult> {
  const found = await findPublished(calls, text, edge).catch(() => null);
  return found
    ? { externalId: found.id, url: found.url ?? profileUrl }
    : { externalId: creationId, url: profileUrl };
}
