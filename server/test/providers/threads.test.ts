import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeHttp } from '../fakes/fake-http';
import type { Provider, TokenSet } from '../../src/providers/provider';
import {
  fakeThreadsApp,
  fakeThreadsUser,
  startFakeThreads,
  type FakeThreadsApi,
} from '../fakes/threads/fake-server';
import { createThreadsProvider, threadsOptionsFromEnv } from '../../src/providers/threads/threads-provider';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest } from './provider-helpers';

let fake: FakeThreadsApi;
let host: FakeHttp;
let provider: Provider;
let tokens: TokenSet;
/** One clock for the fake and the provider, so a test can move both days ahead. */
let offsetMs = 0;
const now = () => Date.now() + offsetMs;
const account = {
  externalId: fakeThreadsUser.id,
  type: 'personal',
  metadata: { username: fakeThreadsUser.username },
};
const publishRoute = `POST /v1.0/${fakeThreadsUser.id}/threads_publish`;

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeThreads({ now }), startMediaHost()]);
  provider = createThreadsProvider({
    appId: fakeThreadsApp.id,
    appSecret: fakeThreadsApp.secret,
    apiBase: fake.url,
    authBase: fake.url,
    timeoutMs: 1000,
    now: () => new Date(now()),
    poll: { pollMs: 5 },
  });
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(async () => {
  offsetMs = 0;
  fake.script.clear();
  fake.quotaUsage = 0;
  fake.callsLeft = 10_000;
  fake.publishAnswerDelayMs = 0;
  tokens = await connectThroughOAuth(provider);
});

const jpeg = () => ({ ...media(host, '/b.jpg') });
const video = () => ({ ...media(host, '/d.mp4'), thumbnail: null });

describe('Threads: connect and refresh', () => {
  it('asks for the publishing scopes, trades the code for a 60-day token and offers the profile', async () => {
    const url = new URL(
      await provider.authorizeUrl({ state: 's', codeChallenge: null, redirectUri: 'http://k/cb' }),
    );
    expect([url.pathname, url.searchParams.get('scope')]).toEqual([
      '/oauth/authorize',
      'threads_basic,threads_content_publish,threads_manage_replies,threads_manage_insights',
    ]);
    expect(tokens.expiresAt!.getTime() - Date.now()).toBeGreaterThan(59 * 24 * 3600_000);
    expect(fake.oauth.tokens.get(tokens.accessToken)?.longLived).toBe(true);
    const [me] = await provider.listConnectable(tokens);
    expect(me).toMatchObject({
      externalId: fakeThreadsUser.id,
      name: 'Kairos on Threads',
      type: 'personal',
      url: 'https://www.threads.net/@kairos.threads',
      metadata: { username: 'kairos.threads' },
    });
  });

  it('refreshes a long-lived token once it is a day old, and asks to reconnect once it has expired', async () => {
    expect(await provider.refresh(tokens)).toEqual(tokens);
    offsetMs = 2 * 24 * 3600_000;
    const renewed = await provider.refresh(tokens);
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(renewed.expiresAt!.getTime() - now()).toBeGreaterThan(59 * 24 * 3600_000);
    offsetMs = 63 * 24 * 3600_000;
    const error = await failure(provider.refresh(renewed));
    expect([error.kind, error.networkCode]).toEqual(['auth', '190']);
  });

  it('is configured only with an app id and secret, read from the environment', () => {
    expect(createThreadsProvider(threadsOptionsFromEnv({})).isConfigured()).toBe(false);
    const options = threadsOptionsFromEnv({ THREADS_APP_ID: 'id', THREADS_APP_SECRET: 'secret' });
    expect(createThreadsProvider(options).isConfigured()).toBe(true);
    expect([options.apiBase, options.authBase]).toEqual(['https://graph.threads.net', 'https://threads.net']);
  });
});

