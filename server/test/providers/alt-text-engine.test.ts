import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPinterestProvider } from '../../src/providers/pinterest/pinterest-provider';
import type { Provider } from '../../src/providers/provider';
import { createTestNetworkProvider } from '../../src/providers/test-network/provider';
import { startTestNetwork, type TestNetworkServer } from '../../src/providers/test-network/server';
import { startFakeBluesky, type FakeBluesky } from '../fakes/bluesky/fake-server';
import type { FakeHttp } from '../fakes/fake-http';
import { startFakeMastodon, type FakeMastodon } from '../fakes/mastodon/fake-server';
import { fakePinterestApp, startFakePinterest, type FakePinterest } from '../fakes/pinterest/fake-server';
import { startFakeX, type FakeX } from '../fakes/x/fake-server';
import type { TestServer } from '../harness';
import {
  connectBluesky as connectBlueskyTo,
  connectMastodon as connectMastodonTo,
  connectThroughApi,
  startEngineWorld,
  type EngineOwner,
} from './engine-world';
import { media, startMediaHost } from './media-host';
import { blueskyProviderOn, mastodonProviderForFakes, xProviderOn } from './fake-network-providers';

let x: FakeX;
let mastodon: FakeMastodon;
let bluesky: FakeBluesky;
let pinterest: FakePinterest;
let testNetwork: TestNetworkServer;
let host: FakeHttp;
let server: TestServer;
let owner: EngineOwner;
let worker: { stop(): Promise<void> };

beforeAll(async () => {
  [x, mastodon, bluesky, pinterest, testNetwork, host] = await Promise.all([
    startFakeX(),
    startFakeMastodon(),
    startFakeBluesky(),
    startFakePinterest(),
    startTestNetwork(),
    startMediaHost(),
  ]);
  const providers = new Map<Provider['socialMedia'], Provider>([
    ['twitter', xProviderOn(x)],
    ['mastodon', mastodonProviderForFakes()],
    ['bluesky', blueskyProviderOn(bluesky)],
    [
      'pinterest',
      createPinterestProvider({
        appId: fakePinterestApp.id,
        appSecret: fakePinterestApp.secret,
        apiBase: pinterest.url,
        authBase: pinterest.url,
      }),
    ],
    ['testNetwork', createTestNetworkProvider({ baseUrl: testNetwork.url })],
  ]);
  ({ server, owner, worker } = await startEngineWorld(providers, 'Alt text'));
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
  await Promise.all([
    x.close(),
    mastodon.close(),
    bluesky.close(),
    pinterest.close(),
    testNetwork.close(),
    host.close(),
  ]);
});

const described = (alt: string) => ({ ...media(host, '/b.jpg'), width: 800, height: 800, alt });
const bare = () => ({ ...media(host, '/b.jpg'), width: 800, height: 800 });

/** Posts now to one account and waits until its target is settled; answers the states. */
async function postAndSettle(accountId: string, message: string, images: unknown[]): Promise<string[]> {
  const reply = await server.api('POST', '/api/posts', {
    token: owner.token,
    body: { message, calendarId: owner.calendarId, accountIds: [accountId], timing: { mode: 'now' }, images },
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

const connectMastodon = () => connectMastodonTo(server, owner, mastodon.url);
const connectBluesky = () => connectBlueskyTo(server, owner, bluesky);

// Issue 16: "Alt text for every image", through the engine to each network's fake.
describe('alt text reaches each network the way its reference says', () => {
  it('X: POST /2/media/metadata sets alt_text on the image before the post names it', async () => {
    const { accounts } = await connectThroughApi(server, owner, 'twitter', (ids) => ids);
    const states = await postAndSettle(accounts[0]!._id, 'Beans on X', [described('Beans in a bag'), bare()]);
    expect(states).toEqual(['published']);
    const tweet = x.tweets.find((sent) => sent.text === 'Beans on X')!;
    expect(tweet.mediaIds.map((id) => x.media.altTextOf(id))).toEqual(['Beans in a bag', null]);
  });

  it('Mastodon: the upload carries it as `description`', async () => {
    const accountId = await connectMastodon();
    const states = await postAndSettle(accountId, 'Beans on Mastodon', [described('Beans in a bag'), bare()]);
    expect(states).toEqual(['published']);
    const status = mastodon.statuses.find((sent) => sent.text === 'Beans on Mastodon')!;
    expect(status.mediaIds.map((id) => mastodon.media.get(id)?.description)).toEqual([
      'Beans in a bag',
      null,
    ]);
  });

  it('Bluesky: `alt` on each app.bsky.embed.images image, empty where none was given', async () => {
    const accountId = await connectBluesky();
    const states = await postAndSettle(accountId, 'Beans on Bluesky', [described('Beans in a bag'), bare()]);
    expect(states).toEqual(['published']);
    const record = bluesky.records.at(-1)!.record as { embed: { images: Array<{ alt: string }> } };
    expect(record.embed.images.map((image) => image.alt)).toEqual(['Beans in a bag', '']);
  });

  it("Pinterest: the pin's `alt_text`", async () => {
    const { accounts } = await connectThroughApi(server, owner, 'pinterest', (ids) => ids.slice(0, 1));
    const states = await postAndSettle(accounts[0]!._id, 'Beans on Pinterest', [described('Beans in a bag')]);
    expect(states).toEqual(['published']);
    expect(pinterest.pins.find((pin) => pin.description === 'Beans on Pinterest')?.altText).toBe(
      'Beans in a bag',
    );
  });

  it('the test network records one alt text per image; an empty one sends nothing', async () => {
    const { accounts } = await connectThroughApi(server, owner, 'testNetwork', (ids) => ids.slice(0, 1));
    await postAndSettle(accounts[0]!._id, 'Beans on the test network', [
      described('  '),
      described(' Beans '),
    ]);
    await postAndSettle(accounts[0]!._id, 'Rain over the harbour at dawn', [bare()]);
    const received = await testNetwork.posts();
    const sent = (text: string) => received.find((post) => post.text === text);
    expect(sent('Beans on the test network')?.mediaAltTexts).toEqual([null, 'Beans']);
    expect(sent('Rain over the harbour at dawn')?.mediaAltTexts).toEqual([null]);
  });
});
