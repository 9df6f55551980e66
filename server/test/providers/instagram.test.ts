import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeHttp } from '../fakes/fake-http';
import { metaGraphVersion } from '../../src/providers/meta-graph/graph-options';
import {
  createInstagramProvider,
  instagramOptionsFromEnv,
} from '../../src/providers/instagram/instagram-provider';
import { graphTime } from '../fakes/meta-graph/fake-graph';
import { fakeMetaApp, startFakeMeta, type FakeMeta } from '../fakes/meta-graph/fake-server';
import type { ConnectableAccount, PublishContent, Provider } from '../../src/providers/provider';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest } from './provider-helpers';

let fake: FakeMeta;
let host: FakeHttp;
let provider: Provider;
let account: ConnectableAccount;

const igId = '17841400000000001';
const jpg = () => media(host, '/b.jpg');
const video = () => ({ ...media(host, '/d.mp4'), width: 1080, height: 1920, thumbnail: null });
const send = (overrides: Partial<PublishContent> = {}) =>
  provider.publish(
    publishRequest(account.tokens!, overrides, {
      externalId: account.externalId,
      type: account.type,
      metadata: account.metadata ?? {},
    }),
  );
const route = (edge: string) =>
  `${edge.startsWith('GET') ? 'GET' : 'POST'} /${metaGraphVersion}/${edge.replace(/^GET /, '')}`;

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeMeta(), startMediaHost()]);
  provider = createInstagramProvider({
    appId: fakeMetaApp.id,
    appSecret: fakeMetaApp.secret,
    graphBase: `${fake.url}/${metaGraphVersion}`,
    authBase: `${fake.url}/${metaGraphVersion}`,
    timeoutMs: 800,
    polling: { pollMs: 5, maxPolls: 5 },
  });
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(async () => {
  fake.script.clear();
  fake.loseAnswer = null;
  fake.throttle = null;
  fake.media = [];
  fake.quota.total = 50;
  fake.processingChecks = 1;
  const tokens = await connectThroughOAuth(provider);
  account = (await provider.listConnectable(tokens))[0]!;
});

describe('Instagram Business: connect', () => {
  it('asks Facebook Login for the Instagram publishing scopes', async () => {
    const url = new URL(
      await provider.authorizeUrl({ state: 's', codeChallenge: null, redirectUri: 'http://k/cb' }),
    );
    expect(url.searchParams.get('scope')!.split(',')).toEqual(
      expect.arrayContaining(['instagram_basic', 'instagram_content_publish', 'pages_show_list']),
    );
  });

  it("lists the pages' Instagram business accounts with the page token", async () => {
    const tokens = await connectThroughOAuth(provider);
    const listed = await provider.listConnectable(tokens);
    // Kairos Books has no Instagram account linked: only Kairos Coffee's is offered.
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      externalId: igId,
      name: 'kairoscoffee',
      type: 'business',
      url: 'https://www.instagram.com/kairoscoffee',
      pageId: '104000000000001',
      avatar: `${fake.url}/avatars/${igId}.svg`,
      tokens: { refreshToken: null, expiresAt: null },
      metadata: { instagramId: igId, pageId: '104000000000001', username: 'kairoscoffee' },
    });
    expect(fake.tokens.get(listed[0]!.tokens!.accessToken)).toMatchObject({ kind: 'page', expiresAt: null });
    expect(await provider.refresh(listed[0]!.tokens!)).toEqual(listed[0]!.tokens);
  });

  it('adds the Instagram accounts of pages held through a Business portfolio', async () => {
    fake.pages.push({
      id: '104000000000020',
      name: 'Client Studio',
      category: 'Studio',
      instagram: { id: '17841400000000020', username: 'clientstudio', name: 'Client Studio' },
      business: { id: '301000000000003', name: 'Kairos Agency', relation: 'client' },
    });
    try {
      const offered = await provider.listConnectable(await connectThroughOAuth(provider));
      expect(offered.map((account) => account.name)).toContain('clientstudio');
    } finally {
      fake.pages.pop();
    }
  });

  it('lists the accounts of the direct pages when business_management was declined (Graph error 100)', async () => {
    fake.declinedBusinessCode = 100;
    try {
      const url = new URL(
        await provider.authorizeUrl({ state: 's', codeChallenge: null, redirectUri: 'http://k/cb' }),
      );
      url.searchParams.set('scope', 'instagram_basic,instagram_content_publish,pages_show_list');
      const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
      const tokens = await provider.exchangeCode({
        code: back.searchParams.get('code')!,
        codeVerifier: null,
        redirectUri: 'http://k/cb',
      });
      const offered = await provider.listConnectable(tokens);
      expect(offered.map((account) => account.type)).toContain('business');
    } finally {
      fake.declinedBusinessCode = 200;
    }
  });

  it("reuses the Facebook app unless Instagram's own is set", () => {
    expect(createInstagramProvider(instagramOptionsFromEnv({})).isConfigured()).toBe(false);
    const shared = instagramOptionsFromEnv({ FACEBOOK_APP_ID: 'f', FACEBOOK_APP_SECRET: 's' });
    expect([shared.appId, createInstagramProvider(shared).isConfigured()]).toEqual(['f', true]);
    const own = instagramOptionsFromEnv({
      FACEBOOK_APP_ID: 'f',
      FACEBOOK_APP_SECRET: 's',
      INSTAGRAM_APP_ID: 'i',
      INSTAGRAM_APP_SECRET: 'j',
    });
    expect([own.appId, own.appSecret]).toEqual(['i', 'j']);
  });
});

