import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Provider, PublishResult, TokenSet } from '../../src/providers/provider';
import { createTikTokProvider } from '../../src/providers/tiktok/tiktok-provider';
import type { FakeHttp } from '../fakes/fake-http';
import { tiktokScopesOf } from '../../src/providers/tiktok/tiktok-scopes';
import {
  fakeTikTokClient,
  fakeTikTokDisplayApiScopes,
  fakeTikTokUser,
  startFakeTikTok,
  type FakeTikTok,
} from '../fakes/tiktok/fake-server';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest, redirectUri } from './provider-helpers';

/**
 * TikTok's metrics and followers (decision 0116) against the fake over HTTP. The fake's Query
 * Videos, Get User Info and scope refusals were checked against TikTok's reference pages
 * (tiktok-api-v2-video-query, tiktok-api-v2-get-user-info, tiktok-api-v2-error-handling,
 * tiktok-api-v2-rate-limit), transcribed in contracts/tiktok-reference.ts: no SDK of TikTok's
 * installs from npm.
 */
let fake: FakeTikTok;
let host: FakeHttp;
let provider: Provider;
let tokens: TokenSet;
const account = {
  externalId: fakeTikTokUser.openId,
  type: 'personal',
  metadata: { username: 'kairosclips' },
};

beforeAll(async () => {
  // Metrics need video.list: an app the Display API was approved for, configured to ask it.
  [fake, host] = await Promise.all([
    startFakeTikTok({ approvedScopes: fakeTikTokDisplayApiScopes }),
    startMediaHost(),
  ]);
  provider = createTikTokProvider({
    scopes: tiktokScopesOf('video.list'),
    clientKey: fakeTikTokClient.key,
    clientSecret: fakeTikTokClient.secret,
    apiBase: fake.url,
    authBase: fake.url,
    timeoutMs: 2000,
    publishing: { chunkBytes: 4096, pollMs: 5, maxPolls: 5 },
  });
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(async () => {
  // Each test publishes a few videos: TikTok's init limit (6 a minute) and daily cap start afresh.
  Object.assign(fake, {
    initRemaining: 6,
    dailyPostsLeft: 15,
    moderationPending: false,
    videoQueriesLeft: 600,
    followers: 0,
    minChunkBytes: 4096,
  });
  tokens = await connectThroughOAuth(provider);
});

/** A video as the creator chose to share it, and the fake's record of it. */
async function publish(privacyLevel = 'PUBLIC_TO_EVERYONE', tokenSet = tokens): Promise<PublishResult> {
  const video = { ...media(host, '/d.mp4'), duration: 12, thumbnail: null };
  const accountSettings = { accountId: 'tt', privacyLevel, allowComment: true };
  return provider.publish(publishRequest(tokenSet, { message: 'Counted', video, accountSettings }, account));
}
const recordOf = (post: PublishResult) =>
  fake.posts.find((found) => found.postId === post.externalId || found.publishId === post.externalId)!;

/** A connection made by an app asking for other scopes: one made before video.list was asked for. */
async function connectWithScopes(scopes: string) {
  const url = new URL(`${fake.url}/v2/auth/authorize/`);
  for (const [name, value] of Object.entries({
    client_key: fakeTikTokClient.key,
    scope: scopes,
    redirect_uri: redirectUri,
    state: 's',
    response_type: 'code',
  }))
    url.searchParams.set(name, value);
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
  return provider.exchangeCode({ code: back.searchParams.get('code')!, codeVerifier: null, redirectUri });
}

describe('TikTok: a video’s metrics through Query Videos', () => {
  it('reads likes, comments as replies, shares as reposts and views as impressions', async () => {
    const post = await publish();
    expect(post.externalId).toMatch(/^\d+$/);
    recordOf(post).counts = { likes: 120, comments: 14, shares: 9, views: 3400 };
    expect(await provider.readMetrics!({ account, tokens, post })).toEqual({
      likes: 120,
      reposts: 9,
      replies: 14,
      impressions: 3400,
      raw: { like_count: 120, comment_count: 14, share_count: 9, view_count: 3400 },
    });
  });

  it('finds the video id that moderation gave after the post was recorded by its publish id', async () => {
    fake.moderationPending = true;
    const post = await publish();
    expect(post.externalId).toBe(recordOf(post).publishId);
    expect(await provider.readMetrics!({ account, tokens, post })).toBeNull();
    fake.moderationPending = false;
    recordOf(post).counts = { likes: 5, comments: 1, shares: 0, views: 80 };
    expect(await provider.readMetrics!({ account, tokens, post })).toMatchObject({
      likes: 5,
      impressions: 80,
    });
  });

  it('shares none for a private or friends-only post, nor for a publish id TikTok no longer knows', async () => {
    for (const privacy of ['SELF_ONLY', 'MUTUAL_FOLLOW_FRIENDS']) {
      const post = await publish(privacy);
      expect(post.externalId).toBe(recordOf(post).publishId);
      expect(await provider.readMetrics!({ account, tokens, post })).toBeNull();
    }
    const unknown = { externalId: 'v_pub_file~v2-1.7300000000000009999', url: null };
    expect(await provider.readMetrics!({ account, tokens, post: unknown })).toBeNull();
  });

  it('says a deleted or since private video is gone, so its last figures stay', async () => {
    const post = await publish();
    recordOf(post).removed = true;
    const error = await failure(provider.readMetrics!({ account, tokens, post }));
    expect([error.kind, error.networkCode]).toEqual(['bad_content', 'video_not_public']);
  });

  it('asks to reconnect when the access token expired (401 access_token_invalid)', async () => {
    const post = await publish();
    fake.oauth.expireAll();
    const error = await failure(provider.readMetrics!({ account, tokens, post }));
    expect([error.kind, error.networkCode]).toEqual(['auth', 'access_token_invalid']);
  });

  it('waits a minute on 429 rate_limit_exceeded (600 a minute, no reset time named)', async () => {
    const post = await publish();
    fake.videoQueriesLeft = 0;
    const started = Date.now();
    const error = await failure(provider.readMetrics!({ account, tokens, post }));
    expect([error.kind, error.networkCode]).toEqual(['rate_limited', 'rate_limit_exceeded']);
    expect(error.retryAt!.getTime() - started).toBeGreaterThanOrEqual(59_000);
    expect(error.retryAt!.getTime() - started).toBeLessThan(65_000);
  });

  it('shares none with a connection made without video.list, which still publishes', async () => {
    const before = await connectWithScopes('user.info.basic,user.info.profile,video.publish');
    const post = await publish('PUBLIC_TO_EVERYONE', before);
    expect(await provider.readMetrics!({ account, tokens: before, post })).toBeNull();
    expect(await provider.creatorInfo!(before)).toMatchObject({ username: 'kairosclips' });
  });
});

describe('TikTok: followers through Get User Info', () => {
  it('tells none without user.info.stats, which Kairos does not ask for', async () => {
    fake.followers = 1234;
    expect(await provider.readFollowers!({ account, tokens })).toBeNull();
  });

  it('counts follower_count for a connection granted user.info.stats', async () => {
    fake.followers = 1234;
    const withStats = await connectWithScopes('user.info.basic,user.info.stats');
    expect(await provider.readFollowers!({ account, tokens: withStats })).toBe(1234);
    fake.oauth.expireAll();
    expect((await failure(provider.readFollowers!({ account, tokens: withStats }))).kind).toBe('auth');
  });
});
