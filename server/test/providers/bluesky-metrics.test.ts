import { AtpAgent } from '@atproto/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlueskyProvider } from '../../src/providers/bluesky/bluesky-provider';
import type { Provider, PublishRequest, TokenSet } from '../../src/providers/provider';
import { startFakeBluesky, type FakeBluesky } from '../fakes/bluesky/fake-server';
import { failure, publishRequest } from './provider-helpers';

let fake: FakeBluesky;
let provider: Provider;
let tokens: TokenSet;
let account: PublishRequest['account'];

beforeAll(async () => {
  fake = await startFakeBluesky();
  provider = createBlueskyProvider({ service: fake.url, videoService: fake.url, timeoutMs: 5000 });
  const connection = await provider.connectWithCredentials!({
    identifier: 'kairos.bsky.social',
    password: fake.appPassword,
  });
  tokens = connection.tokens;
  const [offered] = connection.accounts;
  account = { externalId: offered!.externalId, type: 'personal', metadata: offered!.metadata ?? {} };
});
afterAll(async () => {
  await fake.close();
});

describe('Bluesky: post metrics through app.bsky.feed.getPosts', () => {
  it("reads likes, reposts and replies as the official client reads the same post's view", async () => {
    const post = await provider.publish(publishRequest(tokens, { message: 'Counted on Bluesky' }, account));
    fake.records.find((record) => record.rkey === post.externalId)!.counts = {
      likes: 9,
      reposts: 4,
      replies: 2,
      quotes: 1,
    };
    const exchanges = fake.script.record();
    const ours = await provider.readMetrics!({ account, tokens, post });
    expect(ours).toEqual({
      likes: 9,
      reposts: 4,
      replies: 2,
      impressions: null,
      raw: { likeCount: 9, repostCount: 4, replyCount: 2, quoteCount: 1 },
    });
    // @atproto/api validates the answer against the lexicon (app.bsky.feed.defs#postView).
    const agent = new AtpAgent({ service: fake.url });
    await agent.login({ identifier: 'kairos.bsky.social', password: fake.appPassword });
    const uri = `at://${account.externalId}/app.bsky.feed.post/${post.externalId}`;
    const { data } = await agent.app.bsky.feed.getPosts({ uris: [uri] });
    expect(data.posts[0]).toMatchObject({ uri, likeCount: 9, repostCount: 4, replyCount: 2, quoteCount: 1 });
    const [mine] = exchanges.filter((exchange) => exchange.request.path === '/xrpc/app.bsky.feed.getPosts');
    expect(mine!.request.method).toBe('GET');
  });

  it('says a deleted post is gone, and an expired session is auth', async () => {
    const gone = { externalId: '3kgone2222222', url: null };
    expect((await failure(provider.readMetrics!({ account, tokens, post: gone }))).kind).toBe('bad_content');
    const post = await provider.publish(
      publishRequest(tokens, { message: 'Then the session ended' }, account),
    );
    const expired = { ...tokens, accessToken: 'not-a-session' };
    expect((await failure(provider.readMetrics!({ account, tokens: expired, post }))).kind).toBe('auth');
  });
});

describe('Bluesky: followers through app.bsky.actor.getProfile', () => {
  it("reads the account's followersCount as the official client reads the same profile", async () => {
    fake.user.followers = 2048;
    const exchanges = fake.script.record();
    expect(await provider.readFollowers!({ account, tokens })).toBe(2048);
    // @atproto/api validates the answer against the lexicon (app.bsky.actor.defs#profileViewDetailed).
    const agent = new AtpAgent({ service: fake.url });
    await agent.login({ identifier: 'kairos.bsky.social', password: fake.appPassword });
    const { data } = await agent.app.bsky.actor.getProfile({ actor: account.externalId });
    expect(data).toMatchObject({ did: account.externalId, followersCount: 2048 });
    const [mine] = exchanges.filter(
      (exchange) => exchange.request.path === '/xrpc/app.bsky.actor.getProfile',
    );
    expect(mine!.request.method).toBe('GET');
    expect(mine!.request.query.get('actor')).toBe(account.externalId);
  });

  it('says an expired session is auth', async () => {
    const expired = { ...tokens, accessToken: 'not-a-session' };
    expect((await failure(provider.readFollowers!({ account, tokens: expired }))).kind).toBe('auth');
  });
});
