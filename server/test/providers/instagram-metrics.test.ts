import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInstagramProvider } from '../../src/providers/instagram/instagram-provider';
import { metaGraphVersion } from '../../src/providers/meta-graph/graph-options';
import type {
  ConnectableAccount,
  Provider,
  PublishContent,
  PublishResult,
} from '../../src/providers/provider';
import { checkExchanges } from '../contracts/contract-routes';
import { metaMetricsRoutes } from '../contracts/meta-metrics-reference';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeMetaApp, startFakeMeta, type FakeMeta } from '../fakes/meta-graph/fake-server';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest } from './provider-helpers';

/**
 * Instagram business media metrics over real HTTP against Meta's fake, whose reads follow IG Media,
 * IG Media Insights (views since v22, reposts since December 2025, metrics by product type) and IG
 * User, checked through the search tool: each exchange is checked against
 * meta-metrics-reference.ts, which cites them.
 */
let fake: FakeMeta;
let host: FakeHttp;
let provider: Provider;
let account: ConnectableAccount;

const target = () => ({
  externalId: account.externalId,
  type: account.type,
  metadata: account.metadata ?? {},
});
const send = (content: Partial<PublishContent>) =>
  provider.publish(publishRequest(account.tokens!, content, target()));
const read = (post: PublishResult) =>
  provider.readMetrics!({ account: target(), tokens: account.tokens!, post });
const published = (result: PublishResult) => fake.media.find((item) => item.id === result.externalId)!;
const jpg = () => media(host, '/b.jpg');

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeMeta(), startMediaHost()]);
  provider = createInstagramProvider({
    appId: fakeMetaApp.id,
    appSecret: fakeMetaApp.secret,
    graphBase: `${fake.url}/${metaGraphVersion}`,
    authBase: `${fake.url}/${metaGraphVersion}`,
    timeoutMs: 2000,
    polling: { pollMs: 5, maxPolls: 5 },
  });
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(async () => {
  fake.script.clear();
  fake.throttle = null;
  account = (await provider.listConnectable(await connectThroughOAuth(provider)))[0]!;
});

