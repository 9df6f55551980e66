import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFacebookProvider } from '../../src/providers/facebook/facebook-provider';
import { metaGraphVersion } from '../../src/providers/meta-graph/graph-options';
import type { ConnectableAccount, Provider, PublishResult, TokenSet } from '../../src/providers/provider';
import { checkExchanges } from '../contracts/contract-routes';
import { metaMetricsRoutes } from '../contracts/meta-metrics-reference';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeMetaApp, startFakeMeta, type FakeMeta } from '../fakes/meta-graph/fake-server';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest } from './provider-helpers';

/**
 * Facebook page metrics over real HTTP against Meta's fake, whose reads follow the Graph API's
 * reference pages (Page Post, Object Reactions and Comments, Page Insights and its deprecated
 * metrics, Video Insights, Page), checked through the search tool: each exchange is checked against
 * meta-metrics-reference.ts, which cites them.
 */
let fake: FakeMeta;
let host: FakeHttp;
let provider: Provider;
let accounts: ConnectableAccount[];

const target = (account: ConnectableAccount) => ({
  externalId: account.externalId,
  type: account.type,
  metadata: account.metadata ?? {},
});
const page = () => accounts.find((account) => account.name === 'Kairos Coffee')!;
const pageTokens = (): TokenSet => page().tokens!;
const read = (post: PublishResult, tokens = pageTokens()) =>
  provider.readMetrics!({ account: target(page()), tokens, post });
const publish = (content: Parameters<typeof publishRequest>[1]) =>
  provider.publish(publishRequest(pageTokens(), content, target(page())));
const posted = (result: PublishResult) => fake.posts.find((post) => post.id === result.externalId)!;

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeMeta(), startMediaHost()]);
  provider = createFacebookProvider({
    appId: fakeMetaApp.id,
    appSecret: fakeMetaApp.secret,
    graphBase: `${fake.url}/${metaGraphVersion}`,
    authBase: `${fake.url}/${metaGraphVersion}`,
    timeoutMs: 2000,
    groups: true,
  });
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(async () => {
  fake.throttle = null;
  accounts = await provider.listConnectable(await connectThroughOAuth(provider));
});

describe('Facebook: a page post and its metrics', () => {
  it('reads reactions, comments and shares from the post, and its views from post_media_view', async () => {
    const post = await publish({ message: 'Counted on Facebook' });
    posted(post).counts = { reactions: 12, comments: 4, shares: 3, views: 410 };
    const exchanges = fake.script.record();
    expect(await read(post)).toEqual({
      likes: 12,
      reposts: 3,
      replies: 4,
      impressions: 410,
      raw: { reactions: 12, comments: 4, shares: 3, post_media_view: 410 },
    });
    const used = await checkExchanges(exchanges, metaMetricsRoutes);
    expect([...used].sort()).toEqual([
      `GET /${metaGraphVersion}/:id`,
      `GET /${metaGraphVersion}/:id/insights`,
    ]);
  });

  it('counts no shares where nobody shared (Graph leaves `shares` out)', async () => {
    const post = await publish({ message: 'A photo nobody shared', images: [media(host, '/b.jpg')] });
    posted(post).counts = { reactions: 1 };
    expect(await read(post)).toMatchObject({ likes: 1, reposts: 0, replies: 0, impressions: 0 });
  });

  it('reads the reactions of a video and a reel and comments from the Video node, their plays from Video Insights', async () => {
    const vertical = { ...media(host, '/d.mp4'), width: 1080, height: 1920, duration: 20, thumbnail: null };
    const video = await publish({ message: 'A clip', video: { ...media(host, '/d.mp4'), thumbnail: null } });
    const reel = await publish({ message: 'A reel', video: vertical, options: { autoReel: true } });
    posted(video).counts = { reactions: 5, comments: 2, views: 90 };
    posted(reel).counts = { reactions: 8, comments: 1, views: 1200 };
    const exchanges = fake.script.record();
    expect(await read(video)).toEqual({
      likes: 5,
      reposts: 0,
      replies: 2,
      impressions: 90,
      raw: { reactions: 5, comments: 2, total_video_views: 90 },
    });
    expect(await read(reel)).toMatchObject({ likes: 8, replies: 1, impressions: 1200 });
    const used = await checkExchanges(exchanges, metaMetricsRoutes);
    expect(used).toContain(`GET /${metaGraphVersion}/:video/video_insights`);
  });

  it('shares none for a story, a group post or the profile', async () => {
    const story = await publish({ images: [media(host, '/b.jpg')], options: { autoStory: true } });
    expect(await read(story)).toBeNull();
    const group = accounts.find((account) => account.type === 'group')!;
    const somePost = { externalId: '230000000000001_1', url: null };
    const tokens = { accessToken: 'unused', refreshToken: null, expiresAt: null };
    expect(await provider.readMetrics!({ account: target(group), tokens, post: somePost })).toBeNull();
  });

  it('keeps reading the counts of a login without read_insights, its views unknown', async () => {
    const post = await publish({ message: 'Connected before insights' });
    posted(post).counts = { reactions: 2, comments: 1, views: 50 };
    const grant = fake.tokens.get(pageTokens().accessToken)!;
    grant.scopes = grant.scopes!.filter((scope) => scope !== 'read_insights');
    expect(await read(post)).toEqual({
      likes: 2,
      reposts: 0,
      replies: 1,
      impressions: null,
      raw: { reactions: 2, comments: 1, shares: 0 },
    });
  });

  it('says a deleted post is gone and an expired token is auth', async () => {
    const post = await publish({ message: 'Soon deleted' });
    fake.posts.splice(fake.posts.indexOf(posted(post)), 1);
    const gone = await failure(read(post));
    expect([gone.kind, gone.networkCode]).toEqual(['bad_content', '100/33']);
    const kept = await publish({ message: 'Then the token died' });
    fake.expireTokens();
    const expired = await failure(read(kept));
    expect([expired.kind, expired.networkCode]).toEqual(['auth', '190/463']);
  });

  it('waits out page throttling (code 32) until the Business Use Case header says', async () => {
    const post = await publish({ message: 'Throttled' });
    fake.throttle = { code: 32, minutes: 23 };
    const before = Date.now();
    const error = await failure(read(post));
    expect([error.kind, error.networkCode]).toEqual(['rate_limited', '32']);
    expect(error.retryAt!.getTime() - before).toBeGreaterThanOrEqual(23 * 60_000);
    expect(error.retryAt!.getTime() - before).toBeLessThan(23 * 60_000 + 5000);
  });
});

describe('Facebook: followers', () => {
  it("reads a page's followers_count; a group and the profile tell none", async () => {
    fake.pages[0]!.followers = 1834;
    const exchanges = fake.script.record();
    expect(await provider.readFollowers!({ account: target(page()), tokens: pageTokens() })).toBe(1834);
    await checkExchanges(exchanges, metaMetricsRoutes);
    for (const type of ['group', 'personal']) {
      const other = accounts.find((account) => account.type === type)!;
      const tokens = { accessToken: 'unused', refreshToken: null, expiresAt: null };
      expect(await provider.readFollowers!({ account: target(other), tokens })).toBeNull();
    }
  });
});
