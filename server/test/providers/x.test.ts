import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeHttp } from '../fakes/fake-http';
import type { Provider, TokenSet } from '../../src/providers/provider';
import { fakeXClient, fakeXUser, startFakeX, type FakeX } from '../fakes/x/fake-server';
import { createXProvider } from '../../src/providers/x/x-provider';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest } from './provider-helpers';

let fake: FakeX;
let host: FakeHttp;
let provider: Provider;
let tokens: TokenSet;
const account = { externalId: fakeXUser.id, type: 'personal', metadata: { username: fakeXUser.username } };

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeX(), startMediaHost()]);
  provider = createXProvider({
    clientId: fakeXClient.id,
    clientSecret: fakeXClient.secret,
    apiBase: fake.url,
    authBase: fake.url,
    timeoutMs: 1000,
    media: { chunkBytes: 4096, maxPollMs: 10 },
  });
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(async () => {
  fake.script.clear();
  fake.rateLimit.remaining = 100;
  tokens = await connectThroughOAuth(provider);
});

describe('X: connect and refresh', () => {
  it('asks for the scopes with PKCE S256 and connects the profile', async () => {
    const url = new URL(
      await provider.authorizeUrl({ state: 's', codeChallenge: 'c', redirectUri: 'http://k/cb' }),
    );
    expect(url.searchParams.get('scope')).toBe(
      'tweet.read tweet.write users.read offline.access media.write',
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.expiresAt!.getTime() - Date.now()).toBeGreaterThan(7100_000);
    const [me] = await provider.listConnectable(tokens);
    expect(me).toMatchObject({
      externalId: fakeXUser.id,
      name: 'Kairos Dev',
      type: 'personal',
      url: 'https://x.com/kairosdev',
    });
  });

  it('refreshes with the rotating refresh token, and asks to reconnect when an old one is reused', async () => {
    const renewed = await provider.refresh(tokens);
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect((await failure(provider.refresh(tokens))).kind).toBe('auth');
  });

  it('is not configured without a client id and secret', () => {
    const bare = createXProvider({
      clientId: undefined,
      clientSecret: undefined,
      apiBase: fake.url,
      authBase: fake.url,
    });
    expect(bare.isConfigured()).toBe(false);
  });
});

describe('X: publish', () => {
  it('posts text', async () => {
    const result = await provider.publish(publishRequest(tokens, { message: 'Text only' }, account));
    expect(result.url).toBe(`https://x.com/kairosdev/status/${result.externalId}`);
    expect(fake.tweets.at(-1)).toMatchObject({ text: 'Text only', mediaIds: [] });
  });

  it('uploads up to 4 images in chunks, then posts them', async () => {
    const images = [media(host, '/a.png'), media(host, '/b.jpg')];
    await provider.publish(publishRequest(tokens, { message: 'Two images', images }, account));
    const tweet = fake.tweets.at(-1)!;
    expect(tweet.mediaIds).toHaveLength(2);
    expect(fake.media.uploads.get(tweet.mediaIds[0]!)).toMatchObject({
      category: 'tweet_image',
      totalBytes: 3000,
    });
  });

  it('uploads a GIF and waits for X to process it', async () => {
    await provider.publish(
      publishRequest(tokens, { message: 'A GIF', images: [media(host, '/c.gif')] }, account),
    );
    const [id] = fake.tweets.at(-1)!.mediaIds;
    expect(fake.media.uploads.get(id!)).toMatchObject({ category: 'tweet_gif', pendingChecks: 0 });
  });

  it('uploads a video in several segments and waits for processing', async () => {
    const video = { ...media(host, '/d.mp4'), thumbnail: null };
    await provider.publish(publishRequest(tokens, { message: 'A video', video }, account));
    const upload = fake.media.uploads.get(fake.tweets.at(-1)!.mediaIds[0]!)!;
    expect(upload.category).toBe('tweet_video');
    expect(upload.segments.size).toBe(3);
  });

  it('refuses a GIF with other images: "X takes 4 images, or 1 GIF, or 1 video"', async () => {
    const images = [media(host, '/c.gif'), media(host, '/a.png')];
    const error = await failure(provider.publish(publishRequest(tokens, { images }, account)));
    expect([error.kind, error.message]).toEqual(['bad_content', 'X takes 4 images, or 1 GIF, or 1 video']);
  });

  it('fails a video X could not process as bad content', async () => {
    fake.media.failNextProcessing = 'Video duration is too long';
    const video = { ...media(host, '/d.mp4'), thumbnail: null };
    const error = await failure(provider.publish(publishRequest(tokens, { video }, account)));
    expect([error.kind, error.message]).toEqual(['bad_content', 'Video duration is too long']);
  });
});

describe('X: errors', () => {
  it('waits for x-rate-limit-reset on 429', async () => {
    fake.rateLimit.remaining = 0;
    const error = await failure(provider.publish(publishRequest(tokens, {}, account)));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAt?.getTime()).toBe(Math.ceil(fake.rateLimit.resetAt / 1000) * 1000);
  });

  it('asks to reconnect on 401', async () => {
    fake.oauth.expireAll();
    expect((await failure(provider.publish(publishRequest(tokens, {}, account)))).kind).toBe('auth');
  });

  it("fails a duplicate with X's reason (403)", async () => {
    await provider.publish(publishRequest(tokens, { message: 'Same' }, account));
    const error = await failure(provider.publish(publishRequest(tokens, { message: 'Same' }, account)));
    expect([error.kind, error.message]).toEqual([
      'bad_content',
      'You are not allowed to create a Tweet with duplicate content.',
    ]);
  });

  it('retries a 503 and calls a lost answer to the post unconfirmed', async () => {
    fake.script.push('POST /2/tweets', {
      status: 503,
      json: { title: 'Service Unavailable', detail: 'Service Unavailable', type: 'about:blank', status: 503 },
    });
    expect((await failure(provider.publish(publishRequest(tokens, {}, account)))).kind).toBe('transient');
    fake.script.push('POST /2/tweets', 'drop');
    expect((await failure(provider.publish(publishRequest(tokens, {}, account)))).kind).toBe('unconfirmed');
  });

  it('retries a lost answer to a media upload (nothing was posted)', async () => {
    fake.script.push('POST /2/media/upload/initialize', 'drop');
    const error = await failure(
      provider.publish(publishRequest(tokens, { images: [media(host, '/a.png')] }, account)),
    );
    expect(error.kind).toBe('transient');
  });
});