describe('Instagram Business: publish', () => {
  it('publishes a single image from its URL with the caption, and returns the permalink', async () => {
    const result = await send({ message: 'One image #coffee', images: [jpg()] });
    const published = fake.media.at(-1)!;
    expect(published).toMatchObject({
      id: result.externalId,
      mediaType: 'IMAGE',
      caption: 'One image #coffee',
    });
    expect(fake.containers.get(published.containerId)).toMatchObject({
      imageUrl: jpg().url,
      statusCode: 'PUBLISHED',
    });
    expect(result.url).toBe(published.permalink);
  });

  it('publishes a carousel (autoCarousel): children first, then the CAROUSEL container', async () => {
    const images = [jpg(), jpg(), jpg()];
    await send({ message: 'Carousel', images, options: { autoCarousel: true } });
    const parent = fake.containers.get(fake.media.at(-1)!.containerId)!;
    expect(parent).toMatchObject({ mediaType: 'CAROUSEL', caption: 'Carousel' });
    expect(parent.children.map((id) => fake.containers.get(id)!.isCarouselItem)).toEqual([true, true, true]);
  });

  it('publishes a reel (autoReel), waiting while the video is IN_PROGRESS', async () => {
    fake.processingChecks = 3;
    await send({ message: 'Reel', video: video(), options: { autoReel: true } });
    const container = fake.containers.get(fake.media.at(-1)!.containerId)!;
    expect(container).toMatchObject({
      mediaType: 'REELS',
      videoUrl: video().url,
      shareToFeed: true,
      caption: 'Reel',
    });
  });

  it('publishes a story (autoStory) without a caption', async () => {
    await send({ message: 'Not shown on stories', images: [jpg()], options: { autoStory: true } });
    expect(fake.containers.get(fake.media.at(-1)!.containerId)).toMatchObject({
      mediaType: 'STORIES',
      caption: '',
      imageUrl: jpg().url,
    });
  });

  it('publishes a video story (autoStory), waiting for its processing', async () => {
    await send({ message: '', video: video(), options: { autoStory: true } });
    expect(fake.containers.get(fake.media.at(-1)!.containerId)).toMatchObject({
      mediaType: 'STORIES',
      videoUrl: video().url,
      imageUrl: null,
    });
  });

  it('publishes a feed video (autoFeed) as a reel shared to the feed', async () => {
    await send({ message: 'Feed video', video: video(), options: { autoFeed: true } });
    expect(fake.containers.get(fake.media.at(-1)!.containerId)).toMatchObject({
      mediaType: 'REELS',
      shareToFeed: true,
    });
  });

  it('publishes a PNG and a GIF that have a JPEG rendition as their JPEG (Instagram takes JPEG only)', async () => {
    // Our upload pipeline's renditions, as the storage serves them: JPEG bytes at their own URL.
    const rendition = `${host.url}/b.jpg?rendition=`;
    const png = { ...media(host, '/a.png'), jpegUrl: `${rendition}png` };
    const gif = { ...media(host, '/c.gif'), jpegUrl: `${rendition}gif` };
    const single = await send({ message: 'A logo', images: [png] });
    expect(fake.containers.get(fake.media.at(-1)!.containerId)).toMatchObject({
      imageUrl: png.jpegUrl,
      caption: 'A logo',
    });
    expect(single.externalId).toBe(fake.media.at(-1)!.id);

    await send({ message: 'Mixed', images: [jpg(), png, gif], options: { autoCarousel: true } });
    const parent = fake.containers.get(fake.media.at(-1)!.containerId)!;
    expect(parent.children.map((id) => fake.containers.get(id)!.imageUrl)).toEqual([
      jpg().url,
      png.jpegUrl,
      gif.jpegUrl,
    ]);

    await send({ images: [png], options: { autoStory: true } });
    expect(fake.containers.get(fake.media.at(-1)!.containerId)).toMatchObject({
      mediaType: 'STORIES',
      imageUrl: png.jpegUrl,
    });
  });

  it('sends a JPEG as it is even when it names a rendition', async () => {
    await send({ images: [{ ...jpg(), jpegUrl: `${host.url}/gone.jpg` }] });
    expect(fake.containers.get(fake.media.at(-1)!.containerId)).toMatchObject({ imageUrl: jpg().url });
  });

  it.each([
    ['no media', {}, 'Instagram needs an image or a video'],
    [
      'a reel without a video',
      { images: [1], options: { autoReel: true } },
      'An Instagram reel needs a video',
    ],
    [
      'a carousel of one image',
      { images: [1], options: { autoCarousel: true } },
      'An Instagram carousel needs 2 or more images or videos',
    ],
  ])('refuses %s before calling Instagram', async (_case, input, message) => {
    const overrides = { ...input, images: (input as { images?: number[] }).images?.map(() => jpg()) ?? [] };
    const error = await failure(send(overrides));
    expect([error.kind, error.message]).toEqual(['bad_content', message]);
  });
});

