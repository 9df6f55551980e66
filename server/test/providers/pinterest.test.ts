import { messages } from '@kairos/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeHttp } from '../fakes/fake-http';
import type { Provider, TokenSet } from '../../src/providers/provider';
import { fakePinterestApp, startFakePinterest, type FakePinterest } from '../fakes/pinterest/fake-server';
import { createPinterestProvider } from '../../src/providers/pinterest/pinterest-provider';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest } from './provider-helpers';

let fake: FakePinterest;
let host: FakeHttp;
let provider: Provider;
let tokens: TokenSet;
const board = { externalId: '549755885175001', type: 'board', metadata: { username: 'kairosboards' } };

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakePinterest(), startMediaHost()]);
  provider = createPinterestProvider({
    appId: fakePinterestApp.id,
    appSecret: fakePinterestApp.secret,
    apiBase: fake.url,
    authBase: fake.url,
    timeoutMs: 1000,
    media: { pollMs: 5 },
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

describe('Pinterest: connect and refresh', () => {
  it('asks for the board and pin scopes with the state, without PKCE', async () => {
    const url = new URL(
      await provider.authorizeUrl({ state: 's', codeChallenge: null, redirectUri: 'http://k/cb' }),
    );
    expect(url.pathname).toBe('/oauth/');
    expect(url.searchParams.get('scope')).toBe('boards:read,pins:read,pins:write,user_accounts:read');
    expect(url.searchParams.get('state')).toBe('s');
    expect(provider.usesPkce).toBe(false);
    expect(tokens.expiresAt!.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it('offers every board as an account, following the bookmark across pages', async () => {
    const boards = await provider.listConnectable(tokens);
    expect(boards.map((candidate) => [candidate.name, candidate.type])).toEqual([
      ['Spring Recipes', 'board'],
      ['Shop Window', 'board'],
      ['Drafts & Ideas', 'board'],
    ]);
    expect(boards[2]).toMatchObject({
      externalId: '549755885175003',
      url: 'https://www.pinterest.com/kairosboards/drafts-ideas/',
      metadata: { pinterestId: '549755885175003', username: 'kairosboards', privacy: 'SECRET' },
    });
  });

  it('refreshes with Basic auth, and asks to reconnect when the refresh token is refused', async () => {
    const renewed = await provider.refresh(tokens);
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(renewed.refreshToken).toBeTruthy();
    const error = await failure(provider.refresh(tokens));
    expect([error.kind, error.message]).toEqual(['auth', 'Invalid refresh token.']);
  });

  it('is not configured without an app id and secret', () => {
    const bare = createPinterestProvider({
      appId: undefined,
      appSecret: 'x',
      apiBase: fake.url,
      authBase: fake.url,
    });
    expect(bare.isConfigured()).toBe(false);
  });
});

describe('Pinterest: publish', () => {
  it('pins a single image, with its title, description and link', async () => {
    const result = await provider.publish(
      publishRequest(
        tokens,
        {
          message: 'Fresh spring salad',
          title: 'Salad',
          images: [media(host, '/b.jpg')],
          callToAction: { actionType: 'LEARN_MORE', url: 'https://kairos.test/salad' },
        },
        board,
      ),
    );
    expect(result.url).toBe(`https://www.pinterest.com/pin/${result.externalId}/`);
    expect(fake.pins.at(-1)).toMatchObject({
      boardId: '549755885175001',
      title: 'Salad',
      description: 'Fresh spring salad',
      link: 'https://kairos.test/salad',
      mediaSource: { source_type: 'image_base64', content_type: 'image/jpeg', bytes: 2000 },
    });
  });

  it('sends a GIF by its URL, which Pinterest fetches itself', async () => {
    await provider.publish(publishRequest(tokens, { images: [media(host, '/c.gif')] }, board));
    expect(fake.pins.at(-1)!.mediaSource).toEqual({ source_type: 'image_url', url: `${host.url}/c.gif` });
  });

  it('uploads a video through the media registration, waits for processing, and pins it with a cover', async () => {
    const video = { ...media(host, '/d.mp4'), thumbnail: null };
    await provider.publish(publishRequest(tokens, { message: 'A video pin', video }, board));
    const pin = fake.pins.at(-1)!;
    expect(pin.mediaSource).toMatchObject({ source_type: 'video_id', cover_image_key_frame_time: 0 });
    expect(fake.media.uploads.get(String(pin.mediaSource.media_id))).toMatchObject({
      status: 'succeeded',
      bytes: 10_000,
    });
  });

  it('fails a video Pinterest could not process as bad content', async () => {
    fake.media.failNextProcessing = true;
    const video = { ...media(host, '/d.mp4'), thumbnail: null };
    const error = await failure(provider.publish(publishRequest(tokens, { video }, board)));
    expect([error.kind, error.message]).toEqual(['bad_content', 'Pinterest could not process the video']);
  });

  it('pins 2 to 5 images as one multi-image pin; refuses 6 before calling, as Pinterest refuses them', async () => {
    const images = [media(host, '/b.jpg'), media(host, '/a.png'), media(host, '/c.gif')];
    await provider.publish(publishRequest(tokens, { message: 'Three', images }, board));
    expect(fake.pins.at(-1)!.mediaSource).toEqual({
      source_type: 'multiple_image_urls',
      items: images.map(({ url }) => ({ url })),
    });
    const before = fake.pins.length;
    const six = Array.from({ length: 6 }, () => media(host, '/b.jpg'));
    const error = await failure(provider.publish(publishRequest(tokens, { images: six }, board)));
    expect([error.kind, error.message]).toEqual([
      'bad_content',
      messages.networkRules.tooManyImages('Pinterest', 5),
    ]);
    // The fake itself refuses what Pinterest's schema refuses: 6 items, or one without a url.
    for (const items of [six.map(({ url }) => ({ url })), [{ url: six[0]!.url }, { title: 'no url' }]]) {
      const answer = await fetch(`${fake.url}/v5/pins`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          board_id: board.externalId,
          media_source: { source_type: 'multiple_image_urls', items },
        }),
      });
      expect(answer.status).toBe(400);
    }
    expect(fake.pins).toHaveLength(before);
  });

  it("refuses a pin without an image with the spec's message, sending nothing", async () => {
    const before = fake.pins.length;
    const error = await failure(provider.publish(publishRequest(tokens, { message: 'No image' }, board)));
    expect([error.kind, error.message]).toEqual([
      'bad_content',
      messages.networkRules.pinterestImageRequired,
    ]);
    expect(fake.pins).toHaveLength(before);
  });
});

describe('Pinterest: errors', () => {
  const withImage = () => publishRequest(tokens, { images: [media(host, '/a.png')] }, board);

  it('waits for X-RateLimit-Reset on 429', async () => {
    fake.rateLimit.remaining = 0;
    const started = Date.now();
    const error = await failure(provider.publish(withImage()));
    expect([error.kind, error.networkCode]).toEqual(['rate_limited', '8']);
    expect(error.retryAt!.getTime() - started).toBeGreaterThanOrEqual(59_000);
    expect(error.retryAt!.getTime() - started).toBeLessThan(62_000);
  });

  it('asks to reconnect when the access token expired (401 code 2)', async () => {
    fake.oauth.expireAll();
    const error = await failure(provider.publish(withImage()));
    expect([error.kind, error.message]).toEqual(['auth', 'Authentication failed.']);
  });

  it("fails a pin to a board that is gone with Pinterest's reason", async () => {
    const gone = { ...board, externalId: '1' };
    const error = await failure(
      provider.publish(publishRequest(tokens, { images: [media(host, '/a.png')] }, gone)),
    );
    expect([error.kind, error.message]).toEqual(['bad_content', 'Board not found.']);
  });

  it('retries a 503, and calls a lost answer to the pin unconfirmed', async () => {
    fake.script.push('POST /v5/pins', { status: 503, json: { code: 503, message: 'Service unavailable' } });
    expect((await failure(provider.publish(withImage()))).kind).toBe('transient');
    fake.script.push('POST /v5/pins', 'drop');
    expect((await failure(provider.publish(withImage()))).kind).toBe('unconfirmed');
  });

  it('retries a lost answer to the media registration (nothing was pinned)', async () => {
    fake.script.push('POST /v5/media', 'drop');
    const video = { ...media(host, '/d.mp4'), thumbnail: null };
    expect((await failure(provider.publish(publishRequest(tokens, { video }, board)))).kind).toBe(
      'transient',
    );
  });
});
