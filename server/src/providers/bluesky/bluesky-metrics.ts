import { z } from 'zod';
import type { HttpClient } from '../http-client';
import type { FollowersRequest, MetricsRequest, PostMetricsReading } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';

// What Bluesky counts of a post and an account (decisions 0112, 0117), read from its AppView.

const count = z.number().int().nonnegative().optional();
/** app.bsky.feed.getPosts#output: postView's counts are optional in the lexicon. */
const postsAnswer = z.object({
  posts: z.array(
    z.object({ uri: z.string(), likeCount: count, repostCount: count, replyCount: count, quoteCount: count }),
  ),
});
/** app.bsky.actor.defs#profileViewDetailed: followersCount is optional in the lexicon, the AppView sends it. */
const profileCounts = z.object({ did: z.string(), followersCount: z.number().int().nonnegative() });

/**
 * app.bsky.feed.getPosts: the post's likeCount, repostCount and replyCount (quotes kept in raw; no
 * views on Bluesky). A post that is no longer there is left out of the answer.
 */
export async function readBlueskyMetrics(
  http: HttpClient,
  service: string,
  { account, tokens, post }: MetricsRequest,
): Promise<PostMetricsReading> {
  const uri = `at://${account.externalId}/app.bsky.feed.post/${post.externalId}`;
  const answer = await http.request({
    url: `${service}/xrpc/app.bsky.feed.getPosts`,
    query: { uris: uri },
    bearer: tokens.accessToken,
  });
  const [found] = readAnswer(postsAnswer, answer.body, 'transient', 'posts').posts;
  if (!found) throw new PublishError('bad_content', 'The post is no longer on Bluesky');
  const raw = {
    likeCount: found.likeCount ?? 0,
    repostCount: found.repostCount ?? 0,
    replyCount: found.replyCount ?? 0,
    quoteCount: found.quoteCount ?? 0,
  };
  return { likes: raw.likeCount, reposts: raw.repostCount, replies: raw.replyCount, impressions: null, raw };
}

/** app.bsky.actor.getProfile of the account's DID: its followersCount. */
export async function readBlueskyFollowers(
  http: HttpClient,
  service: string,
  { account, tokens }: FollowersRequest,
): Promise<number> {
  const answer = await http.request({
    url: `${service}/xrpc/app.bsky.actor.getProfile`,
    query: { actor: account.externalId },
    bearer: tokens.accessToken,
  });
  return readAnswer(profileCounts, answer.body, 'transient', 'profile').followersCount;
}