describe('Instagram Business: limits and errors', () => {
  it('checks content_publishing_limit first: over the cap it waits until the oldest post leaves the window', async () => {
    fake.quota.total = 2;
    const oldest = Date.now() - 20 * 3600_000;
    for (const [index, at] of [oldest, Date.now() - 3600_000].entries())
      fake.media.push({
        id: `m${index}`,
        igUserId: igId,
        containerId: 'c',
        mediaType: 'IMAGE',
        caption: '',
        timestamp: graphTime(at),
        permalink: '',
        children: [],
      });
    const containers = fake.containers.size;
    const error = await failure(send({ images: [jpg()] }));
    expect([error.kind, error.networkCode]).toEqual(['rate_limited', 'content_publishing_limit']);
    expect(error.retryAt!.getTime()).toBe(Math.floor(oldest / 1000) * 1000 + 86_400_000);
    expect(fake.containers.size).toBe(containers);
  });

  it('waits out Instagram throttling (80002) for the time its usage header gives', async () => {
    fake.throttle = { code: 80002, minutes: 9 };
    const before = Date.now();
    const error = await failure(send({ images: [jpg()] }));
    expect(error.kind).toBe('rate_limited');
    expect(Math.round((error.retryAt!.getTime() - before) / 60_000)).toBe(9);
  });

  it('sorts the cap reached at media_publish (9, subcode 2207042) as rate limited', async () => {
    fake.script.push(route(`${igId}/media_publish`), {
      status: 400,
      json: {
        error: {
          message: 'Application request limit reached',
          type: 'OAuthException',
          code: 9,
          error_subcode: 2207042,
          fbtrace_id: 'B',
        },
      },
    });
    expect((await failure(send({ images: [jpg()] }))).kind).toBe('rate_limited');
  });

  it('asks to reconnect when the page token is refused (190)', async () => {
    fake.expireTokens();
    const error = await failure(send({ images: [jpg()] }));
    expect([error.kind, error.networkCode]).toEqual(['auth', '190/463']);
  });

  it('fails media Instagram cannot use: a PNG without a rendition, an unreachable URL, a video that ends in ERROR', async () => {
    const png = await failure(send({ images: [media(host, '/a.png')] }));
    expect([png.kind, png.message]).toEqual(['bad_content', 'Only JPEG images are supported.']);
    const missing = await failure(send({ images: [{ url: `${host.url}/gone.jpg` }] }));
    expect([missing.kind, missing.networkCode]).toEqual(['bad_content', '9004/2207052']);
    fake.failNextContainer = 'Video is too long';
    const broken = await failure(send({ video: video(), options: { autoReel: true } }));
    expect([broken.kind, broken.message]).toEqual(['bad_content', 'Error: Video is too long']);
  });

  it('gives up waiting for a video after the bounded polls: transient, nothing published', async () => {
    fake.processingChecks = 50;
    const error = await failure(send({ video: video(), options: { autoReel: true } }));
    expect([error.kind, error.message]).toEqual(['transient', 'Instagram is still processing the media']);
    expect(fake.media).toHaveLength(0);
  });

  it("settles a lost media_publish answer by the container's status: FINISHED, publish it now", async () => {
    fake.script.push(route(`${igId}/media_publish`), 'drop');
    const result = await send({ message: 'Once', images: [jpg()] });
    expect(fake.media.map((item) => item.id)).toEqual([result.externalId]);
  });

  it("settles a lost media_publish answer by the container's status: PUBLISHED, find the post", async () => {
    fake.loseAnswer = (key) => (key.endsWith('/media_publish') ? 'after' : undefined);
    const result = await send({ message: 'Arrived', images: [jpg()] });
    expect(fake.media.map((item) => [item.id, item.caption])).toEqual([[result.externalId, 'Arrived']]);
    expect(result.url).toBe(fake.media[0]!.permalink);
  });

  it('calls a lost media_publish answer unconfirmed when the container cannot be read either', async () => {
    let lost = false;
    fake.loseAnswer = (key) => {
      if (key.endsWith('/media_publish')) return ((lost = true), 'after');
      return lost && key.startsWith('GET') ? 'before' : undefined;
    };
    const error = await failure(send({ message: 'Maybe', images: [jpg()] }));
    expect(error.kind).toBe('unconfirmed');
    expect(fake.media).toHaveLength(1);
  });

  it('retries a lost answer to a container creation (an unpublished container only expires)', async () => {
    fake.script.push(route(`${igId}/media`), 'drop');
    expect((await failure(send({ images: [jpg()] }))).kind).toBe('transient');
  });
});
