import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeHootsuiteClient, startFakeHootsuite, type FakeHootsuite } from '../fakes/hootsuite/fake-server';
import { createHootsuiteProvider } from '../../src/providers/hootsuite/hootsuite-provider';
import type { Provider, TokenSet } from '../../src/providers/provider';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest } from './provider-helpers';

let fake: FakeHootsuite;
let host: FakeHttp;
let provider: Provider;
let tokens: TokenSet;
const twitter = {
  externalId: '115185509',
  type: 'personal',
  metadata: { hootsuiteId: '115185509', network: 'TWITTER' },
};
const facebook = {
  externalId: '115185510',
  type: 'page',
  metadata: { hootsuiteId: '115185510', network: 'FACEBOOKPAGE' },
};

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeHootsuite(), startMediaHost()]);
  provider = createHootsuiteProvider({
    clientId: fakeHootsuiteClient.id,
    clientSecret: fakeHootsuiteClient.secret,
    apiBase: fake.url,
    authBase: fake.url,
    timeoutMs: 1000,
    pollMs: 200,
    maxPolls: 15,
    // A second ahead, so the fake's clock reaches it within the test.
    sendLeadSeconds: 1,
  });
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(async () => {
  fake.script.clear();
  fake.rateLimit.remaining = 100;
  fake.sendChecks = 1;
  for (const profile of fake.profiles) profile.requiresApproval = false;
  tokens = await connectThroughOAuth(provider);
});

describe('Hootsuite: connect and refresh', () => {
  it("asks for offline access with the state, and offers the member's social profiles with their hootsuiteId", async () => {
    const url = new URL(
      await provider.authorizeUrl({ state: 's', codeChallenge: null, redirectUri: 'http://k/cb' }),
    );
    expect([url.pathname, url.searchParams.get('scope'), url.searchParams.get('state')]).toEqual([
      '/oauth2/auth',
      'offline',
      's',
    ]);
    const profiles = await provider.listConnectable(tokens);
    expect(profiles.map((profile) => [profile.name, profile.type])).toEqual([
      ['kairosapp (X)', 'personal'],
      ['Kairos Cafe (Facebook)', 'page'],
      ['Kairos Inc (LinkedIn)', 'page'],
    ]);
    expect(profiles[0]).toMatchObject({
      externalId: '115185509',
      metadata: { hootsuiteId: '115185509', network: 'TWITTER', username: 'kairosapp' },
    });
  });

  it('refreshes with Basic auth; a refresh token used twice asks to reconnect (invalid_grant)', async () => {
    const renewed = await provider.refresh(tokens);
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    const error = await failure(provider.refresh(tokens));
    expect([error.kind, error.networkCode]).toEqual(['auth', 'invalid_grant']);
  });

  it('is not configured without a client id and secret', () => {
    const bare = createHootsuiteProvider({
      clientId: 'x',
      clientSecret: undefined,
      apiBase: fake.url,
      authBase: fake.url,
    });
    expect(bare.isConfigured()).toBe(false);
  });
});