describe('Threads: publish', () => {
  it('publishes text through a TEXT container', async () => {
    const result = await provider.publish(publishRequest(tokens, { message: 'Just words' }, account));
    const thread = fake.threads.at(-1)!;
    expect(thread).toMatchObject({ id: result.externalId, text: 'Just words', mediaType: 'TEXT' });
    expect(result.url).toBe(thread.permalink);
  });

  it('publishes one image, Threads fetching it from our URL', async () => {
    await provider.publish(publishRequest(tokens, { message: 'A photo', images: [jpeg()] }, account));
    expect(fake.threads.at(-1)).toMatchObject({ mediaType: 'IMAGE', media: [jpeg().url] });
  });

  it('publishes a video once Threads has processed it', async () => {
    fake.containers.processingChecks = 2;
    await provider.publish(publishRequest(tokens, { message: 'A clip', video: video() }, account));
    expect(fake.threads.at(-1)).toMatchObject({ mediaType: 'VIDEO', media: [video().url] });
  });

  it('publishes several images and a video as one carousel of item containers', async () => {
    const images = [jpeg(), media(host, '/a.png')];
    await provider.publish(publishRequest(tokens, { message: 'Carousel', images, video: video() }, account));
    const thread = fake.threads.at(-1)!;
    expect([thread.mediaType, thread.media.length]).toEqual(['CAROUSEL', 3]);
    expect(thread.media.every((id) => fake.containers.containers.get(id)?.carouselItem)).toBe(true);
  });

  it('fails a video Threads could not process with its reason', async () => {
    fake.containers.failNextVideo = 'INVALID_DURATION';
    const error = await failure(provider.publish(publishRequest(tokens, { video: video() }, account)));
    expect([error.kind, error.message]).toEqual([
      'bad_content',
      'Threads could not use the media (INVALID_DURATION)',
    ]);
  });

  it('sends a GIF that has a JPEG rendition as its JPEG, and a PNG as it is (Threads takes JPEG and PNG)', async () => {
    const gif = { ...media(host, '/c.gif'), jpegUrl: `${host.url}/b.jpg?rendition=gif` };
    const png = { ...media(host, '/a.png'), jpegUrl: `${host.url}/b.jpg?rendition=png` };
    await provider.publish(publishRequest(tokens, { message: 'A loop', images: [gif] }, account));
    expect(fake.threads.at(-1)).toMatchObject({ mediaType: 'IMAGE', media: [gif.jpegUrl] });
    await provider.publish(publishRequest(tokens, { message: 'Two', images: [png, gif] }, account));
    const items = fake.threads.at(-1)!.media.map((id) => fake.containers.containers.get(id)!.mediaUrl);
    expect(items).toEqual([png.url, gif.jpegUrl]);
  });

  it('refuses an image Threads cannot take (a GIF without a rendition) as bad content', async () => {
    const error = await failure(
      provider.publish(publishRequest(tokens, { images: [media(host, '/c.gif')] }, account)),
    );
    expect([error.kind, error.message]).toEqual([
      'bad_content',
      'Only photo or video can be accepted as media type.',
    ]);
  });
});

describe('Threads: errors', () => {
  it('asks to reconnect when the token expired (code 190)', async () => {
    fake.oauth.expireAll();
    const error = await failure(provider.publish(publishRequest(tokens, {}, account)));
    expect([error.kind, error.networkCode, error.message]).toEqual([
      'auth',
      '190',
      'Error validating access token: Session has expired.',
    ]);
  });

  it('waits for the publishing quota before sending, reading threads_publishing_limit', async () => {
    fake.quotaUsage = 250;
    const before = fake.containers.containers.size;
    const error = await failure(provider.publish(publishRequest(tokens, {}, account)));
    expect([error.kind, error.message]).toEqual(['rate_limited', 'Threads allows 250 posts in 24 hours']);
    expect(error.retryAt!.getTime() - Date.now()).toBeGreaterThan(3500_000);
    expect(fake.containers.containers.size).toBe(before);
  });

  it('waits as long as x-business-use-case-usage says when throttled (code 4)', async () => {
    fake.callsLeft = 0;
    const error = await failure(provider.publish(publishRequest(tokens, {}, account)));
    expect([error.kind, error.networkCode]).toEqual(['rate_limited', '4']);
    expect(error.retryAt!.getTime() - Date.now()).toBeGreaterThan(11 * 60_000);
  });

  it('retries a 500 and a transient Graph error', async () => {
    fake.script.push(publishRoute, {
      status: 500,
      json: { error: { message: 'An unknown error occurred', code: 1 } },
    });
    expect((await failure(provider.publish(publishRequest(tokens, {}, account)))).kind).toBe('transient');
    fake.script.push(publishRoute, {
      status: 400,
      json: {
        error: {
          message: 'Please retry your request later.',
          type: 'OAuthException',
          code: 2,
          is_transient: true,
        },
      },
    });
    expect((await failure(provider.publish(publishRequest(tokens, {}, account)))).kind).toBe('transient');
  });

  it('publishes the same container again when the answer was lost before Threads published it', async () => {
    fake.script.push(publishRoute, 'drop');
    const before = fake.threads.length;
    const result = await provider.publish(publishRequest(tokens, { message: 'Lost then found' }, account));
    expect(fake.threads.length).toBe(before + 1);
    expect(fake.threads.at(-1)!.id).toBe(result.externalId);
  });

  it('finds the thread when Threads published it but the answer was lost', async () => {
    fake.publishAnswerDelayMs = 1500;
    const before = fake.threads.length;
    const result = await provider.publish(
      publishRequest(tokens, { message: 'Published, answer lost' }, account),
    );
    expect(fake.threads.length).toBe(before + 1);
    expect(result).toEqual({ externalId: fake.threads.at(-1)!.id, url: fake.threads.at(-1)!.permalink });
  });

  it('stays unconfirmed when the second publish of a ready container is refused and nothing shows it published', async () => {
    fake.script.push(publishRoute, 'drop', {
      status: 400,
      json: {
        error: { message: 'The media has already been published.', type: 'OAuthException', code: 100 },
      },
    });
    const before = fake.threads.length;
    expect((await failure(provider.publish(publishRequest(tokens, {}, account)))).kind).toBe('unconfirmed');
    expect(fake.threads.length).toBe(before);
  });

  it('calls the post unconfirmed when the answer is lost again after the container was found ready', async () => {
    fake.script.push(publishRoute, 'drop', 'drop');
    expect((await failure(provider.publish(publishRequest(tokens, {}, account)))).kind).toBe('unconfirmed');
  });
});
