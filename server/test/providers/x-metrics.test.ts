import type { TweetV2SingleResult, UserV2Result } from 'twitter-api-v2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Provider, PublishRequest, TokenSet } from '../../src/providers/provider';
import type { Conforms } from '../contracts/type-conformance';
import type { meJson, tweetJson, tweetNotFoundJson } from '../fakes/x/fake-lookups';
import { startFakeX, type FakeX } from '../fakes/x/fake-server';
import { xProviderOn } from './fake-network-providers';
import { connectThroughOAuth, failure, publishRequest } from './provider-helpers';

/**
 * X's public metrics and followers against its fake over HTTP. The fake's answers have the shapes
 * of twitter-api-v2's own types (below); x-requests.contract.test.ts checks that our requests are
 * the ones twitter-api-v2 sends (singleTweet with tweet.fields, me with user.fields).
 */
export const answersConformToTwitterApiV2: [
  Conforms<ReturnType<typeof tweetJson>, TweetV2SingleResult>,
  Conforms<ReturnType<typeof tweetNotFoundJson>, TweetV2SingleResult>,
  Conforms<ReturnType<typeof meJson>, UserV2Result>,
] = [true, true, true];

let fake: FakeX;
let provider: Provider;
let tokens: TokenSet;
let account: PublishRequest['account'];

beforeAll(async () => {
  fake = await startFakeX();
  provider = xProviderOn(fake);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  tokens = await connectThroughOAuth(provider);
  const [me] = await provider.listConnectable(tokens);
  account = { externalId: me!.externalId, type: 'personal', metadata: me!.metadata ?? {} };
  fake.lookupLimit.remaining = fake.lookupLimit.limit;
});

const tweetOf = (id: string) => fake.tweets.find((tweet) => tweet.id === id)!;

describe('X: post metrics through GET /2/tweets/:id', () => {
  it('reads likes, retweets and quotes as reposts, replies and impressions, keeping X’s names', async () => {
    const post = await provider.publish(publishRequest(tokens, { message: 'Counted on X' }, account));
    tweetOf(post.externalId).metrics = {
      like_count: 12,
      retweet_count: 3,
      quote_count: 2,
      reply_count: 4,
      bookmark_count: 1,
      impression_count: 900,
    };
    const exchanges = fake.script.record();
    expect(await provider.readMetrics!({ account, tokens, post })).toEqual({
      likes: 12,
      reposts: 5,
      replies: 4,
      impressions: 900,
      raw: {
        like_count: 12,
        retweet_count: 3,
        quote_count: 2,
        reply_count: 4,
        bookmark_count: 1,
        impression_count: 900,
      },
    });
    const [read] = exchanges;
    expect(read!.request.route).toBe(`GET /2/tweets/${post.externalId}`);
    expect(read!.request.query.get('tweet.fields')).toBe('public_metrics');
  });

  it('says a deleted post is gone with X’s "Not Found Error"', async () => {
    const post = await provider.publish(publishRequest(tokens, { message: 'Then deleted' }, account));
    tweetOf(post.externalId).deleted = true;
    const error = await failure(provider.readMetrics!({ account, tokens, post }));
    expect([error.kind, error.networkCode, error.message]).toEqual([
      'bad_content',
      'Not Found Error',
      `Could not find tweet with id: [${post.externalId}].`,
    ]);
  });

  it('asks to reconnect when the token expired', async () => {
    const post = await provider.publish(publishRequest(tokens, { message: 'Token ends' }, account));
    fake.oauth.expireAll();
    expect((await failure(provider.readMetrics!({ account, tokens, post }))).kind).toBe('auth');
    expect((await failure(provider.readFollowers!({ account, tokens }))).kind).toBe('auth');
  });

  it('waits for x-rate-limit-reset (epoch seconds) on 429', async () => {
    const post = await provider.publish(publishRequest(tokens, { message: 'Too often' }, account));
    fake.lookupLimit.remaining = 0;
    fake.lookupLimit.resetAt = Date.now() + 7 * 60_000;
    const error = await failure(provider.readMetrics!({ account, tokens, post }));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAt!.getTime()).toBe(Math.ceil(fake.lookupLimit.resetAt / 1000) * 1000);
  });
});

describe('X: followers through GET /2/users/me', () => {
  it('reads followers_count from public_metrics', async () => {
    fake.followers = 4_321;
    const exchanges = fake.script.record();
    expect(await provider.readFollowers!({ account, tokens })).toBe(4_321);
    expect(exchanges.map((exchange) => exchange.request.query.get('user.fields'))).toEqual([
      'public_metrics',
    ]);
  });
});
