import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Provider, PublishResult, TokenSet } from '../../src/providers/provider';
import { createThreadsProvider } from '../../src/providers/threads/threads-provider';
import { checkExchanges } from '../contracts/contract-routes';
import { threadsMetricsRoutes } from '../contracts/meta-metrics-reference';
import {
  fakeThreadsApp,
  fakeThreadsUser,
  startFakeThreads,
  type FakeThreadsApi,
} from '../fakes/threads/fake-server';
import { connectThroughOAuth, failure, publishRequest } from './provider-helpers';

/**
 * Threads metrics over real HTTP against the Threads fake, whose insights follow Meta's Threads
 * Insights API reference (media metrics as `values`, followers_count as `total_value`,
 * threads_manage_insights), checked through the search tool: each exchange is checked against
 * meta-metrics-reference.ts, which cites it.
 */
let fake: FakeThreadsApi;
let provider: Provider;
let tokens: TokenSet;
const account = {
  externalId: fakeThreadsUser.id,
  type: 'personal',
  metadata: { username: fakeThreadsUser.username },
};

const publish = (message: string) => provider.publish(publishRequest(tokens, { message }, account));
const read = (post: PublishResult) => provider.readMetrics!({ account, tokens, post });
const thread = (post: PublishResult) => fake.threads.find((item) => item.id === post.externalId)!;
const withoutInsights = () => {
  const grant = fake.oauth.tokens.get(tokens.accessToken)!;
  grant.scopes = grant.scopes.filter((scope) => scope !== 'threads_manage_insights');
};

beforeAll(async () => {
  fake = await startFakeThreads();
  provider = createThreadsProvider({
    appId: fakeThreadsApp.id,
    appSecret: fakeThreadsApp.secret,
    apiBase: fake.url,
    authBase: fake.url,
    timeoutMs: 2000,
    poll: { pollMs: 5 },
  });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  fake.script.clear();
  fake.callsLeft = 10_000;
  tokens = await connectThroughOAuth(provider);
});

describe('Threads: a post and its metrics', () => {
  it('reads views, likes, replies and reposts from the media insights, quotes and shares kept in raw', async () => {
    const post = await publish('Counted on Threads');
    thread(post).counts = { views: 1500, likes: 70, replies: 12, reposts: 9, quotes: 4, shares: 3 };
    const exchanges = fake.script.record();
    expect(await read(post)).toEqual({
      likes: 70,
      reposts: 9,
      replies: 12,
      impressions: 1500,
      raw: { views: 1500, likes: 70, replies: 12, reposts: 9, quotes: 4, shares: 3 },
    });
    const used = await checkExchanges(exchanges, threadsMetricsRoutes);
    expect([...used]).toEqual(['GET /v1.0/:media/insights']);
  });

  it('asks again without shares when Threads refuses a metric, after seeing the post is still there', async () => {
    const post = await publish('Shares refused');
    thread(post).counts = { likes: 2 };
    fake.script.push(`GET /v1.0/${post.externalId}/insights`, {
      status: 400,
      json: {
        error: {
          message:
            '(#100) metric[5] must be one of the following values: views, likes, replies, reposts, quotes',
          type: 'OAuthException',
          code: 100,
          fbtrace_id: 'A',
        },
      },
    });
    const exchanges = fake.script.record();
    expect(await read(post)).toMatchObject({ likes: 2, impressions: 0 });
    expect(exchanges.map((exchange) => exchange.request.query.get('metric') ?? 'fields=id')).toEqual([
      'views,likes,replies,reposts,quotes,shares',
      'fields=id',
      'views,likes,replies,reposts,quotes',
    ]);
    await checkExchanges(exchanges, threadsMetricsRoutes);
  });

  it('shares none with a login connected before Kairos asked for threads_manage_insights', async () => {
    const post = await publish('Connected before insights');
    withoutInsights();
    expect(await read(post)).toBeNull();
    expect(await provider.readFollowers!({ account, tokens })).toBeNull();
  });

  it('says a deleted post is gone and an expired token is auth', async () => {
    const post = await publish('Soon deleted');
    fake.threads.splice(fake.threads.indexOf(thread(post)), 1);
    const gone = await failure(read(post));
    expect([gone.kind, gone.networkCode]).toEqual(['bad_content', '100']);
    const kept = await publish('Then the token died');
    fake.oauth.expireAll();
    const expired = await failure(read(kept));
    expect([expired.kind, expired.networkCode]).toEqual(['auth', '190']);
  });

  it('waits as long as x-business-use-case-usage says when throttled (code 4)', async () => {
    const post = await publish('Throttled');
    fake.callsLeft = 0;
    const before = Date.now();
    const error = await failure(read(post));
    expect([error.kind, error.networkCode]).toEqual(['rate_limited', '4']);
    expect(Math.round((error.retryAt!.getTime() - before) / 60_000)).toBe(fake.regainAccessMinutes);
  });
});

describe('Threads: followers', () => {
  it('reads followers_count from the user insights', async () => {
    fake.followers = 311;
    const exchanges = fake.script.record();
    expect(await provider.readFollowers!({ account, tokens })).toBe(311);
    expect([...(await checkExchanges(exchanges, threadsMetricsRoutes))]).toEqual([
      'GET /v1.0/:user/threads_insights',
    ]);
  });
});
