import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TID } from '@atproto/common-web';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { detectFacets } from '../../src/providers/bluesky/bluesky-facets';
import { createBlueskyProvider } from '../../src/providers/bluesky/bluesky-provider';
import { startFakeBluesky, type FakeBluesky } from '../fakes/bluesky/fake-server';
import type { FakeHttp } from '../fakes/fake-http';
import type { Provider, PublishRequest, TokenSet } from '../../src/providers/provider';
import { media, startMediaHost } from './media-host';
import { failure, publishRequest } from './provider-helpers';

let fake: FakeBluesky;
let host: FakeHttp;
let site: { url: string; close(): Promise<void> };
/** A photo too large for the lexicon's 2,000,000 bytes: random pixels do not compress. */
let largePhoto: Buffer;
let provider: Provider;
let tokens: TokenSet;
let account: PublishRequest['account'];

const page = `<html><head><title>Fallback</title>
  <meta property="og:title" content="Kairos &amp; friends">
  <meta name="description" content="Schedule posts that go out on time.">
  <meta property="og:image" content="/card.jpg"></head><body>Hi</body></html>`;

/** The pages and images posts link to: an article with Open Graph tags, its picture, a large photo. */
async function startSite() {
  const files: Record<string, [string, Buffer]> = {
    '/large.png': ['image/png', largePhoto],
    '/card.jpg': ['image/jpeg', Buffer.alloc(2000, 9)],
  };
  const server = createServer((request, response) => {
    const [type, body] = files[request.url ?? ''] ?? ['text/html; charset=utf-8', Buffer.from(page)];
    response.writeHead(200, { 'content-type': type, 'content-length': String(body.length) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  const noise = randomBytes(1400 * 1400 * 3);
  largePhoto = await sharp(noise, { raw: { width: 1400, height: 1400, channels: 3 } })
    .png()
    .toBuffer();
  [fake, host, site] = await Promise.all([startFakeBluesky(), startMediaHost(), startSite()]);
  provider = createBlueskyProvider({
    service: fake.url,
    videoService: fake.url,
    timeoutMs: 5000,
    video: { pollMs: 5 },
    // The link card's pages: this test's site, whatever the link names (the safe fetch is tested apart).
    fetchLinked: async (url) => {
      const local = new URL(new URL(url).pathname, site.url);
      const reply = await fetch(local);
      const body = Buffer.from(await reply.arrayBuffer());
      return {
        url: local.toString(),
        status: reply.status,
        headers: {},
        contentType: reply.headers.get('content-type') ?? '',
        body,
      };
    },
  });
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close(), site.close()]);
});
beforeEach(async () => {
  fake.script.clear();
  const connection = await provider.connectWithCredentials!({
    identifier: '@kairos.bsky.social',
    password: fake.appPassword,
  });
  tokens = connection.tokens;
  const [offered] = connection.accounts;
  account = { externalId: offered!.externalId, type: 'personal', metadata: offered!.metadata ?? {} };
});

describe('Bluesky: connect with an app password', () => {
  it('creates a session and offers the profile', async () => {
    expect(account.externalId).toBe(fake.user.did);
    expect(account.metadata).toMatchObject({ handle: 'kairos.bsky.social', service: fake.url });
    expect(tokens.expiresAt!.getTime() - Date.now()).toBeGreaterThan(7000_000);
    expect(await provider.listConnectable(tokens)).toMatchObject([
      { name: 'Kairos on Bluesky', type: 'personal' },
    ]);
  });

  it('refuses a wrong app password as auth (401 AuthenticationRequired)', async () => {
    const error = await failure(
      provider.connectWithCredentials!({ identifier: 'kairos.bsky.social', password: 'nope' }),
    );
    expect([error.kind, error.message]).toEqual(['auth', 'Invalid identifier or password']);
  });

  it('refreshes the session once; a used refresh token asks to reconnect (400 ExpiredToken/InvalidToken)', async () => {
    const renewed = await provider.refresh(tokens);
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect((await failure(provider.refresh(tokens))).kind).toBe('auth');
  });
});

describe('Bluesky: facets', () => {
  it('puts links, bare domains, #tags and mentions at UTF-8 byte offsets', async () => {
    const text = 'café ☕ see https://kairos.app/a, kairos.app/pricing #launch hi @alice.bsky.social!';
    const facets = await detectFacets(text, async (handle) =>
      handle === 'alice.bsky.social' ? 'did:plc:alice' : null,
    );
    const slice = (start: number, end: number) => Buffer.from(text).subarray(start, end).toString();
    expect(facets.map((facet) => slice(facet.index.byteStart, facet.index.byteEnd))).toEqual([
      'https://kairos.app/a',
      'kairos.app/pricing',
      '#launch',
      '@alice.bsky.social',
    ]);
    expect(facets[1]!.features).toEqual([
      { $type: 'app.bsky.richtext.facet#link', uri: 'https://kairos.app/pricing' },
    ]);
    expect(facets[2]!.features).toEqual([{ $type: 'app.bsky.richtext.facet#tag', tag: 'launch' }]);
    // 11 characters before the link, 14 bytes: é is 2 bytes, ☕ 3.
    expect(facets[0]!.index.byteStart).toBe(14);
  });
});

describe('Bluesky: publish', () => {
  it('creates an app.bsky.feed.post with link and mention facets', async () => {
    const result = await provider.publish(
      publishRequest(tokens, { message: 'Read https://kairos.app @alice.bsky.social' }, account),
    );
    const { record } = fake.records.at(-1)!;
    expect(result.url).toBe(`https://bsky.app/profile/kairos.bsky.social/post/${result.externalId}`);
    expect(record.facets).toEqual([
      {
        index: { byteStart: 5, byteEnd: 23 },
        features: [{ $type: 'app.bsky.richtext.facet#link', uri: 'https://kairos.app' }],
      },
      {
        index: { byteStart: 24, byteEnd: 42 },
        features: [{ $type: 'app.bsky.richtext.facet#mention', did: 'did:plc:alice' }],
      },
    ]);
  });

  it('uploads images as blobs and embeds them', async () => {
    await provider.publish(
      publishRequest(
        tokens,
        { images: [{ ...media(host, '/a.png'), width: 800, height: 600 }, media(host, '/b.jpg')] },
        account,
      ),
    );
    const embed = fake.records.at(-1)!.record.embed as {
      $type: string;
      images: Array<{ image: { mimeType: string } }>;
    };
    expect(embed.$type).toBe('app.bsky.embed.images');
    expect(embed.images.map((image) => image.image.mimeType)).toEqual(['image/png', 'image/jpeg']);
  });

  it('sends a video through the video service (service auth, uploadVideo, getJobStatus) and embeds its blob', async () => {
    const jobs = fake.videoJobs.size;
    await provider.publish(
      publishRequest(
        tokens,
        { video: { ...media(host, '/d.mp4'), width: 1080, height: 1920, thumbnail: null } },
        account,
      ),
    );
    expect(fake.videoJobs.size).toBe(jobs + 1);
    const embed = fake.records.at(-1)!.record.embed as { video: { ref: { $link: string } } };
    expect(embed).toMatchObject({
      $type: 'app.bsky.embed.video',
      video: { mimeType: 'video/mp4', size: 10_000 },
      aspectRatio: { width: 1080, height: 1920 },
    });
    expect(fake.blobs.get(embed.video.ref.$link)?.origin).toBe('video-service');
  });

  it("also reads uploadVideo's answer in the lexicon's shape ({jobStatus})", async () => {
    fake.lexiconUploadAnswer = true;
    try {
      await provider.publish(
        publishRequest(tokens, { video: { ...media(host, '/d.mp4'), thumbnail: null } }, account),
      );
      expect(fake.records.at(-1)!.record.embed).toMatchObject({ $type: 'app.bsky.embed.video' });
    } finally {
      fake.lexiconUploadAnswer = false;
    }
  });

  it('fails a video the video service could not process as bad content, posting nothing', async () => {
    const records = fake.records.length;
    fake.failNextVideo = 'Video is corrupt';
    const error = await failure(
      provider.publish(
        publishRequest(tokens, { video: { ...media(host, '/d.mp4'), thumbnail: null } }, account),
      ),
    );
    expect([error.kind, error.networkCode, error.message]).toEqual([
      'bad_content',
      'video_processing_failed',
      'Bluesky could not process the video: Video is corrupt',
    ]);
    expect(fake.records).toHaveLength(records);
  });

  it("resizes an image over the lexicon's 2,000,000 bytes before uploading it", async () => {
    expect(largePhoto.length).toBeGreaterThan(2_000_000);
    await provider.publish(
      publishRequest(tokens, { images: [{ url: `${site.url}/large.png`, mimeType: 'image/png' }] }, account),
    );
    const embed = fake.records.at(-1)!.record.embed as {
      images: Array<{ image: { size: number; mimeType: string } }>;
    };
    expect(embed.images[0]!.image.mimeType).toBe('image/jpeg');
    expect(embed.images[0]!.image.size).toBeLessThanOrEqual(2_000_000);
  });

  it("adds a link card with the page's title, description and thumbnail", async () => {
    await provider.publish(
      publishRequest(tokens, { message: 'New on the blog: kairos.app/launch' }, account),
    );
    expect(fake.records.at(-1)!.record.embed).toMatchObject({
      $type: 'app.bsky.embed.external',
      external: {
        uri: 'https://kairos.app/launch',
        title: 'Kairos & friends',
        description: 'Schedule posts that go out on time.',
        thumb: { mimeType: 'image/jpeg', size: 2000 },
      },
    });
  });

  it('writes a valid TID record key whose time is the send time, the same for every send of a target', async () => {
    const sendAt = new Date('2026-12-01T09:00:00Z');
    const request = { ...publishRequest(tokens, { message: 'On time' }, account, 'target-tid'), sendAt };
    const result = await provider.publish(request);
    expect(TID.is(result.externalId)).toBe(true);
    expect(Math.floor(TID.fromStr(result.externalId).timestamp() / 1000)).toBe(sendAt.getTime());
    expect(await provider.lookup!(request)).toMatchObject({ externalId: result.externalId });
  });

  it('finds a post whose answer was lost by its record key, and none for an unsent one', async () => {
    fake.script.push('POST /xrpc/com.atproto.repo.createRecord', 'drop');
    const request = publishRequest(tokens, { message: 'Lost answer' }, account, 'target-lost');
    expect((await failure(provider.publish(request))).kind).toBe('unconfirmed');
    expect(await provider.lookup!(request)).toBeNull();
    await provider.publish(request);
    expect(await provider.lookup!(request)).toMatchObject({ externalId: fake.records.at(-1)!.rkey });
  });
});

describe('Bluesky: errors', () => {
  it('fails text over 300 graphemes with the reason (400 InvalidRequest)', async () => {
    const error = await failure(
      provider.publish(publishRequest(tokens, { message: 'é'.repeat(301) }, account)),
    );
    expect(error.kind).toBe('bad_content');
    expect(error.message).toMatch(/300 graphemes/);
  });

  it('asks to reconnect when the session has expired (400 ExpiredToken)', async () => {
    for (const session of fake.sessions.values()) session.expiresAt = 0;
    expect((await failure(provider.publish(publishRequest(tokens, {}, account)))).kind).toBe('auth');
  });

  it('waits for ratelimit-reset on 429 and retries a 502', async () => {
    const reset = Math.ceil(Date.now() / 1000) + 600;
    fake.script.push('POST /xrpc/com.atproto.repo.createRecord', {
      status: 429,
      json: { error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' },
      headers: { 'ratelimit-limit': '5000', 'ratelimit-remaining': '0', 'ratelimit-reset': String(reset) },
    });
    const error = await failure(provider.publish(publishRequest(tokens, {}, account)));
    expect([error.kind, error.retryAt?.getTime()]).toEqual(['rate_limited', reset * 1000]);
    fake.script.push('POST /xrpc/com.atproto.repo.createRecord', {
      status: 502,
      json: { error: 'UpstreamFailure', message: 'Upstream Failure' },
    });
    expect((await failure(provider.publish(publishRequest(tokens, {}, account)))).kind).toBe('transient');
  });
});
