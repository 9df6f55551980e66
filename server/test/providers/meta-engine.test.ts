import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, publishTargets } from '../../src/db/schema';
import { createFacebookProvider } from '../../src/providers/facebook/facebook-provider';
import type { FakeHttp } from '../fakes/fake-http';
import { metaGraphVersion } from '../../src/providers/meta-graph/graph-options';
import { createInstagramProvider } from '../../src/providers/instagram/instagram-provider';
import { fakeMetaApp, startFakeMeta, type FakeMeta } from '../fakes/meta-graph/fake-server';
import type { Provider } from '../../src/providers/provider';
import { callback, throughNetwork } from '../connect-helpers';
import type { TestServer } from '../harness';
import { startEngineWorld, type EngineOwner } from './engine-world';
import { media, startMediaHost } from './media-host';

let meta: FakeMeta;
let host: FakeHttp;
let server: TestServer;
let owner: EngineOwner;
let worker: { stop(): Promise<void> };

beforeAll(async () => {
  [meta, host] = await Promise.all([startFakeMeta(), startMediaHost()]);
  const options = {
    appId: fakeMetaApp.id,
    appSecret: fakeMetaApp.secret,
    graphBase: `${meta.url}/${metaGraphVersion}`,
    authBase: `${meta.url}/${metaGraphVersion}`,
  };
  const providers = new Map<Provider['socialMedia'], Provider>([
    ['facebook', createFacebookProvider({ ...options, groups: true })],
    ['instagram-business', createInstagramProvider({ ...options, polling: { pollMs: 20, maxPolls: 50 } })],
  ]);
  ({ server, owner, worker } = await startEngineWorld(providers, 'Meta'));
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
  await Promise.all([meta.close(), host.close()]);
});

/** Connects through the API and the fake's login dialog; chooses the candidates with these names. */
async function connect(socialMedia: string, names: string[]) {
  const body = { calendarId: owner.calendarId, socialMedia };
  const reply = await server.api('POST', '/api/accounts/connect', { token: owner.token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const settings = await callback(await throughNetwork(server, new URL(reply.body.authorizeUrl)));
  expect(settings.searchParams.get('connectError')).toBeNull();
  const attemptId = settings.searchParams.get('connect')!;
  const attempt = await server.api('GET', `/api/accounts/connect/${attemptId}`, { token: owner.token });
  const candidates: Array<{ externalId: string; name: string; type: string }> = attempt.body.candidates;
  const chosen = await server.api('POST', `/api/accounts/connect/${attemptId}`, {
    token: owner.token,
    body: {
      externalIds: candidates.filter((candidate) => names.includes(candidate.name)).map((c) => c.externalId),
    },
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
  return { candidates, accounts: chosen.body as Array<{ _id: string; name: string; type: string }> };
}

async function post(body: Record<string, unknown>): Promise<string> {
  const reply = await server.api('POST', '/api/posts', {
    token: owner.token,
    body: { calendarId: owner.calendarId, timing: { mode: 'now' }, confirmed: ['noMedia'], ...body },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body._id;
}

async function settled(postId: string): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows = await server.database.db
      .select({ state: publishTargets.state })
      .from(publishTargets)
      .where(eq(publishTargets.postId, postId));
    const states = rows.map((row) => row.state);
    if (states.every((state) => !['scheduled', 'publishing'].includes(state)) || Date.now() > deadline)
      return states;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const jpg = () => ({ ...media(host, '/b.jpg'), width: 1080, height: 1080 });

describe('the engine publishes to Facebook and Instagram through their fakes', () => {
  it('Facebook: pages, groups and the profile offered; a page post with two photos reaches the fake once', async () => {
    const {
      candidates,
      accounts: [page],
    } = await connect('facebook', ['Kairos Coffee']);
    expect(candidates.map((candidate) => candidate.type)).toEqual(['page', 'page', 'group', 'personal']);
    const postId = await post({ message: 'Hello Facebook', accountIds: [page!._id], images: [jpg(), jpg()] });
    expect(await settled(postId)).toEqual(['published']);
    const received = meta.posts.filter((item) => item.message === 'Hello Facebook');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ node: '104000000000001', kind: 'feed' });
    expect(received[0]!.photoUrls).toHaveLength(2);
  });

  it('Instagram: the linked business account, a carousel (autoCarousel) published once', async () => {
    const {
      accounts: [instagram],
    } = await connect('instagram-business', ['kairoscoffee']);
    expect(instagram).toMatchObject({ type: 'business' });
    const postId = await post({
      message: 'Hello Instagram',
      accountIds: [instagram!._id],
      images: [jpg(), jpg()],
      accountsMetadata: [{ accountId: instagram!._id, autoCarousel: true }],
    });
    expect(await settled(postId)).toEqual(['published']);
    const published = meta.media.filter((item) => item.caption === 'Hello Instagram');
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ mediaType: 'CAROUSEL' });
    expect(published[0]!.children).toHaveLength(2);
  });

  it("Instagram: a post's PNG with a JPEG rendition goes out as the JPEG, through the post's stored images", async () => {
    const {
      accounts: [instagram],
    } = await connect('instagram-business', ['kairoscoffee']);
    const png = {
      ...media(host, '/a.png'),
      width: 1080,
      height: 1080,
      jpegUrl: `${host.url}/b.jpg?of=a.png`,
    };
    const postId = await post({
      message: 'A PNG for Instagram',
      accountIds: [instagram!._id],
      images: [png],
    });
    expect(await settled(postId)).toEqual(['published']);
    const published = meta.media.filter((item) => item.caption === 'A PNG for Instagram');
    expect(published).toHaveLength(1);
    expect(meta.containers.get(published[0]!.containerId)).toMatchObject({ imageUrl: png.jpegUrl });
  });

  it('an expired token: the account is marked tokenExpired and the target needs a reconnect', async () => {
    const {
      accounts: [page],
    } = await connect('facebook', ['Kairos Books']);
    meta.expireTokens();
    const postId = await post({ message: 'After expiry', accountIds: [page!._id] });
    expect(await settled(postId)).toEqual(['needs_reconnect']);
    const [row] = await server.database.db.select().from(accounts).where(eq(accounts.id, page!._id));
    expect(row!.tokenExpired).toBe(true);
    expect(meta.posts.some((item) => item.message === 'After expiry')).toBe(false);
  });
});