describe('Instagram Business: a media and its metrics', () => {
  it('reads likes and comments from the media, views, reach, saves, shares and reposts from its insights', async () => {
    const post = await send({ message: 'Counted on Instagram', images: [jpg()] });
    published(post).counts = {
      likes: 40,
      comments: 6,
      views: 900,
      reach: 700,
      saved: 9,
      shares: 5,
      reposts: 2,
    };
    const exchanges = fake.script.record();
    expect(await read(post)).toEqual({
      likes: 40,
      reposts: 2,
      replies: 6,
      impressions: 900,
      raw: {
        like_count: 40,
        comments_count: 6,
        views: 900,
        reach: 700,
        saved: 9,
        shares: 5,
        reposts: 2,
      },
    });
    const used = await checkExchanges(exchanges, metaMetricsRoutes);
    expect([...used].sort()).toEqual([
      `GET /${metaGraphVersion}/:id`,
      `GET /${metaGraphVersion}/:id/insights`,
    ]);
  });

  it('reads a reel and a carousel as feed media, and a story by its replies (it has no likes or comments)', async () => {
    const video = { ...media(host, '/d.mp4'), width: 1080, height: 1920, thumbnail: null };
    const reel = await send({ message: 'A reel', video, options: { autoReel: true } });
    const carousel = await send({ message: 'Two', images: [jpg(), jpg()], options: { autoCarousel: true } });
    const story = await send({ images: [jpg()], options: { autoStory: true } });
    published(reel).counts = { likes: 3, views: 5000 };
    published(carousel).counts = { comments: 1, views: 80 };
    published(story).counts = { views: 300, reach: 250, shares: 4, replies: 7 };
    const exchanges = fake.script.record();
    expect(await read(reel)).toMatchObject({ likes: 3, replies: 0, impressions: 5000 });
    expect(await read(carousel)).toMatchObject({ likes: 0, replies: 1, impressions: 80 });
    expect(await read(story)).toEqual({
      likes: 0,
      reposts: 0,
      replies: 7,
      impressions: 300,
      raw: { like_count: 0, comments_count: 0, views: 300, reach: 250, shares: 4, replies: 7 },
    });
    await checkExchanges(exchanges, metaMetricsRoutes);
  });

  it('falls back to a smaller set of metrics when Instagram refuses one for this media', async () => {
    const post = await send({ message: 'An older media', images: [jpg()] });
    published(post).counts = { likes: 1, views: 20 };
    fake.script.push(`GET /${metaGraphVersion}/${post.externalId}/insights`, {
      status: 400,
      json: {
        error: {
          message:
            '(#100) The Media Insights API does not support the reposts metric for this media product type.',
          type: 'OAuthException',
          code: 100,
          fbtrace_id: 'A',
        },
      },
    });
    expect(await read(post)).toMatchObject({ likes: 1, reposts: 0, impressions: 20 });
  });

  it('keeps likes and comments where insights are not shared: no permission, or not enough viewers', async () => {
    const post = await send({ message: 'Few viewers', images: [jpg()] });
    published(post).counts = { likes: 2, comments: 1, views: 3 };
    fake.script.push(`GET /${metaGraphVersion}/${post.externalId}/insights`, {
      status: 400,
      json: {
        error: {
          message: '(#10) Not enough viewers for the media to show insights',
          type: 'OAuthException',
          code: 10,
          fbtrace_id: 'B',
        },
      },
    });
    const few = { likes: 2, reposts: 0, replies: 1, impressions: null };
    expect(await read(post)).toMatchObject(few);
    const grant = fake.tokens.get(account.tokens!.accessToken)!;
    grant.scopes = grant.scopes!.filter((scope) => scope !== 'instagram_manage_insights');
    expect(await read(post)).toEqual({ ...few, raw: { like_count: 2, comments_count: 1 } });
  });

  it('says a deleted media is gone and an expired token is auth', async () => {
    const post = await send({ message: 'Soon deleted', images: [jpg()] });
    fake.media.splice(fake.media.indexOf(published(post)), 1);
    expect((await failure(read(post))).kind).toBe('bad_content');
    const kept = await send({ message: 'Then the token died', images: [jpg()] });
    fake.expireTokens();
    const expired = await failure(read(kept));
    expect([expired.kind, expired.networkCode]).toEqual(['auth', '190/463']);
  });

  it('waits out Instagram throttling (80002) for the time its usage header gives', async () => {
    const post = await send({ message: 'Throttled', images: [jpg()] });
    fake.throttle = { code: 80002, minutes: 11 };
    const before = Date.now();
    const error = await failure(read(post));
    expect([error.kind, error.networkCode]).toEqual(['rate_limited', '80002']);
    expect(Math.round((error.retryAt!.getTime() - before) / 60_000)).toBe(11);
  });

  it('shares none for an account that is not a business one', async () => {
    const personal = { externalId: 'ig-personal', type: 'personal', metadata: {} };
    const post = { externalId: '1789', url: null };
    expect(await provider.readMetrics!({ account: personal, tokens: account.tokens!, post })).toBeNull();
    expect(await provider.readFollowers!({ account: personal, tokens: account.tokens! })).toBeNull();
  });
});

describe('Instagram Business: followers', () => {
  it("reads the account's followers_count", async () => {
    fake.pages[0]!.instagram!.followers = 5120;
    const exchanges = fake.script.record();
    expect(await provider.readFollowers!({ account: target(), tokens: account.tokens! })).toBe(5120);
    expect([...(await checkExchanges(exchanges, metaMetricsRoutes))]).toEqual([
      `GET /${metaGraphVersion}/:id`,
    ]);
  });
});
