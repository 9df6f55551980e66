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
let provider: Provider;
let tokens: TokenSet;
let account: PublishRequest['account'];

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeBluesky(), startMediaHost()]);
  provider = createBlueskyProvider({ service: fake.url, timeoutMs: 1000 });
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
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
  it('puts links and mentions at UTF-8 byte offsets', async () => {
    const text = 'café ☕ see https://kairos.app/a, hi @alice.bsky.social!';
    const facets = await detectFacets(text, async (handle) =>
      handle === 'alice.bsky.social' ? 'did:plc:alice' : null,
    );
    const slice = (start: number, end: number) => Buffer.from(text).subarray(start, end).toString();
    expect(facets.map((facet) => slice(facet.index.byteStart, facet.index.byteEnd))).toEqual([
      'https://kairos.app/a',
      '@alice.bsky.social',
    ]);
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

  it('uploads a video and embeds it', async () => {
    await provider.publish(
      publishRequest(tokens, { video: { ...media(host, '/d.mp4'), thumbnail: null } }, account),
    );
    expect(fake.records.at(-1)!.record.embed).toMatchObject({
      $type: 'app.bsky.embed.video',
      video: { mimeType: 'video/mp4' },
    });
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
