import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBluesky, type FakeBluesky } from '../fakes/bluesky/fake-server';
import type { FakeHttp } from '../fakes/fake-http';
import { startFakeMastodon, type FakeMastodon } from '../fakes/mastodon/fake-server';
import type { Provider } from '../../src/providers/provider';
import { startFakeX, type FakeX } from '../fakes/x/fake-server';
import { callback, throughNetwork } from '../connect-helpers';
import type { TestServer } from '../harness';
import { startEngineWorld, type EngineOwner } from './engine-world';
import { media, startMediaHost } from './media-host';
import { blueskyProviderOn, mastodonProviderForFakes, xProviderOn } from './fake-network-providers';

let x: FakeX;
let mastodon: FakeMastodon;
let bluesky: FakeBluesky;
let host: FakeHttp;
let server: TestServer;
let owner: EngineOwner;
let worker: { stop(): Promise<void> };

beforeAll(async () => {
  [x, mastodon, bluesky, host] = await Promise.all([
    startFakeX(),
    startFakeMastodon(),
    startFakeBluesky(),
    startMediaHost(),
  ]);
  const providers = new Map<Provider['socialMedia'], Provider>([
    ['twitter', xProviderOn(x)],
    ['mastodon', mastodonProviderForFakes()],
    ['bluesky', blueskyProviderOn(bluesky)],
  ]);
  ({ server, owner, worker } = await startEngineWorld(providers, 'Networks'));
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
  await Promise.all([x.close(), mastodon.close(), bluesky.close(), host.close()]);
});

async function choose(attemptId: string): Promise<string> {
  const attempt = await server.api('GET', `/api/accounts/connect/${attemptId}`, { token: owner.token });
  const externalIds = attempt.body.candidates.map(
    (candidate: { externalId: string }) => candidate.externalId,
  );
  const chosen = await server.api('POST', `/api/accounts/connect/${attemptId}`, {
    token: owner.token,
    body: { externalIds },
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
  return chosen.body[0]._id;
}

async function connectWithOAuth(socialMedia: string, extra: Record<string, unknown> = {}): Promise<string> {
  const body = { calendarId: owner.calendarId, socialMedia, ...extra };
  const reply = await server.api('POST', '/api/accounts/connect', { token: owner.token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const settings = await callback(await throughNetwork(server, new URL(reply.body.authorizeUrl)));
  expect(settings.searchParams.get('connectError')).toBeNull();
  return choose(settings.searchParams.get('connect')!);
}

async function postAndWait(accountId: string, message: string, images: unknown[], received: () => boolean) {
  const reply = await server.api('POST', '/api/posts', {
    token: owner.token,
    body: {
      message,
      calendarId: owner.calendarId,
      accountIds: [accountId],
      timing: { mode: 'now' },
      images,
      confirmed: ['noMedia'],
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const deadline = Date.now() + 20_000;
  while (!received() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(received()).toBe(true);
}

const image = () => ({ ...media(host, '/a.png'), width: 800, height: 800 });

describe('the engine publishes to the real networks through their fakes', () => {
  it('X: connected through OAuth with PKCE, a post with an image reaches the fake', async () => {
    const accountId = await connectWithOAuth('twitter');
    await postAndWait(accountId, 'Hello X', [image()], () =>
      x.tweets.some((tweet) => tweet.text === 'Hello X'),
    );
    expect(x.tweets.find((tweet) => tweet.text === 'Hello X')!.mediaIds).toHaveLength(1);
  });

  it('Mastodon: connected on the named server, a post reaches it with its Idempotency-Key', async () => {
    const accountId = await connectWithOAuth('mastodon', { instance: mastodon.url });
    await postAndWait(accountId, 'Hello Mastodon', [image()], () =>
      mastodon.statuses.some((status) => status.text === 'Hello Mastodon'),
    );
    expect(mastodon.statuses.at(-1)!.idempotencyKey).toBeTruthy();
  });

  it('Mastodon: asks for the server first', async () => {
    const body = { calendarId: owner.calendarId, socialMedia: 'mastodon' };
    const reply = await server.api('POST', '/api/accounts/connect', { token: owner.token, body });
    expect([reply.status, reply.body.error.message]).toEqual([
      422,
      'Please enter the address of your server, like mastodon.social',
    ]);
  });

  it('Bluesky: connected with an app password, a post reaches the fake', async () => {
    const body = {
      calendarId: owner.calendarId,
      socialMedia: 'bluesky',
      identifier: 'kairos.bsky.social',
      password: 'wrong',
    };
    const refused = await server.api('POST', '/api/accounts/connect/credentials', {
      token: owner.token,
      body,
    });
    expect([refused.status, refused.body.error.message]).toEqual([
      422,
      'The handle or app password is not right. Please check them and try again.',
    ]);
    const reply = await server.api('POST', '/api/accounts/connect/credentials', {
      token: owner.token,
      body: { ...body, password: bluesky.appPassword },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const accountId = await choose(reply.body.attemptId);
    await postAndWait(accountId, 'Hello Bluesky https://kairos.app', [], () => bluesky.records.length > 0);
    expect(bluesky.records[0]!.record.facets).toHaveLength(1);
  });
});
