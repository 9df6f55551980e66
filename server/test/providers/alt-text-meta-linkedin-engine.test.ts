import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFacebookProvider } from '../../src/providers/facebook/facebook-provider';
import { createInstagramProvider } from '../../src/providers/instagram/instagram-provider';
import { metaGraphVersion } from '../../src/providers/meta-graph/graph-options';
import type { Provider } from '../../src/providers/provider';
import type { FakeHttp } from '../fakes/fake-http';
import { startFakeLinkedIn, type FakeLinkedIn } from '../fakes/linkedin/fake-server';
import { fakeMetaApp, startFakeMeta, type FakeMeta } from '../fakes/meta-graph/fake-server';
import { startFakeThreads, type FakeThreadsApi } from '../fakes/threads/fake-server';
import type { TestServer } from '../harness';
import { connectThroughApi, startEngineWorld, type EngineOwner } from './engine-world';
import { media, startMediaHost } from './media-host';
import { linkedInProviderOn, threadsProviderOn } from './fake-network-providers';

let meta: FakeMeta;
let threads: FakeThreadsApi;
let linkedin: FakeLinkedIn;
let host: FakeHttp;
let server: TestServer;
let owner: EngineOwner;
let worker: { stop(): Promise<void> };

beforeAll(async () => {
  [meta, threads, linkedin, host] = await Promise.all([
    startFakeMeta(),
    startFakeThreads(),
    startFakeLinkedIn(),
    startMediaHost(),
  ]);
  const graph = {
    appId: fakeMetaApp.id,
    appSecret: fakeMetaApp.secret,
    graphBase: `${meta.url}/${metaGraphVersion}`,
    authBase: `${meta.url}/${metaGraphVersion}`,
  };
  const providers = new Map<Provider['socialMedia'], Provider>([
    ['facebook', createFacebookProvider({ ...graph, groups: true })],
    ['instagram-business', createInstagramProvider({ ...graph, polling: { pollMs: 20, maxPolls: 50 } })],
    ['threads', threadsProviderOn(threads)],
    ['linkedin', linkedInProviderOn(linkedin)],
  ]);
  ({ server, owner, worker } = await startEngineWorld(providers, 'Alt text Meta'));
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
  await Promise.all([meta.close(), threads.close(), linkedin.close(), host.close()]);
});

const described = (alt: string) => ({ ...media(host, '/b.jpg'), width: 1080, height: 1080, alt });
const bare = () => ({ ...media(host, '/b.jpg'), width: 1080, height: 1080 });

/** Posts now and waits until the target is settled; answers its states. */
async function postAndSettle(body: Record<string, unknown>): Promise<string[]> {
  const reply = await server.api('POST', '/api/posts', {
    token: owner.token,
    body: { calendarId: owner.calendarId, timing: { mode: 'now' }, ...body },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const view = await server.api('GET', `/api/posts/${reply.body._id}`, { token: owner.token });
    const states: string[] = view.body.targets.map((target: { state: string }) => target.state);
    if (states.every((state) => !['scheduled', 'publishing'].includes(state)) || Date.now() > deadline)
      return states;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Connects every account offered; answers the one with this name (or the first). */
async function connect(socialMedia: string, name: string | null, connection?: string) {
  const { accounts } = await connectThroughApi(server, owner, socialMedia, (ids) => ids, connection);
  const account = name === null ? accounts[0] : accounts.find((candidate) => candidate.name === name);
  expect(account, `${socialMedia} ${name}`).toBeDefined();
  return account!._id;
}

// Issue 16: "Alt text for every image", through the engine to each network's fake.
describe('alt text reaches Meta and LinkedIn the way their references say', () => {
  it('Facebook: `alt_text_custom` on each page photo', async () => {
    const pageId = await connect('facebook', 'Kairos Coffee');
    const one = await postAndSettle({
      message: 'One photo for Facebook',
      accountIds: [pageId],
      images: [described('A cup of coffee')],
    });
    const two = await postAndSettle({
      message: 'Our roastery opens its doors on Saturday',
      accountIds: [pageId],
      images: [described('Beans in a bag'), bare()],
    });
    expect([one, two]).toEqual([['published'], ['published']]);
    const altTexts = [...meta.photos.values()].map((photo) => photo.altText);
    expect(altTexts).toEqual(['A cup of coffee', 'Beans in a bag', null]);
  });

  it('Instagram: `alt_text` on an image container and on each carousel image', async () => {
    const instagramId = await connect('instagram-business', 'kairoscoffee');
    const single = await postAndSettle({
      message: 'One image for Instagram',
      accountIds: [instagramId],
      images: [described('A cup of coffee')],
      accountsMetadata: [{ accountId: instagramId, autoFeed: true }],
    });
    const carousel = await postAndSettle({
      message: 'Autumn blend tasting notes, swipe through',
      accountIds: [instagramId],
      images: [described('Beans in a bag'), bare()],
      accountsMetadata: [{ accountId: instagramId, autoCarousel: true }],
    });
    expect([single, carousel]).toEqual([['published'], ['published']]);
    const containers = [...meta.containers.values()];
    const image = containers.find((container) => container.caption === 'One image for Instagram');
    expect(image?.altText).toBe('A cup of coffee');
    const items = containers.filter((container) => container.isCarouselItem);
    expect(items.map((item) => item.altText)).toEqual(['Beans in a bag', null]);
  });

  it('Threads: `alt_text` on the image container, and on each carousel item', async () => {
    const accountId = await connect('threads', null);
    const single = await postAndSettle({
      message: 'One image for Threads',
      accountIds: [accountId],
      images: [described('A cup of coffee')],
    });
    const carousel = await postAndSettle({
      message: 'Which cup would you pick this weekend?',
      accountIds: [accountId],
      images: [described('Beans in a bag'), bare()],
    });
    expect([single, carousel]).toEqual([['published'], ['published']]);
    const containers = [...threads.containers.containers.values()];
    expect(containers.find((container) => container.text === 'One image for Threads')?.altText).toBe(
      'A cup of coffee',
    );
    const items = containers.filter((container) => container.carouselItem);
    expect(items.map((item) => item.altText)).toEqual(['Beans in a bag', null]);
  });

  it('LinkedIn: `altText` on the single image, and on each multiImage image', async () => {
    const accountId = await connect('linkedin', null, 'personal');
    const single = await postAndSettle({
      message: 'One image for LinkedIn',
      accountIds: [accountId],
      images: [described('A cup of coffee')],
    });
    const multi = await postAndSettle({
      message: 'Hiring a barista trainer for the spring season',
      accountIds: [accountId],
      images: [described('Beans in a bag'), bare()],
    });
    expect([single, multi]).toEqual([['published'], ['published']]);
    const altTexts = (commentary: string) =>
      linkedin.posts.find((post) => post.commentary === commentary)?.altTexts;
    expect(altTexts('One image for LinkedIn')).toEqual(['A cup of coffee']);
    expect(altTexts('Hiring a barista trainer for the spring season')).toEqual(['Beans in a bag', '']);
  });
});
