import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextPacificMidnight } from '../../src/providers/google-oauth/google-errors';
import type { Provider, PublishResult, TokenSet } from '../../src/providers/provider';
import { createYoutubeProvider } from '../../src/providers/youtube/youtube-provider';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeGoogleClient } from '../fakes/google-oauth/fake-google-oauth';
import {
  fakeYoutubeChannel,
  startFakeYoutube,
  youtubeBasesOn,
  type FakeYoutube,
} from '../fakes/youtube/fake-server';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest } from './provider-helpers';

/**
 * YouTube's statistics (decision 0116) against the fake over HTTP. The fake's videos.list and
 * channels.list answers were checked against YouTube's reference (videos#statistics,
 * channels#statistics) and the official client's types (@googleapis/youtube 39.0.0,
 * Schema$VideoListResponse and Schema$ChannelListResponse) in contracts/youtube-reference.ts.
 */
let fake: FakeYoutube;
let host: FakeHttp;
let tokens: TokenSet;
let video: PublishResult;
const account = { externalId: fakeYoutubeChannel.id, type: 'channel', metadata: {} };

const create = (now?: () => Date): Provider =>
  createYoutubeProvider({
    clientId: fakeGoogleClient.id,
    clientSecret: fakeGoogleClient.secret,
    ...youtubeBasesOn(fake),
    timeoutMs: 2000,
    ...(now ? { now } : {}),
    warn: () => undefined,
  });
let provider: Provider;

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeYoutube(), startMediaHost()]);
  provider = create();
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(async () => {
  fake.quotaUnits = 10_000;
  fake.subscribers = 0;
  fake.subscribersHidden = false;
  tokens = await connectThroughOAuth(provider);
  video = await provider.publish(
    publishRequest(
      tokens,
      {
        title: 'Counted',
        message: 'A video to count',
        video: { ...media(host, '/d.mp4'), thumbnail: null },
        extra: { video: { typeOfPostYoutube: 'public' } },
      },
      account,
    ),
  );
});

describe('YouTube: a video’s statistics through videos.list', () => {
  it('reads likes, comments as replies and views as impressions; YouTube has no reposts', async () => {
    fake.statistics.set(video.externalId, { views: 1520, likes: 48, comments: 6 });
    expect(await provider.readMetrics!({ account, tokens, post: video })).toEqual({
      likes: 48,
      reposts: 0,
      replies: 6,
      impressions: 1520,
      raw: { viewCount: 1520, likeCount: 48, favoriteCount: 0, commentCount: 6 },
    });
  });

  it('says a deleted video is gone (an empty list), so its last figures stay', async () => {
    fake.videos.splice(
      fake.videos.findIndex((found) => found.id === video.externalId),
      1,
    );
    const error = await failure(provider.readMetrics!({ account, tokens, post: video }));
    expect([error.kind, error.networkCode]).toEqual(['bad_content', 'videoNotFound']);
  });

  it('asks to reconnect when the access token is refused (401 authError)', async () => {
    fake.oauth.expireAll();
    const error = await failure(provider.readMetrics!({ account, tokens, post: video }));
    expect([error.kind, error.networkCode]).toEqual(['auth', 'authError']);
  });

  it.each([
    ['on the day clocks go back (PST from midnight)', '2026-11-01T12:00:00Z', '2026-11-02T08:00:00Z'],
    ['in summer (PDT)', '2026-07-04T18:00:00Z', '2026-07-05T07:00:00Z'],
    ['late evening in Los Angeles, already tomorrow in UTC', '2026-01-15T07:30:00Z', '2026-01-15T08:00:00Z'],
  ])('waits for midnight Pacific when the daily quota is spent, %s', async (_when, now, reset) => {
    fake.quotaUnits = 0;
    const atNow = create(() => new Date(now));
    const error = await failure(atNow.readMetrics!({ account, tokens, post: video }));
    expect([error.kind, error.networkCode]).toEqual(['rate_limited', 'quotaExceeded']);
    expect(error.retryAt?.toISOString()).toBe(new Date(reset).toISOString());
    expect(error.retryAt).toEqual(nextPacificMidnight(new Date(now)));
  });
});

describe('YouTube: the channel’s subscribers through channels.list', () => {
  it.each([
    [999, 999],
    [4227, 4220],
    [123_456_789, 123_000_000],
  ])('counts %i subscribers as YouTube shows them: %i', async (subscribers, shown) => {
    fake.subscribers = subscribers;
    expect(await provider.readFollowers!({ account, tokens })).toBe(shown);
  });

  it('tells none for a channel that hides its count, or another channel', async () => {
    fake.subscribers = 5000;
    fake.subscribersHidden = true;
    expect(await provider.readFollowers!({ account, tokens })).toBeNull();
    fake.subscribersHidden = false;
    const other = { ...account, externalId: 'UCsomeoneelse00000000001' };
    expect(await provider.readFollowers!({ account: other, tokens })).toBeNull();
  });

  it('fails as a send does: auth when the token is refused, rate limited when the quota is spent', async () => {
    fake.quotaUnits = 0;
    expect((await failure(provider.readFollowers!({ account, tokens }))).kind).toBe('rate_limited');
    fake.oauth.expireAll();
    expect((await failure(provider.readFollowers!({ account, tokens }))).kind).toBe('auth');
  });
});
