import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeHttp } from '../fakes/fake-http';
import type { Provider, TokenSet } from '../../src/providers/provider';
import {
  fakeTikTokClient,
  fakeTikTokDisplayApiScopes,
  fakeTikTokUser,
  startFakeTikTok,
  type FakeTikTok,
} from '../fakes/tiktok/fake-server';
import {
  createTikTokProvider,
  tiktokOptionsFromEnv,
  type TikTokProviderOptions,
} from '../../src/providers/tiktok/tiktok-provider';
import { media, startMediaHost } from './media-host';
import type { PublishContent, PublishRequest } from '../../src/providers/provider';
import {
  authorizeInBrowser,
  connectThroughOAuth,
  failure,
  publishRequest as basePublishRequest,
} from './provider-helpers';

let fake: FakeTikTok;
let host: FakeHttp;
let provider: Provider;
let tokens: TokenSet;
const account = {
  externalId: fakeTikTokUser.openId,
  type: 'personal',
  metadata: { username: 'kairosclips' },
};

const create = (overrides: Partial<TikTokProviderOptions> = {}) =>
  createTikTokProvider({
    clientKey: fakeTikTokClient.key,
    clientSecret: fakeTikTokClient.secret,
    apiBase: fake.url,
    authBase: fake.url,
    timeoutMs: 1000,
    publishing: { chunkBytes: 4096, pollMs: 5, maxPolls: 5 },
    ...overrides,
  });
/** Every post here had its privacy and interactions chosen (tiktok-settings.test.ts covers choosing). */
const chosen = {
  accountId: 'tt',
  privacyLevel: 'PUBLIC_TO_EVERYONE',
  allowComment: true,
  allowDuet: true,
  allowStitch: true,
};
const publishRequest = (
  tokenSet: TokenSet,
  overrides: Partial<PublishContent> = {},
  to?: PublishRequest['account'],
) => basePublishRequest(tokenSet, { accountSettings: chosen, ...overrides }, to);
const video = () => ({ ...media(host, '/d.mp4'), duration: 12, thumbnail: null });
const photo = () => ({ ...media(host, '/b.jpg') });

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeTikTok(), startMediaHost()]);
  provider = create();
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(async () => {
  fake.script.clear();
  Object.assign(fake, {
    initRemaining: 6,
    dailyPostsLeft: 15,
    minChunkBytes: 4096,
    processingChecks: 1,
    failNext: null,
    moderationPending: false,
    verifiedUrlPrefixes: [host.url],
  });
  fake.creator.privacyLevelOptions = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'];
  fake.creator.commentDisabled = false;
  tokens = await connectThroughOAuth(provider);
});