describe('Hootsuite: publish', () => {
  it("sends a text message with scheduledSendTime a lead ahead (UTC) and answers the network's post id once sent", async () => {
    const before = Date.now();
    const result = await provider.publish(publishRequest(tokens, { message: 'Hello from Kairos' }, twitter));
    const message = fake.messages.at(-1)!;
    expect(message).toMatchObject({ text: 'Hello from Kairos', socialProfileId: '115185509', state: 'SENT' });
    expect(message.scheduledSendTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(Date.parse(message.scheduledSendTime!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(result).toEqual({ externalId: message.postId, url: null });
  });

  it('takes any media state string as pending until READY', async () => {
    fake.media.pendingState = 'PENDING_TRANSCODE';
    try {
      await provider.publish(
        publishRequest(tokens, { message: 'Odd state', images: [media(host, '/a.png')] }, twitter),
      );
      expect(fake.messages.at(-1)!.mediaIds).toHaveLength(1);
    } finally {
      fake.media.pendingState = 'QUEUED';
    }
  });

  it('uploads images through the media API (type and size), waits until READY, and attaches them', async () => {
    const result = await provider.publish(
      publishRequest(
        tokens,
        { message: 'Two photos', images: [media(host, '/a.png'), media(host, '/b.jpg')] },
        facebook,
      ),
    );
    const message = fake.messages.at(-1)!;
    expect(message.mediaIds).toHaveLength(2);
    expect(message.mediaIds.map((id) => fake.media.uploads.get(id))).toMatchObject([
      { mimeType: 'image/png', sizeBytes: 3000, received: 3000 },
      { mimeType: 'image/jpeg', sizeBytes: 2000, received: 2000 },
    ]);
    expect(result.url).toBe(`https://www.facebook.com/177463958820/posts/${message.postId}`);
  });

  it('uploads a video', async () => {
    await provider.publish(
      publishRequest(tokens, { video: { ...media(host, '/d.mp4'), thumbnail: null } }, facebook),
    );
    const [id] = fake.messages.at(-1)!.mediaIds;
    expect(fake.media.uploads.get(id!)).toMatchObject({ mimeType: 'video/mp4', sizeBytes: 10_000 });
  });

  it("counts a message waiting for a reviewer in Hootsuite as handed over, with Hootsuite's message id", async () => {
    fake.profiles[0]!.requiresApproval = true;
    const result = await provider.publish(publishRequest(tokens, { message: 'Needs approval' }, twitter));
    expect(result).toEqual({ externalId: fake.messages.at(-1)!.id, url: null });
  });

  it('fails a message Hootsuite could not send to the network', async () => {
    fake.failNextSend = true;
    const error = await failure(provider.publish(publishRequest(tokens, { message: 'Doomed' }, twitter)));
    expect([error.kind, error.message]).toEqual([
      'bad_content',
      'Hootsuite could not send the message to the network',
    ]);
  });
});

describe('Hootsuite: errors', () => {
  it('waits for Retry-After on 429', async () => {
    fake.rateLimit.remaining = 0;
    const started = Date.now();
    const error = await failure(provider.publish(publishRequest(tokens, {}, twitter)));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAt!.getTime() - started).toBeGreaterThanOrEqual(59_000);
  });

  it('asks to reconnect when the access token expired (401)', async () => {
    fake.oauth.expireAll();
    const error = await failure(provider.publish(publishRequest(tokens, {}, twitter)));
    expect([error.kind, error.message]).toEqual(['auth', 'The access token is invalid or has expired']);
  });

  it("fails a text the network refuses with Hootsuite's reason (400)", async () => {
    const error = await failure(
      provider.publish(publishRequest(tokens, { message: 'x'.repeat(300) }, twitter)),
    );
    expect([error.kind, error.message]).toEqual(['bad_content', 'The text is too long for TWITTER']);
  });

  it('fails a profile the member may no longer post to (403)', async () => {
    const gone = { ...twitter, externalId: '999', metadata: { hootsuiteId: '999' } };
    expect((await failure(provider.publish(publishRequest(tokens, {}, gone)))).kind).toBe('bad_content');
  });

  it('retries a 503 and calls a lost answer to the message unconfirmed', async () => {
    fake.script.push('POST /v1/messages', {
      status: 503,
      json: { errors: [{ code: 5000, message: 'Service Unavailable' }] },
    });
    expect((await failure(provider.publish(publishRequest(tokens, {}, twitter)))).kind).toBe('transient');
    fake.script.push('POST /v1/messages', 'drop');
    expect((await failure(provider.publish(publishRequest(tokens, {}, twitter)))).kind).toBe('unconfirmed');
  });

  it('retries a lost answer to a media upload (no message was created)', async () => {
    fake.script.push('POST /v1/media', 'drop');
    const before = fake.messages.length;
    const error = await failure(
      provider.publish(publishRequest(tokens, { images: [media(host, '/a.png')] }, twitter)),
    );
    expect(error.kind).toBe('transient');
    expect(fake.messages).toHaveLength(before);
  });
});
