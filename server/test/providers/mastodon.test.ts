import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeHttp } from '../fakes/fake-http';
import { startFakeMastodon, type FakeMastodon } from '../fakes/mastodon/fake-server';
import { createMastodonProvider } from '../../src/providers/mastodon/mastodon-provider';
import type { Provider, PublishRequest, TokenSet } from '../../src/providers/provider';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest } from './provider-helpers';

let fake: FakeMastodon;
let host: FakeHttp;
let provider: Provider;
let tokens: TokenSet;
let account: PublishRequest['account'];
const redirectUri = () =>
  `http://kairos.test/api/accounts/connect/callback?instance=${encodeURIComponent(fake.url)}`;

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeMastodon(), startMediaHost()]);
  provider = createMastodonProvider({
    appName: 'Kairos',
    website: 'http://kairos.test',
    allowHttp: true,
    timeoutMs: 1000,
    mediaPollMs: 5,
  });
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(async () => {
  fake.script.clear();
  fake.rateLimit.remaining = 300;
  tokens = await connectThroughOAuth(provider, redirectUri(), fake.url);
  const [offered] = await provider.listConnectable(tokens, { instance: fake.url });
  account = { externalId: offered!.externalId, type: 'personal', metadata: offered!.metadata ?? {} };
});

describe('Mastodon: connect', () => {
  it('registers an app on the named server once, then connects with OAuth', async () => {
    expect(fake.apps).toHaveLength(1);
    expect(fake.apps[0]).toMatchObject({
      redirectUris: [redirectUri()],
      scopes: 'read:accounts write:statuses write:media',
    });
    expect(tokens).toMatchObject({ refreshToken: null, expiresAt: null });
    expect(await provider.refresh(tokens)).toEqual(tokens);
  });

  it("offers the profile with the server's own text limit", async () => {
    fake.maxCharacters = 5000;
    const [offered] = await provider.listConnectable(tokens, { instance: fake.url });
    expect(offered).toMatchObject({
      name: 'Kairos on Mastodon',
      type: 'personal',
      url: `${fake.url}/@kairos`,
    });
    expect(offered!.metadata).toMatchObject({
      instance: fake.url,
      maxCharacters: 5000,
      mastodonId: '109348',
    });
    fake.maxCharacters = 500;
  });

  it('refuses a server on plain http unless allowed', async () => {
    const strict = createMastodonProvider({ appName: 'Kairos', website: 'x', allowHttp: false });
    const error = await failure(
      Promise.resolve().then(() =>
        strict.authorizeUrl({
          state: 's',
          codeChallenge: null,
          redirectUri: 'http://k/cb',
          instance: fake.url,
        }),
      ),
    );
    expect(error.kind).toBe('bad_content');
  });

  it.each([
    ['https://127.0.0.1:8443', 'a loopback address'],
    ['https://[::1]', 'IPv6 loopback'],
    ['https://169.254.169.254', 'the cloud metadata address'],
    ['https://intranet.example', 'a name that resolves inside our network'],
    ['https://split.example', 'a name with one public and one private address'],
  ])('refuses %s (%s): a server the user names must be public', async (instance) => {
    const resolve = async (hostname: string) =>
      hostname === 'intranet.example' ? ['10.0.0.7'] : ['93.184.215.14', '192.168.1.20'];
    const strict = createMastodonProvider({ appName: 'Kairos', website: 'x', allowHttp: false, resolve });
    const error = await failure(
      Promise.resolve().then(() =>
        strict.authorizeUrl({ state: 's', codeChallenge: null, redirectUri: 'http://k/cb', instance }),
      ),
    );
    expect(error).toMatchObject({ kind: 'bad_content', networkCode: 'private_address' });
  });

  it('publishes to a public server only: an account whose server now resolves inside is refused', async () => {
    const strict = createMastodonProvider({
      appName: 'Kairos',
      website: 'x',
      allowHttp: false,
      resolve: async () => ['127.0.0.1'],
    });
    const error = await failure(
      strict.publish(
        publishRequest(
          tokens,
          { message: 'Hello' },
          { ...account, metadata: { ...account.metadata, instance: 'https://rebound.example' } },
        ),
      ),
    );
    expect(error).toMatchObject({ kind: 'bad_content', networkCode: 'private_address' });
  });
});

describe('Mastodon: publish', () => {
  it('posts a status with the target id as Idempotency-Key, and a resend is the same status', async () => {
    const request = publishRequest(tokens, { message: 'Toot' }, account, 'target-1');
    const first = await provider.publish(request);
    const again = await provider.publish(request);
    expect(again).toEqual(first);
    expect(fake.statuses).toHaveLength(1);
    expect(fake.statuses[0]).toMatchObject({ text: 'Toot', idempotencyKey: 'target-1' });
    expect(provider.lookup).toBeUndefined();
  });

  it('uploads images, then attaches them', async () => {
    await provider.publish(
      publishRequest(tokens, { images: [media(host, '/a.png'), media(host, '/c.gif')] }, account),
    );
    const status = fake.statuses.at(-1)!;
    expect(status.mediaIds.map((id) => fake.media.get(id)?.type)).toEqual(['image/png', 'image/gif']);
  });

  it('waits for a video to be processed (202, then 206) before posting', async () => {
    await provider.publish(
      publishRequest(tokens, { video: { ...media(host, '/d.mp4'), thumbnail: null } }, account),
    );
    const [id] = fake.statuses.at(-1)!.mediaIds;
    expect(fake.media.get(id!)).toMatchObject({ type: 'video/mp4', pendingChecks: 0 });
  });
});

describe('Mastodon: errors', () => {
  it("fails text over the server's limit with its reason (422)", async () => {
    const error = await failure(
      provider.publish(publishRequest(tokens, { message: 'a'.repeat(501) }, account)),
    );
    expect([error.kind, error.message]).toEqual([
      'bad_content',
      'Validation failed: Text character limit of 500 exceeded',
    ]);
  });

  it('asks to reconnect when the token is revoked (401)', async () => {
    fake.oauth.revokeAll();
    expect((await failure(provider.publish(publishRequest(tokens, {}, account)))).kind).toBe('auth');
  });

  it('waits until the ISO 8601 X-RateLimit-Reset on 429', async () => {
    fake.rateLimit.remaining = 0;
    const error = await failure(provider.publish(publishRequest(tokens, {}, account)));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAt?.getTime()).toBe(new Date(new Date(fake.rateLimit.resetAt).toISOString()).getTime());
  });

  it('retries a 503, and a lost answer too (the Idempotency-Key makes a resend safe)', async () => {
    fake.script.push('POST /api/v1/statuses', { status: 503, json: { error: 'Service Unavailable' } });
    expect((await failure(provider.publish(publishRequest(tokens, {}, account)))).kind).toBe('transient');
    fake.script.push('POST /api/v1/statuses', 'drop');
    expect((await failure(provider.publish(publishRequest(tokens, {}, account)))).kind).toBe('transient');
  });

  it('asks to reconnect when the account is suspended (403)', async () => {
    fake.script.push('POST /api/v1/statuses', {
      status: 403,
      json: { error: 'Your login is currently disabled' },
    });
    expect((await failure(provider.publish(publishRequest(tokens, {}, account)))).kind).toBe('auth');
  });
});