describe('TikTok: connect and refresh', () => {
  it('asks a new app only for user.info.basic and video.publish, and connects the creator', async () => {
    const url = new URL(
      await provider.authorizeUrl({ state: 's', codeChallenge: null, redirectUri: 'http://k/cb' }),
    );
    expect(url.pathname).toBe('/v2/auth/authorize/');
    expect(url.searchParams.get('client_key')).toBe(fakeTikTokClient.key);
    expect(url.searchParams.get('scope')).toBe('user.info.basic,video.publish');
    expect(tokens.expiresAt!.getTime() - Date.now()).toBeGreaterThan(86_000_000);
    // Without user.info.profile the username comes from creator_info.
    const [creator] = await provider.listConnectable(tokens);
    expect(creator).toMatchObject({
      externalId: fakeTikTokUser.openId,
      name: 'Kairos Clips',
      type: 'personal',
      url: 'https://www.tiktok.com/@kairosclips',
      metadata: { tiktokId: fakeTikTokUser.openId, username: 'kairosclips' },
    });
  });

  it("is refused whole (invalid_scope) when it asks a new app for the Display API's scopes", async () => {
    const old = create({ scopes: ['user.info.basic', 'user.info.profile', 'video.publish', 'video.list'] });
    const { back } = await authorizeInBrowser(old);
    expect(back.searchParams.get('error')).toBe('invalid_scope');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('asks for the extra scopes configured, and reads the username from the profile', async () => {
    const approved = fake.approvedScopes;
    fake.approvedScopes = fakeTikTokDisplayApiScopes;
    try {
      const { scopes } = tiktokOptionsFromEnv({ TIKTOK_EXTRA_SCOPES: 'user.info.profile, video.list' });
      const extras = create({ scopes });
      const url = new URL(
        await extras.authorizeUrl({ state: 's', codeChallenge: null, redirectUri: 'http://k/cb' }),
      );
      expect(url.searchParams.get('scope')).toBe(
        'user.info.basic,video.publish,user.info.profile,video.list',
      );
      fake.script.clear();
      const exchanges = fake.script.record();
      const [creator] = await extras.listConnectable(await connectThroughOAuth(extras));
      expect(creator!.metadata).toEqual({ tiktokId: fakeTikTokUser.openId, username: 'kairosclips' });
      expect(exchanges.map((exchange) => exchange.request.route)).not.toContain(
        'POST /v2/post/publish/creator_info/query/',
      );
    } finally {
      fake.approvedScopes = approved;
      fake.script.exchanges = null;
    }
  });

  it('refreshes, and asks to reconnect when the refresh token is refused (invalid_grant)', async () => {
    const renewed = await provider.refresh(tokens);
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    const error = await failure(provider.refresh(tokens));
    expect([error.kind, error.networkCode]).toEqual(['auth', 'invalid_grant']);
  });

  it('is not configured without a client key and secret', () => {
    expect(create({ clientKey: undefined }).isConfigured()).toBe(false);
  });
});

describe('TikTok: publish', () => {
  it('posts a video: creator_info, init with FILE_UPLOAD, the chunks, then waits for PUBLISH_COMPLETE', async () => {
    const result = await provider.publish(
      publishRequest(tokens, { message: 'Behind the scenes', video: video() }, account),
    );
    const post = fake.posts.at(-1)!;
    expect(post).toMatchObject({ kind: 'video', status: 'PUBLISH_COMPLETE', videoSize: 10_000 });
    expect([...post.received.entries()]).toEqual([
      [0, 4096],
      [4096, 5904],
    ]);
    expect(post.postInfo).toEqual({
      title: 'Behind the scenes',
      privacy_level: 'PUBLIC_TO_EVERYONE',
      disable_comment: false,
      disable_duet: false,
      disable_stitch: true,
      brand_content_toggle: false,
      brand_organic_toggle: false,
    });
    expect(result).toEqual({
      externalId: post.postId,
      url: `https://www.tiktok.com/@kairosclips/video/${post.postId}`,
    });
  });

  it('posts photos pulled from their URLs, with the title and the caption as description', async () => {
    await provider.publish(
      publishRequest(tokens, { message: 'Our new menu', title: 'Menu', images: [photo(), photo()] }, account),
    );
    const post = fake.posts.at(-1)!;
    expect(post).toMatchObject({ kind: 'photo', status: 'PUBLISH_COMPLETE' });
    expect(post.postInfo).toMatchObject({ title: 'Menu', description: 'Our new menu' });
    expect(post.sourceInfo).toEqual({
      source: 'PULL_FROM_URL',
      photo_cover_index: 0,
      photo_images: [`${host.url}/b.jpg`, `${host.url}/b.jpg`],
    });
  });

  it('sends a PNG photo as its JPEG rendition', async () => {
    const png = { ...media(host, '/a.png'), jpegUrl: `${host.url}/b.jpg` };
    await provider.publish(publishRequest(tokens, { images: [png] }, account));
    expect(fake.posts.at(-1)!.sourceInfo.photo_images).toEqual([`${host.url}/b.jpg`]);
  });

  it('refuses a video longer than the creator may post, a PNG photo without a JPEG rendition, and a post without media', async () => {
    fake.creator.maxVideoPostDurationSec = 10;
    const long = await failure(provider.publish(publishRequest(tokens, { video: video() }, account)));
    expect([long.kind, long.message]).toEqual([
      'bad_content',
      'TikTok takes videos of up to 10 seconds from this account',
    ]);
    fake.creator.maxVideoPostDurationSec = 600;
    const png = await failure(
      provider.publish(publishRequest(tokens, { images: [media(host, '/a.png')] }, account)),
    );
    expect([png.kind, png.message]).toEqual(['bad_content', 'TikTok takes photos as JPEG or WebP only']);
    const none = await failure(provider.publish(publishRequest(tokens, {}, account)));
    expect([none.kind, none.message]).toEqual(['bad_content', 'TikTok needs a video or at least one photo']);
  });

  it('answers the publish id and the profile while moderation holds back the post id', async () => {
    fake.moderationPending = true;
    const result = await provider.publish(publishRequest(tokens, { video: video() }, account));
    expect(result).toEqual({
      externalId: fake.posts.at(-1)!.publishId,
      url: 'https://www.tiktok.com/@kairosclips',
    });
  });
});

describe('TikTok: errors', () => {
  it('waits a minute on 429 rate_limit_exceeded (TikTok names no reset time)', async () => {
    fake.initRemaining = 0;
    const started = Date.now();
    const error = await failure(provider.publish(publishRequest(tokens, { video: video() }, account)));
    expect([error.kind, error.networkCode]).toEqual(['rate_limited', 'rate_limit_exceeded']);
    expect(error.retryAt!.getTime() - started).toBeGreaterThanOrEqual(59_000);
  });

  it("waits on the creator's daily cap (403 spam_risk_too_many_posts)", async () => {
    fake.dailyPostsLeft = 0;
    const error = await failure(provider.publish(publishRequest(tokens, { video: video() }, account)));
    expect([error.kind, error.networkCode]).toEqual(['rate_limited', 'spam_risk_too_many_posts']);
  });

  it('asks to reconnect when the access token expired (401 access_token_invalid)', async () => {
    fake.oauth.expireAll();
    const error = await failure(provider.publish(publishRequest(tokens, { video: video() }, account)));
    expect([error.kind, error.networkCode]).toEqual(['auth', 'access_token_invalid']);
  });

  it('refuses photos from an unverified domain (403 url_ownership_unverified)', async () => {
    fake.verifiedUrlPrefixes = ['https://media.kairos.test/'];
    const error = await failure(provider.publish(publishRequest(tokens, { images: [photo()] }, account)));
    expect([error.kind, error.networkCode]).toEqual(['bad_content', 'url_ownership_unverified']);
  });

  it('sorts a FAILED post by its reason: a format refused, an internal failure retried', async () => {
    fake.failNext = 'file_format_check_failed';
    const refused = await failure(provider.publish(publishRequest(tokens, { video: video() }, account)));
    expect([refused.kind, refused.networkCode]).toEqual(['bad_content', 'file_format_check_failed']);
    fake.failNext = 'internal';
    const internal = await failure(provider.publish(publishRequest(tokens, { video: video() }, account)));
    expect(internal.kind).toBe('transient');
  });

  it('retries a lost answer to the video init (nothing is posted before the upload)', async () => {
    fake.script.push('POST /v2/post/publish/video/init/', 'drop');
    expect((await failure(provider.publish(publishRequest(tokens, { video: video() }, account)))).kind).toBe(
      'transient',
    );
  });

  it('retries a lost answer to a chunk before the last; calls the last one, or the photo init, unconfirmed', async () => {
    fake.script.push('PUT /upload/', 'drop');
    expect((await failure(provider.publish(publishRequest(tokens, { video: video() }, account)))).kind).toBe(
      'transient',
    );
    const whole = create({ publishing: { chunkBytes: 1_000_000, pollMs: 5, maxPolls: 5 } });
    fake.script.push('PUT /upload/', 'drop');
    expect((await failure(whole.publish(publishRequest(tokens, { video: video() }, account)))).kind).toBe(
      'unconfirmed',
    );
    fake.script.push('POST /v2/post/publish/content/init/', 'drop');
    expect(
      (await failure(provider.publish(publishRequest(tokens, { images: [photo()] }, account)))).kind,
    ).toBe('unconfirmed');
  });

  it('calls a post still processing after the bounded wait unconfirmed, never sending it again', async () => {
    fake.processingChecks = 50;
    const before = fake.posts.length;
    const error = await failure(provider.publish(publishRequest(tokens, { video: video() }, account)));
    expect([error.kind, error.message]).toEqual(['unconfirmed', 'TikTok was still processing the post']);
    expect(fake.posts).toHaveLength(before + 1);
  });
});
