import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPinterestProvider } from '../../src/providers/pinterest/pinterest-provider';
import type { Provider, PublishRequest, TokenSet } from '../../src/providers/provider';
import { checkExchanges } from '../contracts/contract-routes';
import { pinterestMetricsRoutes } from '../contracts/pinterest-reference';
import type { FakeHttp } from '../fakes/fake-http';
import { fakePinterestApp, startFakePinterest, type FakePinterest } from '../fakes/pinterest/fake-server';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest } from './provider-helpers';

/**
 * A pin's analytics and the account's followers against Pinterest's fake over HTTP. Our requests
 * and the fake's answers are checked against Pinterest's own OpenAPI document (pinterest/api-
 * description 5.23.0, operations pins/analytics and user_account/get, in contracts/sources/).
 */
let fake: FakePinterest;
let host: FakeHttp;
let provider: Provider;
let tokens: TokenSet;
const board: PublishRequest['account'] = {
  externalId: '549755885175001',
  type: 'board',
  metadata: { username: 'kairosboards' },
};
const today = new Date('2026-11-27T09:30:00Z');

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakePinterest({ now: () => today.getTime() }), startMediaHost()]);
  provider = createPinterestProvider({
    appId: fakePinterestApp.id,
    appSecret: fakePinterestApp.secret,
    apiBase: fake.url,
    authBase: fake.url,
    now: () => today,
  });
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(async () => {
  fake.analyticsRateLimit.remaining = fake.analyticsRateLimit.limit;
  tokens = await connectThroughOAuth(provider);
});

async function pin(message: string) {
  const post = await provider.publish(
    publishRequest(tokens, { message, images: [media(host, '/a.png')] }, board),
  );
  const found = fake.pins.find((candidate) => candidate.id === post.externalId)!;
  expect(found.createdOn).toBe('2026-11-27');
  return { post, found };
}

describe('Pinterest: a pin’s analytics (GET /v5/pins/{pin_id}/analytics)', () => {
  it('reads reactions, saves, comments and impressions over the last 90 days, keeping Pinterest’s names', async () => {
    const { post, found } = await pin('Counted on Pinterest');
    found.analytics = {
      IMPRESSION: 640,
      SAVE: 14,
      PIN_CLICK: 33,
      OUTBOUND_CLICK: 9,
      TOTAL_COMMENTS: 2,
      TOTAL_REACTIONS: 11,
    };
    const exchanges = fake.script.record();
    expect(await provider.readMetrics!({ account: board, tokens, post })).toEqual({
      likes: 11,
      reposts: 14,
      replies: 2,
      impressions: 640,
      raw: {
        IMPRESSION: 640,
        SAVE: 14,
        PIN_CLICK: 33,
        OUTBOUND_CLICK: 9,
        TOTAL_COMMENTS: 2,
        TOTAL_REACTIONS: 11,
      },
    });
    const query = exchanges[0]!.request.query;
    expect([query.get('start_date'), query.get('end_date')]).toEqual(['2026-08-30', '2026-11-27']);
    expect(query.get('metric_types')).toBe(
      'IMPRESSION,SAVE,PIN_CLICK,OUTBOUND_CLICK,TOTAL_COMMENTS,TOTAL_REACTIONS',
    );
    await checkExchanges(exchanges, pinterestMetricsRoutes);
  });

  it('says a deleted pin is gone (404 "Pin not found.")', async () => {
    const { post, found } = await pin('Then deleted');
    found.deleted = true;
    const error = await failure(provider.readMetrics!({ account: board, tokens, post }));
    expect([error.kind, error.message]).toEqual(['bad_content', 'Pin not found.']);
  });

  it('asks to reconnect when the token expired', async () => {
    const { post } = await pin('Token ends');
    fake.oauth.expireAll();
    expect((await failure(provider.readMetrics!({ account: board, tokens, post }))).kind).toBe('auth');
    expect((await failure(provider.readFollowers!({ account: board, tokens }))).kind).toBe('auth');
  });

  it('waits for X-RateLimit-Reset (seconds from now) on 429', async () => {
    const { post } = await pin('Too often');
    fake.analyticsRateLimit.remaining = 0;
    fake.analyticsRateLimit.resetSeconds = 45;
    const error = await failure(provider.readMetrics!({ account: board, tokens, post }));
    expect([error.kind, error.networkCode]).toEqual(['rate_limited', '8']);
    expect(error.retryAt).toEqual(new Date(today.getTime() + 45_000));
  });
});

describe('Pinterest: followers (GET /v5/user_account)', () => {
  it("reads the account's follower_count", async () => {
    fake.followers = 5_120;
    const exchanges = fake.script.record();
    expect(await provider.readFollowers!({ account: board, tokens })).toBe(5_120);
    await checkExchanges(exchanges, pinterestMetricsRoutes);
  });
});
